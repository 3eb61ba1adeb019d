import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { domainsServerTexts } from '@sitecraft/shared/domains';
import { createDnsLookup, DnsUnavailable } from '../../src/modules/domains/dns-lookup.ts';
import { signUpVerified } from '../support/accounts.ts';
import { startTestDns, type TestDns } from '../support/dns-server.ts';
import { checkNow, domainPath, ownDomainsApp, setRecords, useOwnDomain } from '../support/own-domains.ts';
import { generateSite } from '../support/sites.ts';
import { call, type TestApp } from '../support/test-app.ts';

let dns: TestDns;
let t: TestApp;
let token: string;
let trackId: string;
const hints = domainsServerTexts.hints;

beforeAll(async () => {
  dns = await startTestDns();
  t = await ownDomainsApp(dns);
  token = await signUpVerified(t.app, t.ctx, 'dns-hints@example.com');
  trackId = await generateSite(t, token, ['hints-bakery.com', 'hints-bakery.co.uk', 'shop.hints-cafe.com', 'slow-dns-bakery.com', 'down-dns-bakery.com']);
}, 60_000);

afterAll(async () => {
  await t?.close();
  await dns?.close();
});

const codes = (checked: { hints: { code: string }[] }) => checked.hints.map((hint) => hint.code).sort();

describe('Check now: what was found against what is expected, with hints', () => {
  it('nothing set yet: every expected record is reported missing, and nothing is verified', async () => {
    await useOwnDomain(t, token, trackId, 'hints-bakery.com');
    const checked = await checkNow(t, token, trackId, 'hints-bakery.com');
    expect(checked).toMatchObject({ txt_ok: false, pointed: false, binding: { verified: false } });
    expect(checked.findings).toEqual([
      { name: 'hints-bakery.com', type: 'A', expected: ['203.0.113.10'], found: [], ok: false },
      { name: 'hints-bakery.com', type: 'AAAA', expected: ['2001:db8::10'], found: [], ok: true },
      { name: 'www.hints-bakery.com', type: 'CNAME', expected: ['sites.example.net'], found: [], ok: false },
      { name: '_sitecraft.hints-bakery.com', type: 'TXT', expected: [expect.stringMatching(/^sitecraft-verify=/)], found: [], ok: false },
    ]);
    expect(checked.hints).toEqual([{ code: 'txt_missing', message: hints.txt_missing('_sitecraft.hints-bakery.com') }]);
  });

  it('a stray AAAA record (a parking page’s IPv6), a www CNAME elsewhere and a CAA record without Let’s Encrypt are named', async () => {
    setRecords(dns, await useOwnDomain(t, token, trackId, 'hints-bakery.com'));
    dns.set('hints-bakery.com', 'AAAA', ['2001:db8::10', '2001:db8:dead::1']);
    dns.set('www.hints-bakery.com', 'CNAME', ['parking.registrar.example']);
    dns.set('hints-bakery.com', 'CAA', ['issue digicert.com', 'iodef mailto:admin@hints-bakery.com']);
    const checked = await checkNow(t, token, trackId, 'hints-bakery.com');
    expect(checked).toMatchObject({ txt_ok: true, pointed: false, binding: { verified: true } });
    expect(codes(checked)).toEqual(['caa_forbids', 'stray_aaaa', 'wrong_cname']);
    expect(checked.hints).toContainEqual({ code: 'stray_aaaa', message: hints.stray_aaaa('hints-bakery.com', ['2001:db8:dead::1']) });
    expect(checked.hints).toContainEqual({ code: 'wrong_cname', message: hints.wrong_cname('www.hints-bakery.com', 'parking.registrar.example', 'sites.example.net') });
    expect(checked.hints).toContainEqual({ code: 'caa_forbids', message: hints.caa_forbids('hints-bakery.com', ['digicert.com']) });
    expect(checked.findings).toContainEqual({ name: 'hints-bakery.com', type: 'AAAA', expected: ['2001:db8::10'], found: ['2001:db8::10', '2001:db8:dead::1'], ok: false });
    // www has no CAA records of its own: the domain's rule it, and are named once.
    expect(checked.findings.filter((finding) => finding.type === 'CAA')).toEqual([
      { name: 'hints-bakery.com', type: 'CAA', expected: ['0 issue "letsencrypt.org"'], found: ['issue "digicert.com"', 'iodef "mailto:admin@hints-bakery.com"'], ok: false },
    ]);

    dns.set('hints-bakery.com', 'AAAA', ['2001:db8::10']);
    dns.set('www.hints-bakery.com', 'CNAME', ['SITES.EXAMPLE.NET.']);
    dns.set('hints-bakery.com', 'CAA', ['issue letsencrypt.org; validationmethods=http-01', 'issue digicert.com']);
    const fixed = await checkNow(t, token, trackId, 'hints-bakery.com');
    expect(fixed).toMatchObject({ txt_ok: true, pointed: true, hints: [] });
  });

  it('a CNAME at the root of a zone is named: a name of two labels, or a longer one with an SOA record; a CAA of a parent rules', async () => {
    setRecords(dns, await useOwnDomain(t, token, trackId, 'hints-bakery.co.uk'));
    dns.remove('hints-bakery.co.uk');
    dns.set('hints-bakery.co.uk', 'CNAME', ['sites.example.net']);
    dns.set('hints-bakery.co.uk', 'SOA', ['ns1.dns-host.example']);
    dns.set('co.uk', 'CAA', ['issue ;']);
    const apex = await checkNow(t, token, trackId, 'hints-bakery.co.uk');
    expect(codes(apex)).toEqual(['caa_forbids', 'cname_at_apex']);
    expect(apex.hints).toContainEqual({ code: 'cname_at_apex', message: hints.cname_at_apex('hints-bakery.co.uk', 'addresses') });
    expect(apex.hints).toContainEqual({ code: 'caa_forbids', message: hints.caa_forbids('co.uk', ['no one']) });
    dns.remove('co.uk');

    // shop.hints-cafe.com is no zone root: its CNAME to the target is what it should have.
    const sub = await useOwnDomain(t, token, trackId, 'shop.hints-cafe.com');
    setRecords(dns, sub);
    dns.remove('shop.hints-cafe.com');
    dns.set('shop.hints-cafe.com', 'CNAME', ['sites.example.net']);
    const shop = await checkNow(t, token, trackId, 'shop.hints-cafe.com');
    expect(shop).toMatchObject({ txt_ok: true, pointed: true, hints: [] });
    expect(shop.findings[0]).toEqual({ name: 'shop.hints-cafe.com', type: 'CNAME', expected: ['sites.example.net'], found: ['sites.example.net'], ok: true });
  });

  // c-ares cuts a resolver's timeout to 5 times its average answer, at least 250 ms, whatever timeout it was given.
  it('a DNS host that turns slow right after fast answers still gets 2 s a try: Check now verifies with answers in 400 to 700 ms', async () => {
    setRecords(dns, await useOwnDomain(t, token, trackId, 'slow-dns-bakery.com'));
    for (let run = 0; run < 3; run++) await checkNow(t, token, trackId, 'slow-dns-bakery.com');
    dns.answerAfter((question) => (question.startsWith('TXT') ? 400 : 700));
    try {
      const checked = await checkNow(t, token, trackId, 'slow-dns-bakery.com');
      expect(checked).toMatchObject({ txt_ok: true, pointed: true, hints: [], binding: { verified: true } });
    } finally {
      dns.answerAfter(0);
    }
  });

  it('a DNS host that never answers gets the owner a result to act on, not a gateway error', async () => {
    await useOwnDomain(t, token, trackId, 'down-dns-bakery.com');
    dns.answerAfter('never');
    try {
      const response = await call(t.app, 'POST', `${domainPath(trackId, 'down-dns-bakery.com')}/check`, { token });
      expect(response.status).toBe(200);
      expect(response.body).toMatchObject({ findings: [], hints: [{ code: 'dns_no_answer', message: expect.stringContaining('did not answer in time') }] });
    } finally {
      dns.answerAfter(0);
    }
  });

  it('a DNS server that does not answer is not a missing record: the lookup throws DnsUnavailable rather than answering []', async () => {
    const closed = await startTestDns();
    await closed.close();
    const lookup = createDnsLookup([closed.server]);
    await expect(lookup.txt('_sitecraft.hints-bakery.com')).rejects.toBeInstanceOf(DnsUnavailable);
  });
});
