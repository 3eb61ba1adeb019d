import type { FastifyBaseLogger } from 'fastify';
import type { Clock } from '../../clock.ts';
import type { MailDeliverySettings } from '../../config.ts';
import type { Db } from '../db/database.ts';
import type { OutboxMail } from '../db/schema.ts';
import type { MailTransport } from './mailer.ts';
import { claimDueMail, markSent, nextDueAt, recordFailedAttempt, releaseClaim } from './outbox-store.ts';

export interface MailDelivery {
  /** Tells the worker a mail was queued. */
  wake(): void;
  start(): Promise<void>;
  /** Stops sending; a send under way is cut off and its mail is due again at once, for the next start or another instance. */
  stop(): Promise<void>;
}

/** The longest wait between looks at the outbox: it finds mail queued by other instances and leases of dead workers. */
const POLL_MS = 5_000;
/** The shortest wait, so a due time that another worker's claim moved never makes the worker spin. */
const MIN_WAIT_MS = 20;
const ERROR_LENGTH = 1_000;
const SHUTDOWN = 'shutdown';

/**
 * The wait before the next attempt after `failedAttempts` failed ones: retryBaseMs, doubled after each further
 * failure, at most retryMaxMs; undefined once maxAttempts are used up.
 */
export function retryDelay(failedAttempts: number, settings: MailDeliverySettings): number | undefined {
  if (failedAttempts >= settings.maxAttempts) return undefined;
  return Math.min(settings.retryBaseMs * 2 ** (failedAttempts - 1), settings.retryMaxMs);
}

/** A 5xx answer to the envelope or the message is permanent (RFC 5321): sending it again cannot help. */
function isPermanentRefusal(error: unknown): boolean {
  if (typeof error !== 'object' || error === null) return false;
  const { code, responseCode } = error as { code?: unknown; responseCode?: unknown };
  return (code === 'EENVELOPE' || code === 'EMESSAGE') && typeof responseCode === 'number' && responseCode >= 500 && responseCode < 600;
}

const describe = (error: unknown) => (error instanceof Error ? error.message : String(error)).slice(0, ERROR_LENGTH);

/**
 * The worker that sends the outbox: one mail at a time, claimed with a lease so that several instances on one
 * database never send a mail twice; a failed attempt is tried again with exponential backoff until maxAttempts.
 * Due times are read on `clock` (the tests' manual clock moves them); the waits between looks are real timers.
 */
export function createMailDelivery(deps: { db: Db; clock: Clock; log: FastifyBaseLogger; transport: MailTransport; settings: MailDeliverySettings }): MailDelivery {
  const { db, clock, log, transport, settings } = deps;
  // A live worker cuts every attempt off well before its lease runs out, so a lease expires only when its worker died.
  const attemptLimitMs = 4 * settings.smtpTimeoutMs;
  const leaseMs = 2 * attemptLimitMs;
  let stopped = true;
  let pumping: Promise<void> | undefined;
  let wokenWhilePumping = false;
  let timer: NodeJS.Timeout | undefined;
  let sending: AbortController | undefined;

  async function attempt(mail: OutboxMail): Promise<void> {
    const controller = new AbortController();
    sending = controller;
    const limit = setTimeout(() => controller.abort(new Error(`no answer within ${attemptLimitMs} ms`)), attemptLimitMs);
    let failure: { error: unknown } | undefined;
    try {
      const replyTo = mail.reply_to ? { replyTo: mail.reply_to } : {};
      await transport.deliver({ to: mail.to_address, subject: mail.subject, text: mail.text_body, html: mail.html_body, ...replyTo, ...(mail.calendar_body ? { calendar: mail.calendar_body } : {}) }, controller.signal);
    } catch (error) {
      failure = { error };
    } finally {
      clearTimeout(limit);
      sending = undefined;
    }
    if (!failure) {
      if (!(await markSent(db, clock, mail))) log.warn({ mailId: mail.id }, 'a mail was sent after its lease had run out');
      return;
    }
    if (controller.signal.reason === SHUTDOWN) {
      await releaseClaim(db, clock, mail);
      return;
    }
    const delay = isPermanentRefusal(failure.error) ? undefined : retryDelay(mail.attempts, settings);
    const retryAt = delay === undefined ? undefined : clock.now() + delay;
    await recordFailedAttempt(db, mail, describe(failure.error), retryAt);
    log.warn({ err: failure.error, mailId: mail.id, to: mail.to_address, attempt: mail.attempts, retryAt: retryAt ?? null }, retryAt ? 'mail not delivered, will try again' : 'mail not delivered, giving up');
  }

  async function drain(): Promise<void> {
    clearTimeout(timer);
    let wait = POLL_MS;
    try {
      do {
        wokenWhilePumping = false;
        while (!stopped) {
          const mail = await claimDueMail(db, clock, leaseMs);
          if (!mail) break;
          if (stopped) await releaseClaim(db, clock, mail);
          else await attempt(mail);
        }
      } while (wokenWhilePumping && !stopped);
      const due = await nextDueAt(db);
      if (due !== undefined) wait = Math.min(Math.max(due - clock.now(), MIN_WAIT_MS), POLL_MS);
    } catch (error) {
      log.error({ err: error }, 'the mail delivery worker could not use the outbox');
    }
    if (stopped) return;
    timer = setTimeout(() => void pump(), wait);
    timer.unref();
  }

  function pump(): Promise<void> {
    if (stopped) return Promise.resolve();
    if (pumping) {
      wokenWhilePumping = true;
      return pumping;
    }
    pumping = drain().finally(() => (pumping = undefined));
    return pumping;
  }

  return {
    wake: () => void pump(),
    async start() {
      stopped = false;
      // Not awaited: a long queue or a slow mail server must not hold up the start.
      void pump();
    },
    async stop() {
      stopped = true;
      clearTimeout(timer);
      sending?.abort(SHUTDOWN);
      await pumping;
    },
  };
}
