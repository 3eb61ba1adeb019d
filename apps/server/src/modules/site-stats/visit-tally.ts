/** What a count is of: a page's views, a referring host's views, or a visitor (counted once a day, whatever the number). */
export type TallyKind = 'page' | 'referrer' | 'visitor';

/** One site of a generation, as statistics are kept: its track_id and its domain. */
export interface StatsSite {
  trackId: string;
  host: string;
}

/**
 * Counts not yet written, by key (see tallyKey): the same keys are the fields of the Redis hash that several instances
 * gather in, so a tally moves there and back unchanged.
 */
export type Tally = Map<string, number>;

export interface TallyEntry {
  kind: TallyKind;
  trackId: string;
  host: string;
  day: string;
  /** The page, the referring host or the visitor's hash. */
  value: string;
  count: number;
}

/** The UTC day of a moment, as the statistics name days: YYYY-MM-DD. */
export const dayOf = (ms: number): string => new Date(ms).toISOString().slice(0, 10);

/**
 * A count's key: its parts joined by a line break, which none of them holds (a site's paths and the hosts taken have
 * no control characters; ids, days and hashes are plain).
 */
export const tallyKey = (kind: TallyKind, site: StatsSite, day: string, value: string): string => `${kind}\n${site.trackId}\n${site.host}\n${day}\n${value}`;

const kinds = new Set<string>(['page', 'referrer', 'visitor']);

/** The entries of a tally; a key of another shape (a Redis hash written by something else) is skipped. */
export function* tallyEntries(tally: Iterable<[string, number]>): Generator<TallyEntry> {
  for (const [key, count] of tally) {
    const parts = key.split('\n');
    if (parts.length !== 5 || !kinds.has(parts[0]!) || !Number.isInteger(count) || count <= 0) continue;
    const [kind, trackId, host, day, value] = parts as [TallyKind, string, string, string, string];
    yield { kind, trackId, host, day, value, count };
  }
}

/** Adds the counts of `source` to `target` (a visitor stays counted once). */
export function mergeTally(target: Tally, source: Tally): void {
  for (const [key, count] of source) target.set(key, (target.get(key) ?? 0) + count);
}
