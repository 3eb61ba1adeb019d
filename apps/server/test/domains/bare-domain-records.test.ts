import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { domainsServerTexts } from '@sitecraft/shared/domains';
import { recordsToSet } from '../../src/modules/domains/dns-check.ts';
import { signUpVerified } from '../support/accounts.ts';
import { startTestDns, type TestDns } from '../support/dns-server.ts';
import { checkNow, domainPath, ownDomainsApp, PUBLISH_IPS, PUBLISH_TARGET, setRecords, useOwnDomain } from '../support/own-domains.ts';
import { generateSite } from '../support/sites.ts';
import { call, type TestApp } from '../support/test-app.ts';

// A server without PUBLISH_IPS: customers can point their domains at PUBLISH_TARGET only by name.
let dns: TestDns;
let t: TestApp;
let token: string;
let trackId: string;
const TARGET_ADDRESS = '198.51.100.7';
const hints = domainsServerTexts.hints;

beforeAll(async () => {
  dns = await startTestDns();
  t = await ownDomainsApp(dns, { domains: { target: PUBLISH_TARGET, ips: [], dnsServers: [dns.server] } });
  token = await signUpVerified(t.app, t.ctx, 'bare-domains@example.com');
  trackId = await generateSite(t, token, ['alias-bakery.com', 'redirect-bakery.co.uk', 'shop.sub-bakery.com']);
  dns.set(PUBLISH_TARGET, 'A', [TARGET_ADDRESS]);
}, 60_000);

afterAll(async () => {
  await t?.close();
  await dns?.close();
});

const prefer = (host: string, form: 'apex' | 'www') => call(t.app, 'PATCH', domainPath(trackId, host), { token, body: { prefer: form } });

describe('The records asked for a domain, and what Check now accepts at its root', () => {
  it('a registered domain without PUBLISH_IPS is asked for no CNAME at its root: an ALIAS, or a redirect to www, where it is then served', async () => {
    for (const domain of ['alias-bakery.com', 'redirect-bakery.co.uk']) {
      const binding = await useOwnDomain(t, token, trackId, domain);
      expect(binding).toMatchObject({ root_pointing: 'alias_or_redirect', prefer: 'www' });
      expect(binding.records).toEqual([
        { name: domain, type: 'ALIAS', value: PUBLISH_TARGET },
        { name: `www.${domain}`, type: 'CNAME', value: PUBLISH_TARGET },
        { name: `_sitecraft.${domain}`, type: 'TXT', value: expect.stringMatching(/^sitecraft-verify=[0-9a-f]{32}$/) },
      ]);
    }
  });

  it('with PUBLISH_IPS the root gets A and AAAA records; a name under a registered domain gets a CNAME', async () => {
    expect(recordsToSet('bakery.com', 'token', { target: PUBLISH_TARGET, ips: PUBLISH_IPS }).slice(0, 3)).toEqual([
      { name: 'bakery.com', type: 'A', value: '203.0.113.10' },
      { name: 'bakery.com', type: 'AAAA', value: '2001:db8::10' },
      { name: 'www.bakery.com', type: 'CNAME', value: PUBLISH_TARGET },
    ]);
    const shop = await useOwnDomain(t, token, trackId, 'shop.sub-bakery.com');
    expect(shop).toMatchObject({ root_pointing: 'cname', prefer: 'apex' });
    expect(shop.records.slice(0, 2)).toEqual([
      { name: 'shop.sub-bakery.com', type: 'CNAME', value: PUBLISH_TARGET },
      { name: 'www.shop.sub-bakery.com', type: 'CNAME', value: PUBLISH_TARGET },
    ]);
    setRecords(dns, shop);
    expect(await checkNow(t, token, trackId, 'shop.sub-bakery.com')).toMatchObject({ txt_ok: true, pointed: true, hints: [] });
  });

  it('an ALIAS at the root is accepted: resolvers see the target’s own addresses there', async () => {
    setRecords(dns, await useOwnDomain(t, token, trackId, 'alias-bakery.com'));
    dns.set('alias-bakery.com', 'A', [TARGET_ADDRESS]);
    expect((await prefer('alias-bakery.com', 'apex')).status).toBe(200);
    const checked = await checkNow(t, token, trackId, 'alias-bakery.com');
    expect(checked).toMatchObject({ txt_ok: true, pointed: true, hints: [], binding: { verified: true, prefer: 'apex' } });
    expect(checked.findings).toContainEqual({ name: 'alias-bakery.com', type: 'A', expected: [TARGET_ADDRESS], found: [TARGET_ADDRESS], ok: true });
  });

  it('the DNS host’s redirect to www is accepted while the site is served at www; served at the root, the owner is told of the ALIAS or the redirect', async () => {
    const domain = 'redirect-bakery.co.uk';
    setRecords(dns, await useOwnDomain(t, token, trackId, domain));
    dns.set(domain, 'A', ['192.0.2.80']);
    expect(await checkNow(t, token, trackId, domain)).toMatchObject({ txt_ok: true, pointed: true, hints: [] });

    expect((await prefer(domain, 'apex')).status).toBe(200);
    const atRoot = await checkNow(t, token, trackId, domain);
    expect(atRoot).toMatchObject({ pointed: false, hints: [{ code: 'root_not_pointed', message: hints.root_not_pointed(domain, PUBLISH_TARGET) }] });

    dns.remove(domain, 'A');
    dns.set(domain, 'CNAME', [PUBLISH_TARGET]);
    const cname = await checkNow(t, token, trackId, domain);
    expect(cname.hints).toEqual([{ code: 'cname_at_apex', message: hints.cname_at_apex(domain, 'alias_or_redirect') }]);
  });
});
