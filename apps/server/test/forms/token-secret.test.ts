import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/app.ts';
import { checkFormToken } from '../../src/modules/forms/form-token.ts';
import { signUpVerified } from '../support/accounts.ts';
import { call, createTestApp, type TestApp } from '../support/test-app.ts';
import { folder, formSiteEngine, siteWithForm, visitor } from './forms-support.ts';

const host = 'restart-bakery.com';
let t: TestApp;
let owner: string;
let trackId: string;
let formPath: string;
let slug: string;
beforeAll(async () => {
  // Neither FORM_TOKEN_SECRET nor WEBHOOK_SECRET: the server makes the key itself.
  t = await createTestApp({}, { engine: formSiteEngine(() => t.ctx) });
  owner = await signUpVerified(t.app, t.ctx, 'owner@example.com');
  await t.ctx.db.updateTable('accounts').set({ credits: 100 }).execute();
  ({ trackId, formPath } = await siteWithForm(t, owner, host));
  slug = (await call(t.app, 'POST', `/api/v1/sites/${trackId}/publication`, { token: owner, body: { host } })).body.slug as string;
});
afterAll(() => t.close());

/** Builds another instance of the product on t's database (its own process state), as a restart does. */
async function instance(config = t.ctx.config) {
  const built = await buildApp({ config, clock: t.clock, engine: formSiteEngine(() => t.ctx) });
  await built.app.ready();
  return built;
}

async function servedToken(): Promise<string> {
  const page = await t.app.inject({ method: 'GET', url: `/p/${slug}/contact.html` });
  return /name="token" value="([^"]+)"/.exec(page.body)![1]!;
}

describe('the key of the form tokens, when none is configured', () => {
  it('is made once and kept in the database: a page served before a restart posts a valid token after it', async () => {
    const token = await servedToken();
    const restarted = await instance();
    try {
      expect(restarted.forms.tokenSecret).toBe(t.forms.tokenSecret);
      t.clock.advance(5_000);
      const answer = await restarted.app.inject({
        method: 'POST',
        url: formPath,
        remoteAddress: '198.51.100.40',
        headers: { 'content-type': 'application/x-www-form-urlencoded', referer: `http://app.test/p/${slug}/contact.html` },
        payload: new URLSearchParams({ ...visitor, token, message: 'Sent across a restart' }).toString(),
      });
      expect(answer.statusCode).toBe(303);
    } finally {
      await restarted.app.close();
    }
    expect((await folder(t, owner, trackId, host)).messages).toContainEqual(expect.objectContaining({ message: 'Sent across a restart', folder: 'inbox' }));
    const stored = await t.ctx.db.selectFrom('generated_secrets').selectAll().execute();
    expect(stored).toEqual([{ name: 'form-token', value: t.forms.tokenSecret, created_at: expect.any(Number) }]);
    expect(t.forms.tokenSecret).toMatch(/^[A-Za-z0-9_-]{43}$/);
  });

  it('is random: another installation, on a database of its own, makes another', async () => {
    const another = await createTestApp();
    try {
      expect(another.forms.tokenSecret).toMatch(/^[A-Za-z0-9_-]{43}$/);
      expect(another.forms.tokenSecret).not.toBe(t.forms.tokenSecret);
    } finally {
      await another.close();
    }
  });

  it('gives way to FORM_TOKEN_SECRET: an instance configured with one signs with it and stores nothing', async () => {
    const configured = 'a-configured-secret-of-enough-length';
    const other = await instance({ ...t.ctx.config, forms: { ...t.ctx.config.forms, tokenSecret: configured } });
    try {
      const page = await other.app.inject({ method: 'GET', url: `/p/${slug}/contact.html` });
      const token = /name="token" value="([^"]+)"/.exec(page.body)![1]!;
      const formId = formPath.split('/').at(-1)!;
      expect(checkFormToken(configured, formId, token, t.clock.now() + 5_000)).toMatchObject({ kind: 'valid' });
      expect(checkFormToken(t.forms.tokenSecret, formId, token, t.clock.now() + 5_000)).toEqual({ kind: 'spam', reason: 'forged' });
    } finally {
      await other.app.close();
    }
    expect(await t.ctx.db.selectFrom('generated_secrets').select('name').execute()).toEqual([{ name: 'form-token' }]);
  });
});
