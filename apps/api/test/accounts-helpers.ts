/** Registering and signing in through the API, as the web app does. */
import type { FastifyInstance } from 'fastify';
import type { LightMyRequestResponse } from 'fastify';

let sequence = 0;

/** A distinct client address per call, so per-IP limits do not trip tests that are not about them. */
export function nextIp() {
  sequence += 1;
  return `10.${100 + Math.floor(sequence / 250)}.${sequence % 250}.${1 + (sequence % 200)}`;
}

export function buildRegistration(overrides: Record<string, unknown> = {}) {
  sequence += 1;
  const n = `${Date.now().toString(36)}${sequence}`;
  return {
    username: `viajera_${n}`,
    email: `viajera.${n}@example.com`,
    password: 'Quetzal-Coatl-42',
    acceptedTerms: true,
    acceptedTermsAt: new Date().toISOString(),
    ...overrides,
  };
}

/** The whole Set-Cookie line (value and attributes) the response sends for `name`. */
export function setCookieLine(response: LightMyRequestResponse, name: string): string | undefined {
  const header = response.headers['set-cookie'];
  const cookies = Array.isArray(header) ? header : header ? [header] : [];
  return cookies.find((c) => c.startsWith(`${name}=`));
}

export function refreshCookieOf(response: LightMyRequestResponse): string | undefined {
  return (
    /^sendero_refresh=([^;]*)/.exec(setCookieLine(response, 'sendero_refresh') ?? '')?.[1] ||
    undefined
  );
}

/** The device cookie's value the response sets (decision 0027), if any. */
export function deviceCookieOf(response: LightMyRequestResponse): string | undefined {
  return (
    /^sendero_device=([^;]*)/.exec(setCookieLine(response, 'sendero_device') ?? '')?.[1] ||
    undefined
  );
}

export function originOf(app: FastifyInstance) {
  return new URL(app.config.publicUrl).origin;
}

export async function registerAndLogin(
  app: FastifyInstance,
  overrides: Record<string, unknown> = {},
) {
  const registration = buildRegistration(overrides);
  const remoteAddress = nextIp();
  const created = await app.inject({
    method: 'POST',
    url: '/api/users',
    payload: registration,
    remoteAddress,
  });
  if (created.statusCode !== 201) throw new Error(`register failed: ${created.body}`);
  const login = await app.inject({
    method: 'POST',
    url: '/api/login',
    payload: { email: registration.email, password: registration.password },
    remoteAddress,
  });
  if (login.statusCode !== 200) throw new Error(`login failed: ${login.body}`);
  return {
    ...registration,
    id: created.json().id as number,
    token: login.json().token as string,
    refresh: refreshCookieOf(login)!,
    device: deviceCookieOf(login)!,
  };
}

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

/** A call with the user's token (signed out without one) and, when given, a JSON body. */
export function injectAs(
  app: FastifyInstance,
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE',
  url: string,
  token?: string,
  payload?: unknown,
) {
  return app.inject({
    method,
    url,
    headers: token ? bearer(token) : {},
    ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
  });
}

/** `DELETE /api/users/me` for a signed-in person, with the password asked again. */
export function deleteOwnAccount(
  app: FastifyInstance,
  person: { token: string; password: string },
  cookies: Record<string, string> = {},
) {
  return app.inject({
    method: 'DELETE',
    url: '/api/users/me',
    headers: bearer(person.token),
    payload: { password: person.password },
    cookies,
  });
}

export function refreshWith(
  app: FastifyInstance,
  refresh: string | undefined,
  origin = originOf(app),
) {
  return app.inject({
    method: 'POST',
    url: '/api/refresh',
    headers: { origin, ...(refresh ? { cookie: `sendero_refresh=${refresh}` } : {}) },
  });
}
