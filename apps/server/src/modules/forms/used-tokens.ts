import type { FastifyBaseLogger } from 'fastify';
import type { Redis } from 'ioredis';
import type { Db } from '../../infra/db/database.ts';

/** The nonces of time tokens already posted, each kept until its token expires, so a token is good for one post. */
export interface UsedTokens {
  /**
   * Records the nonce; false when it was recorded before (the token is reused). The database store writes through
   * `db`, so a caller's transaction records the nonce and the message together.
   */
  firstUse(db: Db, nonce: string, expiresAt: number, now: number): Promise<boolean>;
  /** Forgets the nonces of expired tokens (the database keeps them until then; Redis lets them expire itself). */
  forgetExpired(now: number): Promise<void>;
}

/** In the database: right for any number of instances sharing it, and kept across restarts. */
export function databaseUsedTokens(db: Db): UsedTokens {
  return {
    async firstUse(executor, nonce, expiresAt) {
      const inserted = await executor
        .insertInto('form_token_uses')
        .values({ nonce, expires_at: expiresAt })
        .onConflict((conflict) => conflict.column('nonce').doNothing())
        .executeTakeFirst();
      return Number(inserted.numInsertedOrUpdatedRows ?? 0) === 1;
    },
    async forgetExpired(now) {
      await db.deleteFrom('form_token_uses').where('expires_at', '<', now).execute();
    },
  };
}

/**
 * In Redis (REDIS_URL), one key per nonce that expires with its token. Should Redis fail, the token counts as unused:
 * the other rules still hold, and a visitor's message is not lost to an outage.
 */
export function redisUsedTokens(redis: Redis, prefix: string, log: FastifyBaseLogger): UsedTokens {
  return {
    async firstUse(_db, nonce, expiresAt, now) {
      try {
        return (await redis.set(`${prefix}:form-token:${nonce}`, '1', 'PX', Math.max(1, expiresAt - now), 'NX')) === 'OK';
      } catch (error) {
        log.warn({ err: error }, 'Redis did not say whether a form token was used; it is taken as unused');
        return true;
      }
    },
    async forgetExpired() {},
  };
}
