/**
 * Access tokens: short-lived JWTs (HS256 only, issuer and audience checked) naming the user and
 * the session. `app.requireUser` also checks that the session is still live, so a revoked session
 * (logout elsewhere, password change, reuse detection, account deletion) stops working at once.
 */
import { createHmac } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { SignJWT, jwtVerify } from 'jose';
import { EDITOR_MESSAGES, ROLE_RANK, type UserRole } from '@sendero/contract';
import { findLiveSession, findRoleHolder, type RoleHolder } from '@sendero/db';
import type { AccessTokens, AuthContext } from '../lib/access-tokens.ts';
import { authRequired, forbidden } from '../lib/http-errors.ts';

export const ACCESS_TOKEN_TTL_SECONDS = 15 * 60;
const ISSUER = 'sendero';
const AUDIENCE = 'sendero-web';

declare module 'fastify' {
  interface FastifyInstance {
    tokens: AccessTokens;
    /**
     * A key for one purpose (e.g. deriving refresh tokens), derived from the server secret so no
     * purpose shares a key with the access-token signatures or with another purpose.
     */
    serverKey(purpose: string): Uint8Array;
    /** preHandler: 401 unless a valid bearer token of a live session is sent. */
    requireUser(request: FastifyRequest): Promise<void>;
    /**
     * preHandler: 401 unless signed in, 403 unless the account's role is at least `role`. The role
     * is read from the database on every call, never from the token, so a role taken away stops
     * working at once.
     */
    requireRole(role: Exclude<UserRole, 'traveller'>): (request: FastifyRequest) => Promise<void>;
    /** The caller's identity when a valid token is sent, else null (never throws). */
    optionalUser(request: FastifyRequest): Promise<AuthContext | null>;
  }
  interface FastifyRequest {
    auth: AuthContext | null;
    /** Set by `requireRole`: the account at the editor's desk. */
    staff: RoleHolder | null;
  }
}

export const authPlugin = fp(
  async (app: FastifyInstance, options: { secret: Uint8Array }) => {
    const { secret } = options;
    app.decorateRequest('auth', null);
    app.decorateRequest('staff', null);

    const tokens: AccessTokens = {
      async sign({ userId, sessionId }) {
        const issuedAt = Math.floor(app.clock.now().getTime() / 1000);
        return new SignJWT({ sid: sessionId })
          .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
          .setSubject(String(userId))
          .setIssuer(ISSUER)
          .setAudience(AUDIENCE)
          .setIssuedAt(issuedAt)
          .setExpirationTime(issuedAt + ACCESS_TOKEN_TTL_SECONDS)
          .sign(secret);
      },
    };
    app.decorate('tokens', tokens);
    app.decorate('serverKey', (purpose: string) =>
      createHmac('sha256', secret).update(`sendero/${purpose}`).digest(),
    );

    async function identify(request: FastifyRequest): Promise<AuthContext | null> {
      const header = request.headers.authorization;
      if (!header?.startsWith('Bearer ')) return null;
      try {
        const { payload } = await jwtVerify(header.slice(7).trim(), secret, {
          algorithms: ['HS256'],
          issuer: ISSUER,
          audience: AUDIENCE,
          currentDate: app.clock.now(),
        });
        const userId = Number(payload.sub);
        const sessionId = typeof payload['sid'] === 'string' ? payload['sid'] : '';
        if (!Number.isInteger(userId) || !sessionId) return null;
        const session = await findLiveSession(app.db, { sessionId, at: app.clock.now() });
        return session && session.userId === userId ? { userId, sessionId } : null;
      } catch (error) {
        if ((error as { code?: string }).code?.startsWith('ERR_J')) return null; // jose: bad token
        throw error; // the database failing is not "signed out"
      }
    }

    app.decorate('optionalUser', async (request: FastifyRequest) => {
      request.auth = await identify(request);
      return request.auth;
    });

    app.decorate('requireUser', async (request: FastifyRequest) => {
      request.auth = await identify(request);
      if (!request.auth) throw authRequired();
    });

    app.decorate('requireRole', (role: Exclude<UserRole, 'traveller'>) => async (request) => {
      request.auth = await identify(request);
      if (!request.auth) throw authRequired();
      const holder = await findRoleHolder(app.db, { userId: request.auth.userId });
      if (!holder || ROLE_RANK[holder.role] < ROLE_RANK[role]) {
        throw forbidden(role === 'admin' ? EDITOR_MESSAGES.adminsOnly : EDITOR_MESSAGES.notAllowed);
      }
      request.staff = holder;
    });
  },
  {
    name: 'sendero-auth',
    // Checks each token's session in the database, at the app's time.
    decorators: { fastify: ['db', 'clock'] },
  },
);
