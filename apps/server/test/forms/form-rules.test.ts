import { describe, expect, it } from 'vitest';
import { FORM_TOKEN_PLACEHOLDER, formPostSchema, isEmailOrPhone } from '@sitecraft/shared/forms';
import { checkFormToken, signFormToken, TOKEN_MAX_AGE_MS, TOKEN_MIN_AGE_MS } from '../../src/modules/forms/form-token.ts';
import { csvCell } from '../../src/modules/forms/messages-csv.ts';
import { countLinks, spamReasonOf } from '../../src/modules/forms/spam-rules.ts';
import { wantsJson } from '../../src/modules/forms/post-answers.ts';
import { siteHome, trustedPage } from '../../src/modules/forms/return-page.ts';
import { thankYouUrl } from '../../src/modules/forms/thank-you.ts';

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

  it('name a filled honeypot, a bad token, a missing one and more than 3 links, in that order', () => {
    const accepted = { tokenlessAccepted: true };
    expect(spamReasonOf({ honeypot: 'x', texts: [], token: { kind: 'spam', reason: 'too_soon' }, ...accepted })).toBe('honeypot');
    expect(spamReasonOf({ honeypot: '  ', texts: ['http://a http://b http://c http://d'], token: { kind: 'spam', reason: 'forged' }, ...accepted })).toBe('forged');
    expect(spamReasonOf({ honeypot: undefined, texts: ['http://a http://b', 'http://c http://d'], token: none, tokenlessAccepted: false })).toBe('no_token');
    expect(spamReasonOf({ honeypot: undefined, texts: ['http://a http://b', 'http://c http://d'], token: none, ...accepted })).toBe('links');
    expect(spamReasonOf({ honeypot: '', texts: ['http://a http://b http://c'], token: none, ...accepted })).toBeUndefined();
  });

  it('take no post without a token where the site takes none, and judge one with a token alike either way', () => {
    const valid = { kind: 'valid', nonce: 'n', expiresAt: 1 } as const;
    expect(spamReasonOf({ honeypot: undefined, texts: ['Hello'], token: none, tokenlessAccepted: false })).toBe('no_token');
    expect(spamReasonOf({ honeypot: undefined, texts: ['Hello'], token: valid, tokenlessAccepted: false })).toBeUndefined();
    expect(spamReasonOf({ honeypot: undefined, texts: ['Hello'], token: none, tokenlessAccepted: true })).toBeUndefined();
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

  it('names a booking request sent, so the page thanks for a request and not for a message; a problem still wins', () => {
    expect(thankYouUrl('https://a.example/book.html', fallback, undefined, 'booking')).toBe('https://a.example/thank-you.html?sent=booking#booking-sent');
    expect(thankYouUrl(undefined, fallback, undefined, 'booking')).toBe('http://app.test/api/v1/forms/thank-you?lang=en&sent=booking#booking-sent');
    expect(thankYouUrl('https://a.example/book.html', fallback, 'name_missing', 'booking')).toBe('https://a.example/thank-you.html?problem=name_missing#problem-name_missing');
  });
});

describe('the page a published form was sent from', () => {
  const config = { publicUrl: 'https://app.example.com', publish: { origin: 'https://sites.example.net', byHost: true } };
  const places = { slug: 'bakery-pt', domain: { bare: 'bakery.pt', canonical: 'www.bakery.pt' } };

  it('is trusted under the site’s own /p/<slug>/ on the publishing or app origin, and on its verified domain in either form', () => {
    for (const page of ['https://sites.example.net/p/bakery-pt/contact.html', 'https://app.example.com/p/bakery-pt/ru/contact.html', 'https://bakery.pt/contact.html', 'https://www.bakery.pt/contact.html']) {
      expect(trustedPage(config, places, page), page).toBe(page);
    }
    expect(trustedPage(config, { slug: undefined, domain: places.domain }, 'https://bakery.pt/contact.html')).toBe('https://bakery.pt/contact.html');
  });

  it('is not trusted anywhere else: another site’s /p/ page, a domain not verified, the site’s name as a domain', () => {
    const pages = [
      'https://sites.example.net/p/other-shop/contact.html',
      'https://sites.example.net/p/bakery-pt-2/contact.html',
      'https://evil.example/p/bakery-pt/contact.html',
      'https://bakery.pt.evil.example/contact.html',
      'https://sites.example.net/contact.html',
      'javascript:alert(1)',
      'https://user:pw@bakery.pt/',
      '__SITECRAFT_FORM_PAGE__',
    ];
    for (const page of pages) expect(trustedPage(config, places, page), page).toBeUndefined();
    expect(trustedPage(config, { slug: 'bakery-pt', domain: undefined }, 'https://bakery.pt/contact.html')).toBeUndefined();
    expect(trustedPage(config, { slug: undefined, domain: undefined }, 'https://sites.example.net/p/bakery-pt/contact.html')).toBeUndefined();
  });

  it('falls back to the site’s home as published: its own domain as its owner prefers it, else /p/<slug>/, else none', () => {
    expect(siteHome(config, places)).toBe('https://www.bakery.pt/');
    expect(siteHome({ ...config, publish: { ...config.publish, byHost: false } }, places)).toBe('https://sites.example.net/p/bakery-pt/');
    expect(siteHome(config, { slug: 'bakery-pt', domain: undefined })).toBe('https://sites.example.net/p/bakery-pt/');
    expect(siteHome(config, { slug: undefined, domain: places.domain })).toBeUndefined();
  });
});

describe('a refused post', () => {
  it('is answered with JSON only for a client whose Accept asks for JSON and takes no page', () => {
    for (const accept of ['application/json', 'Application/JSON; charset=utf-8', 'application/json, */*;q=0.1']) expect(wantsJson(accept), accept).toBe(true);
    for (const accept of [undefined, '', '*/*', 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8', 'application/json, text/html']) expect(wantsJson(accept), accept).toBe(false);
  });
});
