import type { FastifyBaseLogger } from 'fastify';
import type { Clock } from './clock.ts';
import type { Config } from './config.ts';
import type { Db } from './infra/db/database.ts';
import type { Mailer } from './infra/mail/mailer.ts';
import type { SessionCache } from './modules/auth/session-cache.ts';
import type { SessionEvents } from './modules/auth/session-events.ts';
import type { ServingCache } from './modules/publishing/serving-cache.ts';

/** What the services need from the outside world, chosen once at start-up. */
export interface AppContext {
  config: Config;
  db: Db;
  mailer: Mailer;
  clock: Clock;
  log: FastifyBaseLogger;
  /** Ended sessions and changed accounts, told at once to this process's live connections and session cache. */
  sessionEvents: SessionEvents;
  /** The account of a session token, kept for a moment (SESSION_CACHE_MS). */
  sessions: SessionCache;
  /** Which content each slug and own domain serves, kept for a second; whatever changes one calls `serving.changed()`. */
  serving: ServingCache;
}
