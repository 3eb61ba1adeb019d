import type { FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { buildApp } from '../../src/app.ts';
import { register } from '../support/accounts.ts';
import { closedPort, recipients, startSmtpInbox, type SmtpInbox } from '../support/smtp-peer.ts';
import { createTestApp, type TestApp } from '../support/test-app.ts';
import { mailSettings, sleep } from './mail-support.ts';

const RETRY_BASE_MS = 100;
const MAILS = 20;
let t: TestApp | undefined;
let second: FastifyInstance | undefined;
let inbox: SmtpInbox | undefined;
afterEach(async () => {
  await second?.close();
  await t?.close();
  await inbox?.close();
  t = second = inbox = undefined;
});

describe('two instances on one database', () => {
  it('send each mail once, however their workers race for the outbox', async () => {
    const port = await closedPort();
    t = await createTestApp({ smtpUrl: `smtp://127.0.0.1:${port}`, mailFrom: 'first@sitecraft.test', mail: mailSettings({ retryBaseMs: RETRY_BASE_MS }), logLevel: 'error' });
    // The same database (SQLite file or PostgreSQL database) and clock; its own worker, sender address and SMTP client.
    second = (await buildApp({ config: { ...t.ctx.config, mailFrom: 'second@sitecraft.test' }, clock: t.clock })).app;
    await second.ready();
    const instances = [t.app, second];

    // While the mail server is down, both instances queue mail and every first attempt fails.
    const addresses = Array.from({ length: MAILS }, (_, index) => `racer-${index}@example.com`);
    await Promise.all(addresses.map((address, index) => register(instances[index % 2]!, address)));
    const db = t.ctx.db;
    await vi.waitFor(async () => {
      const rows = await db.selectFrom('outbox').select(['status', 'attempts']).execute();
      expect(rows).toEqual(addresses.map(() => ({ status: 'pending', attempts: 1 })));
    });

    // Up again, a little slow: both workers find all of them due at once and take them one by one.
    inbox = await startSmtpInbox({ port, delayMs: 40 });
    t.clock.advance(RETRY_BASE_MS);
    await vi.waitFor(() => expect(inbox!.mails).toHaveLength(MAILS), { timeout: 10_000 });
    await vi.waitFor(async () => {
      const rows = await db.selectFrom('outbox').select(['status', 'attempts']).execute();
      expect(rows).toEqual(addresses.map(() => ({ status: 'sent', attempts: 2 })));
    });
    await sleep(5 * RETRY_BASE_MS);

    const delivered = inbox.mails.flatMap(recipients).sort();
    expect(delivered).toEqual([...addresses].sort());
    // Both took part: the senders tell the instances apart.
    expect(new Set(inbox.mails.map((mail) => mail.from?.text))).toEqual(new Set(['first@sitecraft.test', 'second@sitecraft.test']));
  });

  it('send a mail whose instance died while sending it once its lease has run out', async () => {
    inbox = await startSmtpInbox();
    t = await createTestApp({ smtpUrl: inbox.url, logLevel: 'error' });
    // What a dead instance leaves behind: a mail it had claimed (one attempt started) and never finished.
    const leaseEnds = t.clock.now() + 500;
    await t.ctx.db
      .insertInto('outbox')
      .values({ to_address: 'orphan@example.com', subject: 'Orphan', text_body: 'text', html_body: '<p>text</p>', created_at: t.clock.now(), status: 'sending', attempts: 1, next_attempt_at: leaseEnds, last_error: null, sent_at: null })
      .execute();
    await t.app.ready();
    await sleep(300);
    expect(inbox.mails).toHaveLength(0);

    t.clock.advance(leaseEnds - t.clock.now());
    await inbox.waitForMail('orphan@example.com', 'Orphan', 10_000);
    const db = t.ctx.db;
    await vi.waitFor(async () => expect(await db.selectFrom('outbox').select(['status', 'attempts']).execute()).toEqual([{ status: 'sent', attempts: 2 }]));
  });
});
