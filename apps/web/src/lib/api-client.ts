/** Thrown for every non-ok answer; carries the server's `{error, message, field}` when it sent one. */
export class ApiRequestError extends Error {
  readonly status: number;
  readonly code: string;
  readonly field: string | undefined;
  /** True when the message came from the server's JSON error body. */
  readonly fromServer: boolean;

  constructor(options: {
    status: number;
    code: string;
    message: string;
    field?: string | undefined;
    fromServer: boolean;
  }) {
    super(options.message);
    this.name = 'ApiRequestError';
    this.status = options.status;
    this.code = options.code;
    this.field = options.field;
    this.fromServer = options.fromServer;
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

/**
 * fetch for the API: JSON in, JSON out. Resolves with the parsed body (undefined for 204 or an empty
 * body); rejects with ApiRequestError on a non-ok status, or with fetch's own error on network failure.
 */
export async function apiFetch<T = unknown>(path: string, init: ApiFetchInit = {}): Promise<T> {
  const { body, parseBody = true, headers: initHeaders, ...rest } = init;
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

  const response = await fetch(path, { ...rest, headers, body: requestBody });

  if (!response.ok) {
    const parsed = parseApiError(await readJson(response).catch(() => undefined));
    throw new ApiRequestError({
      status: response.status,
      code: parsed?.error ?? 'HTTP_ERROR',
      message: parsed?.message ?? `Request failed with status ${response.status}`,
      field: parsed?.field,
      fromServer: parsed !== null,
    });
  }

  if (!parseBody || response.status === 204) return undefined as T;
  return (await readJson(response)) as T;
}
