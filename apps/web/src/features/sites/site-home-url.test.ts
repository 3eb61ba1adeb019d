import { describe, expect, it } from 'vitest';
import { siteHomeUrl } from './site-home-url.ts';

const trackId = '0b7c5a54-8a52-4c36-9f7e-3c1f3a0f5e11';

describe("My sites' view of a home page", () => {
  it('shows a site never edited as generated, from the ZIP', () => {
    expect(siteHomeUrl({ track_id: trackId, edited: [] }, 'oven.com')).toBe(`/api/v1/sites/${trackId}/preview/oven.com/`);
  });

  it('follows the newest saved version of an edited site, so each save is a new address the browser has not cached', () => {
    const edited = (version: number) => ({ track_id: trackId, edited: [{ host: 'oven.com', version }] });
    expect(siteHomeUrl(edited(3), 'oven.com')).toBe(`/api/v1/sites/${trackId}/sites/oven.com/versions/3/files/`);
    expect(siteHomeUrl(edited(4), 'oven.com')).not.toBe(siteHomeUrl(edited(3), 'oven.com'));
  });

  it('takes each site of a generation by its own domain', () => {
    const site = { track_id: trackId, edited: [{ host: 'second.de', version: 2 }] };
    expect(siteHomeUrl(site, 'first.com')).toBe(`/api/v1/sites/${trackId}/preview/first.com/`);
    expect(siteHomeUrl(site, 'second.de')).toBe(`/api/v1/sites/${trackId}/sites/second.de/versions/2/files/`);
  });
});
