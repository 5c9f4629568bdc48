/**
 * The access token lives in localStorage under `accessToken` (accounts spec §3, §9); the refresh
 * token never reaches JavaScript (HttpOnly cookie).
 */
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
