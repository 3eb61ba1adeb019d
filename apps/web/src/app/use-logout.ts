import { useEffect, useRef } from 'react';
import { apiRequest } from '../shared/api/api-client.ts';
import { useSession } from '../shared/session/session-context.tsx';
import { navigateTo, useHashLocation } from '../shared/hash-route/hash-location.ts';

/**
 * Ends the session on the server (best effort), goes to /landing and then clears the stored keys.
 * The keys are cleared only once /landing is drawn: a guarded page that saw the session end first would
 * send the person to /login instead.
 */
export function useLogout(): () => void {
  const { signOut } = useSession();
  const { pathname } = useHashLocation();
  const leaving = useRef(false);

  useEffect(() => {
    if (!leaving.current || pathname !== '/landing') return;
    leaving.current = false;
    signOut();
  }, [pathname, signOut]);

  return () => {
    // apiRequest reads the token before anything is cleared; a failed call must not keep the person signed in.
    void apiRequest('/auth/logout', { method: 'POST' }).catch(() => undefined);
    if (pathname === '/landing') return signOut();
    leaving.current = true;
    navigateTo('/landing');
  };
}
