import type { CurrentUser, currentUserResponseSchema } from '@sitecraft/shared/auth';
import { useEffect, useState } from 'react';
import type { z } from 'zod';
import { apiRequest } from '../api/api-client.ts';
import { readToken } from './session-storage.ts';
import { useSession } from './session-context.tsx';

type CurrentUserResponse = z.infer<typeof currentUserResponseSchema>;

// One question per session token and page load: every header of the page asks it, and a role or a language rarely
// changes (the admin area checks the role again on opening, and the server checks it on every admin call).
const answers = new Map<string, Promise<CurrentUser | undefined>>();

/** The signed-in account as GET /user/me gives it, asked once per token and page load; undefined if it failed. */
export function askCurrentUser(token: string): Promise<CurrentUser | undefined> {
  let answer = answers.get(token);
  if (!answer) {
    answer = apiRequest<CurrentUserResponse>('/user/me').then(
      (me) => me.user,
      () => {
        // Asked again on the next page: a lost answer must not hide the link for good.
        answers.delete(token);
        return undefined;
      },
    );
    answers.set(token, answer);
  }
  return answer;
}

/**
 * Whether the signed-in account is an admin, as GET /user/me says: never the role stored in the browser, which anyone
 * can edit. False until the server has answered, and for anyone signed out.
 */
export function useIsAdmin(): boolean {
  const { isLoggedIn } = useSession();
  const token = isLoggedIn ? readToken() : null;
  const [known, setKnown] = useState<{ token: string; admin: boolean }>();
  useEffect(() => {
    if (token === null) return;
    let current = true;
    void askCurrentUser(token).then((user) => {
      if (current) setKnown({ token, admin: user?.role === 'admin' });
    });
    return () => {
      current = false;
    };
  }, [token]);
  return known !== undefined && known.token === token && known.admin;
}
