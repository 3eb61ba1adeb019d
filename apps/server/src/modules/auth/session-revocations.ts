import { EventEmitter } from 'node:events';
import { hashToken } from './secret-tokens.ts';

/**
 * Tells this process's live connections (progress streams) at once that sessions ended. In-process only: a
 * connection held by another instance notices at its next check of the session.
 */
export interface SessionRevocations {
  /** Announces that the session of this token, or every session of this account, has ended. */
  revoked(ended: { token: string } | { accountId: string }): void;
  /** Calls `onRevoked` when this session or every session of its account ends; returns the unsubscribe. */
  watch(session: { token: string; accountId: string }, onRevoked: () => void): () => void;
}

export function createSessionRevocations(): SessionRevocations {
  const emitter = new EventEmitter();
  emitter.setMaxListeners(0);
  // Keyed by the token's hash, as the sessions table is, so no raw token sits in the listener table.
  const tokenKey = (token: string) => `token:${hashToken(token)}`;
  const accountKey = (accountId: string) => `account:${accountId}`;
  return {
    revoked: (ended) => void emitter.emit('token' in ended ? tokenKey(ended.token) : accountKey(ended.accountId)),
    watch({ token, accountId }, onRevoked) {
      const keys = [tokenKey(token), accountKey(accountId)];
      for (const key of keys) emitter.on(key, onRevoked);
      return () => {
        for (const key of keys) emitter.off(key, onRevoked);
      };
    },
  };
}
