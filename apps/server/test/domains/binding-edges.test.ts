import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BindingGone, takeDomain } from '../../src/modules/domains/binding-store.ts';
import { signUpVerified } from '../support/accounts.ts';
import { startTestDns, type TestDns } from '../support/dns-server.ts';
import { byHost, domainPath, ownDomainsApp, publishedSite, setRecords, useOwnDomain } from '../support/own-domains.ts';
import { call, type TestApp } from '../support/test-app.ts';

const DOMAIN = 'race-bakery.com';

let dns: TestDns;
let t: TestApp;
let accounts: { token: string; trackId: string; phone: string }[];

const verifiedRows = () => t.ctx.db.selectFrom('domain_bindings').selectAll().where('domain', '=', DOMAIN).where('verified_at', 'is not', null).execute();
const servedPhone = async () => /href="tel:([^"]+)"/.exec((await byHost(t, DOMAIN)).body)?.[1];

beforeAll(async () => {
  dns = await startTestDns();
  t = await ownDomainsApp(dns);
  accounts = [];
  for (const [email, phone] of [['first@example.com', '+351912345678'], ['second@example.com', '+351213000111']] as const) {
    const token = await signUpVerified(t.app, t.ctx, email);
    accounts.push({ token, phone, trackId: await publishedSite(t, token, DOMAIN, phone) });
  }
}, 120_000);

afterAll(async () => {
  await t?.close();
  await dns?.close();
});

describe('own domains at their edges', () => {
  it('two accounts whose tokens are both in the TXT record, checking at once: exactly one holds the domain', async () => {
    const bindings = await Promise.all(accounts.map((account) => useOwnDomain(t, account.token, account.trackId, DOMAIN)));
    setRecords(dns, bindings[0]!);
    dns.set(`_sitecraft.${DOMAIN}`, 'TXT', bindings.map((binding) => binding.records.find((record) => record.type === 'TXT')!.value));
    const answers = await Promise.all(accounts.map((account) => call(t.app, 'POST', `${domainPath(account.trackId, DOMAIN)}/check`, { token: account.token })));
    expect(answers.map((answer) => answer.status)).toEqual([200, 200]);
    const verified = await verifiedRows();
    expect(verified).toHaveLength(1);
    const holder = accounts.find((account) => account.trackId === verified[0]!.track_id)!;
    expect((await servedPhone())?.replace(/\D/g, '')).toBe(holder.phone.replace(/\D/g, ''));
  });

  it('a binding removed while its DNS was being checked takes nothing from the holder', async () => {
    const [held] = await verifiedRows();
    const other = await t.ctx.db.selectFrom('domain_bindings').selectAll().where('domain', '=', DOMAIN).where('id', '!=', held!.id).executeTakeFirstOrThrow();
    await t.ctx.db.deleteFrom('domain_bindings').where('id', '=', other.id).execute();
    await expect(takeDomain(t.ctx.db, other, Date.now())).rejects.toBeInstanceOf(BindingGone);
    expect((await verifiedRows()).map((row) => row.id)).toEqual([held!.id]);
  });

  it('the ask endpoint refuses a verified domain whose site was unpublished, and allows it again once republished', async () => {
    const [held] = await verifiedRows();
    const holder = accounts.find((account) => account.trackId === held!.track_id)!;
    const ask = async () => (await t.app.inject({ method: 'GET', url: `/api/v1/domains/ask?domain=${DOMAIN}` })).statusCode;
    expect(await ask()).toBe(200);
    const { slug } = await t.ctx.db.selectFrom('publications').select('slug').where('track_id', '=', holder.trackId).executeTakeFirstOrThrow();
    expect((await call(t.app, 'DELETE', `/api/v1/sites/${holder.trackId}/publication/${slug}`, { token: holder.token })).status).toBe(200);
    expect(await ask()).toBe(404);
    expect((await call(t.app, 'POST', `/api/v1/sites/${holder.trackId}/publication`, { token: holder.token, body: { host: DOMAIN } })).status).toBe(200);
    expect(await ask()).toBe(200);
  });
});
