import net from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUpVerified } from '../support/accounts.ts';
import { startTestDns, type TestDns } from '../support/dns-server.ts';
import { byHost, ownDomainsApp, publishedSite, useOwnDomain, verifyOwnDomain } from '../support/own-domains.ts';
import type { TestApp } from '../support/test-app.ts';

// C owns пекарня.рф (xn--80ajpngj0i.xn--p1ai); D published a site of the same name, never verified it, and owns other-shop.com.
const IDN = 'пекарня.рф';
const PUNYCODE = 'xn--80ajpngj0i.xn--p1ai';
const C_PHONE = '+351 912 345 678';
const D_PHONE = '+351 213 000 111';
const phoneOf = (body: string) => /href="tel:([^"]+)"/.exec(body)?.[1]?.replace(/\D/g, '');
const C_SITE = C_PHONE.replace(/\D/g, '');
const D_SITE = D_PHONE.replace(/\D/g, '');

let dns: TestDns;
let t: TestApp;

beforeAll(async () => {
  dns = await startTestDns();
  t = await ownDomainsApp(dns);
  const c = await signUpVerified(t.app, t.ctx, 'c-idn@example.com');
  const d = await signUpVerified(t.app, t.ctx, 'd-idn@example.com');
  const cSite = await publishedSite(t, c, IDN, C_PHONE);
  await verifyOwnDomain(t, dns, c, cSite, IDN);
  await useOwnDomain(t, d, await publishedSite(t, d, IDN, D_PHONE), IDN);
  const dShop = await publishedSite(t, d, 'other-shop.com', D_PHONE);
  await verifyOwnDomain(t, dns, d, dShop, 'other-shop.com');
}, 120_000);

afterAll(async () => {
  await t?.close();
  await dns?.close();
});

const ask = async (domain: string) => (await t.app.inject({ method: 'GET', url: `/api/v1/domains/ask?domain=${encodeURIComponent(domain)}` })).statusCode;

/** A GET / sent as raw bytes over a real connection: the Host exactly as written, Unicode as UTF-8. */
async function rawGet(host: string): Promise<string> {
  const address = t.app.server.address() as net.AddressInfo;
  const socket = net.connect(address.port, '127.0.0.1');
  socket.write(Buffer.concat([Buffer.from('GET / HTTP/1.1\r\nHost: '), Buffer.from(host, 'utf8'), Buffer.from('\r\nConnection: close\r\n\r\n')]));
  const chunks: Buffer[] = [];
  for await (const chunk of socket) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

describe('host normalisation never serves another customer’s site', () => {
  const cVariants = [
    IDN,
    'ПЕКАРНЯ.РФ',
    `${IDN}.`,
    `${IDN}:8080`,
    PUNYCODE,
    PUNYCODE.toUpperCase(),
    `${PUNYCODE}.`,
    `${PUNYCODE}:443`,
    `${PUNYCODE.toUpperCase()}.:8443`,
  ];
  it.each(cVariants)('%s serves the verified owner’s site', async (host) => {
    const page = await byHost(t, host);
    expect(page.statusCode).toBe(200);
    expect(phoneOf(page.body)).toBe(C_SITE);
    expect(await ask(host.replace(/:\d+$/, ''))).toBe(200);
  });

  it.each([`www.${IDN}`, `WWW.${PUNYCODE.toUpperCase()}.:80`, `Www.ПЕКАРНЯ.рф.`])('%s redirects to the owner’s chosen form', async (host) => {
    const page = await byHost(t, host, '/menu.html');
    expect(page.statusCode).toBe(301);
    expect(page.headers.location).toBe(`https://${PUNYCODE}/menu.html`);
  });

  it.each([`${IDN}..`, `other-shop.com.${PUNYCODE}`, `${PUNYCODE}.other-shop.com`, `${PUNYCODE}%2eother-shop.com`, `other-shop.com:80@${PUNYCODE}`, `www.www.${PUNYCODE}`, `${PUNYCODE}:other-shop.com`])(
    '%s is no customer’s site: the plain 404 page, no certificate',
    async (host) => {
      const page = await byHost(t, host);
      expect(page.statusCode).toBe(404);
      expect(page.body).toContain('No site is published at this address.');
      expect(await ask(host)).toBe(404);
    },
  );

  it('the other customer’s own domain in any form serves only its own site', async () => {
    for (const host of ['OTHER-SHOP.COM', 'other-shop.com.', 'other-shop.com:8080']) expect(phoneOf((await byHost(t, host)).body), host).toBe(D_SITE);
  });

  it('over a real connection too: the Host bytes as sent, Unicode in UTF-8 included', async () => {
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    for (const host of [`${PUNYCODE}:80`, `${PUNYCODE.toUpperCase()}.`]) expect(phoneOf(await rawGet(host)), host).toBe(C_SITE);
    // Node reads header bytes as Latin-1: UTF-8 Unicode arrives as another name, which no customer has.
    const unicode = await rawGet(IDN);
    expect(phoneOf(unicode)).not.toBe(D_SITE);
    expect(unicode).toMatch(/^HTTP\/1\.1 (200|400|404)/);
  });
});
