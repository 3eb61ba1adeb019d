import { checkDomain } from '@sitecraft/shared/generation';

const MAX_BASE = 60;

/** The slug a domain is published under at first: its ASCII form with dots as dashes (`bakery-one.com` → `bakery-one-com`). */
export function baseSlug(host: string): string {
  const check = checkDomain(host);
  const ascii = check.ok ? check.asciiHost : host;
  const slug = ascii
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .slice(0, MAX_BASE)
    .replace(/^-+|-+$/g, '');
  return slug || 'site';
}

/** The slugs to try in turn when the first is taken by another site: `name`, `name-2`, `name-3`… */
export function* slugCandidates(host: string): Generator<string> {
  const base = baseSlug(host);
  yield base;
  for (let n = 2; ; n++) yield `${base}-${n}`;
}
