import type { DeleteAccountBody } from '@sendero/contract';
import { authFetch } from '../../../lib/api-client.ts';

/** DELETE /api/users/me with the password: removes the account with its sessions and saves. */
export async function deleteAccount(body: DeleteAccountBody): Promise<void> {
  await authFetch('/api/users/me', { method: 'DELETE', body, parseBody: false });
}
