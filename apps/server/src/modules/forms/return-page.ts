import { FORM_PAGE_PLACEHOLDER } from '@sitecraft/shared/forms';
import type { Config } from '../../config.ts';
import type { Db } from '../../infra/db/database.ts';
import type { SiteFormRow } from '../../infra/db/schema.ts';
import { bindingOfSite } from '../domains/binding-store.ts';
import { wwwOf } from '../domains/domain-names.ts';
import { findSitePublication } from '../publishing/publication-store.ts';

type PageConfig = Pick<Config, 'publicUrl' | 'publish'>;

/** Where the product serves a form's site: its /p/<slug>/ while it is published, and its verified own domain. */
export interface ServedPlaces {
  slug: string | undefined;
  /** The verified domain (ASCII, without www.) and the form of it the site is served at. */
  domain: { bare: string; canonical: string } | undefined;
}

export async function servedPlacesOf(db: Db, form: Pick<SiteFormRow, 'track_id' | 'host'>): Promise<ServedPlaces> {
  const [publication, binding] = await Promise.all([findSitePublication(db, form.track_id, form.host), bindingOfSite(db, form.track_id, form.host)]);
  const verified = binding && binding.verified_at !== null ? binding : undefined;
  return {
    slug: publication?.slug,
    domain: verified && { bare: verified.domain, canonical: verified.prefer === 'www' ? wwwOf(verified.domain) : verified.domain },
  };
}

/** An http(s) address without credentials, or undefined. */
export function webAddress(value: unknown): URL | undefined {
  if (typeof value !== 'string' || !URL.canParse(value)) return undefined;
  const url = new URL(value);
  if ((url.protocol !== 'http:' && url.protocol !== 'https:') || url.username || url.password) return undefined;
  return url;
}

/**
 * The page a form was sent from, as the server wrote it into the page it served (the `page` field), when it is a page
 * of this form's own site: under its /p/<slug>/ on the publishing or app origin, or on its verified own domain (or
 * the www. form of it). Undefined for any other, another site's published page among them, so the field cannot send a
 * visitor anywhere else.
 */
export function trustedPage(config: PageConfig, places: ServedPlaces, page: unknown): string | undefined {
  const url = webAddress(page);
  if (!url) return undefined;
  const productOrigins = [config.publish.origin, new URL(config.publicUrl).origin];
  const published = places.slug !== undefined && productOrigins.includes(url.origin) && url.pathname.startsWith(`/p/${places.slug}/`);
  const ownDomain = places.domain !== undefined && (url.hostname === places.domain.bare || url.hostname === wwwOf(places.domain.bare));
  return published || ownDomain ? url.toString() : undefined;
}

/** The site's home as the product serves it: on its own domain when it has one, else at /p/<slug>/; undefined while unpublished. */
export function siteHome(config: PageConfig, places: ServedPlaces): string | undefined {
  if (places.slug === undefined) return undefined;
  if (places.domain && config.publish.byHost) return `${new URL(config.publish.origin).protocol}//${places.domain.canonical}/`;
  return `${config.publish.origin}/p/${places.slug}/`;
}

/**
 * The page a post to `form` goes back to, the thank-you page beside it: the page its `page` field names when it is
 * one of the site's own (see trustedPage), else the Referer (a copy of the site hosted elsewhere keeps the field's
 * placeholder), else the site's home as published. A field naming any other page gets the site's home too. The
 * publication and domain are looked up only when needed: a post from a copy hosted elsewhere costs no query.
 */
export async function returnPageOf(db: Db, config: PageConfig, form: SiteFormRow, pageField: unknown, referer: string | undefined): Promise<string | undefined> {
  const claimed = typeof pageField === 'string' && pageField !== '' && pageField !== FORM_PAGE_PLACEHOLDER;
  const fromReferer = claimed ? undefined : webAddress(referer)?.toString();
  if (fromReferer) return fromReferer;
  const places = await servedPlacesOf(db, form);
  return (claimed ? trustedPage(config, places, pageField) : undefined) ?? siteHome(config, places);
}
