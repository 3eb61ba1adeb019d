import { createHash, randomBytes } from 'node:crypto';

/** An opaque session token: 32 random bytes, base64url. */
export function newSessionToken(): string {
  return randomBytes(32).toString('base64url');
}

/** A token for a mailed link: 20 random bytes as 40 hex characters. */
export function newMailToken(): string {
  return randomBytes(20).toString('hex');
}

/** Tokens are stored only as their SHA-256, so a leaked table opens no account. */
export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}
