import { publicUser } from '@sendero/contract';
import type { PublicUser, RegisterBody } from '@sendero/contract';
import { apiFetch } from '../../../lib/api-client.ts';

/** POST /api/users; the caller signs in with the same credentials afterwards. */
export async function register(body: RegisterBody): Promise<PublicUser> {
  return publicUser.parse(await apiFetch('/api/users', { method: 'POST', body }));
}
