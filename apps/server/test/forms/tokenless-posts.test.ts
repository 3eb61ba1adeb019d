import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FORM_TOKEN_PLACEHOLDER } from '@sitecraft/shared/forms';
import { signFormToken } from '../../src/modules/forms/form-token.ts';
import { signUpVerified } from '../support/accounts.ts';
import { generateSite } from '../support/sites.ts';
import { call, createTestApp, type TestApp } from '../support/test-app.ts';
import { downloadZip, folder, formSiteEngine, postForm, siteWithForm, visitor } from './forms-support.ts';

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

const settingsUrl = (trackId: string, host: string) => `/api/v1/sites/${trackId}/sites/${host}/form`;
const settings = async (trackId: string, host: string) => (await call(t.app, 'GET', settingsUrl(trackId, host), { token: owner })).body;
const allow = (trackId: string, host: string, allowed: boolean, token = owner) => call(t.app, 'PUT', `${settingsUrl(trackId, host)}/tokenless`, { token, body: { allowed } });
const reasons = async (trackId: string, host: string) => Object.fromEntries((await folder(t, owner, trackId, host, 'spam')).messages.map((message) => [message.message, message.spam_reason]));
const inboxTexts = async (trackId: string, host: string) => (await folder(t, owner, trackId, host)).messages.map((message) => message.message);

describe('posts without a time token', () => {
  it('land in Spam from a site never downloaded, thanked like a real message: no page of it is without a token', async () => {
    const host = 'never-downloaded.com';
    const { trackId, formPath } = await siteWithForm(t, owner, host, { downloaded: false });
    expect((await settings(trackId, host)).tokenless).toEqual({ downloaded: false, allowed: true });
    const referer = { referer: `https://${host}/contact.html` };
    const real = await postForm(t, formPath, { ...visitor, token: signFormToken(t.forms.tokenSecret, formPath.split('/').at(-1)!, t.clock.now() - 10_000), message: 'With a token' }, referer);
    const bare = await postForm(t, formPath, { ...visitor, message: 'No token field, 9 ms after the page' }, referer);
    const placeholder = await postForm(t, formPath, { ...visitor, token: FORM_TOKEN_PLACEHOLDER, message: 'The placeholder' }, referer);
    // A bot learns nothing from a problem either: it is thanked, and its post kept as spam.
    const invalid = await postForm(t, formPath, { ...visitor, contact: 'nowhere', message: 'No token, and a problem' }, referer);
    for (const response of [bare, placeholder, invalid]) expect(response.headers.location).toBe(real.headers.location);
    expect(await inboxTexts(trackId, host)).toEqual(['With a token']);
    expect(await reasons(trackId, host)).toEqual({ 'No token field, 9 ms after the page': 'no_token', 'The placeholder': 'no_token', 'No token, and a problem': 'no_token' });
  });

  it("reach the inbox once the generation's ZIP was downloaded, until the owner turns them off", async () => {
    const host = 'downloaded-later.com';
    const { trackId, formPath } = await siteWithForm(t, owner, host, { downloaded: false });
    const send = (message: string) => postForm(t, formPath, { ...visitor, message }, { referer: `https://${host}/contact.html` });
    await downloadZip(t, owner, trackId);
    expect((await settings(trackId, host)).tokenless).toEqual({ downloaded: true, allowed: true });
    await send('After the download');
    expect(await inboxTexts(trackId, host)).toEqual(['After the download']);

    const off = await allow(trackId, host, false);
    expect(off.status).toBe(200);
    expect(off.body.tokenless).toEqual({ downloaded: true, allowed: false });
    expect((await settings(trackId, host)).tokenless).toEqual({ downloaded: true, allowed: false });
    await send('While turned off');
    expect(await reasons(trackId, host)).toEqual({ 'While turned off': 'no_token' });

    expect((await allow(trackId, host, true)).body.tokenless).toEqual({ downloaded: true, allowed: true });
    await send('Turned on again');
    expect(await inboxTexts(trackId, host)).toEqual(['Turned on again', 'After the download']);
  });

  it("are let in by a version's ZIP for its own site only", async () => {
    const hosts = ['first-of-two.com', 'second-of-two.com'];
    const trackId = await generateSite(t, owner, hosts);
    const zip = await t.app.inject({ method: 'GET', url: `/api/v1/sites/${trackId}/sites/${hosts[0]}/versions/1/zip`, headers: { authorization: `Bearer ${owner}` } });
    expect(zip.statusCode).toBe(200);
    expect((await settings(trackId, hosts[0]!)).tokenless).toEqual({ downloaded: true, allowed: true });
    expect((await settings(trackId, hosts[1]!)).tokenless).toEqual({ downloaded: false, allowed: true });
  });

  it("are switched by the site's owner only, with a boolean", async () => {
    const host = 'switched-by-owner.com';
    const { trackId } = await siteWithForm(t, owner, host);
    expect((await allow(trackId, host, false, stranger)).status).toBe(404);
    const wrong = await call(t.app, 'PUT', `${settingsUrl(trackId, host)}/tokenless`, { token: owner, body: { allowed: 'no' } });
    expect(wrong.status).toBe(400);
    expect((await settings(trackId, host)).tokenless).toEqual({ downloaded: true, allowed: true });
  });
});
