import type { LoginResponse, SessionUser } from '@sitecraft/shared/auth';
import { clearProCookies } from './pro-cookies.ts';

/** The browser-stored session values of the spec (section 3); the token's presence means logged in. */
export const sessionKeys = {
  token: 'token',
  user: 'user',
  isEmailVerified: 'isEmailVerified',
  userName: 'user_name',
  userEmail: 'user_email',
  userPro: 'user_pro',
  userPlan: 'user_plan',
} as const;

export function readToken(): string | null {
  return localStorage.getItem(sessionKeys.token);
}

export function readStoredUser(): SessionUser | null {
  const raw = localStorage.getItem(sessionKeys.user);
  if (!raw) return null;
  try {
    return JSON.parse(raw) as SessionUser;
  } catch {
    return null;
  }
}

export function storeSession({ token, user }: Pick<LoginResponse, 'token' | 'user'>): void {
  localStorage.setItem(sessionKeys.token, token);
  localStorage.setItem(sessionKeys.user, JSON.stringify(user));
  localStorage.setItem(sessionKeys.isEmailVerified, String(user.isEmailVerified));
  localStorage.setItem(sessionKeys.userName, user.name);
  localStorage.setItem(sessionKeys.userEmail, user.email);
  localStorage.setItem(sessionKeys.userPro, String(user.pro));
  localStorage.setItem(sessionKeys.userPlan, user.plan);
}

/** Prefix of the keys a feature keeps for the signed-in person (the builder's last generation): logout removes them. */
const userDataPrefix = 'user-data:';

/** The localStorage key under which a feature keeps `name` for this person. */
export function userDataKey(name: string, user: Pick<SessionUser, '_id'>): string {
  return `${userDataPrefix}${name}:${user._id}`;
}

export function clearSession(): void {
  for (const key of Object.values(sessionKeys)) localStorage.removeItem(key);
  for (const key of Object.keys(localStorage)) if (key.startsWith(userDataPrefix)) localStorage.removeItem(key);
  clearProCookies();
}
