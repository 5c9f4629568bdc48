import { parseCookieHeader, PREFERENCE_COOKIE_MAX_AGE_S } from '@sendero/contract';

/** This browser's cookie `name`, or null (no document, or no such cookie). */
export function readPreferenceCookie(name: string): string | null {
  if (typeof document === 'undefined') return null;
  return parseCookieHeader(document.cookie)[name] ?? null;
}

/**
 * Writes a choice the server renders pages with (contract preferences.ts): for the whole site, a
 * year, sent on top-level navigations from other sites too (Lax), so a page is rendered right.
 */
export function writePreferenceCookie(name: string, value: string): void {
  if (typeof document === 'undefined') return;
  const secure = window.location.protocol === 'https:' ? '; Secure' : '';
  document.cookie = `${name}=${encodeURIComponent(value)}; Path=/; Max-Age=${PREFERENCE_COOKIE_MAX_AGE_S}; SameSite=Lax${secure}`;
}
