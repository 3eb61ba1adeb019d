import { isIP } from 'node:net';
import { domainToASCII, domainToUnicode } from 'node:url';
import { getDomain } from 'tldts-icann';

/** Letters (any script), digits, marks, hyphens and dots: what a Host may name a domain with before IDNA maps it. */
const HOST_CHARACTERS = /^[\p{L}\p{N}\p{M}.-]+$/u;
const ASCII_LABEL = /^[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?$/;

/** The host name of a Host header (`[::1]:8080` → `::1`, `Example.com:443` → `Example.com`). */
function withoutPort(header: string): string {
  const bracketed = /^\[([^\]]*)\](?::\d*)?$/.exec(header);
  if (bracketed) return bracketed[1]!;
  return header.replace(/:\d*$/, '');
}

/**
 * The domain a Host header names, as DNS and certificates know it: without its port, lower case, without a trailing
 * dot, Unicode as punycode (IDNA, as browsers map it, so `Пекарня.рф`, `XN--80AJPNGJ0I.XN--P1AI` and
 * `xn--80ajpngj0i.xn--p1ai.` are one name). `undefined` for what can never be a customer's domain (an IP address, a
 * name without a dot, such as `localhost` or a container's name); `null` for a name that is not a valid domain.
 */
export function domainOfHost(header: string): string | null | undefined {
  const name = withoutPort(header.trim());
  if (isIP(name) !== 0) return undefined;
  const bare = name.endsWith('.') ? name.slice(0, -1) : name;
  if (!bare.includes('.')) return undefined;
  if (!HOST_CHARACTERS.test(bare)) return null;
  return asciiDomain(bare) ?? null;
}

/** A domain name in its lower-case ASCII form, or undefined when it is not a valid one (bad labels, one label, an IP). */
export function asciiDomain(name: string): string | undefined {
  const ascii = domainToASCII(name);
  if (!ascii || ascii.length > 253 || isIP(ascii) !== 0) return undefined;
  const labels = ascii.split('.');
  if (labels.length < 2 || /^\d+$/.test(labels.at(-1)!)) return undefined;
  return labels.every((label) => ASCII_LABEL.test(label)) ? ascii : undefined;
}

/** A domain without its `www.`, unless what is left would be a bare ending (`www.com` stays itself). */
export function bareDomain(ascii: string): string {
  const rest = ascii.startsWith('www.') ? ascii.slice(4) : ascii;
  return rest.includes('.') ? rest : ascii;
}

export const wwwOf = (domain: string) => `www.${domain}`;

/**
 * Whether an ASCII domain is one registered under a public suffix (`bakery.com`, `bakery.co.uk`), so the root of its
 * DNS zone, where no CNAME may be; `shop.bakery.com` is not. Read from the public suffix list, with no DNS lookup.
 */
export const isRegisteredDomain = (ascii: string) => getDomain(ascii) === ascii;

/** The name of the TXT record that proves an account holds a domain. */
export const txtNameOf = (domain: string) => `_sitecraft.${domain}`;

/** The domain as people read it: Unicode for an internationalised one. */
export const displayOf = (ascii: string) => domainToUnicode(ascii) || ascii;
