import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAIL_INTERVAL_MS } from '../../src/modules/auth/mail-throttle.ts';
import { register } from '../support/accounts.ts';
import { startSmtpInbox, type SmtpInbox } from '../support/smtp-peer.ts';
import { createTestApp, type TestApp } from '../support/test-app.ts';
import { outboxTo } from './mail-support.ts';

const TRIES = 30;
const WARM_UP = 3;
const KNOWN = 'known@example.com';
const UNKNOWN = 'nobody@example.com';

let t: TestApp;
let inbox: SmtpInbox;
let origin: string;
beforeAll(async () => {
  inbox = await startSmtpInbox({ delayMs: 300 });
  // Behind a trusted proxy, so each request can come from its own client address: the per-client limit of the
  // mail routes (20 an hour) is not what this test is about.
  t = await createTestApp({ smtpUrl: inbox.url, logLevel: 'error', trustProxy: 1 });
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  origin = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
  await register(t.app, KNOWN);
});
afterAll(async () => {
  await t.close();
  await inbox.close();
});

let clients = 0;

/** Milliseconds until the whole answer to one real HTTP request is in. */
async function timed(path: string, email: string): Promise<number> {
  clients += 1;
  const headers = { 'content-type': 'application/json', 'x-forwarded-for': `198.51.${clients >> 8}.${clients & 255}` };
  const started = performance.now();
  const response = await fetch(`${origin}${path}`, { method: 'POST', headers, body: JSON.stringify({ email }) });
  await response.arrayBuffer();
  const elapsed = performance.now() - started;
  expect(response.status).toBe(200);
  return elapsed;
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return (sorted[(sorted.length - 1) >> 1]! + sorted[sorted.length >> 1]!) / 2;
};

describe('answer times with a slow mail server (300 ms a mail)', () => {
  it.each(['forgot-password', 'resend-verification'])('%s answers a known address as fast as an unknown one (medians of 30 differ by < 10 ms)', async (route) => {
    const path = `/api/v1/auth/${route}`;
    const known: number[] = [];
    const unknown: number[] = [];
    const before = (await outboxTo(t, KNOWN)).length;
    for (let index = 0; index < WARM_UP + TRIES; index += 1) {
      // One mail per address per minute: each try is a minute later.
      t.clock.advance(MAIL_INTERVAL_MS);
      // Alternating which goes first spreads the background sending over both sides alike.
      const pair = index % 2 === 0 ? [await timed(path, KNOWN), await timed(path, UNKNOWN)] : [await timed(path, UNKNOWN), await timed(path, KNOWN)].reverse();
      if (index < WARM_UP) continue;
      known.push(pair[0]!);
      unknown.push(pair[1]!);
    }
    const medians = { known: median(known), unknown: median(unknown) };
    expect(Math.abs(medians.known - medians.unknown), JSON.stringify(medians)).toBeLessThan(10);
    // The known address did get its mails: queued, one per try.
    expect((await outboxTo(t, KNOWN)).length - before).toBe(WARM_UP + TRIES);
  });
});
