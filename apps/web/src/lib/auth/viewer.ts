import { getAccessToken } from '../auth-token.ts';

/** Query keys carry this in place of a user id for signed-out requests. */
export const ANONYMOUS = 'anon';

/**
 * The user id in the stored access token (its `sub`), or null without a usable token. It is read
 * without verification: it only separates one user's cached answers from another's, and the server
 * still decides what the token is worth.
 */
export function tokenSubject(token: string | null): string | null {
  const payload = token?.split('.')[1];
  if (!payload) return null;
  try {
    const base64 = payload.replace(/-/g, '+').replace(/_/g, '/');
    const { sub } = JSON.parse(atob(base64)) as { sub?: unknown };
    return typeof sub === 'string' && sub !== '' ? sub : null;
  } catch {
    return null;
  }
}

/**
 * Who the cached answers are for: the signed-in user's id or 'anon'. Content keys include it so one
 * user's bookmark/favourite flags never show for another user or after logout.
 */
export function currentViewer(): string {
  return tokenSubject(getAccessToken()) ?? ANONYMOUS;
}

/**
 * The bearer header for a read cached under `viewer`: sent only when the stored token still belongs
 * to that viewer, so an answer carrying personal flags is never stored under someone else's key.
 */
export function viewerHeaders(viewer: string): Record<string, string> {
  if (viewer === ANONYMOUS) return {};
  const token = getAccessToken();
  return token && tokenSubject(token) === viewer ? { Authorization: `Bearer ${token}` } : {};
}
