import { createHmac, timingSafeEqual } from 'node:crypto';

export const WEBHOOK_TOLERANCE_S = 5 * 60;

function secretBytes(secret: string): Buffer {
  // Standard Webhooks secrets are "whsec_" plus base64; any other string is used as it is.
  return secret.startsWith('whsec_') ? Buffer.from(secret.slice(6), 'base64') : Buffer.from(secret, 'utf8');
}

/** The Standard Webhooks signature ("v1,<base64>") of id, timestamp and raw body. */
export function signWebhook(secret: string, id: string, timestamp: number, body: string): string {
  const digest = createHmac('sha256', secretBytes(secret)).update(`${id}.${timestamp}.${body}`).digest('base64');
  return `v1,${digest}`;
}

export type SignatureCheck = { ok: true } | { ok: false; reason: string };

/** Checks the headers of a delivery: a fresh timestamp and one matching v1 signature among those given. */
export function checkWebhookSignature(
  secret: string,
  headers: { id?: string | undefined; timestamp?: string | undefined; signature?: string | undefined },
  body: string,
  nowMs: number,
): SignatureCheck {
  const { id, timestamp, signature } = headers;
  if (!id || !timestamp || !signature) return { ok: false, reason: 'Missing webhook-id, webhook-timestamp or webhook-signature header.' };
  const seconds = Number(timestamp);
  if (!/^\d{1,12}$/.test(timestamp) || Math.abs(nowMs / 1000 - seconds) > WEBHOOK_TOLERANCE_S) {
    return { ok: false, reason: 'The webhook timestamp is more than 5 minutes away from the server time.' };
  }
  const expected = Buffer.from(signWebhook(secret, id, seconds, body));
  const matches = signature.split(' ').some((candidate) => {
    const given = Buffer.from(candidate);
    return given.length === expected.length && timingSafeEqual(given, expected);
  });
  return matches ? { ok: true } : { ok: false, reason: 'The webhook signature does not match.' };
}
