import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import {
  AUTH_TEXT,
  apiError,
  changePasswordBody,
  deleteAccountBody,
  endedSessions,
  loginBody,
  loginResponse,
  messageResponse,
  publicUser,
  refreshResponse,
  registerBody,
  requestResetBody,
  resetPasswordBody,
  sessionIdParams,
  sessionList,
} from '@sendero/contract';
import { HttpError } from '../../lib/http-errors.ts';
import { changePassword, currentUser, deleteAccount, register } from './account-service.ts';
import { RESET_REQUEST_MIN_MS, requestPasswordReset, resetPassword } from './reset-service.ts';
import {
  endOtherSessions,
  endSession,
  listSessions,
  login,
  logout,
  refresh,
} from './session-service.ts';
import { clearSessionCookies, setSessionCookies } from './session-cookies.ts';
import {
  DEVICE_COOKIE,
  DEVICE_KEY_PURPOSE,
  issueDeviceCookie,
  setDeviceCookie,
} from './device-cookies.ts';
import { CHILD_KEY_PURPOSE, REFRESH_COOKIE } from './tokens.ts';
import { routeModule } from '../../lib/route-module.ts';

const LIMITS = {
  register: { max: 10, timeWindow: '1 hour' },
  login: { max: 15, timeWindow: '1 minute' },
  refresh: { max: 300, timeWindow: '1 minute' },
  reset: { max: 10, timeWindow: '15 minutes' },
  changePassword: { max: 10, timeWindow: '15 minutes' },
  deleteAccount: { max: 10, timeWindow: '15 minutes' },
} as const;

const errors = {
  400: apiError,
  401: apiError,
  403: apiError,
  404: apiError,
  409: apiError,
  429: apiError,
};

export interface AccountsRouteOptions extends Record<string, unknown> {
  /** The least time a reset request takes (default RESET_REQUEST_MIN_MS). */
  resetRequestMinMs?: number | undefined;
}

export const accountsRoutes = routeModule<AccountsRouteOptions>(
  'accounts',
  ['sendero-auth', 'sendero-redis', 'sendero-rate-limit', '@fastify/cookie'],
  async (app, options) => {
    const { secureCookies, allowedOrigins } = app.config;
    const accountDeps = {
      db: app.db,
      clock: app.clock,
      outboxDir: app.config.outboxDir,
      counters: app.counters,
    };
    const sessionDeps = {
      ...accountDeps,
      tokens: app.tokens,
      childKey: app.serverKey(CHILD_KEY_PURPOSE),
      deviceKey: app.serverKey(DEVICE_KEY_PURPOSE),
      log: app.log,
    };
    const resetDeps = {
      ...accountDeps,
      outbox: app.outbox,
      publicUrl: app.config.publicUrl,
      minRequestMs: options.resetRequestMinMs ?? RESET_REQUEST_MIN_MS,
    };

    /** Refresh and logout act on a cookie the browser sends by itself: only our pages may ask. */
    const sameSiteOnly = async (request: FastifyRequest) => {
      const origin = request.headers.origin;
      if (!origin || !allowedOrigins.includes(origin)) {
        throw new HttpError(403, 'FORBIDDEN', 'This request must come from the Sendero site.');
      }
    };

    app.post(
      '/api/users',
      {
        config: { rateLimit: LIMITS.register, cache: 'personal' },
        schema: {
          tags: ['accounts'],
          summary: 'Create an account',
          body: registerBody,
          response: { 201: publicUser, ...errors },
        },
      },
      async (request, reply) => reply.status(201).send(await register(accountDeps, request.body)),
    );

    app.post(
      '/api/login',
      {
        config: { rateLimit: LIMITS.login, cache: 'personal' },
        schema: {
          tags: ['accounts'],
          summary: 'Sign in',
          body: loginBody,
          response: { 200: loginResponse, ...errors },
        },
      },
      async (request, reply) => {
        const session = await login(sessionDeps, request.body, {
          address: request.ip,
          userAgent: request.headers['user-agent'] ?? null,
          timeZone: request.body.timeZone,
          deviceCookie: request.cookies[DEVICE_COOKIE],
        });
        setSessionCookies(reply, session.refreshToken, session.refreshExpiresAt, secureCookies);
        setDeviceCookie(reply, session.deviceCookie, app.clock.now(), secureCookies);
        return { token: session.accessToken, user: session.user };
      },
    );

    app.post(
      '/api/refresh',
      {
        config: { rateLimit: LIMITS.refresh, cache: 'personal' },
        preHandler: sameSiteOnly,
        schema: {
          tags: ['accounts'],
          summary: 'Rotate the refresh cookie and get a new access token',
          response: { 200: refreshResponse, ...errors },
        },
      },
      async (request, reply) => {
        try {
          const session = await refresh(sessionDeps, request.cookies[REFRESH_COOKIE]);
          setSessionCookies(reply, session.refreshToken, session.refreshExpiresAt, secureCookies);
          return { token: session.accessToken };
        } catch (error) {
          if (error instanceof HttpError && error.statusCode === 401)
            clearSessionCookies(reply, secureCookies);
          throw error;
        }
      },
    );

    app.post(
      '/api/logout',
      {
        config: { cache: 'personal' },
        preHandler: sameSiteOnly,
        schema: {
          tags: ['accounts'],
          summary: 'Sign out this session',
          response: { 204: z.null(), ...errors },
        },
      },
      async (request, reply) => {
        const auth = await app.optionalUser(request);
        await logout(sessionDeps, request.cookies[REFRESH_COOKIE], auth?.sessionId ?? null);
        clearSessionCookies(reply, secureCookies);
        return reply.status(204).send(null);
      },
    );

    app.get(
      '/api/users/me',
      {
        config: { cache: 'personal' },
        preHandler: app.requireUser,
        schema: {
          tags: ['accounts'],
          summary: 'The signed-in user',
          response: { 200: publicUser, ...errors },
        },
      },
      async (request) => currentUser(accountDeps, request.auth!.userId),
    );

    app.post(
      '/api/me/change-password',
      {
        config: { rateLimit: LIMITS.changePassword, cache: 'personal' },
        preHandler: app.requireUser,
        schema: {
          tags: ['accounts'],
          summary: 'Change the password (signs out other sessions)',
          body: changePasswordBody,
          response: { 200: messageResponse, ...errors },
        },
      },
      async (request) => {
        await changePassword(accountDeps, request.auth!, request.body);
        return { message: AUTH_TEXT.passwordUpdated };
      },
    );

    app.delete(
      '/api/users/me',
      {
        config: { rateLimit: LIMITS.deleteAccount, cache: 'personal' },
        preHandler: app.requireUser,
        schema: {
          tags: ['accounts'],
          summary: 'Delete the account and all its data (asks for the password again)',
          body: deleteAccountBody,
          response: { 204: z.null(), ...errors },
        },
      },
      async (request, reply) => {
        await deleteAccount(accountDeps, request.auth!.userId, request.body.password);
        clearSessionCookies(reply, secureCookies);
        return reply.status(204).send(null);
      },
    );

    app.get(
      '/api/me/sessions',
      {
        config: { cache: 'personal' },
        preHandler: app.requireUser,
        schema: {
          tags: ['accounts'],
          summary: 'The devices signed in to this account, this one marked current',
          response: { 200: sessionList, ...errors },
        },
      },
      async (request) => ({ items: await listSessions(sessionDeps, request.auth!) }),
    );

    app.delete(
      '/api/me/sessions',
      {
        config: { cache: 'personal' },
        preHandler: app.requireUser,
        schema: {
          tags: ['accounts'],
          summary: 'Sign out every other device',
          response: { 200: endedSessions, ...errors },
        },
      },
      async (request) => ({ ended: await endOtherSessions(sessionDeps, request.auth!) }),
    );

    app.delete(
      '/api/me/sessions/:id',
      {
        config: { cache: 'personal' },
        preHandler: app.requireUser,
        schema: {
          tags: ['accounts'],
          summary: 'Sign out one device',
          params: sessionIdParams,
          response: { 204: z.null(), ...errors },
        },
      },
      async (request, reply) => {
        await endSession(sessionDeps, request.auth!, request.params.id);
        if (request.params.id === request.auth!.sessionId)
          clearSessionCookies(reply, secureCookies);
        return reply.status(204).send(null);
      },
    );

    app.post(
      '/api/auth/request-password-reset',
      {
        config: { rateLimit: LIMITS.reset, cache: 'personal' },
        schema: {
          tags: ['accounts'],
          summary: 'E-mail a reset link (answers 204 whether or not the address has an account)',
          body: requestResetBody,
          response: { 204: z.null(), ...errors },
        },
      },
      async (request, reply) => {
        await requestPasswordReset(resetDeps, request.body.email);
        return reply.status(204).send(null);
      },
    );

    app.post(
      '/api/auth/reset-password',
      {
        config: { rateLimit: LIMITS.reset, cache: 'personal' },
        schema: {
          tags: ['accounts'],
          summary: 'Set a new password with a reset token (signs out every session)',
          body: resetPasswordBody,
          response: { 200: z.string(), ...errors },
        },
      },
      async (request, reply) => {
        const userId = await resetPassword(resetDeps, request.body.token, request.body.newPassword);
        // The link proved the mailbox: this browser becomes a known device, so an owner locked
        // out by guessers (decision 0027) can sign in with the new password at once.
        const now = app.clock.now();
        setDeviceCookie(
          reply,
          issueDeviceCookie(sessionDeps.deviceKey, userId, now),
          now,
          secureCookies,
        );
        return reply.type('text/plain; charset=utf-8').send(AUTH_TEXT.resetDone);
      },
    );
  },
);
