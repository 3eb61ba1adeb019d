import { setImmediate as nextTurn } from 'node:timers/promises';

/** The most values one query is given: far below the bound-parameter limits of SQLite (32,766) and PostgreSQL (65,535). */
export const LOOKUP_BATCH = 512;

/**
 * Runs `lookup` over the distinct `values` in slices of at most LOOKUP_BATCH and joins the rows: one query per slice
 * where one per value would be thousands. Each slice is padded to a power of two by repeating its last value, so a
 * lookup has at most ten SQL texts and each is prepared once. Between slices other work gets its turn (SQLite
 * answers synchronously and would hold the event loop for the whole lookup).
 */
export async function lookupInBatches<Row>(values: Iterable<string>, lookup: (slice: string[]) => Promise<Row[]>): Promise<Row[]> {
  const distinct = [...new Set(values)];
  const rows: Row[] = [];
  for (let start = 0; start < distinct.length; start += LOOKUP_BATCH) {
    if (start > 0) await nextTurn();
    const slice = distinct.slice(start, start + LOOKUP_BATCH);
    const padded = 2 ** Math.ceil(Math.log2(slice.length));
    while (slice.length < padded) slice.push(slice[slice.length - 1]!);
    for (const row of await lookup(slice)) rows.push(row);
  }
  return rows;
}
