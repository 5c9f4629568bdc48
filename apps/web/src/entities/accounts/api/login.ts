import { loginResponse } from '@sendero/contract';
import type { LoginBody, PublicUser } from '@sendero/contract';
import { apiFetch } from '../../../lib/api-client.ts';

/** POST /api/login; the refresh token arrives as an HttpOnly cookie, hence `credentials: 'include'`. */
export async function login(body: LoginBody): Promise<{ token: string; user: PublicUser }> {
  const answer = await apiFetch('/api/login', { method: 'POST', body, credentials: 'include' });
  return loginResponse.parse(answer);
}
