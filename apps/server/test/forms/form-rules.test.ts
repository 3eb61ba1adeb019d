import { describe, expect, it } from 'vitest';
import { FORM_TOKEN_PLACEHOLDER, formPostSchema, isEmailOrPhone } from '@sitecraft/shared/forms';
import { checkFormToken, signFormToken, TOKEN_MAX_AGE_MS, TOKEN_MIN_AGE_MS } from '../../src/modules/forms/form-token.ts';
import { csvCell } from '../../src/modules/forms/messages-csv.ts';
import { countLinks, spamReasonOf } from '../../src/modules/forms/spam-rules.ts';
import { servedPageOf, thankYouUrl } from '../../src/modules/forms/thank-you.ts';

const secret = 'a-form-token-secret-of-some-length';
const formId = 'AbCdEfGhIjKlMnOpQrStUv';
const servedAt = Date.UTC(2026, 0, 1);

describe('the time token', () => {
  it('is valid from 3 s to 24 h after the page was served, for its own form and key only', () => {
    const token = signFormToken(secret, formId, servedAt);
    expect(checkFormToken(secret, formId, token, servedAt + TOKEN_MIN_AGE_MS - 1)).toEqual({ kind: 'spam', reason: 'too_soon' });
    expect(checkFormToken(secret, formId, token, servedAt + TOKEN_MIN_AGE_MS)).toEqual({ kind: 'valid', nonce: token.split('.')[1], expiresAt: servedAt + TOKEN_MAX_AGE_MS });
    expect(checkFormToken(secret, formId, token, servedAt + TOKEN_MAX_AGE_MS)).toMatchObject({ kind: 'valid' });
    expect(checkFormToken(secret, formId, token, servedAt + TOKEN_MAX_AGE_MS + 1)).toEqual({ kind: 'spam', reason: 'too_late' });
    expect(checkFormToken(secret, 'ZbCdEfGhIjKlMnOpQrStUv', token, servedAt + 5_000)).toEqual({ kind: 'spam', reason: 'forged' });
    expect(checkFormToken('another-secret-of-some-length', formId, token, servedAt + 5_000)).toEqual({ kind: 'spam', reason: 'forged' });
    const [time, nonce, signature] = token.split('.');
    const later = (servedAt - 60 * 60 * 1000).toString(36);
    expect(checkFormToken(secret, formId, `${later}.${nonce}.${signature}`, servedAt + 5_000)).toEqual({ kind: 'spam', reason: 'forged' });
    expect(checkFormToken(secret, formId, `${time}.${nonce}.${signature}.x`, servedAt + 5_000)).toEqual({ kind: 'spam', reason: 'forged' });
  });

  it('counts as no token when missing, empty or the placeholder a ZIP keeps', () => {
    for (const token of [undefined, '', FORM_TOKEN_PLACEHOLDER]) expect(checkFormToken(secret, formId, token, servedAt)).toEqual({ kind: 'none' });
  });
});

describe('the spam rules', () => {
  const none = { kind: 'none' } as const;
  it('count links in every common shape', () => {
    expect(countLinks('see https://a.example and http://b.example, www.c.example, [url=d]x[/url] <a href="e">')).toBe(5);
    expect(countLinks('email me at maria@example.com about the www sourdough')).toBe(0);
  });

  it('name a filled honeypot, a bad token and more than 3 links, in that order', () => {
    expect(spamReasonOf({ honeypot: 'x', texts: [], token: { kind: 'spam', reason: 'too_soon' } })).toBe('honeypot');
    expect(spamReasonOf({ honeypot: '  ', texts: ['http://a http://b http://c http://d'], token: { kind: 'spam', reason: 'forged' } })).toBe('forged');
    expect(spamReasonOf({ honeypot: undefined, texts: ['http://a http://b', 'http://c http://d'], token: none })).toBe('links');
    expect(spamReasonOf({ honeypot: '', texts: ['http://a http://b http://c'], token: none })).toBeUndefined();
  });
});

describe('the form’s fields', () => {
  it('take an email address or a phone number as the contact', () => {
    for (const good of ['maria@example.com', '+351 912 345 678', '(495) 123-45-67', '8 800 555 35 35']) expect(isEmailOrPhone(good), good).toBe(true);
    for (const bad of ['maria', '12345', '+1 234 567 890 123 456 78', 'tel: 12345678', 'maria@']) expect(isEmailOrPhone(bad), bad).toBe(false);
  });

  it('name the first problem of a post by its code', () => {
    const problem = (fields: Record<string, string>) => formPostSchema.safeParse(fields).error?.issues[0]?.message;
    expect(problem({ name: 'M', contact: 'maria@example.com', message: 'Hi' })).toBeUndefined();
    expect(problem({ contact: 'maria@example.com', message: 'Hi' })).toBe('name_missing');
    expect(problem({ name: 'M', contact: 'x', message: 'Hi' })).toBe('contact_invalid');
    expect(problem({ name: 'M', contact: 'maria@example.com', message: ' \n ' })).toBe('message_missing');
  });
});

describe('the CSV export', () => {
  it('defuses every cell that begins with = + - @, a tab or a carriage return, and quotes all of them', () => {
    expect(['=1+1', '+1', '-1', '@SUM(A1)', '\t=1', '\r=1'].map(csvCell)).toEqual(['"\'=1+1"', '"\'+1"', '"\'-1"', '"\'@SUM(A1)"', '"\'\t=1"', '"\'\r=1"']);
    expect(csvCell('Say "hi", 1=1')).toBe('"Say ""hi"", 1=1"');
  });
});

describe('the thank-you address', () => {
  const fallback = 'http://app.test/api/v1/forms/thank-you?lang=en';
  it('is thank-you.html beside the page the form was sent from, with the problem in its query and fragment', () => {
    expect(thankYouUrl('https://a.example/p/shop/contact.html?x=1#f', fallback)).toBe('https://a.example/p/shop/thank-you.html');
    expect(thankYouUrl('https://a.example/', fallback, 'too_long')).toBe('https://a.example/thank-you.html?problem=too_long#problem-too_long');
    expect(thankYouUrl('file:///c/contact.html', fallback)).toBe(fallback);
    expect(thankYouUrl(undefined, fallback, 'closed')).toBe('http://app.test/api/v1/forms/thank-you?lang=en&problem=closed#problem-closed');
  });
});

describe('the page a published form was sent from', () => {
  const config = { publicUrl: 'https://app.example.com', publish: { origin: 'https://sites.example.net', byHost: true } };

  it('is trusted on the publishing origin under /p/, and on the site’s own domain in either form its owner may choose', () => {
    for (const host of ['www.bakery.pt', 'bakery.pt']) {
      expect(servedPageOf(config, host, 'https://sites.example.net/p/bakery-pt/contact.html'), host).toBe('https://sites.example.net/p/bakery-pt/contact.html');
      expect(servedPageOf(config, host, 'https://bakery.pt/contact.html'), host).toBe('https://bakery.pt/contact.html');
      expect(servedPageOf(config, host, 'https://www.bakery.pt/contact.html'), host).toBe('https://www.bakery.pt/contact.html');
    }
  });

  it('is not trusted anywhere else', () => {
    for (const page of ['https://evil.example/contact.html', 'https://bakery.pt.evil.example/contact.html', 'https://sites.example.net/contact.html', 'javascript:alert(1)', 'https://user:pw@bakery.pt/', '__SITECRAFT_FORM_PAGE__']) {
      expect(servedPageOf(config, 'bakery.pt', page), page).toBeUndefined();
    }
  });
});
