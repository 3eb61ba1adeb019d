import type { FastifyBaseLogger } from 'fastify';
import type { Clock } from './clock.ts';
import type { Config } from './config.ts';
import type { Db } from './infra/db/database.ts';
import type { Mailer } from './infra/mail/mailer.ts';
import type { SessionRevocations } from './modules/auth/session-revocations.ts';

/** What the services need from the outside world, chosen once at start-up. */
export interface AppContext {
  config: Config;
  db: Db;
  mailer: Mailer;
  clock: Clock;
  log: FastifyBaseLogger;
  /** Ends this process's live connections of a revoked session at once. */
  revocations: SessionRevocations;
}
