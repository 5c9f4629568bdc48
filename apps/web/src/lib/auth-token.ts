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
  for (const listener of clearListeners) listener();
}

const clearListeners = new Set<() => void>();

/**
 * Calls `listener` whenever the stored token may stand for another session: another tab signed in,
 * refreshed or signed out (the `storage` event, which a tab never gets for its own writes), or this
 * tab dropped the token (a sign-out, or a refresh that failed deep inside a signed-in call). This
 * tab's own sign-ins and refreshes set the user themselves. Returns the unsubscribe function.
 */
export function onAccessTokenChange(listener: () => void): () => void {
  const onStorage = (event: StorageEvent) => {
    // key null: the whole storage was cleared.
    if (event.key === KEY || event.key === null) listener();
  };
  window.addEventListener('storage', onStorage);
  clearListeners.add(listener);
  return () => {
    window.removeEventListener('storage', onStorage);
    clearListeners.delete(listener);
  };
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
