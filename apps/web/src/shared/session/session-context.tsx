import { createContext, use, useCallback, useMemo, useState, type ReactNode } from 'react';
import type { LoginResponse, SessionUser } from '@sitecraft/shared/auth';
import { clearSession, readStoredUser, readToken, storeSession } from './session-storage.ts';

interface Session {
  isLoggedIn: boolean;
  user: SessionUser | null;
  signIn(response: Pick<LoginResponse, 'token' | 'user'>): void;
  signOut(): void;
}

const SessionContext = createContext<Session | null>(null);

/** Holds the logged-in state, read from the stored token at load and changed only by sign-in and sign-out. */
export function SessionProvider({ children }: { children: ReactNode }) {
  const [isLoggedIn, setLoggedIn] = useState(() => readToken() !== null);
  const [user, setUser] = useState(readStoredUser);

  const signIn = useCallback((response: Pick<LoginResponse, 'token' | 'user'>) => {
    storeSession(response);
    setUser(response.user);
    setLoggedIn(true);
  }, []);

  const signOut = useCallback(() => {
    clearSession();
    setUser(null);
    setLoggedIn(false);
  }, []);

  const session = useMemo(() => ({ isLoggedIn, user, signIn, signOut }), [isLoggedIn, user, signIn, signOut]);
  return <SessionContext value={session}>{children}</SessionContext>;
}

export function useSession(): Session {
  const session = use(SessionContext);
  if (!session) throw new Error('useSession must be used inside SessionProvider');
  return session;
}
