import { apiFetch } from '../../../lib/api-client.ts';
import { getAccessToken } from '../../../lib/auth-token.ts';

/**
 * POST /api/logout with the bearer token and the refresh cookie. No refresh-and-retry here: a session
 * that is already gone needs no ending.
 */
export async function logout(): Promise<void> {
  const token = getAccessToken();
  await apiFetch('/api/logout', {
    method: 'POST',
    credentials: 'include',
    headers: token ? { Authorization: `Bearer ${token}` } : {},
    parseBody: false,
  });
}
