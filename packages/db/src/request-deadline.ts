/**
 * One deadline for all the database work of a request: waiting for a pooled connection and every
 * query after it share it, instead of each wait having a full timeout of its own (5 s for a
 * connection, then 6 s for the query, was 11 s). The API opens one per request; work outside any
 * (the outbox loop, start-up) keeps the pool's own timeouts.
 */
import { AsyncLocalStorage } from 'node:async_hooks';

const deadlines = new AsyncLocalStorage<number>();

/**
 * Runs `work` with its database calls due `ms` from now, or at the enclosing deadline when that is
 * sooner (a page render's API reads are requests inside a request).
 */
export function withDatabaseDeadline<T>(ms: number, work: () => T): T {
  const enclosing = deadlines.getStore() ?? Infinity;
  return deadlines.run(Math.min(enclosing, Date.now() + ms), work);
}

/** Milliseconds left before the current deadline (at least 1), or undefined outside one. */
export function databaseTimeLeft(): number | undefined {
  const deadline = deadlines.getStore();
  return deadline === undefined ? undefined : Math.max(1, deadline - Date.now());
}
