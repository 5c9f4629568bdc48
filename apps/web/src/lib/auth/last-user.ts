/**
 * The signed-in user as last loaded on this phone, for a page opened offline (offline-ready issue,
 * decision 0018). It holds what /api/users/me answers — no more than the access token beside it
 * already opens — and leaves with the session at sign-out.
 */
import type { PublicUser } from '@sendero/contract';
import { readStorage, removeStorage, writeStorage } from '../storage.ts';

const KEY = 'sendero.lastUser';

export function writeLastUser(user: PublicUser): void {
  writeStorage(KEY, JSON.stringify(user));
}

export function readLastUser(): PublicUser | null {
  const text = readStorage(KEY);
  if (!text) return null;
  try {
    const user = JSON.parse(text) as Partial<PublicUser>;
    return typeof user.id === 'number' && typeof user.email === 'string'
      ? (user as PublicUser)
      : null;
  } catch {
    return null;
  }
}

export function clearLastUser(): void {
  removeStorage(KEY);
}
