/**
 * Device cookies (OWASP "Slow Down Online Guessing Attacks with Device Cookies", decision 0027): a
 * browser that signed in to an account, or reset its password, gets a cookie that marks it as a
 * known device of that account. When guessers from everywhere have used up the account's budget
 * of failures, a known device is still let in, with a small budget of its own.
 *
 * The value is `issued.nonce.mac`: when it was issued (seconds), a random nonce naming the device,
 * and an HMAC of the account id with both under a server key. It names no account in clear: the
 * account is the one being signed in to, and the MAC only matches for that one, so a cookie of
 * another (or a deleted) account is simply not a device cookie here.
 */
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { FastifyReply } from 'fastify';

export const DEVICE_COOKIE = 'sendero_device';
/** The purpose the cookies' key is drawn from the server secret under (app.serverKey). */
export const DEVICE_KEY_PURPOSE = 'sign-in-device-cookie';
/** A device stays known this long after its last sign-in (each sign-in issues a new cookie). */
export const DEVICE_COOKIE_MAX_AGE_MS = 365 * 24 * 60 * 60 * 1000;
/** Only the sign-in reads it: the browser sends it nowhere else. */
const DEVICE_COOKIE_PATH = '/api/login';

const mac = (key: Uint8Array, userId: number, issued: string, nonce: string) =>
  createHmac('sha256', key).update(`${userId}.${issued}.${nonce}`).digest('base64url');

/** A new device cookie value for the account, issued at `now`. */
export function issueDeviceCookie(key: Uint8Array, userId: number, now: Date): string {
  const issued = String(Math.floor(now.getTime() / 1000));
  const nonce = randomBytes(16).toString('base64url');
  return `${issued}.${nonce}.${mac(key, userId, issued, nonce)}`;
}

/**
 * The device the cookie names when it is a live device cookie of this account (its nonce, which
 * the device's failures are counted under), else null: missing, malformed, forged, expired, or
 * issued for another account.
 */
export function knownDevice(
  key: Uint8Array,
  value: string | undefined,
  userId: number,
  now: Date,
): string | null {
  const [issued, nonce, signature, ...rest] = value?.split('.') ?? [];
  if (!issued || !nonce || !signature || rest.length > 0 || !/^\d{1,12}$/.test(issued)) {
    return null;
  }
  // Compared as text, so no other spelling of the same bytes passes.
  const presented = Buffer.from(signature);
  const expected = Buffer.from(mac(key, userId, issued, nonce));
  if (presented.length !== expected.length || !timingSafeEqual(presented, expected)) return null;
  const age = now.getTime() - Number(issued) * 1000;
  return age >= -60_000 && age < DEVICE_COOKIE_MAX_AGE_MS ? nonce : null;
}

/**
 * HttpOnly, SameSite=Strict, sent only to the sign-in. Sign-out leaves it: it marks the device,
 * not a session.
 */
export function setDeviceCookie(reply: FastifyReply, value: string, now: Date, secure: boolean) {
  reply.setCookie(DEVICE_COOKIE, value, {
    httpOnly: true,
    secure,
    sameSite: 'strict',
    path: DEVICE_COOKIE_PATH,
    expires: new Date(now.getTime() + DEVICE_COOKIE_MAX_AGE_MS),
  });
}
