/**
 * Tells whether an error means "the database cannot be reached right now" (→ 503 with Retry-After)
 * rather than a bug in a query (→ 500). Covers node-postgres connection failures and timeouts
 * (connecting, waiting for a pooled connection, a query the server never answers) and the
 * PostgreSQL error classes for connection exceptions, shutdowns, resource exhaustion, a
 * statement cancelled by `statement_timeout`, and a deadlock or serialization failure that its
 * retry did not get past.
 */
import { QUERY_TIMEOUT_MESSAGE } from './deadline-client.ts';

const NETWORK_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'ENOTFOUND',
  'EPIPE',
  'EHOSTUNREACH',
]);
// 08: connection exception; 53: insufficient resources; 57014: statement cancelled (its timeout);
// 57P01-57P03: admin/crash shutdown, cannot connect now; 40001 and 40P01: a serialization failure
// or deadlock that came back when the work was run again (conflict-retry.ts).
const SQLSTATE_PREFIXES = ['08', '53', '57014', '57P01', '57P02', '57P03', '40001', '40P01'];
const MESSAGES = [
  // Also "Connection terminated due to connection timeout" (no handshake in time).
  'Connection terminated',
  // No free pooled connection in time.
  'timeout exceeded when trying to connect',
  // query_timeout: the server did not answer (deadline-client.ts closes that connection).
  QUERY_TIMEOUT_MESSAGE,
  'Client has encountered a connection error',
  // A query on a connection that was just closed, such as a rollback after a query timeout.
  'Client was closed and is not queryable',
  'Cannot use a pool after calling end',
  'PGlite is closed',
];

export function isDatabaseUnavailable(error: unknown, depth = 0): boolean {
  if (!error || typeof error !== 'object' || depth > 4) return false;
  const { code, message, cause, errors } = error as {
    code?: unknown;
    message?: unknown;
    cause?: unknown;
    errors?: unknown;
  };
  if (typeof code === 'string') {
    if (NETWORK_CODES.has(code)) return true;
    if (SQLSTATE_PREFIXES.some((prefix) => code.startsWith(prefix))) return true;
  }
  if (typeof message === 'string' && MESSAGES.some((m) => message.includes(m))) return true;
  if (Array.isArray(errors) && errors.some((e) => isDatabaseUnavailable(e, depth + 1))) return true;
  return isDatabaseUnavailable(cause, depth + 1);
}
