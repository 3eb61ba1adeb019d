import type { Clock } from '../../clock.ts';
import type { Account } from '../../infra/db/schema.ts';
import { hashToken } from './secret-tokens.ts';
import type { SessionEvent, SessionEvents } from './session-events.ts';

/** What the cache reads on a miss: the account of a live session and when that session ends, or undefined. */
export type ReadSession = (tokenHash: string, now: number) => Promise<{ account: Account; expiresAt: number } | undefined>;

export interface SessionCache {
  /** The account of a live session token, or undefined. */
  find(token: string): Promise<Account | undefined>;
}

interface Entry {
  account: Account;
  /** The earlier of the session's end and the end of the entry's time to live. */
  validUntil: number;
}

const MAX_ENTRIES = 10_000;

/**
 * Every signed-in request asks for its session's account, and a page load asks several times within a second: the
 * answer is kept for `ttlMs` (0: never kept). This process's own changes reach it at once through `events` (a
 * revoked session, a charge or refund, a role or e-mail change), so within one process it is never stale. A change
 * made by another process (an instance behind the same load balancer, a worker process refunding a failed
 * generation) arrives over Redis with REDIS_URL, within the time a message takes; without Redis, or with a message
 * lost while it was away, it shows after `ttlMs` at the latest.
 */
export function createSessionCache(deps: { readSession: ReadSession; clock: Clock; events: SessionEvents; ttlMs: number }): SessionCache {
  const { readSession, clock, ttlMs } = deps;
  const entries = new Map<string, Entry>();
  const tokensOfAccount = new Map<string, Set<string>>();
  // Bumped by every event: a read that was under way when something changed keeps its answer to itself.
  let changes = 0;

  const forget = (tokenHash: string) => {
    const entry = entries.get(tokenHash);
    if (!entry) return;
    entries.delete(tokenHash);
    const tokens = tokensOfAccount.get(entry.account.id);
    tokens?.delete(tokenHash);
    if (tokens?.size === 0) tokensOfAccount.delete(entry.account.id);
  };
  const onEvent = (event: SessionEvent) => {
    changes++;
    if ('everyone' in event) {
      entries.clear();
      tokensOfAccount.clear();
    } else if ('tokenHash' in event) forget(event.tokenHash);
    else for (const tokenHash of [...(tokensOfAccount.get(event.accountId) ?? [])]) forget(tokenHash);
  };
  const remember = (tokenHash: string, account: Account, validUntil: number) => {
    if (entries.size >= MAX_ENTRIES && !entries.has(tokenHash)) forget(entries.keys().next().value!);
    entries.set(tokenHash, { account, validUntil });
    let tokens = tokensOfAccount.get(account.id);
    if (!tokens) tokensOfAccount.set(account.id, (tokens = new Set()));
    tokens.add(tokenHash);
  };
  if (ttlMs > 0) deps.events.listen(onEvent);

  return {
    async find(token) {
      const tokenHash = hashToken(token);
      const now = clock.now();
      const cached = entries.get(tokenHash);
      if (cached && now < cached.validUntil) return cached.account;
      if (cached) forget(tokenHash);
      const changesBefore = changes;
      const session = await readSession(tokenHash, now);
      if (!session) return undefined;
      // Frozen, kept or not: a kept one is the same object for every request of the session, and a handler that
      // changed it would change them all; freezing every answer makes such a handler fail at once, not now and then.
      const account = Object.freeze(session.account);
      if (ttlMs > 0 && changes === changesBefore) remember(tokenHash, account, Math.min(session.expiresAt, now + ttlMs));
      return account;
    },
  };
}
