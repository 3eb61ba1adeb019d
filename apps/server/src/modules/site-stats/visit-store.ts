import type { SiteStats } from '@sitecraft/shared/site-stats';
import { STATS_DAYS } from '@sitecraft/shared/site-stats';
import type { Db } from '../../infra/db/database.ts';
import { dayOf, tallyEntries, type StatsSite, type Tally } from './visit-tally.ts';

/** Days of statistics kept; My sites shows the last STATS_DAYS. */
const KEPT_DAYS = 90;
const DAY_MS = 24 * 60 * 60 * 1000;
const TOP = 10;
const BATCH = 500;
const STATS_TABLES = ['site_visit_days', 'site_page_views', 'site_referrers', 'site_visitors'] as const;

const dayBefore = (day: string, days: number) => dayOf(Date.parse(day) - days * DAY_MS);

function* batches<T>(items: T[]): Generator<T[]> {
  for (let start = 0; start < items.length; start += BATCH) yield items.slice(start, start + BATCH);
}

interface SiteDay {
  track_id: string;
  host: string;
  day: string;
  views: number;
  visitors: string[];
}

/**
 * Adds a tally to the statistics in one transaction: each site-day's views, per page and per referring host, and its
 * new visitors (a hash already written that day is not counted again, whichever instance saw it).
 */
export async function writeTally(db: Db, tally: Tally): Promise<void> {
  const days = new Map<string, SiteDay>();
  const pages: { track_id: string; host: string; day: string; page: string; views: number }[] = [];
  const referrers: { track_id: string; host: string; day: string; referrer: string; views: number }[] = [];
  for (const { kind, trackId, host, day, value, count } of tallyEntries(tally)) {
    const key = JSON.stringify([trackId, host, day]);
    let siteDay = days.get(key);
    if (!siteDay) days.set(key, (siteDay = { track_id: trackId, host, day, views: 0, visitors: [] }));
    if (kind === 'visitor') siteDay.visitors.push(value);
    else if (kind === 'page') {
      siteDay.views += count;
      pages.push({ track_id: trackId, host, day, page: value, views: count });
    } else referrers.push({ track_id: trackId, host, day, referrer: value, views: count });
  }
  if (days.size === 0) return;
  await db.transaction().execute(async (trx) => {
    const dayRows = [];
    for (const { visitors, ...siteDay } of days.values()) {
      let added = 0;
      for (const slice of batches(visitors)) {
        const rows = slice.map((visitor) => ({ track_id: siteDay.track_id, host: siteDay.host, day: siteDay.day, visitor }));
        const inserted = await trx.insertInto('site_visitors').values(rows).onConflict((conflict) => conflict.doNothing()).executeTakeFirst();
        added += Number(inserted.numInsertedOrUpdatedRows ?? 0);
      }
      dayRows.push({ ...siteDay, visitors: added });
    }
    for (const slice of batches(dayRows)) {
      await trx
        .insertInto('site_visit_days')
        .values(slice)
        .onConflict((conflict) =>
          conflict.columns(['track_id', 'host', 'day']).doUpdateSet((eb) => ({
            views: eb('site_visit_days.views', '+', eb.ref('excluded.views')),
            visitors: eb('site_visit_days.visitors', '+', eb.ref('excluded.visitors')),
          })),
        )
        .execute();
    }
    for (const slice of batches(pages)) {
      await trx
        .insertInto('site_page_views')
        .values(slice)
        .onConflict((conflict) => conflict.columns(['track_id', 'host', 'day', 'page']).doUpdateSet((eb) => ({ views: eb('site_page_views.views', '+', eb.ref('excluded.views')) })))
        .execute();
    }
    for (const slice of batches(referrers)) {
      await trx
        .insertInto('site_referrers')
        .values(slice)
        .onConflict((conflict) => conflict.columns(['track_id', 'host', 'day', 'referrer']).doUpdateSet((eb) => ({ views: eb('site_referrers.views', '+', eb.ref('excluded.views')) })))
        .execute();
    }
  });
}

/**
 * Deletes the salts of the days before `today`, the visitor hashes a day later (counts of yesterday that other
 * instances hand in late must still find them), and every count older than KEPT_DAYS.
 */
export async function forgetPastDays(db: Db, today: string): Promise<void> {
  await db.deleteFrom('visit_salts').where('day', '<', today).execute();
  await db.deleteFrom('site_visitors').where('day', '<', dayBefore(today, 1)).execute();
  const oldest = dayBefore(today, KEPT_DAYS - 1);
  for (const table of STATS_TABLES) await db.deleteFrom(table).where('day', '<', oldest).execute();
}

/** Deletes every statistic of a deleted generation's sites (see deleteSite). */
export async function deleteSiteVisits(db: Db, trackId: string): Promise<void> {
  for (const table of STATS_TABLES) await db.deleteFrom(table).where('track_id', '=', trackId).execute();
}

/** A site's last STATS_DAYS days up to `today` (every day, oldest first), its most viewed pages and its top referrers. */
export async function readSiteStats(db: Db, site: StatsSite, today: string): Promise<SiteStats> {
  const first = dayBefore(today, STATS_DAYS - 1);
  const [dayRows, pages, referrers] = await Promise.all([
    db
      .selectFrom('site_visit_days')
      .select(['day', 'views', 'visitors'])
      .where('track_id', '=', site.trackId)
      .where('host', '=', site.host)
      .where('day', '>=', first)
      .execute(),
    db
      .selectFrom('site_page_views')
      .select(['page', (eb) => eb.fn.sum<number>('views').as('total')])
      .where('track_id', '=', site.trackId)
      .where('host', '=', site.host)
      .where('day', '>=', first)
      .groupBy('page')
      .orderBy('total', 'desc')
      .orderBy('page')
      .limit(TOP)
      .execute(),
    db
      .selectFrom('site_referrers')
      .select(['referrer', (eb) => eb.fn.sum<number>('views').as('total')])
      .where('track_id', '=', site.trackId)
      .where('host', '=', site.host)
      .where('day', '>=', first)
      .groupBy('referrer')
      .orderBy('total', 'desc')
      .orderBy('referrer')
      .limit(TOP)
      .execute(),
  ]);
  const byDay = new Map(dayRows.map((row) => [row.day, row]));
  return {
    days: Array.from({ length: STATS_DAYS }, (_, index) => {
      const day = dayBefore(today, STATS_DAYS - 1 - index);
      const row = byDay.get(day);
      return { day, views: row?.views ?? 0, visitors: row?.visitors ?? 0 };
    }),
    pages: pages.map((row) => ({ page: row.page, views: Number(row.total) })),
    referrers: referrers.map((row) => ({ host: row.referrer, views: Number(row.total) })),
  };
}
