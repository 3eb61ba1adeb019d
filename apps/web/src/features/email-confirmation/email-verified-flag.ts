import { useCallback, useSyncExternalStore } from 'react';
import type { ConfirmEmailResponse } from '@sitecraft/shared/email-confirmation';
import { readStoredUser, sessionKeys } from '../../shared/session/session-storage.ts';

const listeners = new Set<() => void>();

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  // Another tab that confirms the email changes localStorage there; this one hears of it here.
  window.addEventListener('storage', listener);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', listener);
  };
}

const readFlag = () => localStorage.getItem(sessionKeys.isEmailVerified) === 'true';

function writeFlag(verified: boolean): void {
  localStorage.setItem(sessionKeys.isEmailVerified, String(verified));
  for (const listener of listeners) listener();
}

/** The stored email-verified flag (spec: isEmailVerified) and its setter, which stores the new value. */
export function useEmailVerifiedFlag(): [boolean, (verified: boolean) => void] {
  const verified = useSyncExternalStore(subscribe, readFlag);
  const setVerified = useCallback((value: boolean) => writeFlag(value), []);
  return [verified, setVerified];
}

/**
 * Whether a confirmed code belongs to this browser's session: the account signed in here, or nobody. A link of
 * another account opened here changes nothing that this session stores.
 */
export function confirmsThisSession(result: ConfirmEmailResponse): boolean {
  const user = readStoredUser();
  return !user || user._id === result.userId;
}

/** Stores the confirmed email of the signed-in account: it may have changed to the confirmed address. */
export function storeConfirmedEmail(result: ConfirmEmailResponse): void {
  const user = readStoredUser();
  if (!user) return;
  localStorage.setItem(sessionKeys.user, JSON.stringify({ ...user, email: result.email, isEmailVerified: true }));
  localStorage.setItem(sessionKeys.userEmail, result.email);
}
