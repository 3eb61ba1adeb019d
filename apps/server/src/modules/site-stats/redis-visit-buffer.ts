import type { Redis } from 'ioredis';
import type { Tally } from './visit-tally.ts';

/** Where several instances gather their counts before one of them writes them to the database. */
export interface SharedVisits {
  /** Adds this instance's counts to the gathered ones, all or nothing. */
  add(tally: Tally): Promise<void>;
  /** The gathered counts, when this instance is the one to write them now; call `written()` once they are in the database. */
  take(): Promise<{ tally: Tally; written(): Promise<void> } | undefined>;
}

const noSuchKey = (error: Error) => {
  if (!/no such key/i.test(error.message)) throw error;
};

/**
 * The counts of every instance in one Redis hash (its fields are tally keys). The instance that takes the write lock,
 * which expires after `everyMs` and is never released early, writes them: the database gets one write per `everyMs`
 * whatever the number of instances. A write that failed leaves its counts under `writing`, taken again next time
 * before the pending ones.
 */
export function redisVisitBuffer(redis: Redis, prefix: string, everyMs: number): SharedVisits {
  const pending = `${prefix}:visits:pending`;
  const writing = `${prefix}:visits:writing`;
  const lock = `${prefix}:visits:write-lock`;
  return {
    async add(tally) {
      if (tally.size === 0) return;
      const multi = redis.multi();
      for (const [field, count] of tally) multi.hincrby(pending, field, count);
      const failed = (await multi.exec())?.find(([error]) => error);
      if (failed) throw failed[0];
    },
    async take() {
      if ((await redis.set(lock, '1', 'PX', everyMs, 'NX')) !== 'OK') return undefined;
      // Does nothing when a failed write left its counts under `writing`: they go first.
      await redis.renamenx(pending, writing).catch(noSuchKey);
      const fields = await redis.hgetall(writing);
      return {
        tally: new Map(Object.entries(fields).map(([field, count]) => [field, Number(count)])),
        written: async () => void (await redis.del(writing)),
      };
    },
  };
}
