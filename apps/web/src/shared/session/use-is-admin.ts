import type { currentUserResponseSchema } from '@sitecraft/shared/auth';
import { useEffect, useState } from 'react';
import type { z } from 'zod';
import { apiRequest } from '../api/api-client.ts';
import { readToken } from './session-storage.ts';
import { useSession } from './session-context.tsx';

type CurrentUserResponse = z.infer<typeof currentUserResponseSchema>;

// One question per session token and page load: every header of the page asks it, and a role rarely changes (the
// admin area checks it again on opening, and the server checks it on every admin call).
const answers = new Map<string, Promise<boolean>>();

function askIsAdmin(token: string): Promise<boolean> {
  let answer = answers.get(token);
  if (!answer) {
    answer = apiRequest<CurrentUserResponse>('/user/me').then(
      (me) => me.user.role === 'admin',
      () => {
        // Asked again on the next page: a lost answer must not hide the link for good.
        answers.delete(token);
        return false;
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
    void askIsAdmin(token).then((admin) => {
      if (current) setKnown({ token, admin });
    });
    return () => {
      current = false;
    };
  }, [token]);
  return known !== undefined && known.token === token && known.admin;
}
