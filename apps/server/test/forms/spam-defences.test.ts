import path from 'node:path';
import fs from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FORM_PAGE_PLACEHOLDER, FORM_TOKEN_PLACEHOLDER } from '@sitecraft/shared/forms';
import { CORRECTION_WINDOW_MS } from '../../src/modules/forms/form-corrections.ts';
import { signFormToken } from '../../src/modules/forms/form-token.ts';
import { POSTS_PER_ADDRESS_A_MINUTE, POSTS_PER_SITE_AN_HOUR } from '../../src/modules/forms/post-limits.ts';
import { signUpVerified } from '../support/accounts.ts';
import { call, createTestApp, type TestApp } from '../support/test-app.ts';
import { folder, formSiteEngine, postForm, siteWithForm, visitor } from './forms-support.ts';

let t: TestApp;
let owner: string;
let trackId: string;
let formPath: string;
let slug: string;
const host = 'spam-free.com';
beforeAll(async () => {
  t = await createTestApp({}, { engine: formSiteEngine(() => t.ctx) });
  owner = await signUpVerified(t.app, t.ctx, 'owner@example.com');
  await t.ctx.db.updateTable('accounts').set({ credits: 100 }).execute();
  ({ trackId, formPath } = await siteWithForm(t, owner, host));
  slug = (await call(t.app, 'POST', `/api/v1/sites/${trackId}/publication`, { token: owner, body: { host } })).body.slug as string;
});
afterAll(() => t.close());

const contactUrl = () => `http://app.test/p/${slug}/contact.html`;
const get = (file: string, headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url: `/p/${slug}/${file}`, headers });
/** Serves the contact page now and returns the token put in it. */
async function servedToken(): Promise<string> {
  const page = await get('contact.html');
  const token = /name="token" value="([^"]+)"/.exec(page.body)?.[1];
  if (!token) throw new Error('the contact page carries no token');
  return token;
}
const post = (fields: Record<string, string>, ip = '198.51.100.20') => postForm(t, formPath, fields, { referer: contactUrl(), ip });
const spam = async () => (await folder(t, owner, trackId, host, 'spam')).messages;
const inbox = async () => (await folder(t, owner, trackId, host)).messages;

describe('the contact page as published', () => {
  it('carries a fresh signed token each time it is served, uncached and uncompressed; the other pages are untouched', async () => {
    const first = await get('contact.html', { 'accept-encoding': 'br, gzip' });
    expect(first.statusCode).toBe(200);
    expect(first.body).not.toContain(FORM_TOKEN_PLACEHOLDER);
    expect(first.headers['content-encoding']).toBeUndefined();
    expect(first.headers.etag).toBeUndefined();
    expect(first.headers['cache-control']).toBe('no-store');
    expect(first.headers['referrer-policy']).toBe('no-referrer-when-downgrade');
    const tokens = [await servedToken(), await servedToken()];
    expect(tokens[0]).toMatch(/^[0-9a-z]+\.[A-Za-z0-9_-]{16}\.[A-Za-z0-9_-]{43}$/);
    expect(tokens[0]).not.toBe(tokens[1]);

    const home = await get('', { 'accept-encoding': 'br' });
    expect(home.headers['content-encoding']).toBe('br');
    expect(home.headers.etag).toMatch(/^"[0-9a-f]{64}-br"$/);
    expect(home.headers['cache-control']).toBe('public, no-cache');
    // Only the contact page lost its compressed copies in the store.
    const key = (await t.ctx.db.selectFrom('publications').select('content_key').where('slug', '=', slug).executeTakeFirstOrThrow()).content_key;
    const stored = fs.readdirSync(path.join(t.ctx.config.dataDir, 'artifacts')).filter((name) => name.startsWith(key));
    const manifest = JSON.parse(fs.readFileSync(path.join(t.ctx.config.dataDir, 'artifacts', `${key}.json`), 'utf8')) as { files: Record<string, { sha256: string; token?: true }> };
    expect(manifest.files['contact.html']).toMatchObject({ token: true });
    expect(stored.filter((name) => name.startsWith(`${key}-${manifest.files['contact.html']!.sha256}`))).toHaveLength(1);
    expect(stored).toContain(`${key}-${manifest.files['index.html']!.sha256}.br`);
  });

  it('says where it is, so a sandboxed page that sends no Referer still comes back to its own thank-you page', async () => {
    const page = await get('contact.html');
    expect(page.body).not.toContain(FORM_PAGE_PLACEHOLDER);
    const served = /name="page" value="([^"]+)"/.exec(page.body)?.[1];
    expect(served).toBe(contactUrl());
    const token = /name="token" value="([^"]+)"/.exec(page.body)![1]!;
    t.clock.advance(5000);
    const sent = await postForm(t, formPath, { ...visitor, token, page: served! }, { ip: '198.51.100.70' });
    expect(sent.statusCode).toBe(303);
    expect(sent.headers.location).toBe(`http://app.test/p/${slug}/thank-you.html`);
    // Any other place is no page of this form: the site's own thank-you page, as published, answers.
    for (const elsewhere of ['https://evil.example/p/x/contact.html', 'http://app.test/api/v1/whatever', `http://app.test/p/${slug}-2/contact.html`, FORM_PAGE_PLACEHOLDER]) {
      const refused = await postForm(t, formPath, { ...visitor, page: elsewhere, contact: '' }, { ip: '198.51.100.71' });
      expect(refused.headers.location, elsewhere).toBe(`http://app.test/p/${slug}/thank-you.html?problem=contact_missing#problem-contact_missing`);
    }
  });

  it("sends a post naming another site's published contact page back to this site's own thank-you page, and that site's posts to theirs", async () => {
    const other = await siteWithForm(t, owner, 'other-bakery.com');
    const otherSlug = (await call(t.app, 'POST', `/api/v1/sites/${other.trackId}/publication`, { token: owner, body: { host: 'other-bakery.com' } })).body.slug as string;
    const otherPage = /name="page" value="([^"]+)"/.exec((await t.app.inject({ method: 'GET', url: `/p/${otherSlug}/contact.html` })).body)![1]!;
    expect(otherPage).toBe(`http://app.test/p/${otherSlug}/contact.html`);
    for (const [fields, ending] of [[visitor, ''], [{ ...visitor, contact: 'nowhere' }, '?problem=contact_invalid#problem-contact_invalid']] as const) {
      const ours = await postForm(t, formPath, { ...fields, page: otherPage }, { ip: '198.51.100.72' });
      expect(ours.headers.location).toBe(`http://app.test/p/${slug}/thank-you.html${ending}`);
      const theirs = await postForm(t, other.formPath, { ...fields, page: otherPage }, { ip: '198.51.100.72' });
      expect(theirs.headers.location).toBe(`http://app.test/p/${otherSlug}/thank-you.html${ending}`);
    }
  });

  it('trusts a page on the verified own domain of the site, in either form, and on no domain that is only pending', async () => {
    await t.ctx.db.insertInto('domain_bindings').values({ domain: 'spam-free.pt', track_id: trackId, host, prefer: 'www', created_at: t.clock.now(), verified_at: null }).execute();
    const sentFrom = (page: string) => postForm(t, formPath, { ...visitor, page, contact: '' }, { ip: '198.51.100.73' });
    const ownHome = `http://app.test/p/${slug}/thank-you.html?problem=contact_missing#problem-contact_missing`;
    expect((await sentFrom('https://spam-free.pt/contact.html')).headers.location).toBe(ownHome);
    await t.ctx.db.updateTable('domain_bindings').set({ verified_at: t.clock.now() }).where('domain', '=', 'spam-free.pt').execute();
    try {
      for (const page of ['https://spam-free.pt/contact.html', 'https://www.spam-free.pt/contact.html']) {
        expect((await sentFrom(page)).headers.location, page).toBe(page.replace('contact.html', 'thank-you.html?problem=contact_missing#problem-contact_missing'));
      }
      expect((await sentFrom('https://spam-free.com/contact.html')).headers.location).toBe(ownHome);
    } finally {
      await t.ctx.db.deleteFrom('domain_bindings').where('domain', '=', 'spam-free.pt').execute();
    }
  });

  it("lets every published page post only to the site's own forms and booking endpoints (and back to the site)", async () => {
    const endpoint = `http://app.test${formPath}`;
    for (const file of ['contact.html', '', 'styles.css']) {
      const csp = String((await get(file)).headers['content-security-policy']);
      expect(csp, file).toContain(`form-action 'self' ${endpoint} ${endpoint}/booking;`);
      expect(csp).not.toContain('allow-scripts');
    }
  });
});

describe('spam', () => {
  it('a post with the token of the page served 5 s before reaches the inbox; the same token again lands in Spam with the same 303', async () => {
    const token = await servedToken();
    t.clock.advance(5_000);
    const real = await post({ ...visitor, token, message: 'First, with a fresh token' });
    const reused = await post({ ...visitor, token, message: 'Again, with the same token' });
    expect(reused.statusCode).toBe(303);
    expect(reused.headers.location).toBe(real.headers.location);
    expect((await inbox()).map((message) => message.message)).toContain('First, with a fresh token');
    expect(await spam()).toContainEqual(expect.objectContaining({ message: 'Again, with the same token', spam_reason: 'reused', folder: 'spam' }));
  });

  it('a post 1 s after the page was served, one more than 24 h later, and a forged token land in Spam', async () => {
    const early = await servedToken();
    t.clock.advance(1_000);
    await post({ ...visitor, token: early, message: 'Posted after one second' });
    const stale = await servedToken();
    t.clock.advance(24 * 60 * 60 * 1000 + 1_000);
    await post({ ...visitor, token: stale, message: 'Posted a day later' });
    const otherForm = signFormToken(t.forms.tokenSecret, 'BBBBBBBBBBBBBBBBBBBBBB', t.clock.now() - 10_000);
    const wrongKey = signFormToken('another-secret-of-enough-length', formPath.split('/').at(-1)!, t.clock.now() - 10_000);
    await post({ ...visitor, token: otherForm, message: 'Token of another form' });
    await post({ ...visitor, token: wrongKey, message: 'Token signed with another key' });
    await post({ ...visitor, token: 'garbage', message: 'Not a token at all' });
    const reasons = Object.fromEntries((await spam()).map((message) => [message.message, message.spam_reason]));
    expect(reasons).toMatchObject({
      'Posted after one second': 'too_soon',
      'Posted a day later': 'too_late',
      'Token of another form': 'forged',
      'Token signed with another key': 'forged',
      'Not a token at all': 'forged',
    });
  });

  it('a filled honeypot and more than 3 links land in Spam, thanked exactly like a real message', async () => {
    const real = await post({ ...visitor, message: 'See https://a.example, www.b.example and http://c.example' });
    const honeypot = await post({ ...visitor, website: 'http://cheap-pills.example', message: 'Honeypot filled' });
    const links = await post({ ...visitor, message: 'http://1.example http://2.example https://3.example www.4.example' });
    for (const response of [honeypot, links]) {
      expect(response.statusCode).toBe(303);
      expect(response.headers.location).toBe(real.headers.location);
    }
    expect(await inbox()).toContainEqual(expect.objectContaining({ message: 'See https://a.example, www.b.example and http://c.example' }));
    expect(await spam()).toEqual(
      expect.arrayContaining([expect.objectContaining({ message: 'Honeypot filled', spam_reason: 'honeypot' }), expect.objectContaining({ message: 'http://1.example http://2.example https://3.example www.4.example', spam_reason: 'links' })]),
    );
  });

  it('an invalid form does not use up its token: corrected and sent again from the same page, it reaches the inbox', async () => {
    const token = await servedToken();
    t.clock.advance(10_000);
    const wrong = await post({ ...visitor, token, contact: 'nowhere' });
    expect(wrong.headers.location).toContain('problem=contact_invalid');
    await post({ ...visitor, token, message: 'Corrected and sent again' });
    expect((await inbox()).map((message) => message.message)).toContain('Corrected and sent again');
  });

  it('a correction sent again at once, from the contact page served anew after its problem, reaches the inbox and uses up the first token', async () => {
    const ip = '198.51.100.40';
    const first = await servedToken();
    t.clock.advance(10_000);
    const wrong = await post({ ...visitor, token: first, name: ' ', message: 'Corrected at once' }, ip);
    expect(wrong.headers.location).toContain('problem=name_missing');
    // Back from the problem page: the contact page is served anew (a fresh token), the typed text as it was.
    const fresh = await servedToken();
    t.clock.advance(1_000);
    const corrected = await post({ ...visitor, token: fresh, message: 'Corrected at once' }, ip);
    expect(corrected.headers.location).toBe(`http://app.test/p/${slug}/thank-you.html`);
    expect((await inbox()).map((message) => message.message)).toContain('Corrected at once');
    // It counted as the first token's post: that token sent again is reused, and the excuse is spent.
    await post({ ...visitor, token: first, message: 'The first token once more' }, ip);
    const another = await servedToken();
    t.clock.advance(1_000);
    await post({ ...visitor, token: another, message: 'At once, once more' }, ip);
    expect(await spam()).toEqual(
      expect.arrayContaining([expect.objectContaining({ message: 'The first token once more', spam_reason: 'reused' }), expect.objectContaining({ message: 'At once, once more', spam_reason: 'too_soon' })]),
    );
  });

  it('a bot gains nothing from a problem: an immediate post with one is thanked and kept as spam, and so is its immediate resend', async () => {
    const bot = '198.51.100.50';
    const token = await servedToken();
    t.clock.advance(500);
    const first = await post({ ...visitor, token, contact: 'nowhere', message: 'Bot: first, with a problem' }, bot);
    expect(first.headers.location).toBe(`http://app.test/p/${slug}/thank-you.html`);
    const again = await servedToken();
    t.clock.advance(500);
    await post({ ...visitor, token: again, message: 'Bot: resent at once' }, bot);
    const reasons = Object.fromEntries((await spam()).map((message) => [message.message, message.spam_reason]));
    expect(reasons).toMatchObject({ 'Bot: first, with a problem': 'too_soon', 'Bot: resent at once': 'too_soon' });
    expect((await inbox()).map((message) => message.message)).not.toContain('Bot: resent at once');
  });

  it("a person's problem excuses no other address, and no post after 30 minutes", async () => {
    const person = '198.51.100.60';
    const token = await servedToken();
    t.clock.advance(10_000);
    expect((await post({ ...visitor, token, contact: 'nowhere' }, person)).headers.location).toContain('problem=contact_invalid');
    const neighbour = await servedToken();
    t.clock.advance(1_000);
    await post({ ...visitor, token: neighbour, message: 'Another address, at once' }, '198.51.100.61');
    t.clock.advance(CORRECTION_WINDOW_MS);
    const late = await servedToken();
    t.clock.advance(1_000);
    await post({ ...visitor, token: late, message: 'Half an hour later, at once' }, person);
    const reasons = Object.fromEntries((await spam()).map((message) => [message.message, message.spam_reason]));
    expect(reasons).toMatchObject({ 'Another address, at once': 'too_soon', 'Half an hour later, at once': 'too_soon' });
    // Their upkeep forgets the corrections that are over.
    await t.forms.upkeep();
    expect(await t.ctx.db.selectFrom('form_corrections').selectAll().execute()).toEqual([]);
  });

  it('a ZIP hosted elsewhere (the site was downloaded) posts the placeholder: no token, the other rules decide', async () => {
    await postForm(t, formPath, { ...visitor, token: FORM_TOKEN_PLACEHOLDER, message: 'From a ZIP on another host' }, { referer: 'https://spam-free.com/contact.html', ip: '198.51.100.21' });
    expect((await inbox()).map((message) => message.message)).toContain('From a ZIP on another host');
  });
});

describe('limits', () => {
  it('the 31st post in a minute from one address gets the thank-you page and nothing reaches the inbox or Spam', async () => {
    const ip = '203.0.113.31';
    const before = (await folder(t, owner, trackId, host)).counts;
    for (let index = 1; index <= POSTS_PER_ADDRESS_A_MINUTE; index += 1) expect((await post({ ...visitor, message: `Burst ${index}` }, ip)).statusCode).toBe(303);
    // Sent from the published page, which sends no Referer: the page field still leads to the site's own thank-you page.
    const over = await postForm(t, formPath, { ...visitor, page: contactUrl(), message: 'The 31st' }, { ip });
    expect(over.statusCode).toBe(303);
    expect(over.headers.location).toBe(`http://app.test/p/${slug}/thank-you.html`);
    const after = await folder(t, owner, trackId, host);
    expect(after.counts).toEqual({ inbox: before.inbox + POSTS_PER_ADDRESS_A_MINUTE, spam: before.spam });
    expect(after.messages.map((message) => message.message)).not.toContain('The 31st');
    // Another address is not held back.
    await post({ ...visitor, message: 'From a neighbour' }, '203.0.113.32');
    expect((await inbox()).map((message) => message.message)).toContain('From a neighbour');
  });

  it(`one site takes ${POSTS_PER_SITE_AN_HOUR} posts an hour from everyone together; the rest are thanked and dropped`, async () => {
    const other = await siteWithForm(t, owner, 'busy-bakery.com');
    const send = (index: number) => postForm(t, other.formPath, { ...visitor, message: `Post ${index}` }, { referer: 'https://busy-bakery.com/contact.html', ip: `10.1.${Math.floor(index / 200)}.${index % 200}` });
    for (let index = 0; index < POSTS_PER_SITE_AN_HOUR + 5; index += 1) expect((await send(index)).statusCode).toBe(303);
    expect((await folder(t, owner, other.trackId, 'busy-bakery.com')).counts.inbox).toBe(POSTS_PER_SITE_AN_HOUR);
  });
});
