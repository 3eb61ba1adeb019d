/** How long an answer is kept: what another instance changed (a publication, an own domain) shows here within this. */
export const SERVING_CACHE_MS = 1000;
const MAX_ENTRIES = 10_000;

/**
 * Which content a slug or an own domain serves, kept for SERVING_CACHE_MS: reading it from the database was the largest
 * cost of serving a published page. This process's own changes (publish, unpublish, deleting a site, verifying,
 * preferring or removing an own domain) call `changed()`, which forgets everything at once; another instance's change
 * shows here within SERVING_CACHE_MS (both for a new publication and for one taken offline).
 */
export interface ServingCache {
  /** The answer kept under `key`, else what `load` gives (one load at a time per key, however many requests ask). */
  get<T>(key: string, load: () => Promise<T>): Promise<T>;
  /** Forgets every answer; call it after the change is committed. */
  changed(): void;
}

/** `now` is a monotonic time in ms (real time: the time to live bounds how stale an answer may be, whatever the app's clock says). */
export function createServingCache(ttlMs = SERVING_CACHE_MS, now: () => number = () => performance.now()): ServingCache {
  const entries = new Map<string, { value: Promise<unknown>; until: number }>();
  return {
    get<T>(key: string, load: () => Promise<T>): Promise<T> {
      const time = now();
      const kept = entries.get(key);
      if (kept && time < kept.until) return kept.value as Promise<T>;
      if (entries.size >= MAX_ENTRIES) entries.delete(entries.keys().next().value!);
      const value = load();
      const entry = { value, until: time + ttlMs };
      entries.set(key, entry);
      // A failed load is not kept: the next request asks again.
      value.catch(() => entries.get(key) === entry && entries.delete(key));
      return value;
    },
    changed() {
      entries.clear();
    },
  };
}
