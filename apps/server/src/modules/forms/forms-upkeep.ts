import type { AppContext } from '../../app-context.ts';
import { generatedSecret } from '../../infra/db/generated-secrets.ts';
import type { ArtifactStore } from '../../infra/store/artifact-store.ts';
import { closeRedis, connectRedisFailFast } from '../../infra/redis/redis-client.ts';
import { deleteExpiredBookings } from '../bookings/booking-store.ts';
import { forgetExpiredCorrections } from './form-corrections.ts';
import { deleteExpiredMessages } from './message-store.ts';
import { sendDueNotifications } from './owner-notifications.ts';
import { databaseUsedTokens, redisUsedTokens, type UsedTokens } from './used-tokens.ts';
import { periodicTask } from '../../periodic-task.ts';

/** How often the gathered notifications are looked for and old messages deleted: a mail is at most this late. */
const UPKEEP_INTERVAL_MS = 30_000;

export interface FormsRuntime {
  /** The key that signs and checks the time tokens of served contact pages. */
  tokenSecret: string;
  usedTokens: UsedTokens;
  /** Sends the gathered notifications that are due, deletes messages and bookings past their retention, forgets expired tokens and corrections. */
  upkeep(): Promise<void>;
  /** Runs the upkeep every 30 s; any number of instances may, each change holds only once. */
  start(): Promise<void>;
  stop(): Promise<void>;
  /** Closes the Redis connection, once no request needs it. */
  close(): Promise<void>;
}

/**
 * The forms' token key (FORM_TOKEN_SECRET or one derived from WEBHOOK_SECRET, else one kept in the database), their
 * used-token store (Redis with REDIS_URL, else the database) and their periodic upkeep.
 */
export async function createFormsRuntime(ctx: AppContext, artifacts: ArtifactStore): Promise<FormsRuntime> {
  const tokenSecret = ctx.config.forms.tokenSecret ?? (await generatedSecret(ctx.db, 'form-token', ctx.clock.now()));
  const redis = ctx.config.redis && connectRedisFailFast(ctx.config.redis.url, `${ctx.config.redis.prefix}:forms`, ctx.log);
  const usedTokens = redis && ctx.config.redis ? redisUsedTokens(redis, ctx.config.redis.prefix, ctx.log) : databaseUsedTokens(ctx.db);

  async function upkeep(): Promise<void> {
    const now = ctx.clock.now();
    await sendDueNotifications({ ctx, artifacts });
    const deleted = await deleteExpiredMessages(ctx.db, now, ctx.config.forms.retentionDays);
    if (deleted > 0) ctx.log.info({ deleted }, 'form messages past their retention were deleted');
    const bookings = await deleteExpiredBookings(ctx.db, now, ctx.config.forms.retentionDays);
    if (bookings > 0) ctx.log.info({ bookings }, 'bookings past their retention were deleted');
    await usedTokens.forgetExpired(now);
    await forgetExpiredCorrections(ctx.db, now);
  }

  return {
    tokenSecret,
    usedTokens,
    upkeep,
    ...periodicTask(ctx.log, UPKEEP_INTERVAL_MS, upkeep, 'the upkeep of the forms failed'),
    async close() {
      if (redis) await closeRedis(redis);
    },
  };
}
