import { proCookieNames, readCookie } from '../../shared/session/pro-cookies.ts';
import { sessionKeys } from '../../shared/session/session-storage.ts';

/** The page's own rule (spec section 5): the stored pro flag is 'true' and the cookie token and email exist. */
export function hasProAccess(): boolean {
  return localStorage.getItem(sessionKeys.userPro) === 'true' && Boolean(readCookie(proCookieNames.token)) && Boolean(readCookie(proCookieNames.email));
}
