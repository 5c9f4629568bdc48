import {
  clearAccessToken,
  expiresLaterThan,
  getAccessToken,
  setAccessToken,
} from './auth-token.ts';
import { withTabLock } from './tab-lock.ts';
import { IDEMPOTENCY_KEY_HEADER } from '@sendero/contract';

/** Thrown for every non-ok answer; carries the server's `{error, message, field}` when it sent one. */
export class ApiRequestError extends Error {
  readonly status: number;
  readonly code: string;
  readonly field: string | undefined;
  /** True when the message is the server's own text (its JSON error body, or a plain-text body). */
  readonly fromServer: boolean;
  /** How long the server asked the caller to wait (its Retry-After), when it said. */
  readonly retryAfterMs: number | undefined;

  constructor(options: {
    status: number;
    code: string;
    message: string;
    field?: string | undefined;
    fromServer: boolean;
    retryAfterMs?: number | undefined;
  }) {
    super(options.message);
    this.name = 'ApiRequestError';
    this.status = options.status;
    this.code = options.code;
    this.field = options.field;
    this.fromServer = options.fromServer;
    this.retryAfterMs = options.retryAfterMs;
  }
}

export interface ApiFetchInit extends Omit<RequestInit, 'body'> {
  /** Sent as JSON unless it is already a string, FormData, URLSearchParams or Blob. */
  body?: unknown;
  /** Set to false when the caller judges success by the status only and the body is not read. */
  parseBody?: boolean;
}

function isRawBody(body: unknown): body is BodyInit {
  return (
    typeof body === 'string' ||
    body instanceof FormData ||
    body instanceof URLSearchParams ||
    body instanceof Blob
  );
}

/** Reads the error shape `{error, message, field?}`; null when the body is something else. */
export function parseApiError(
  value: unknown,
): { error: string; message: string; field?: string } | null {
  if (typeof value !== 'object' || value === null) return null;
  const { error, message, field } = value as Record<string, unknown>;
  if (typeof error !== 'string' || typeof message !== 'string' || message.length === 0) return null;
  return typeof field === 'string' ? { error, message, field } : { error, message };
}

async function readJson(response: Response): Promise<unknown> {
  const text = await response.text();
  if (!text) return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

/** How requests reach the API: the browser's fetch, or the server's in-process one while it renders. */
type Transport = (path: string, init: RequestInit) => Promise<Response>;
let transport: Transport = (path, init) => fetch(path, init);

/** The server renderer sends the app's API calls through the API process itself (no network). */
export function setApiTransport(next: Transport): void {
  transport = next;
}

/**
 * fetch for the API: JSON in, JSON out. Resolves with the parsed body (undefined for 204 or an empty
 * body); rejects with ApiRequestError on a non-ok status, or with fetch's own error on network failure.
 */
export async function apiFetch<T = unknown>(path: string, init: ApiFetchInit = {}): Promise<T> {
  const { parseBody = true } = init;
  const response = await apiResponse(path, init);
  if (!parseBody || response.status === 204) return undefined as T;
  return (await readJson(response)) as T;
}

/** The API's ok answer as it came (a file, not JSON); rejects like apiFetch on a non-ok status. */
async function apiResponse(path: string, init: ApiFetchInit): Promise<Response> {
  const { body, parseBody: _parseBody, headers: initHeaders, ...rest } = init;
  const headers = new Headers(initHeaders);
  if (!headers.has('Accept')) headers.set('Accept', 'application/json');
  let requestBody: BodyInit | undefined;
  if (body !== undefined) {
    if (isRawBody(body)) {
      requestBody = body;
    } else {
      requestBody = JSON.stringify(body);
      if (!headers.has('Content-Type')) headers.set('Content-Type', 'application/json');
    }
  }

  const response = await transport(path, { ...rest, headers, body: requestBody });

  if (!response.ok) throw await errorOf(response);
  return response;
}

/**
 * Retry-After in ms: delay-seconds or an HTTP date (RFC 9110 §10.2.3); undefined when absent or
 * unreadable.
 */
export function retryAfterMs(header: string | null, now = Date.now()): number | undefined {
  if (!header) return undefined;
  const value = header.trim();
  if (/^\d+$/.test(value)) return Number(value) * 1000;
  const at = Date.parse(value);
  return Number.isNaN(at) ? undefined : Math.max(0, at - now);
}

/**
 * The failed answer as an ApiRequestError: the error shape's message and field, or a plain-text
 * body's own words (the specification shows the server's text when it sends one, accounts spec
 * §7); anything else (an HTML error page, an empty body) leaves the caller's default to show.
 */
async function errorOf(response: Response): Promise<ApiRequestError> {
  const plain = /^text\/plain\b/i.test(response.headers.get('Content-Type') ?? '');
  const body = await readJson(response).catch(() => undefined);
  const parsed = parseApiError(body);
  const text = plain && typeof body === 'string' ? body.trim() : '';
  return new ApiRequestError({
    status: response.status,
    code: parsed?.error ?? 'HTTP_ERROR',
    message: parsed?.message || text || `Request failed with status ${response.status}`,
    field: parsed?.field,
    fromServer: parsed !== null || text !== '',
    retryAfterMs: retryAfterMs(response.headers.get('Retry-After')),
  });
}

/**
 * The header naming a form's send (lib/repeated-sends.ts on the server): a repeat of it is answered
 * as the first and taken once. None for a send without a key (a page sent without the app).
 */
export function sendKeyHeaders(sendKey: string | undefined): Pick<ApiFetchInit, 'headers'> {
  return sendKey ? { headers: { [IDEMPOTENCY_KEY_HEADER]: sendKey } } : {};
}

/** The message of the failed call once the refresh after a 401 has failed too (spec §4, §8). */
export const SESSION_EXPIRED = 'Session expired';

let refreshInFlight: Promise<string> | null = null;

/** The lock every tab takes around a refresh: the refresh cookie is shared by all of them. */
const REFRESH_LOCK = 'sendero-refresh';
/** A token another tab stored is used instead of refreshing only if it lives this much longer. */
const BORROWED_TOKEN_MIN_LIFE_MS = 60 * 1000;

/**
 * POST /api/refresh with the HttpOnly cookie; stores and returns the new access token. The refresh
 * token rotates on every use, so presenting one twice is avoided twice over: callers in this tab
 * share one in-flight refresh, and tabs take turns under a Web Lock. A tab that waited for the lock
 * and finds a new, unexpired token stored by the tab before it uses that token: the cookie has
 * already rotated with it. (The server forgives a retry within seconds as well; decision 0013.)
 */
export function refreshAccessToken(): Promise<string> {
  refreshInFlight ??= (async () => {
    const seen = getAccessToken();
    try {
      return await withTabLock(REFRESH_LOCK, async () => {
        const stored = getAccessToken();
        if (stored && stored !== seen && expiresLaterThan(stored, BORROWED_TOKEN_MIN_LIFE_MS)) {
          return stored;
        }
        const body = await apiFetch<{ token?: unknown }>('/api/refresh', {
          method: 'POST',
          credentials: 'include',
        });
        if (typeof body?.token !== 'string' || !body.token)
          throw new Error('Failed to refresh token');
        setAccessToken(body.token);
        return body.token;
      });
    } finally {
      refreshInFlight = null;
    }
  })();
  return refreshInFlight;
}

function withBearer(init: ApiFetchInit): ApiFetchInit {
  const token = getAccessToken();
  const headers = new Headers(init.headers);
  if (token) headers.set('Authorization', `Bearer ${token}`);
  else headers.delete('Authorization');
  return { ...init, headers };
}

/**
 * Runs a signed-in call, then once more after a refresh if it was answered 401. `call` builds its
 * request each time, so the retry carries the new token. When the refresh fails the token is
 * removed and the call fails with "Session expired".
 */
async function withSessionRetry<T>(call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    if (!(error instanceof ApiRequestError) || error.status !== 401) throw error;
  }
  try {
    await refreshAccessToken();
  } catch {
    clearAccessToken();
    throw new ApiRequestError({
      status: 401,
      code: 'SESSION_EXPIRED',
      message: SESSION_EXPIRED,
      fromServer: false,
    });
  }
  return call();
}

/**
 * apiFetch for signed-in calls: sends the stored token as `Authorization: Bearer`. On a 401 it refreshes
 * once and retries once; when the refresh fails the token is removed and the call fails with
 * "Session expired".
 */
export function authFetch<T = unknown>(path: string, init: ApiFetchInit = {}): Promise<T> {
  return withSessionRetry(() => apiFetch<T>(path, withBearer(init)));
}

/** A file the API answered: its bytes and the name the server gave it (Content-Disposition). */
export interface DownloadedFile {
  blob: Blob;
  fileName: string | null;
}

/** The file name of a `Content-Disposition` header (`filename*=UTF-8''…` first, then `filename=`). */
export function dispositionFileName(header: string | null): string | null {
  if (!header) return null;
  const extended = /filename\*\s*=\s*(?:UTF-8|utf-8)''([^;]+)/.exec(header);
  if (extended?.[1]) {
    try {
      return decodeURIComponent(extended[1].trim());
    } catch {
      // A malformed encoding: the plain name, if any, below.
    }
  }
  const plain = /filename\s*=\s*(?:"((?:[^"\\]|\\.)*)"|([^;]+))/.exec(header);
  const name = plain?.[1]?.replace(/\\(.)/g, '$1') ?? plain?.[2]?.trim();
  return name || null;
}

/**
 * A signed-in download (a trip's calendar or GPX): authFetch's bearer token and one refresh on a
 * 401, but the answer is read as a Blob with the server's file name.
 */
export async function authDownload(path: string, init: ApiFetchInit = {}): Promise<DownloadedFile> {
  const headers = new Headers(init.headers);
  if (!headers.has('Accept')) headers.set('Accept', '*/*');
  return withSessionRetry(async () => {
    const response = await apiResponse(path, withBearer({ ...init, headers }));
    return {
      blob: await response.blob(),
      fileName: dispositionFileName(response.headers.get('Content-Disposition')),
    };
  });
}
