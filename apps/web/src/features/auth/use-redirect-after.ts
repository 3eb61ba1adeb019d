import { useEffect } from 'react';
import { useNavigate, type NavigateOptions } from 'react-router';

/** The spec's delay before the screens after registration and verification move on to /login. */
export const REDIRECT_DELAY_MS = 3000;

/** Navigates after the delay once `active` is true; leaving the screen first cancels it. */
export function useRedirectAfter(active: boolean, to: string, options?: NavigateOptions) {
  const navigate = useNavigate();
  const state: unknown = options?.state;
  useEffect(() => {
    if (!active) return;
    const timer = setTimeout(() => navigate(to, { state }), REDIRECT_DELAY_MS);
    return () => clearTimeout(timer);
  }, [active, to, state, navigate]);
}
