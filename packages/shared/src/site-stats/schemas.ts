import { z } from 'zod';

/** The days My sites shows: today and the 29 before it, in UTC. */
export const STATS_DAYS = 30;

/** One UTC day of a published site: page views, and unique visitors (each counted once that day). */
export const statsDaySchema = z.object({
  /** YYYY-MM-DD, UTC. */
  day: z.string(),
  views: z.number().int(),
  visitors: z.number().int(),
});
export type StatsDay = z.infer<typeof statsDaySchema>;

/**
 * A site's visit statistics over the last STATS_DAYS days: every day, oldest first (days without visits as 0), the
 * most viewed pages and the hosts of the pages that linked to it most. Counted on the server as pages are served, with
 * no cookie and no script; counts reach it within about two minutes.
 */
export const siteStatsSchema = z.object({
  days: z.array(statsDaySchema),
  pages: z.array(z.object({ page: z.string(), views: z.number().int() })),
  referrers: z.array(z.object({ host: z.string(), views: z.number().int() })),
});
export type SiteStats = z.infer<typeof siteStatsSchema>;
