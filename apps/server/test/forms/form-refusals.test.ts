import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formTexts } from '@sitecraft/shared/forms';
import { signUpVerified } from '../support/accounts.ts';
import { openPartialRequest } from '../support/partial-request.ts';
import { generateSite } from '../support/sites.ts';
import { call, createTestApp, type TestApp } from '../support/test-app.ts';
import { downloadZip, folder, formSiteEngine, visitor } from './forms-support.ts';
import { REFUSED_BODY_READ_LIMIT } from '../../src/modules/forms/refused-posts.ts';
import { formActionFor } from '../../src/modules/forms/site-forms.ts';

let t: TestApp;
let owner: string;
let baseUrl: Promise<string> | undefined;
const host = 'refusing-bakery.ru';
let trackId: string;
let formPath: string;
let slug: string;
/** The address the published contact page writes into its `page` field. */
let servedPage: string;
beforeAll(async () => {
  t = await createTestApp({}, { engine: formSiteEngine(() => t.ctx) });
  owner = await signUpVerified(t.app, t.ctx, 'owner@example.com');
  await t.ctx.db.updateTable('accounts').set({ credits: 100 }).execute();
  trackId = await generateSite(t, owner, [host], { edit_after_generation: 'false', site_language: 'Russian' });
  await downloadZip(t, owner, trackId);
  formPath = new URL(await formActionFor(t.ctx, trackId, host)).pathname;
  slug = (await call(t.app, 'POST', `/api/v1/sites/${trackId}/publication`, { token: owner, body: { host } })).body.slug as string;
  servedPage = /name="page" value="([^"]+)"/.exec((await t.app.inject({ method: 'GET', url: `/p/${slug}/contact.html` })).body)![1]!;
});
afterAll(() => t.close());

/** The app on a port of its own, for a client that writes to a socket. */
const listening = () => (baseUrl ??= t.app.listen({ port: 0, host: '127.0.0.1' }));
const problemPage = (problem: string) => `http://app.test/p/${slug}/thank-you.html?problem=${problem}#problem-${problem}`;
const tooLarge = () => new URLSearchParams({ ...visitor, page: servedPage, message: 'x'.repeat(140 * 1024) }).toString();
/** A post as a sandboxed published page sends it: no Referer. */
const send = (payload: string, headers: Record<string, string> = {}, path = formPath) =>
  t.app.inject({ method: 'POST', url: path, remoteAddress: '198.51.100.90', headers: { 'content-type': 'application/x-www-form-urlencoded', ...headers }, payload });

describe('a post the forms endpoint cannot take', () => {
  it("that is too large gets the site's own problem page (too_long) in a browser", async () => {
    const refused = await send(tooLarge(), { accept: 'text/html,application/xhtml+xml,*/*;q=0.8' });
    expect(refused.statusCode).toBe(303);
    expect(refused.headers.location).toBe(problemPage('too_long'));
    expect(refused.headers['cache-control']).toBe('no-store');
    expect(refused.headers.connection).toBe('close');
    // From a copy hosted elsewhere, the Referer's thank-you page; a client that asks for nothing is taken for a browser.
    const fromCopy = await send(tooLarge(), { referer: `https://${host}/contact.html` });
    expect(fromCopy.headers.location).toBe(`https://${host}/thank-you.html?problem=too_long#problem-too_long`);
  });

  it('that is too large is read to its end before the answer, so a browser still sending gets the answer, not a reset', async () => {
    const url = await listening();
    const request = await openPartialRequest(url, { path: formPath, headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: Buffer.alloc(1024 * 1024, 'x'), sendFirst: 4096 });
    try {
      await expect(request.answer(300)).rejects.toThrow(/no whole answer/);
      request.sendRest();
      const answer = await request.answer();
      expect(answer.status).toBe(303);
      expect(answer.headers.location).toBe(problemPage('too_long'));
      expect(await request.closedWithin(2_000)).toBe(true);
      expect(request.wasReset()).toBe(false);
    } finally {
      request.destroy();
    }
  });

  it('that claims more than 8 MB is answered at once, unread, and its connection closed', async () => {
    const url = await listening();
    const request = await openPartialRequest(url, { path: formPath, headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: Buffer.alloc(REFUSED_BODY_READ_LIMIT + 1, 'x'), sendFirst: 4096 });
    try {
      const answer = await request.answer();
      expect(answer.status).toBe(303);
      expect(answer.headers.location).toBe(problemPage('too_long'));
      expect(answer.headers.connection).toBe('close');
      expect(await request.closedWithin(2_000)).toBe(true);
    } finally {
      request.destroy();
    }
  });

  it('of a booking request, too large, gets the same problem page once read', async () => {
    const url = await listening();
    const request = await openPartialRequest(url, { path: `${formPath}/booking`, headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: Buffer.alloc(512 * 1024, 'x'), sendFirst: 512 * 1024 });
    try {
      const answer = await request.answer();
      expect(answer.status).toBe(303);
      expect(answer.headers.location).toBe(problemPage('too_long'));
      expect(request.wasReset()).toBe(false);
    } finally {
      request.destroy();
    }
  });

  it("that is not form-encoded gets the site's problem page (unreadable); only a client asking for JSON gets a 415, in the site's language", async () => {
    for (const [type, payload] of [
      ['application/json', JSON.stringify(visitor)],
      ['text/plain', 'name=Maria'],
      ['multipart/form-data; boundary=x', '--x\r\nContent-Disposition: form-data; name="name"\r\n\r\nMaria\r\n--x--'],
    ] as const) {
      const browser = await send(payload, { 'content-type': type, referer: servedPage });
      expect(browser.statusCode, type).toBe(303);
      expect(browser.headers.location, type).toBe(problemPage('unreadable'));
      const client = await send(payload, { 'content-type': type, accept: 'application/json' });
      expect(client.statusCode, type).toBe(415);
      expect(client.json()).toEqual({ success: false, message: formTexts.ru.thankYou.problems.unreadable });
    }
    const tooLargeForClient = await send(tooLarge(), { accept: 'application/json' });
    expect(tooLargeForClient.statusCode).toBe(413);
    expect(tooLargeForClient.json()).toEqual({ success: false, message: formTexts.ru.thankYou.problems.too_long });
    // A client that takes a page too is a browser.
    expect((await send(tooLarge(), { accept: 'application/json, text/html' })).statusCode).toBe(303);
  });

  it("that holds a control character gets the site's problem page (unreadable), and nothing is kept", async () => {
    const before = (await folder(t, owner, trackId, host)).counts;
    const payload = new URLSearchParams({ ...visitor, page: servedPage, message: 'Copied from a word processor:\u000B a line' }).toString();
    const browser = await send(payload);
    expect(browser.statusCode).toBe(303);
    expect(browser.headers.location).toBe(problemPage('unreadable'));
    const client = await send(payload, { accept: 'application/json' });
    expect(client.statusCode).toBe(400);
    expect(client.json()).toEqual({ success: false, message: formTexts.ru.thankYou.problems.unreadable });
    expect((await folder(t, owner, trackId, host)).counts).toEqual(before);
  });

  it("without any page of the site to go back to, gets the product's problem page in the site's language", async () => {
    const unpublished = 'unpublished-bakery.ru';
    const other = await generateSite(t, owner, [unpublished], { edit_after_generation: 'false', site_language: 'Russian' });
    const path = new URL(await formActionFor(t.ctx, other, unpublished)).pathname;
    const refused = await send(tooLarge(), {}, path);
    expect(refused.headers.location).toBe('http://app.test/api/v1/forms/thank-you?lang=ru&problem=too_long#problem-too_long');
    const page = await t.app.inject({ method: 'GET', url: '/api/v1/forms/thank-you?lang=ru&problem=too_long' });
    expect(page.body).toContain(formTexts.ru.thankYou.problems.too_long);
    // A form that does not exist has no site: English, the product's own.
    const unknown = await send(tooLarge(), {}, '/api/v1/forms/AAAAAAAAAAAAAAAAAAAAAA');
    expect(unknown.headers.location).toBe('http://app.test/api/v1/forms/thank-you?problem=too_long#problem-too_long');
  });
});
