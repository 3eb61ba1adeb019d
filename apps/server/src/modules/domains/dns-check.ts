import { isIPv6 } from 'node:net';
import type { DnsFinding, DnsHint, DnsRecord, DomainPreference } from '@sitecraft/shared/domains';
import { domainsServerTexts } from '@sitecraft/shared/domains';
import type { DnsLookup } from './dns-lookup.ts';
import { ourAddresses, pointing, rootExpectation, rootHints, rootPointing, type Part, type PublishTarget } from './dns-pointing.ts';
import { txtNameOf, wwwOf } from './domain-names.ts';

const hints = domainsServerTexts.hints;
/** The value of the TXT record that proves an account holds a domain. */
export const verificationValue = (token: string) => `sitecraft-verify=${token}`;

/**
 * The records a customer sets: for the domain itself A / AAAA records to PUBLISH_IPS, or without them a CNAME to
 * PUBLISH_TARGET where one is allowed (a name under a registered domain) and an ALIAS to it at a registered domain's
 * root; then a CNAME for its www form, and the TXT record with the account's token.
 */
export function recordsToSet(domain: string, token: string, publish: PublishTarget): DnsRecord[] {
  const via = rootPointing(domain, publish);
  const root: DnsRecord[] =
    via === 'addresses'
      ? publish.ips.map((ip) => ({ name: domain, type: isIPv6(ip) ? 'AAAA' : 'A', value: ip }))
      : [{ name: domain, type: via === 'cname' ? 'CNAME' : 'ALIAS', value: publish.target }];
  return [...root, { name: wwwOf(domain), type: 'CNAME', value: publish.target }, { name: txtNameOf(domain), type: 'TXT', value: verificationValue(token) }];
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

/**
 * "Check now": every record of the domain against what it should be, with hints to fix what is wrong. `prefer` is
 * the form the site is served at: with www, the domain itself may be the DNS host's redirect to it.
 */
export async function checkDomainDns(lookup: DnsLookup, domain: string, token: string, publish: PublishTarget, prefer: DomainPreference): Promise<DnsReport> {
  const www = wwwOf(domain);
  const via = rootPointing(domain, publish);
  const addresses = await ourAddresses(lookup, publish);
  const [root, wwwPart, txt, caaRoot, caaWww] = await Promise.all([
    pointing(lookup, domain, publish.target, rootExpectation(via, addresses, prefer)),
    pointing(lookup, www, publish.target, { via: 'cname', addresses, anyAddress: false }),
    txtHolds(lookup, domain, token),
    caaOf(lookup, domain),
    caaOf(lookup, www),
  ]);
  const apexHints = await rootHints(lookup, domain, root, via, publish.target);
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
