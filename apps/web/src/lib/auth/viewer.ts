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
 * Who the cached personal answers are for: the signed-in user's id or 'anon'. The saved checks and
 * lists include it in their keys so one user's bookmarks never show for another user or after logout.
 * Content reads are public and carry no viewer (decision 0012).
 */
export function currentViewer(): string {
  return tokenSubject(getAccessToken()) ?? ANONYMOUS;
}
