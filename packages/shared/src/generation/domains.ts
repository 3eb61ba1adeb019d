import { splitList } from './lists.ts';

export type DomainCheck = { ok: true; host: string; asciiHost: string } | { ok: false; message: string };

// Characters that could leave the site's folder in the ZIP, reach another host or start a script.
const escapingCharacters = /[/\\:?#@%<>"'`|*$&;=+!~^{}[\]()]/u;

function quote(domain: string): string {
  return `“${domain.length > 60 ? `${domain.slice(0, 57)}…` : domain}”`;
}

/**
 * Checks one domain of the answer as a host name (internationalised names allowed) that is
 * safe to use as a folder name. Returns the host in lower case and in its ASCII form.
 */
export function checkDomain(raw: string): DomainCheck {
  const domain = raw.trim().toLowerCase().replace(/\.$/, '');
  if (domain.length === 0) return { ok: false, message: 'A domain name is empty.' };
  if (/[\p{Cc}\p{Cf}\s]/u.test(domain) || escapingCharacters.test(domain) || domain.includes('..') || domain.startsWith('.')) {
    return {
      ok: false,
      message: `The domain ${quote(domain)} is refused: a domain may hold only letters, digits, hyphens and dots (no slashes, spaces, “..” or other symbols).`,
    };
  }
  const labels = domain.split('.');
  if (labels.length < 2) {
    return { ok: false, message: `The domain ${quote(domain)} needs a dot and an ending such as .com or .рф.` };
  }
  for (const label of labels) {
    if (label.length > 63) return { ok: false, message: `A part of the domain ${quote(domain)} is longer than 63 characters.` };
    if (!/^[\p{L}\p{N}\p{M}](?:[\p{L}\p{N}\p{M}-]*[\p{L}\p{N}\p{M}])?$/u.test(label)) {
      return { ok: false, message: `The domain ${quote(domain)} has a part that starts or ends with a hyphen or holds other symbols.` };
    }
  }
  const ending = labels[labels.length - 1] ?? '';
  if (/^\d+$/.test(ending)) return { ok: false, message: `${quote(domain)} looks like an IP address; enter a domain name instead.` };
  let asciiHost: string;
  try {
    asciiHost = new URL(`https://${domain}/`).hostname;
  } catch {
    return { ok: false, message: `The domain ${quote(domain)} is not a valid host name.` };
  }
  if (asciiHost.length > 253) return { ok: false, message: `The domain ${quote(domain)} is longer than 253 characters.` };
  return { ok: true, host: domain, asciiHost };
}

/** The domains of a `domain_name` answer: its non-empty comma-separated entries. */
export function splitDomains(domainName: string | undefined): string[] {
  return splitList(domainName);
}
