/**
 * Opaque tokens (refresh, password reset): 256 bits, base64url, stored only as SHA-256.
 * The refresh token travels in an HttpOnly, SameSite=Strict cookie scoped to /api.
 */
import { createHash, createHmac, randomBytes } from 'node:crypto';

export const REFRESH_COOKIE = 'sendero_refresh';
/** A refresh token is good for 30 days of inactivity; a session ends after 90 days regardless. */
export const REFRESH_TOKEN_TTL_MS = 30 * 24 * 60 * 60 * 1000;
export const SESSION_MAX_AGE_MS = 90 * 24 * 60 * 60 * 1000;
export const RESET_TOKEN_TTL_MS = 30 * 60 * 1000;
/**
 * How long after a rotation the old refresh token is answered with the same child instead of
 * revoking the family (decision 0013; Supabase Auth's default reuse interval is 10 s too).
 */
export const REFRESH_REUSE_WINDOW_MS = 10 * 1000;

export const newOpaqueToken = () => randomBytes(32).toString('base64url');
export const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');
/** An e-mail address as counters key it: normalised as the unique index compares, then hashed. */
export const hashEmail = (email: string) => hashToken(email.trim().toLowerCase());

/** The purpose the child-derivation key is drawn from the server secret under (app.serverKey). */
export const CHILD_KEY_PURPOSE = 'refresh-token-child';

/**
 * The child of a refresh token: HMAC-SHA-256 of the parent under a server key. Deterministic, so
 * a rotation retried within the reuse window can answer with the very token it issued although
 * only its hash is stored; unguessable without both the parent and the key.
 */
export const childRefreshToken = (key: Uint8Array, parent: string) =>
  createHmac('sha256', key).update(parent).digest('base64url');
