import { useEffect, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { apiRequest } from '../shared/api/api-client.ts';
import { useSession } from '../shared/session/session-context.tsx';

/**
 * Ends the session on the server (best effort), goes to /landing and then clears the stored keys.
 * The keys are cleared only once /landing is drawn: a guarded page that saw the session end first would
 * send the person to /login instead.
 */
export function useLogout(): () => void {
  const { signOut } = useSession();
  const navigate = useNavigate();
  const { pathname } = useLocation();
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
    navigate('/landing');
  };
}
