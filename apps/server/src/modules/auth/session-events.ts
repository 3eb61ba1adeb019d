import { EventEmitter } from 'node:events';
import { hashToken } from './secret-tokens.ts';

/**
 * What a session event names: one session, by its token's hash, an account with every session of it, or every
 * session (events from other processes may have been missed); `revoked` when the sessions ended, not when only the
 * account's row changed.
 */
export type SessionEvent = ({ tokenHash: string } | { accountId: string } | { everyone: true }) & { revoked: boolean };

/**
 * Tells this process at once that sessions ended or that an account changed: its live connections (progress streams)
 * of an ended session close, and the session cache drops what it holds of them. With REDIS_URL the events also reach
 * the other processes (redis-session-relay.ts); without it, another instance's streams notice at their next check of
 * the session and its cache within its time to live.
 */
export interface SessionEvents {
  /** Announces that the session of this token, or every session of this account, has ended. */
  revoked(ended: { token: string } | { accountId: string }): void;
  /** Announces that an account's row changed (balance, role, plan, email, verification); call it after the commit. */
  accountChanged(accountId: string): void;
  /** Calls `onRevoked` when this session or every session of its account ends; returns the unsubscribe. */
  watch(session: { token: string; accountId: string }, onRevoked: () => void): () => void;
  /** Calls `listener` with every event and whether this process announced it; returns the unsubscribe. */
  listen(listener: (event: SessionEvent, announcedHere: boolean) => void): () => void;
  /** Takes in an event another process announced: handled as this process's own are, but not passed on. */
  heard(event: SessionEvent): void;
}

export function createSessionEvents(): SessionEvents {
  const revocations = new EventEmitter();
  revocations.setMaxListeners(0);
  const listeners = new Set<(event: SessionEvent, announcedHere: boolean) => void>();
  // Keyed by the token's hash, as the sessions table is, so no raw token sits in the listener table.
  const tokenKey = (tokenHash: string) => `token:${tokenHash}`;
  const accountKey = (accountId: string) => `account:${accountId}`;
  const announce = (event: SessionEvent, announcedHere: boolean) => {
    for (const listener of listeners) listener(event, announcedHere);
    if (event.revoked && !('everyone' in event)) revocations.emit('tokenHash' in event ? tokenKey(event.tokenHash) : accountKey(event.accountId));
  };
  return {
    revoked: (ended) => announce({ ...('token' in ended ? { tokenHash: hashToken(ended.token) } : ended), revoked: true }, true),
    accountChanged: (accountId) => announce({ accountId, revoked: false }, true),
    heard: (event) => announce(event, false),
    watch({ token, accountId }, onRevoked) {
      const keys = [tokenKey(hashToken(token)), accountKey(accountId)];
      for (const key of keys) revocations.on(key, onRevoked);
      return () => {
        for (const key of keys) revocations.off(key, onRevoked);
      };
    },
    listen(listener) {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
  };
}
