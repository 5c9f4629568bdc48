/**
 * The access token lives in localStorage under `accessToken` (accounts spec §3, §9); the refresh
 * token never reaches JavaScript (HttpOnly cookie), only the API's non-secret hint that one exists.
 */
import { SESSION_HINT_COOKIE } from '@sendero/contract';

const KEY = 'accessToken';

export function getAccessToken(): string | null {
  try {
    return localStorage.getItem(KEY);
  } catch {
    return null;
  }
}

export function setAccessToken(token: string): void {
  localStorage.setItem(KEY, token);
}

export function clearAccessToken(): void {
  try {
    localStorage.removeItem(KEY);
  } catch {
    // storage unavailable: nothing to clear
  }
}

/** True while the API's `sendero_session` hint says this browser holds a refresh cookie. */
export function hasSessionHint(): boolean {
  try {
    return document.cookie.split(';').some((part) => part.trim() === `${SESSION_HINT_COOKIE}=1`);
  } catch {
    return false;
  }
}

/** True when the token is a JWT whose `exp` is more than `marginMs` away; false when unreadable. */
export function expiresLaterThan(token: string, marginMs: number, now = Date.now()): boolean {
  try {
    const payload: unknown = JSON.parse(
      atob(token.split('.')[1]!.replace(/-/g, '+').replace(/_/g, '/')),
    );
    const exp = (payload as { exp?: unknown }).exp;
    return typeof exp === 'number' && exp * 1000 - now > marginMs;
  } catch {
    return false;
  }
}
