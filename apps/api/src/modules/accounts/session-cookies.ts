/**
 * The cookies of a browser session: the refresh token (HttpOnly, SameSite=Strict, Path=/api) and
 * a non-secret hint `sendero_session=1` (readable by the page, Path=/, SameSite=Lax) that tells
 * the web app a refresh is worth trying at start-up. They are set and cleared together.
 */
import type { FastifyReply } from 'fastify';
import { SESSION_HINT_COOKIE } from '@sendero/contract';
import { REFRESH_COOKIE } from './tokens.ts';

const refreshAttributes = (secure: boolean) =>
  ({ httpOnly: true, secure, sameSite: 'strict', path: '/api' }) as const;
const hintAttributes = (secure: boolean) =>
  ({ httpOnly: false, secure, sameSite: 'lax', path: '/' }) as const;

export function setSessionCookies(
  reply: FastifyReply,
  refreshToken: string,
  expiresAt: Date,
  secure: boolean,
) {
  reply.setCookie(REFRESH_COOKIE, refreshToken, {
    ...refreshAttributes(secure),
    expires: expiresAt,
  });
  reply.setCookie(SESSION_HINT_COOKIE, '1', { ...hintAttributes(secure), expires: expiresAt });
}

export function clearSessionCookies(reply: FastifyReply, secure: boolean) {
  reply.clearCookie(REFRESH_COOKIE, refreshAttributes(secure));
  reply.clearCookie(SESSION_HINT_COOKIE, hintAttributes(secure));
}
