import type { DomainBinding, DomainCheckResponse } from '@sitecraft/shared/domains';
import type { Config } from '../../src/config.ts';
import type { TestDns, TestRecordType } from './dns-server.ts';
import { generateSite, siteEngine } from './sites.ts';
import { call, createTestApp, type TestApp } from './test-app.ts';

/** Where the test's customers point their domains. */
export const PUBLISH_TARGET = 'sites.example.net';
export const PUBLISH_IPS = ['203.0.113.10', '2001:db8::10'];

/** The app serving own domains by host, asking the test's DNS server; `overrides` add to its configuration (REDIS_URL…). */
export function ownDomainsApp(dns: TestDns, overrides: Partial<Config> = {}): Promise<TestApp> {
  return createTestApp(
    { publish: { origin: `https://${PUBLISH_TARGET}`, byHost: true }, domains: { target: PUBLISH_TARGET, ips: PUBLISH_IPS, dnsServers: [dns.server] }, ...overrides },
    { engine: siteEngine().engine },
  );
}

export const domainPath = (trackId: string, host: string) => `/api/v1/sites/${trackId}/sites/${encodeURIComponent(host)}/domain`;

/** Generates a one-site generation of `host` for the account and publishes it; `phone` tells the sites apart on every page. */
export async function publishedSite(t: TestApp, token: string, host: string, phone: string): Promise<string> {
  const trackId = await generateSite(t, token, [host], { contact_phone: phone });
  const published = await call(t.app, 'POST', `/api/v1/sites/${trackId}/publication`, { token, body: { host } });
  if (published.status !== 200) throw new Error(`${host} was not published: ${published.body.message}`);
  return trackId;
}

/** "Use my own domain" for a site. */
export async function useOwnDomain(t: TestApp, token: string, trackId: string, host: string): Promise<DomainBinding> {
  const response = await call(t.app, 'PUT', domainPath(trackId, host), { token });
  if (response.status !== 200) throw new Error(`the domain of ${host} was refused: ${response.body.message}`);
  return response.body as unknown as DomainBinding;
}

export async function checkNow(t: TestApp, token: string, trackId: string, host: string): Promise<DomainCheckResponse> {
  const response = await call(t.app, 'POST', `${domainPath(trackId, host)}/check`, { token });
  if (response.status !== 200) throw new Error(`Check now failed: ${response.body.message}`);
  return response.body as unknown as DomainCheckResponse;
}

/**
 * Sets every record the binding asks for at the test's DNS server, as its customer would at their DNS host. An ALIAS
 * is left out: resolvers see it as the target's own addresses, which a test sets itself.
 */
export function setRecords(dns: TestDns, binding: DomainBinding): void {
  const byKey = new Map<string, { name: string; type: TestRecordType; values: string[] }>();
  for (const record of binding.records) {
    if (record.type === 'ALIAS') continue;
    const key = `${record.type} ${record.name}`;
    const entry = byKey.get(key) ?? { name: record.name, type: record.type, values: [] };
    entry.values.push(record.value);
    byKey.set(key, entry);
  }
  for (const { name, type, values } of byKey.values()) dns.set(name, type, values);
}

/** Binds a published site's domain, sets its records and checks them: the domain is then verified for the account. */
export async function verifyOwnDomain(t: TestApp, dns: TestDns, token: string, trackId: string, host: string): Promise<DomainCheckResponse> {
  setRecords(dns, await useOwnDomain(t, token, trackId, host));
  const checked = await checkNow(t, token, trackId, host);
  if (!checked.binding.verified) throw new Error(`${host} was not verified: ${checked.hints.map((hint) => hint.message).join(' ')}`);
  return checked;
}

/** A GET by host, as a browser that opened `host` sends it. */
export const byHost = (t: TestApp, host: string, url = '/') => t.app.inject({ method: 'GET', url, headers: { host } });
