import { isIPv6 } from 'node:net';
import type { DnsFinding, DnsHint, DnsRecord } from '@sitecraft/shared/domains';
import { domainsServerTexts } from '@sitecraft/shared/domains';
import type { DnsLookup } from './dns-lookup.ts';
import { txtNameOf, wwwOf } from './domain-names.ts';

/** Where customers point their domains (PUBLISH_TARGET, PUBLISH_IPS). */
export interface PublishTarget {
  target: string;
  ips: string[];
}

const hints = domainsServerTexts.hints;
/** The value of the TXT record that proves an account holds a domain. */
export const verificationValue = (token: string) => `sitecraft-verify=${token}`;
const sameName = (name: string) => name.toLowerCase().replace(/\.$/, '');

/**
 * The records a customer sets: the domain's A / AAAA records to PUBLISH_IPS (or, without them, a CNAME to
 * PUBLISH_TARGET), a CNAME for its www form, and the TXT record with the account's token.
 */
export function recordsToSet(domain: string, token: string, publish: PublishTarget): DnsRecord[] {
  const root: DnsRecord[] =
    publish.ips.length > 0
      ? publish.ips.map((ip) => ({ name: domain, type: isIPv6(ip) ? 'AAAA' : 'A', value: ip }))
      : [{ name: domain, type: 'CNAME', value: publish.target }];
  return [...root, { name: wwwOf(domain), type: 'CNAME', value: publish.target }, { name: txtNameOf(domain), type: 'TXT', value: verificationValue(token) }];
}

interface Part {
  findings: DnsFinding[];
  hints: DnsHint[];
  ok: boolean;
}

/** Whether one name reaches us: a CNAME to the target, or only our addresses. Stray addresses and a CNAME elsewhere are named. */
async function pointing(lookup: DnsLookup, name: string, publish: PublishTarget, wantsCname: boolean): Promise<Part> {
  const cnames = (await lookup.cname(name)).map(sameName);
  if (cnames.length > 0) {
    const ok = cnames.every((cname) => cname === publish.target);
    const wrong = cnames.find((cname) => cname !== publish.target);
    return { findings: [{ name, type: 'CNAME', expected: [publish.target], found: cnames, ok }], hints: wrong ? [{ code: 'wrong_cname', message: hints.wrong_cname(name, wrong, publish.target) }] : [], ok };
  }
  const [a, aaaa] = await Promise.all([lookup.a(name), lookup.aaaa(name)]);
  const ours = new Set(publish.ips);
  const strayA = a.filter((address) => !ours.has(address));
  const strayAaaa = aaaa.filter((address) => !ours.has(address));
  const ok = ours.size > 0 && a.length + aaaa.length > 0 && strayA.length + strayAaaa.length === 0;
  const v4 = publish.ips.filter((ip) => !isIPv6(ip));
  const v6 = publish.ips.filter((ip) => isIPv6(ip));
  const findings: DnsFinding[] = [];
  if (wantsCname && !ok) findings.push({ name, type: 'CNAME', expected: [publish.target], found: [], ok });
  if (!wantsCname || a.length > 0) findings.push({ name, type: 'A', expected: wantsCname ? [] : v4, found: a, ok: strayA.length === 0 && (wantsCname || v4.length === 0 || a.length > 0) });
  if (!wantsCname || aaaa.length > 0) findings.push({ name, type: 'AAAA', expected: wantsCname ? [] : v6, found: aaaa, ok: strayAaaa.length === 0 });
  const found: DnsHint[] = [];
  if (strayAaaa.length > 0) found.push({ code: 'stray_aaaa', message: hints.stray_aaaa(name, strayAaaa) });
  if (strayA.length > 0) found.push({ code: 'stray_a', message: hints.stray_a(name, strayA) });
  return { findings, hints: found, ok };
}

/** A CNAME at the root of a zone: a name of two labels always is one; a longer one when it has an SOA record. */
async function cnameAtApex(lookup: DnsLookup, domain: string, root: Part): Promise<DnsHint[]> {
  if (!root.findings.some((finding) => finding.type === 'CNAME' && finding.found.length > 0)) return [];
  const apex = domain.split('.').length === 2 || (await lookup.isZoneApex(domain));
  return apex ? [{ code: 'cname_at_apex', message: hints.cname_at_apex(domain) }] : [];
}

/**
 * The CAA records that rule a name's certificates: the name's own, else the nearest parent's (RFC 8659). They forbid
 * Let's Encrypt when they hold `issue` properties and none names letsencrypt.org.
 */
async function caaOf(lookup: DnsLookup, name: string): Promise<Part> {
  for (let at = name; at.includes('.'); at = at.slice(at.indexOf('.') + 1)) {
    const caa = await lookup.caa(at);
    if (caa.length === 0) continue;
    const issuers = caa.filter((record) => record.tag === 'issue').map((record) => record.value.split(';')[0]!.trim().toLowerCase());
    const ok = issuers.length === 0 || issuers.includes('letsencrypt.org');
    const finding: DnsFinding = { name: at, type: 'CAA', expected: ok ? [] : ['0 issue "letsencrypt.org"'], found: caa.map((record) => `${record.tag} "${record.value}"`), ok };
    const allowed = issuers.filter(Boolean);
    return { findings: [finding], hints: ok ? [] : [{ code: 'caa_forbids', message: hints.caa_forbids(at, allowed.length > 0 ? allowed : ['no one']) }], ok };
  }
  return { findings: [], hints: [], ok: true };
}

export interface DnsReport {
  findings: DnsFinding[];
  hints: DnsHint[];
  /** The TXT record holds this account's token. */
  txtOk: boolean;
  /** The domain and its www form reach us. */
  pointed: boolean;
}

/** Whether the TXT record of a domain holds the token: [] found is "missing", others are someone else's values. */
export async function txtHolds(lookup: DnsLookup, domain: string, token: string): Promise<{ found: string[]; ok: boolean }> {
  const found = await lookup.txt(txtNameOf(domain));
  return { found, ok: found.includes(verificationValue(token)) };
}

/** "Check now": every record of the domain against what it should be, with hints to fix what is wrong. */
export async function checkDomainDns(lookup: DnsLookup, domain: string, token: string, publish: PublishTarget): Promise<DnsReport> {
  const www = wwwOf(domain);
  const [root, wwwPart, txt, caaRoot, caaWww] = await Promise.all([
    pointing(lookup, domain, publish, publish.ips.length === 0),
    pointing(lookup, www, publish, true),
    txtHolds(lookup, domain, token),
    caaOf(lookup, domain),
    caaOf(lookup, www),
  ]);
  const apexHints = await cnameAtApex(lookup, domain, root);
  const txtName = txtNameOf(domain);
  const txtFinding: DnsFinding = { name: txtName, type: 'TXT', expected: [verificationValue(token)], found: txt.found, ok: txt.ok };
  const txtHints: DnsHint[] = txt.ok ? [] : [txt.found.length === 0 ? { code: 'txt_missing', message: hints.txt_missing(txtName) } : { code: 'txt_other_value', message: hints.txt_other_value(txtName) }];
  // www's CAA set is the domain's own unless www has one of its own: name it once.
  const caa = caaWww.findings[0]?.name === caaRoot.findings[0]?.name ? [caaRoot] : [caaRoot, caaWww];
  const parts = [root, wwwPart, ...caa];
  return {
    findings: [...parts.flatMap((part) => part.findings), txtFinding],
    hints: [...txtHints, ...parts.flatMap((part) => part.hints), ...apexHints],
    txtOk: txt.ok,
    pointed: root.ok && wwwPart.ok,
  };
}
