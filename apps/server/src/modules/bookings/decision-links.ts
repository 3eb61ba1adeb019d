import { createHmac, timingSafeEqual } from 'node:crypto';

/** What a link in the owner's mail does to a booking request. */
export type Decision = 'accept' | 'decline';

/** How long the links of a request's mail work. */
export const DECISION_LINK_TTL_MS = 7 * 24 * 3_600_000;

/**
 * A token for a link that accepts or declines booking `id` without signing in: the booking, the decision and the
 * expiry, signed with the server's key. It is used once because a decision only applies to a request that waits.
 */
export function decisionToken(secret: string, id: number, decision: Decision, issuedAt: number): string {
  const body = `${id}.${decision}.${issuedAt + DECISION_LINK_TTL_MS}`;
  return `${body}.${linkSignature(secret, DECISION_PURPOSE, body)}`;
}

/** The booking and decision of a token, if it is ours and has not expired at `now`. */
export function readDecisionToken(secret: string, token: string, now: number): { id: number; decision: Decision } | undefined {
  const match = /^(\d{1,15})\.(accept|decline)\.(\d{1,15})\.([A-Za-z0-9_-]{43})$/.exec(token);
  if (!match) return undefined;
  const [, id, decision, expires, given] = match;
  if (!signedBy(secret, DECISION_PURPOSE, `${id}.${decision}.${expires}`, given!) || Number(expires) < now) return undefined;
  return { id: Number(id), decision: decision as Decision };
}

/** What the owner's links are signed for: a link signed for another purpose (the visitor's) is not one of them. */
const DECISION_PURPOSE = 'booking-decision';

/** The HMAC of a mail link's `body`, for one `purpose`: the same body signed for another purpose does not match. */
export function linkSignature(secret: string, purpose: string, body: string): string {
  return createHmac('sha256', secret).update(`${purpose}:${body}`).digest('base64url');
}

/** Whether `given` is the signature of `body` for `purpose` (compared in constant time). */
export function signedBy(secret: string, purpose: string, body: string, given: string): boolean {
  const expected = Buffer.from(linkSignature(secret, purpose, body));
  const actual = Buffer.from(given);
  return expected.length === actual.length && timingSafeEqual(expected, actual);
}
