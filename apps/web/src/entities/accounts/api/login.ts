import { loginResponse } from '@sendero/contract';
import type { LoginBody, PublicUser } from '@sendero/contract';
import { apiFetch } from '../../../lib/api-client.ts';

/** The browser's time zone, which the profile's device list shows as a hint of where it is. */
function browserTimeZone(): string | undefined {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone || undefined;
  } catch {
    return undefined;
  }
}

/** POST /api/login; the refresh token arrives as an HttpOnly cookie, hence `credentials: 'include'`. */
export async function login(body: LoginBody): Promise<{ token: string; user: PublicUser }> {
  const answer = await apiFetch('/api/login', {
    method: 'POST',
    body: { timeZone: browserTimeZone(), ...body },
    credentials: 'include',
  });
  return loginResponse.parse(answer);
}
