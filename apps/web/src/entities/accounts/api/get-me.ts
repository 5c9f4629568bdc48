import { publicUser } from '@sendero/contract';
import type { PublicUser } from '@sendero/contract';
import { authFetch } from '../../../lib/api-client.ts';

/** GET /api/users/me: the signed-in user. */
export async function getMe(): Promise<PublicUser> {
  return publicUser.parse(await authFetch('/api/users/me'));
}
