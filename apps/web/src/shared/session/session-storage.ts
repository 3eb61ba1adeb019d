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

export function clearSession(): void {
  for (const key of Object.values(sessionKeys)) localStorage.removeItem(key);
  clearProCookies();
}
