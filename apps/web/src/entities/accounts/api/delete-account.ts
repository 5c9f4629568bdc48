import { authFetch } from '../../../lib/api-client.ts';

/** DELETE /api/users/me: removes the account with its sessions, bookmarks and favourites. */
export async function deleteAccount(): Promise<void> {
  await authFetch('/api/users/me', { method: 'DELETE', parseBody: false });
}
