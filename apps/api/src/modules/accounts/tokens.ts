/**
 * Opaque tokens (refresh, password reset): 256 random bits, base64url, stored only as SHA-256.
 * The refresh token travels in an HttpOnly, SameSite=Strict cookie scoped to /api.
 */
import { createHash, randomBytes } from 'node:crypto';
import type { FastifyReply } from 'fastify';

export const REFRESH_COOKIE = 'sendero_refresh';
/** A refresh token is good for 30 days of inactivity; a session ends after 90 days regardless. */
export const REFRESH_TOKEN_TTL_MS = 30 * 24 * 60 * 60 * 1000;
export const SESSION_MAX_AGE_MS = 90 * 24 * 60 * 60 * 1000;
export const RESET_TOKEN_TTL_MS = 30 * 60 * 1000;

export const newOpaqueToken = () => randomBytes(32).toString('base64url');
export const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

export function setRefreshCookie(
  reply: FastifyReply,
  token: string,
  expiresAt: Date,
  secure: boolean,
) {
  reply.setCookie(REFRESH_COOKIE, token, {
    httpOnly: true,
    secure,
    sameSite: 'strict',
    path: '/api',
    expires: expiresAt,
  });
}

export function clearRefreshCookie(reply: FastifyReply, secure: boolean) {
  reply.clearCookie(REFRESH_COOKIE, { httpOnly: true, secure, sameSite: 'strict', path: '/api' });
}
