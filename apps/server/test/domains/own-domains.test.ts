import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { domainsServerTexts, type DomainBinding } from '@sitecraft/shared/domains';
import { RELEASE_AFTER_MS } from '../../src/modules/domains/domains-upkeep.ts';
import { signUpVerified } from '../support/accounts.ts';
import { startTestDns, type TestDns } from '../support/dns-server.ts';
import { byHost, checkNow, domainPath, ownDomainsApp, publishedSite, setRecords, useOwnDomain } from '../support/own-domains.ts';
import { call, type TestApp } from '../support/test-app.ts';

const DOMAIN = 'bakery-one.com';
const DAY = 24 * 60 * 60 * 1000;
/** Each account's site shows its own phone on every page (a tel: link): it tells whose site a host serves. */
const C_PHONE = '+351 912 345 678';
const D_PHONE = '+351 213 000 111';
const phoneOf = (body: string) => /href="tel:([^"]+)"/.exec(body)?.[1]?.replace(/\D/g, '');
const C_SITE = C_PHONE.replace(/\D/g, '');
const D_SITE = D_PHONE.replace(/\D/g, '');

let dns: TestDns;
let t: TestApp;
let c: { token: string; trackId: string; email: string };
let d: { token: string; trackId: string; email: string };

const ask = async (domain: string) => (await t.app.inject({ method: 'GET', url: `/api/v1/domains/ask?domain=${encodeURIComponent(domain)}` })).statusCode;
const mailsTo = (email: string) => t.ctx.db.selectFrom('outbox').select(['subject', 'text_body']).where('to_address', '=', email).orderBy('id').execute();
const bindingOf = async (account: typeof c) => (await call(t.app, 'GET', domainPath(account.trackId, DOMAIN), { token: account.token })).body as unknown as DomainBinding;

beforeAll(async () => {
  dns = await startTestDns();
  t = await ownDomainsApp(dns);
  const account = async (email: string, phone: string) => {
    const token = await signUpVerified(t.app, t.ctx, email);
    return { token, email, trackId: await publishedSite(t, token, DOMAIN, phone) };
  };
  c = await account('c-owner@example.com', C_PHONE);
  d = await account('d-intruder@example.com', D_PHONE);
}, 120_000);

afterAll(async () => {
  await t?.close();
  await dns?.close();
});

describe('own domains: one owner per domain', () => {
  it('a published domain is not served by host before its TXT record is verified, and the ask endpoint refuses it', async () => {
    const pending = await useOwnDomain(t, c.token, c.trackId, DOMAIN);
    expect(pending).toMatchObject({ domain: DOMAIN, www: `www.${DOMAIN}`, prefer: 'apex', verified: false, held_by_other: false, url: `https://${DOMAIN}/` });
    expect(pending.records).toEqual([
      { name: DOMAIN, type: 'A', value: '203.0.113.10' },
      { name: DOMAIN, type: 'AAAA', value: '2001:db8::10' },
      { name: `www.${DOMAIN}`, type: 'CNAME', value: 'sites.example.net' },
      { name: `_sitecraft.${DOMAIN}`, type: 'TXT', value: expect.stringMatching(/^sitecraft-verify=[0-9a-f]{32}$/) },
    ]);
    const home = await byHost(t, DOMAIN);
    expect(home.statusCode).toBe(404);
    expect(home.body).toContain('No site is published at this address.');
    expect(await ask(DOMAIN)).toBe(404);
  });

  it('Check now verifies the account whose token the TXT record holds: its site is served by host, and the ask endpoint allows it', async () => {
    setRecords(dns, await useOwnDomain(t, c.token, c.trackId, DOMAIN));
    const checked = await checkNow(t, c.token, c.trackId, DOMAIN);
    expect(checked).toMatchObject({ txt_ok: true, pointed: true, hints: [], binding: { verified: true, held_by_other: false } });
    expect(checked.findings.every((finding) => finding.ok)).toBe(true);
    const home = await byHost(t, DOMAIN);
    expect(home.statusCode).toBe(200);
    expect(phoneOf(home.body)).toBe(C_SITE);
    expect(await ask(DOMAIN)).toBe(200);
    expect(await ask(`www.${DOMAIN}`)).toBe(200);
    expect(await ask(`shop.${DOMAIN}`)).toBe(404);
  });

  it('another account that publishes the same domain is told it belongs to another account, and is not served', async () => {
    const intruder = await useOwnDomain(t, d.token, d.trackId, DOMAIN);
    expect(intruder).toMatchObject({ verified: false, held_by_other: true });
    const checked = await checkNow(t, d.token, d.trackId, DOMAIN);
    expect(checked.binding).toMatchObject({ verified: false, held_by_other: true });
    expect(checked.txt_ok).toBe(false);
    expect(checked.hints.map((hint) => hint.code)).toEqual(['held_by_other', 'txt_other_value']);
    expect(checked.hints[0]!.message).toBe(domainsServerTexts.hints.held_by_other(DOMAIN));
    expect(phoneOf((await byHost(t, DOMAIN)).body)).toBe(C_SITE);
    expect((await bindingOf(c)).verified).toBe(true);
  });

  it('the owner chooses the www form: the other form redirects to it, path and query kept', async () => {
    const toApex = await byHost(t, `www.${DOMAIN}`, '/about.html?x=1');
    expect(toApex.statusCode).toBe(301);
    expect(toApex.headers.location).toBe(`https://${DOMAIN}/about.html?x=1`);
    const www = await call(t.app, 'PATCH', domainPath(c.trackId, DOMAIN), { token: c.token, body: { prefer: 'www' } });
    expect(www.body).toMatchObject({ prefer: 'www', url: `https://www.${DOMAIN}/` });
    const toWww = await byHost(t, DOMAIN, '/about.html');
    expect(toWww.statusCode).toBe(301);
    expect(toWww.headers.location).toBe(`https://www.${DOMAIN}/about.html`);
    expect(phoneOf((await byHost(t, `www.${DOMAIN}`)).body)).toBe(C_SITE);
    expect((await call(t.app, 'PATCH', domainPath(d.trackId, DOMAIN), { token: c.token, body: { prefer: 'apex' } })).status).toBe(404);
    await call(t.app, 'PATCH', domainPath(c.trackId, DOMAIN), { token: c.token, body: { prefer: 'apex' } });
  });

  it('the other account takes the domain only by verifying anew: its token in the TXT record; the previous owner is mailed', async () => {
    expect(await mailsTo(c.email)).not.toContainEqual(expect.objectContaining({ subject: expect.stringContaining(DOMAIN) }));
    setRecords(dns, await useOwnDomain(t, d.token, d.trackId, DOMAIN));
    const taken = await checkNow(t, d.token, d.trackId, DOMAIN);
    expect(taken.binding).toMatchObject({ verified: true, held_by_other: false });
    expect(phoneOf((await byHost(t, DOMAIN)).body)).toBe(D_SITE);
    expect(await bindingOf(c)).toMatchObject({ verified: false, held_by_other: true });
    const mails = (await mailsTo(c.email)).filter((mail) => mail.subject.includes(DOMAIN));
    expect(mails).toHaveLength(1);
    expect(mails[0]!.subject).toContain('подключён к другому аккаунту');
    expect(mails[0]!.text_body).toContain('http://app.test/#/sites');
    expect(await mailsTo(d.email)).not.toContainEqual(expect.objectContaining({ subject: expect.stringContaining(DOMAIN) }));
  });

  it('a binding whose TXT record stays missing for 7 days is released and its owner mailed; the upkeep looks once a day at most', async () => {
    dns.remove(`_sitecraft.${DOMAIN}`);
    const looks = () => dns.asked.filter((question) => question === `TXT _sitecraft.${DOMAIN}`).length;
    const before = looks();
    // Verified just now by Check now: the first daily look is a day later.
    await t.domains.run();
    expect(looks()).toBe(before);
    // Found missing on day 1; released on day 8, after 7 days of it.
    for (let day = 1; day <= 8; day += 1) {
      t.clock.advance(DAY);
      await t.domains.run();
      await t.domains.run();
      expect(looks()).toBe(before + day);
      if (day < 8) {
        expect(await ask(DOMAIN)).toBe(200);
        expect(phoneOf((await byHost(t, DOMAIN)).body)).toBe(D_SITE);
      }
    }
    expect(await bindingOf(d)).toMatchObject({ verified: false });
    expect(await ask(DOMAIN)).toBe(404);
    expect((await byHost(t, DOMAIN)).statusCode).toBe(404);
    expect((await mailsTo(d.email)).filter((mail) => mail.subject.includes(DOMAIN)).map((mail) => mail.subject)).toEqual([expect.stringContaining(`Домен ${DOMAIN} отключён`)]);
    expect(RELEASE_AFTER_MS).toBe(7 * DAY);
  });

  it('a TXT record that comes back within the 7 days keeps the domain', async () => {
    setRecords(dns, await useOwnDomain(t, c.token, c.trackId, DOMAIN));
    expect((await checkNow(t, c.token, c.trackId, DOMAIN)).binding.verified).toBe(true);
    const txt = (await bindingOf(c)).records.find((record) => record.type === 'TXT')!;
    dns.remove(txt.name);
    for (let day = 1; day <= 4; day += 1) {
      t.clock.advance(DAY);
      await t.domains.run();
    }
    dns.set(txt.name, 'TXT', [txt.value]);
    t.clock.advance(DAY);
    await t.domains.run();
    dns.remove(txt.name);
    for (let day = 1; day <= 4; day += 1) {
      t.clock.advance(DAY);
      await t.domains.run();
    }
    expect(await bindingOf(c)).toMatchObject({ verified: true });
    expect(await ask(DOMAIN)).toBe(200);
    dns.set(txt.name, 'TXT', [txt.value]);
  });

  it('removing the domain stops serving it at once; so does deleting the site', async () => {
    expect((await call(t.app, 'DELETE', domainPath(c.trackId, DOMAIN), { token: d.token })).status).toBe(404);
    expect((await call(t.app, 'DELETE', domainPath(c.trackId, DOMAIN), { token: c.token })).status).toBe(200);
    expect(await ask(DOMAIN)).toBe(404);
    expect((await byHost(t, DOMAIN)).statusCode).toBe(404);
    expect((await call(t.app, 'GET', domainPath(c.trackId, DOMAIN), { token: c.token })).status).toBe(404);

    setRecords(dns, await useOwnDomain(t, d.token, d.trackId, DOMAIN));
    expect((await checkNow(t, d.token, d.trackId, DOMAIN)).binding.verified).toBe(true);
    expect(await ask(DOMAIN)).toBe(200);
    expect((await call(t.app, 'DELETE', `/api/v1/sites/${d.trackId}`, { token: d.token })).status).toBe(200);
    expect(await ask(DOMAIN)).toBe(404);
    expect(await t.ctx.db.selectFrom('domain_bindings').selectAll().where('track_id', '=', d.trackId).execute()).toEqual([]);
  });

  it("lists the account's own domains; another account's site and a domain the generation has not answer 404", async () => {
    await useOwnDomain(t, c.token, c.trackId, DOMAIN);
    const list = await call(t.app, 'GET', '/api/v1/domains', { token: c.token });
    expect(list.body.domains).toEqual([expect.objectContaining({ track_id: c.trackId, host: DOMAIN })]);
    expect((await call(t.app, 'PUT', domainPath(c.trackId, DOMAIN), { token: d.token })).status).toBe(404);
    expect((await call(t.app, 'PUT', domainPath(c.trackId, 'other.com'), { token: c.token })).status).toBe(404);
    expect((await call(t.app, 'GET', '/api/v1/domains')).status).toBe(401);
  });

  it('the OpenAPI document describes the domain endpoints with their schemas', async () => {
    const spec = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json() as { paths: Record<string, Record<string, { tags?: string[]; responses?: Record<string, unknown> }>> };
    const site = spec.paths['/api/v1/sites/{trackId}/sites/{host}/domain']!;
    expect(Object.keys(site).sort()).toEqual(['delete', 'get', 'patch', 'put']);
    expect(Object.keys(spec.paths['/api/v1/sites/{trackId}/sites/{host}/domain/check']!)).toEqual(['post']);
    expect(spec.paths['/api/v1/domains/ask']!.get!.tags).toEqual(['domains']);
    expect(site.put!.responses!['200']).toMatchObject({ content: { 'application/json': { schema: { properties: { records: expect.anything(), held_by_other: expect.anything() } } } } });
  });
});
