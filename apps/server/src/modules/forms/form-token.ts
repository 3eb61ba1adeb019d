import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { FORM_TOKEN_PLACEHOLDER } from '@sitecraft/shared/forms';
import type { SpamReason } from '@sitecraft/shared/forms';

/** A person needs longer than this to read a contact page and write a message; a bot that posts at once does not. */
export const TOKEN_MIN_AGE_MS = 3_000;
/** A page kept open longer than this posts a token that counts as spam: a token is not a key to keep. */
export const TOKEN_MAX_AGE_MS = 24 * 60 * 60 * 1000;

const mac = (secret: string, formId: string, servedAt: string, nonce: string) => createHmac('sha256', secret).update(`${formId}.${servedAt}.${nonce}`).digest();

/**
 * A time token for one serving of a site's contact page: `<servedAt base 36>.<nonce>.<HMAC-SHA256 of
 * formId.servedAt.nonce>`, URL- and attribute-safe. The publishing side puts it in place of FORM_TOKEN_PLACEHOLDER.
 */
export function signFormToken(secret: string, formId: string, servedAt: number): string {
  const time = servedAt.toString(36);
  const nonce = randomBytes(12).toString('base64url');
  return `${time}.${nonce}.${mac(secret, formId, time, nonce).toString('base64url')}`;
}

export type TokenCheck = { kind: 'none' } | { kind: 'spam'; reason: SpamReason } | { kind: 'valid'; nonce: string; expiresAt: number };

/**
 * What a posted token says, reuse aside (that needs the store of used nonces): none (no field, or the placeholder of a
 * ZIP hosted elsewhere), forged (not signed by us for this form), too soon (under 3 s after the page was served),
 * too late (over 24 h), or valid until it expires.
 */
export function checkFormToken(secret: string, formId: string, token: string | undefined, now: number): TokenCheck {
  if (!token || token === FORM_TOKEN_PLACEHOLDER) return { kind: 'none' };
  const [time = '', nonce = '', signature = '', ...rest] = token.split('.');
  const forged = { kind: 'spam', reason: 'forged' } as const;
  if (rest.length > 0 || !/^[0-9a-z]{1,11}$/.test(time) || !/^[A-Za-z0-9_-]{16}$/.test(nonce)) return forged;
  const given = Buffer.from(signature, 'base64url');
  const expected = mac(secret, formId, time, nonce);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return forged;
  const servedAt = parseInt(time, 36);
  if (now - servedAt < TOKEN_MIN_AGE_MS) return { kind: 'spam', reason: 'too_soon' };
  if (now - servedAt > TOKEN_MAX_AGE_MS) return { kind: 'spam', reason: 'too_late' };
  return { kind: 'valid', nonce, expiresAt: servedAt + TOKEN_MAX_AGE_MS };
}
