/**
 * Request logs must never carry secrets. URLs can (a reset link's `?token=`), so their sensitive
 * query values are masked; headers are not logged at all by our serializers. Errors can too (a
 * failed query's values), so every logged error passes through `redactError` first.
 */
import { stdSerializers, type SerializedError } from 'pino';

const REDACTED = '[REDACTED]';
const SENSITIVE_KEYS =
  /^(token|access_?token|refresh_?token|password|new_?password|code|secret|key)$/i;

export function redactUrl(url: string): string {
  const queryStart = url.indexOf('?');
  if (queryStart === -1) return url;
  const params = new URLSearchParams(url.slice(queryStart + 1));
  let changed = false;
  for (const key of [...params.keys()]) {
    if (SENSITIVE_KEYS.test(key)) {
      params.set(key, REDACTED);
      changed = true;
    }
  }
  return changed ? `${url.slice(0, queryStart)}?${params.toString()}` : url;
}

interface LoggedRequest {
  method: string;
  url: string;
  ip?: string;
  headers?: Record<string, unknown>;
}

/** The error and its causes, outermost first (a cycle or a very deep chain stops the walk). */
function causeChain(error: unknown): object[] {
  const chain: object[] = [];
  let current = error;
  while (current && typeof current === 'object' && !chain.includes(current) && chain.length < 8) {
    chain.push(current);
    current = (current as { cause?: unknown }).cause;
  }
  return chain;
}

/**
 * An error as pino logs it (type, message and stack with their causes, own fields), without the
 * values a failed query carried: Drizzle writes the query's parameters into its message
 * ("Failed query: … params: …") and a `params` field, node-postgres can carry `parameters`, and
 * PostgreSQL's `detail` quotes the offending row or key ("Key (email)=(…) already exists.") — the
 * names, e-mails and messages people sent us. The query text, with its placeholders, stays.
 */
export function redactError(error: Error): SerializedError {
  const serialized: Record<string, unknown> & SerializedError = stdSerializers.err(error);
  // pino hands back what is not error-like as it is: nothing of ours to redact in it.
  if (typeof serialized !== 'object' || serialized === null) return serialized;
  for (const link of causeChain(error)) {
    const { params } = link as { params?: unknown };
    if (!Array.isArray(params)) continue;
    // Drizzle's own wording (drizzle-orm/errors.js), which the stack repeats.
    const line = `\nparams: ${String(params)}`;
    for (const key of ['message', 'stack'] as const) {
      const text: unknown = serialized[key];
      if (typeof text === 'string') serialized[key] = text.replaceAll(line, '');
    }
  }
  for (const key of ['params', 'parameters']) {
    if (key in serialized) serialized[key] = REDACTED;
  }
  if (typeof serialized['detail'] === 'string') serialized['detail'] = REDACTED;
  return serialized;
}

export const logSerializers = {
  err: redactError,
  req(request: LoggedRequest) {
    return {
      method: request.method,
      url: redactUrl(request.url),
      remoteAddress: request.ip,
      userAgent: request.headers?.['user-agent'],
    };
  },
};

/** Belt and braces: anything that logs a whole request or reply still loses these paths. */
export const logRedactPaths = [
  'req.headers.authorization',
  'req.headers.cookie',
  'res.headers["set-cookie"]',
  'headers.authorization',
  'headers.cookie',
  'body.password',
  'body.newPassword',
  'body.currentPassword',
  'body.confirmPassword',
  'body.token',
];
