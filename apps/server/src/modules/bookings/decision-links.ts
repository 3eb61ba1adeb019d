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
  return `${body}.${signature(secret, body)}`;
}

/** The booking and decision of a token, if it is ours and has not expired at `now`. */
export function readDecisionToken(secret: string, token: string, now: number): { id: number; decision: Decision } | undefined {
  const match = /^(\d{1,15})\.(accept|decline)\.(\d{1,15})\.([A-Za-z0-9_-]{43})$/.exec(token);
  if (!match) return undefined;
  const [, id, decision, expires, given] = match;
  const expected = Buffer.from(signature(secret, `${id}.${decision}.${expires}`));
  if (!timingSafeEqual(expected, Buffer.from(given!)) || Number(expires) < now) return undefined;
  return { id: Number(id), decision: decision as Decision };
}

function signature(secret: string, body: string): string {
  return createHmac('sha256', secret).update(`booking-decision:${body}`).digest('base64url');
}
