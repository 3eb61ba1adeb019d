import type { Db } from '../../infra/db/database.ts';
import { verifiedBinding } from './binding-store.ts';
import { bareDomain, wwwOf } from './domain-names.ts';

/** The site a verified own domain serves, and the form (the domain or its www form) it is served at. */
export interface ServedSite {
  trackId: string;
  host: string;
  /** The name the site is served at; a request for the other form is redirected here. */
  canonical: string;
}

/**
 * The site served at a domain name (ASCII, as domainOfHost gives it): only a verified binding's domain or its www form.
 * One indexed lookup and no DNS: serving by host and the TLS `ask` endpoint use it on every request.
 */
export async function servedSite(db: Db, name: string): Promise<ServedSite | undefined> {
  const domain = bareDomain(name);
  const binding = await verifiedBinding(db, domain);
  if (!binding || (name !== domain && name !== wwwOf(domain))) return undefined;
  return { trackId: binding.track_id, host: binding.host, canonical: binding.prefer === 'www' ? wwwOf(domain) : domain };
}

/** Whether the site a domain serves is published now (one indexed lookup). */
export async function isPublished(db: Db, site: Pick<ServedSite, 'trackId' | 'host'>): Promise<boolean> {
  const row = await db.selectFrom('publications').select('slug').where('track_id', '=', site.trackId).where('host', '=', site.host).executeTakeFirst();
  return row !== undefined;
}
