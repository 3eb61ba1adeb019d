import { PRODUCT_TITLE } from '@sitecraft/shared/product';
import type { Config } from './config.ts';

/** What `npm start` says once it listens: the address to open first, then what it runs on. */
export function startupLine(config: Pick<Config, 'publicUrl' | 'databaseUrl' | 'smtpUrl' | 'redis' | 'generation'>): string {
  const setup = [
    `database: ${config.databaseUrl ? 'PostgreSQL' : 'SQLite'}`,
    `mail: ${config.smtpUrl ? 'SMTP' : 'outbox, links printed here'}`,
    `queue: ${config.redis ? 'BullMQ on Redis' : 'embedded'}`,
    `generation workers here: ${config.generation.concurrency}`,
  ];
  return `${PRODUCT_TITLE} is ready: open ${config.publicUrl}/#/landing (${setup.join(', ')})`;
}
