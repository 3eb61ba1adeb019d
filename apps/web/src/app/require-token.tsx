import type { ReactNode } from 'react';
import { Navigate } from 'react-router';
import { useSession } from '../shared/session/session-context.tsx';

/** Shows its page only while a token is stored; otherwise replaces the entry with /login. */
export function RequireToken({ children }: { children: ReactNode }) {
  const { isLoggedIn } = useSession();
  return isLoggedIn ? children : <Navigate to="/login" replace />;
}
