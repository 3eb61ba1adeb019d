import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { login, signUpVerified } from '../support/accounts.ts';
import { call, createTestApp, type TestApp } from '../support/test-app.ts';
import { folder, formSiteEngine, postForm, siteWithForm, visitor } from './forms-support.ts';

let t: TestApp;
let owner: string;
let stranger: string;
beforeAll(async () => {
  t = await createTestApp({}, { engine: formSiteEngine(() => t.ctx) });
  owner = await signUpVerified(t.app, t.ctx, 'owner@example.com');
  stranger = await signUpVerified(t.app, t.ctx, 'stranger@example.com');
  await t.ctx.db.updateTable('accounts').set({ credits: 100 }).execute();
});
afterAll(() => t.close());

const DAY = 24 * 60 * 60 * 1000;
const messagesUrl = (trackId: string, host: string) => `/api/v1/sites/${trackId}/sites/${host}/messages`;

async function fill(formPath: string, host: string, messages: Record<string, string>[]) {
  for (const [index, fields] of messages.entries()) {
    const response = await postForm(t, formPath, { ...visitor, ...fields }, { referer: `https://${host}/contact.html`, ip: `192.0.2.${index + 1}` });
    expect(response.statusCode).toBe(303);
    t.clock.advance(1_000);
  }
}

describe('the inbox of a site', () => {
  let trackId: string;
  const host = 'inbox-bakery.com';
  beforeAll(async () => {
    let formPath: string;
    ({ trackId, formPath } = await siteWithForm(t, owner, host));
    await fill(formPath, host, [{ message: 'one' }, { message: 'two' }, { message: 'three' }, { message: 'spammy', website: 'filled' }]);
  });

  it('lists messages newest first with paging, the unread count and the size of each folder', async () => {
    const first = (await call(t.app, 'GET', `${messagesUrl(trackId, host)}?limit=2`, { token: owner })).body;
    expect((first.messages as { message: string }[]).map((message) => message.message)).toEqual(['three', 'two']);
    expect(first).toMatchObject({ unread: 3, counts: { inbox: 3, spam: 1 }, next_before: expect.any(Number) });
    const second = (await call(t.app, 'GET', `${messagesUrl(trackId, host)}?limit=2&before=${first.next_before}`, { token: owner })).body;
    expect((second.messages as { message: string }[]).map((message) => message.message)).toEqual(['one']);
    expect(second.next_before).toBeNull();
    expect((await folder(t, owner, trackId, host, 'spam')).messages.map((message) => message.message)).toEqual(['spammy']);
  });

  it('marks read and unread, moves to spam and back, deletes; the unread counts of My sites follow', async () => {
    const [three, two] = (await folder(t, owner, trackId, host)).messages;
    const unread = async () => (await call(t.app, 'GET', '/api/v1/sites/unread-messages', { token: owner })).body.sites;
    expect(await unread()).toEqual([{ track_id: trackId, host, unread: 3 }]);

    const read = await call(t.app, 'PATCH', `${messagesUrl(trackId, host)}/${three!.id}`, { token: owner, body: { read: true } });
    expect(read.body).toMatchObject({ id: three!.id, read: true, folder: 'inbox' });
    expect(await unread()).toEqual([{ track_id: trackId, host, unread: 2 }]);
    expect((await call(t.app, 'PATCH', `${messagesUrl(trackId, host)}/${three!.id}`, { token: owner, body: { read: false } })).body).toMatchObject({ read: false });

    expect((await call(t.app, 'PATCH', `${messagesUrl(trackId, host)}/${two!.id}`, { token: owner, body: { folder: 'spam' } })).body).toMatchObject({ folder: 'spam' });
    expect((await folder(t, owner, trackId, host)).counts).toEqual({ inbox: 2, spam: 2 });
    expect(await unread()).toEqual([{ track_id: trackId, host, unread: 2 }]);
    const spammy = (await folder(t, owner, trackId, host, 'spam')).messages.find((message) => message.message === 'spammy')!;
    expect((await call(t.app, 'PATCH', `${messagesUrl(trackId, host)}/${spammy.id}`, { token: owner, body: { folder: 'inbox' } })).body).toMatchObject({ folder: 'inbox', spam_reason: 'honeypot' });
    expect(await unread()).toEqual([{ track_id: trackId, host, unread: 3 }]);

    expect((await call(t.app, 'DELETE', `${messagesUrl(trackId, host)}/${spammy.id}`, { token: owner })).status).toBe(200);
    expect((await call(t.app, 'DELETE', `${messagesUrl(trackId, host)}/${spammy.id}`, { token: owner })).status).toBe(404);
    expect((await folder(t, owner, trackId, host)).counts).toEqual({ inbox: 2, spam: 1 });
    expect((await call(t.app, 'PATCH', `${messagesUrl(trackId, host)}/${spammy.id}`, { token: owner, body: {} })).status).toBe(400);
  });

  it("exports a folder as CSV with every cell that a spreadsheet would run as a formula defused", async () => {
    const other = await siteWithForm(t, owner, 'csv-bakery.com');
    await fill(other.formPath, 'csv-bakery.com', [
      { name: '=HYPERLINK("http://evil.example","click")', message: '+SUM(1,2)' },
      { name: '@cmd', contact: '+351 912 345 678', message: '-2+3' },
      { name: 'Quote "me"', message: 'Line one,\r\nline two' },
    ]);
    const response = await t.app.inject({ method: 'GET', url: `${messagesUrl(other.trackId, 'csv-bakery.com')}.csv`, headers: { authorization: `Bearer ${owner}` } });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toBe('attachment; filename=csv-bakery.com-inbox.csv');
    const lines = response.body.replace(/^\uFEFF/, '').split('\r\n');
    expect(lines[0]).toBe('received_at,name,contact,message,read,folder,spam_reason');
    expect(lines[1]).toMatch(/^"\d{4}-\d\d-\d\dT[\d:.]+Z","Quote ""me""","maria@example.com","Line one,$/);
    expect(lines[2]).toBe('line two","no","inbox",""');
    expect(lines[3]).toMatch(/,"'@cmd","'\+351 912 345 678","'-2\+3","no","inbox",""$/);
    expect(lines[4]).toMatch(/,"'=HYPERLINK\(""http:\/\/evil.example"",""click""\)","maria@example.com","'\+SUM\(1,2\)","no","inbox",""$/);
    // The session cookie counts, so a plain link downloads it.
    const login = await call(t.app, 'POST', '/api/v1/auth/login', { body: { email: 'owner@example.com', password: 'correct-horse-1' } });
    const cookie = String(login.headers['set-cookie']).split(';')[0]!;
    expect((await t.app.inject({ method: 'GET', url: `${messagesUrl(other.trackId, 'csv-bakery.com')}.csv?folder=spam`, headers: { cookie } })).statusCode).toBe(200);
  });

  it("answers 404 to another account, for every inbox and form call, and 401 without a session", async () => {
    const [message] = (await folder(t, owner, trackId, host)).messages;
    const calls = [
      ['GET', messagesUrl(trackId, host)],
      ['GET', `${messagesUrl(trackId, host)}.csv`],
      ['PATCH', `${messagesUrl(trackId, host)}/${message!.id}`, { read: true }],
      ['DELETE', `${messagesUrl(trackId, host)}/${message!.id}`],
      ['GET', `/api/v1/sites/${trackId}/sites/${host}/form`],
      ['PUT', `/api/v1/sites/${trackId}/sites/${host}/form/webhook`, { url: 'https://hooks.example/in' }],
      ['DELETE', `/api/v1/sites/${trackId}/sites/${host}/form/webhook`],
    ] as const;
    for (const [method, url, body] of calls) {
      expect((await call(t.app, method, url, { token: stranger, ...(body ? { body } : {}) })).status, `${method} ${url}`).toBe(404);
      expect((await call(t.app, method, url, body ? { body } : {})).status, `${method} ${url}`).toBe(401);
    }
    expect((await call(t.app, 'GET', '/api/v1/sites/unread-messages', { token: stranger })).body.sites).toEqual([]);
    expect((await call(t.app, 'GET', messagesUrl(trackId, 'not-its-domain.com'), { token: owner })).status).toBe(404);
    expect((await folder(t, owner, trackId, host)).messages[0]).toMatchObject({ id: message!.id, read: false });
  });
});

describe('retention and deletion', () => {
  // Sessions last 30 days: the owner signs in again once the clock has moved on.
  const signIn = async () => (owner = (await login(t.app, 'owner@example.com')).body.token as string);
  beforeEach(signIn);

  it('the upkeep deletes spam after 30 days and every message after FORM_RETENTION_DAYS', async () => {
    const { trackId, formPath } = await siteWithForm(t, owner, 'old-bakery.com');
    await fill(formPath, 'old-bakery.com', [{ message: 'old real' }, { message: 'old spam', website: 'x' }]);
    t.clock.advance(29 * DAY);
    await fill(formPath, 'old-bakery.com', [{ message: 'newer spam', website: 'x' }]);
    t.clock.advance(2 * DAY);
    await signIn();
    await t.forms.upkeep();
    expect((await folder(t, owner, trackId, 'old-bakery.com', 'spam')).messages.map((message) => message.message)).toEqual(['newer spam']);
    expect((await folder(t, owner, trackId, 'old-bakery.com')).messages.map((message) => message.message)).toEqual(['old real']);
    t.clock.advance((t.ctx.config.forms.retentionDays - 32) * DAY);
    await signIn();
    await t.forms.upkeep();
    expect((await folder(t, owner, trackId, 'old-bakery.com')).messages.map((message) => message.message)).toEqual(['old real']);
    t.clock.advance(DAY);
    await signIn();
    await t.forms.upkeep();
    expect((await folder(t, owner, trackId, 'old-bakery.com')).counts).toEqual({ inbox: 0, spam: 0 });
  });

  it('deleting a site deletes its messages and its form: a later post is told the form is closed', async () => {
    const { trackId, formPath } = await siteWithForm(t, owner, 'gone-bakery.com');
    await fill(formPath, 'gone-bakery.com', [{ message: 'before the end' }, { message: 'spam', website: 'x' }]);
    const formId = formPath.split('/').at(-1)!;
    expect((await call(t.app, 'DELETE', `/api/v1/sites/${trackId}`, { token: owner })).status).toBe(200);
    expect(await t.ctx.db.selectFrom('form_messages').select('id').where('form_id', '=', formId).execute()).toEqual([]);
    expect(await t.ctx.db.selectFrom('site_forms').select('form_id').where('track_id', '=', trackId).execute()).toEqual([]);
    const late = await postForm(t, formPath, visitor, { referer: 'https://gone-bakery.com/contact.html' });
    expect(late.headers.location).toBe('https://gone-bakery.com/thank-you.html?problem=closed#problem-closed');
  });
});
