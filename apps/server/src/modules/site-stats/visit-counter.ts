import type { FastifyRequest } from 'fastify';
import type { AppContext } from '../../app-context.ts';
import { closeRedis, connectRedisFailFast } from '../../infra/redis/redis-client.ts';
import { periodicTask } from '../../periodic-task.ts';
import { redisVisitBuffer } from './redis-visit-buffer.ts';
import { isPersonsView, referrerHost } from './visit-rules.ts';
import { createVisitSalts, visitorHash } from './visit-salts.ts';
import { forgetPastDays, writeTally } from './visit-store.ts';
import { dayOf, mergeTally, tallyKey, type StatsSite, type Tally } from './visit-tally.ts';

/** How often the counts are written to the database; serving a page never waits on it. */
export const VISITS_WRITE_MS = 60_000;
/** Counts one process gathers between two writes at most; past it, new page views are dropped (a flood, not people). */
const MAX_TALLY = 200_000;
const DAY_MS = 24 * 60 * 60 * 1000;

export interface VisitCounter {
  /** Counts a page view of a published site when a person opened it (see isPersonsView); never waits. */
  count(request: FastifyRequest, site: StatsSite, page: string): void;
  /** Hands this process's counts to Redis, where every instance's gather (with REDIS_URL; without it, nothing to do). */
  push(): Promise<void>;
  /**
   * Writes the gathered counts to the database and forgets past days' salts; with Redis only when no instance did
   * within VISITS_WRITE_MS. True when it wrote.
   */
  write(): Promise<boolean>;
  /** Pushes and writes every VISITS_WRITE_MS. */
  start(): Promise<void>;
  /** Stops the timer, then pushes and writes what was gathered. */
  stop(): Promise<void>;
  close(): Promise<void>;
}

/**
 * Page views, unique visitors and referrers of published sites, counted in memory as pages are served (no cookie, no
 * script) and written to the database every minute and at shutdown; with REDIS_URL the instances gather their counts
 * in Redis and one of them writes them.
 */
export function createVisitCounter(ctx: Pick<AppContext, 'config' | 'db' | 'clock' | 'log'>): VisitCounter {
  const { config, db, clock, log } = ctx;
  const salts = createVisitSalts(db);
  const redis = config.redis && connectRedisFailFast(config.redis.url, `${config.redis.prefix}:visits`, log);
  const shared = redis && config.redis ? redisVisitBuffer(redis, config.redis.prefix, VISITS_WRITE_MS) : undefined;
  let tally: Tally = new Map();
  let warnedFull = false;
  let knownDay = { day: '', from: 0, until: 0 };
  // Views counted while the day's salt was being read: a push or write waits for them, so it holds every view before it.
  const waitingForSalt = new Set<Promise<void>>();

  /** The current UTC day, worked out again only when the clock leaves the one known (toISOString on every view showed in profiles). */
  function currentDay(): string {
    const now = clock.now();
    if (now < knownDay.from || now >= knownDay.until) {
      const from = now - (now % DAY_MS);
      knownDay = { day: dayOf(now), from, until: from + DAY_MS };
    }
    return knownDay.day;
  }

  function record(site: StatsSite, day: string, page: string, referrer: string | undefined, visitor: string): void {
    if (tally.size >= MAX_TALLY) {
      if (!warnedFull) log.warn({ counts: tally.size }, 'page views are not counted until the next write: too many distinct counts gathered');
      warnedFull = true;
      return;
    }
    const add = (key: string) => tally.set(key, (tally.get(key) ?? 0) + 1);
    add(tallyKey('page', site, day, page));
    if (referrer) add(tallyKey('referrer', site, day, referrer));
    tally.set(tallyKey('visitor', site, day, visitor), 1);
  }

  /** Hands the tally to `work`; should it fail, the counts go back to be tried again next time. */
  async function handOver(work: (handed: Tally) => Promise<void>): Promise<void> {
    await Promise.all(waitingForSalt);
    const handed = tally;
    tally = new Map();
    warnedFull = false;
    try {
      await work(handed);
    } catch (error) {
      mergeTally(tally, handed);
      throw error;
    }
  }

  async function write(): Promise<boolean> {
    const today = dayOf(clock.now());
    salts.forgetOtherDays(today);
    if (shared) {
      const taken = await shared.take();
      if (!taken) return false;
      await writeTally(db, taken.tally);
      await taken.written();
    } else {
      await handOver((handed) => writeTally(db, handed));
    }
    await forgetPastDays(db, today);
    return true;
  }

  const push = async () => (shared ? handOver((handed) => shared.add(handed)) : undefined);
  const flush = async () => {
    await push();
    await write();
  };

  const timer = periodicTask(log, VISITS_WRITE_MS, flush, 'the visit counts were not written; they are tried again in a minute');

  return {
    count(request, site, page) {
      if (!isPersonsView(request.method, request.headers)) return;
      const day = currentDay();
      const { referer } = request.headers;
      const referrer = referer === undefined ? undefined : referrerHost(referer, request.host);
      const { ip } = request;
      const agent = request.headers['user-agent'] ?? '';
      const salt = salts.of(day);
      if (typeof salt === 'string') return record(site, day, page, referrer, visitorHash(salt, site, ip, agent));
      const waiting = salt.then(
        (value) => record(site, day, page, referrer, visitorHash(value, site, ip, agent)),
        (error: unknown) => log.warn({ err: error }, "a page view was not counted: the day's salt could not be read"),
      );
      waitingForSalt.add(waiting);
      void waiting.finally(() => waitingForSalt.delete(waiting));
    },
    push,
    write,
    start: timer.start,
    async stop() {
      await timer.stop();
      await flush().catch((error: unknown) => log.error({ err: error }, 'the visit counts gathered before shutdown were not written'));
    },
    async close() {
      if (redis) await closeRedis(redis);
    },
  };
}
