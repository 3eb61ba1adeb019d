import type { SiteSummary } from '@sitecraft/shared/sites';
import { versionFileUrl } from '../../shared/api/site-file-urls.ts';
import { previewUrl } from './sites-api.ts';

/**
 * The owner's view of one site's home page, for its thumbnail and Open: its newest saved version once it was edited,
 * else the generated page from the ZIP. The version is part of the address, so a browser that kept the page of an
 * earlier version never shows it for a newer one.
 */
export function siteHomeUrl(site: Pick<SiteSummary, 'track_id' | 'edited'>, host: string): string {
  const newest = site.edited.find((each) => each.host === host)?.version;
  return newest === undefined ? previewUrl(site.track_id, host) : versionFileUrl(site.track_id, host, newest, '');
}
