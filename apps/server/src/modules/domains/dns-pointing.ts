import { isIPv6 } from 'node:net';
import type { DnsFinding, DnsHint, DomainPreference, RootPointing } from '@sitecraft/shared/domains';
import { domainsServerTexts } from '@sitecraft/shared/domains';
import type { DnsLookup } from './dns-lookup.ts';
import { isRegisteredDomain } from './domain-names.ts';

const hints = domainsServerTexts.hints;
const sameName = (name: string) => name.toLowerCase().replace(/\.$/, '');

/** Where customers point their domains (PUBLISH_TARGET, PUBLISH_IPS). */
export interface PublishTarget {
  target: string;
  ips: string[];
}

/** What one name must show to reach us. */
export interface Expectation {
  /** What the customer was asked to set there: our addresses, a CNAME to the target, or an ALIAS / a redirect. */
  via: RootPointing;
  /** The addresses that are ours: PUBLISH_IPS, else the target's own (an ALIAS or a flattened CNAME shows these). */
  addresses: string[];
  /** Any address will do: the DNS host's redirect to www, which no lookup can tell from a parking page. */
  anyAddress: boolean;
}

/** One name's findings, the hints to fix it, and whether it reaches us. */
export interface Part {
  findings: DnsFinding[];
  hints: DnsHint[];
  ok: boolean;
}

/** How the domain itself is pointed here (see rootPointingSchema). */
export function rootPointing(domain: string, publish: PublishTarget): RootPointing {
  if (publish.ips.length > 0) return 'addresses';
  return isRegisteredDomain(domain) ? 'alias_or_redirect' : 'cname';
}

/** The addresses that count as ours: PUBLISH_IPS, else whatever the target resolves to. */
export async function ourAddresses(lookup: DnsLookup, publish: PublishTarget): Promise<string[]> {
  if (publish.ips.length > 0) return publish.ips;
  const [a, aaaa] = await Promise.all([lookup.a(publish.target), lookup.aaaa(publish.target)]);
  return [...a, ...aaaa];
}

/** What the domain itself must show; its www form is asked for a CNAME (our addresses do too). */
export function rootExpectation(via: RootPointing, addresses: string[], prefer: DomainPreference): Expectation {
  return { via, addresses, anyAddress: via === 'alias_or_redirect' && prefer === 'www' };
}

/** Whether one name reaches us: a CNAME to the target, or only our addresses. Stray addresses and a CNAME elsewhere are named. */
export async function pointing(lookup: DnsLookup, name: string, target: string, want: Expectation): Promise<Part> {
  const cnames = (await lookup.cname(name)).map(sameName);
  if (cnames.length > 0) {
    const ok = cnames.every((cname) => cname === target);
    const wrong = cnames.find((cname) => cname !== target);
    return { findings: [{ name, type: 'CNAME', expected: [target], found: cnames, ok }], hints: wrong ? [{ code: 'wrong_cname', message: hints.wrong_cname(name, wrong, target) }] : [], ok };
  }
  const [a, aaaa] = await Promise.all([lookup.a(name), lookup.aaaa(name)]);
  const ours = new Set(want.addresses);
  const strayA = want.anyAddress ? [] : a.filter((address) => !ours.has(address));
  const strayAaaa = want.anyAddress ? [] : aaaa.filter((address) => !ours.has(address));
  const answered = a.length + aaaa.length > 0;
  const ok = answered && (want.anyAddress || (ours.size > 0 && strayA.length + strayAaaa.length === 0));
  const cname = want.via === 'cname';
  // Addresses are expected only where no CNAME is asked for and any address will not do.
  const shown = cname || want.anyAddress ? [] : want.addresses;
  const v4 = shown.filter((ip) => !isIPv6(ip));
  const v6 = shown.filter((ip) => isIPv6(ip));
  const findings: DnsFinding[] = [];
  if (cname && !ok) findings.push({ name, type: 'CNAME', expected: [target], found: [], ok });
  const aOk = want.anyAddress ? answered : strayA.length === 0 && (cname || v4.length === 0 || a.length > 0);
  if (!cname || a.length > 0) findings.push({ name, type: 'A', expected: v4, found: a, ok: aOk });
  if (!cname || aaaa.length > 0) findings.push({ name, type: 'AAAA', expected: v6, found: aaaa, ok: strayAaaa.length === 0 });
  return { findings, hints: strayHints(name, strayA, strayAaaa, want.via), ok };
}

function strayHints(name: string, strayA: string[], strayAaaa: string[], via: RootPointing): DnsHint[] {
  // Where an ALIAS or a redirect is asked for, stray addresses are a parking page: rootHints names the way out.
  if (via === 'alias_or_redirect') return [];
  const found: DnsHint[] = [];
  if (strayAaaa.length > 0) found.push({ code: 'stray_aaaa', message: hints.stray_aaaa(name, strayAaaa) });
  if (strayA.length > 0) found.push({ code: 'stray_a', message: hints.stray_a(name, strayA, via === 'cname' ? 'cname' : 'addresses') });
  return found;
}

/**
 * The hints about the domain itself beyond its stray records: a CNAME at the root of a zone (a registered domain, or
 * a longer name with an SOA record), and a registered domain that reaches us neither by an ALIAS nor by a redirect.
 */
export async function rootHints(lookup: DnsLookup, domain: string, root: Part, pointed: RootPointing, target: string): Promise<DnsHint[]> {
  const fix = pointed === 'addresses' ? 'addresses' : 'alias_or_redirect';
  if (root.findings.some((finding) => finding.type === 'CNAME' && finding.found.length > 0)) {
    const apex = isRegisteredDomain(domain) || (await lookup.isZoneApex(domain));
    return apex ? [{ code: 'cname_at_apex', message: hints.cname_at_apex(domain, fix) }] : [];
  }
  if (pointed !== 'alias_or_redirect' || root.ok) return [];
  return [{ code: 'root_not_pointed', message: hints.root_not_pointed(domain, target) }];
}
