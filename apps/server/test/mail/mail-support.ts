import { loadConfig, type MailDeliverySettings } from '../../src/config.ts';
import type { OutboxMail } from '../../src/infra/db/schema.ts';
import type { TestApp } from '../support/test-app.ts';

/** The default delivery settings with some changed (short retries and timeouts keep the tests quick). */
export function mailSettings(overrides: Partial<MailDeliverySettings>): MailDeliverySettings {
  return { ...loadConfig({ NODE_ENV: 'test' }).mail, ...overrides };
}

/** The outbox rows to an address, oldest first. */
export function outboxTo(t: TestApp, to: string): Promise<OutboxMail[]> {
  return t.ctx.db.selectFrom('outbox').selectAll().where('to_address', '=', to).orderBy('id').execute();
}

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
