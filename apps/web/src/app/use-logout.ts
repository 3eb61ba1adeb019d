import { useNavigate } from 'react-router';
import { apiRequest } from '../shared/api/api-client.ts';
import { useSession } from '../shared/session/session-context.tsx';

/** Ends the session on the server (best effort), clears the stored keys and goes to /landing. */
export function useLogout(): () => void {
  const { signOut } = useSession();
  const navigate = useNavigate();
  return () => {
    // The token is read by apiRequest before signOut clears it; a failed call must not keep the person signed in.
    void apiRequest('/auth/logout', { method: 'POST' }).catch(() => undefined);
    // Leave the page first: a guarded page that saw the session end would send the person to /login instead.
    void Promise.resolve(navigate('/landing')).then(signOut);
  };
}
