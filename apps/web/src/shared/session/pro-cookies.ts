/**
 * The cookies the older message page checks (spec section 3): the session token and the email of a pro account,
 * set at its login. The server never reads them; the httpOnly session cookie is what authorises requests.
 */
export const proCookieNames = { token: 'token', email: 'email' } as const;

const MAX_AGE_SECONDS = 30 * 24 * 60 * 60;

function writeCookie(name: string, value: string, maxAge: number): void {
  const secure = window.location.protocol === 'https:' ? '; Secure' : '';
  document.cookie = `${name}=${encodeURIComponent(value)}; Path=/; Max-Age=${maxAge}; SameSite=Strict${secure}`;
}

export function readCookie(name: string): string | undefined {
  const entry = document.cookie.split('; ').find((pair) => pair.startsWith(`${name}=`));
  return entry === undefined ? undefined : decodeURIComponent(entry.slice(name.length + 1));
}

export function storeProCookies(token: string, email: string): void {
  writeCookie(proCookieNames.token, token, MAX_AGE_SECONDS);
  writeCookie(proCookieNames.email, email, MAX_AGE_SECONDS);
}

export function clearProCookies(): void {
  for (const name of Object.values(proCookieNames)) writeCookie(name, '', 0);
}
