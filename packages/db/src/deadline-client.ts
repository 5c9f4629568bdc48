/**
 * The pool's connection class: a query gives up at the request's deadline (request-deadline.ts)
 * when that comes before node-postgres's `query_timeout`, and a connection closes itself when one
 * of its queries outlives its timeout.
 *
 * node-postgres only stops waiting for such a query: the query stays in flight on the
 * connection, so whatever runs on it next — a transaction's `rollback`, or the request that gets
 * the connection back from the pool — queues behind it and waits out a timeout of its own (a
 * frozen server answers nothing). Closed, the connection fails those at once and the pool drops it.
 */
import { AsyncResource } from 'node:async_hooks';
import pg from 'pg';
import { retryOnConflict } from './conflict-retry.ts';
import { databaseTimeLeft } from './request-deadline.ts';

/** node-postgres's message when `query_timeout` elapses. */
export const QUERY_TIMEOUT_MESSAGE = 'Query read timeout';

function isQueryTimeout(error: unknown): boolean {
  return error instanceof Error && error.message === QUERY_TIMEOUT_MESSAGE;
}

export class DeadlineClient extends pg.Client {
  /** The pool's `query_timeout`, the longest any query here waits. */
  private readonly queryTimeout: number;

  /** The pool's release function for the current loan, until it has been called. */
  private poolRelease: ((error?: Error | boolean) => void) | undefined;

  constructor(config?: pg.ClientConfig) {
    super(config);
    this.queryTimeout = config?.query_timeout ?? Infinity;
    // Drizzle releases a transaction's connection only once its `begin` succeeded: one lost
    // during `begin` (a frozen or restarted server) would never be released, keep its place in
    // the pool for ever, and hold up `pool.end()` at shutdown. A connection that ends while lent
    // out gives its place back itself; the pool drops it, and makes a new one when needed.
    this.on('end', () => this.release(new Error('Connection ended while checked out')));
  }

  /**
   * node-postgres's pool sets `release` on each loan; the client keeps it, and calling it a second
   * time (the borrower's own release after the one above) does nothing instead of throwing.
   */
  set release(release: (error?: Error | boolean) => void) {
    this.poolRelease = release;
  }

  get release(): (error?: Error | boolean) => void {
    return (error) => {
      const release = this.poolRelease;
      this.poolRelease = undefined;
      release?.(error);
    };
  }

  // One signature over node-postgres's many overloads: arguments and result pass through as they
  // are, so `any` is what the overloads accept and return.
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  override query(...args: any[]): any {
    args[0] = this.withinDeadline(args[0]);
    const last = args.length - 1;
    const callback: unknown = args[last];
    if (typeof callback === 'function') {
      args[last] = (error: unknown, result: unknown) => {
        if (isQueryTimeout(error)) this.close();
        (callback as (error: unknown, result: unknown) => void)(error, result);
      };
      return pg.Client.prototype.query.apply(this, args as never);
    }
    const result: unknown = pg.Client.prototype.query.apply(this, args as never);
    if (!(result instanceof Promise)) return result;
    return result.catch((error: unknown) => {
      if (isQueryTimeout(error)) this.close();
      throw error;
    });
  }

  /**
   * The query with `query_timeout` cut to the time the request has left. A query object that
   * runs itself (a cursor, a `pg.Query`) keeps its own; none of this app's queries are such.
   */
  private withinDeadline(config: unknown): unknown {
    const left = databaseTimeLeft();
    if (left === undefined) return config;
    if (typeof config === 'string') return { text: config, query_timeout: left };
    if (!config || typeof config !== 'object' || 'submit' in config) return config;
    const own = (config as { query_timeout?: number }).query_timeout;
    return { ...config, query_timeout: Math.min(own ?? this.queryTimeout, left) };
  }

  /** Ends the connection; with a query still in flight node-postgres destroys the socket at once. */
  private close() {
    this.end().catch(() => undefined);
  }
}

/**
 * The pool, with a statement retried once after a conflict, and a waiting caller's callback run
 * in the caller's own context: node-postgres hands
 * a freed connection to the next waiter from inside the release of whoever freed it, and the
 * waiter's queries must see its own request's deadline, not that one's. (`pool.query` waits this
 * way; an awaited `pool.connect()` resumes in its caller's context anyway.)
 */
export class DeadlinePool extends pg.Pool {
  // As in DeadlineClient: one signature over the overloads, passed through unchanged.
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  override connect(...args: any[]): any {
    if (typeof args[0] === 'function') args[0] = AsyncResource.bind(args[0]);
    return pg.Pool.prototype.connect.apply(this, args as never);
  }

  /**
   * A query on the pool is a statement of its own (a transaction runs on a client it checked
   * out, and is retried whole: open.ts), so one that lost a deadlock or serialization conflict
   * is run once more. With a callback (not used here) it runs once, as node-postgres runs it.
   */
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  override query(...args: any[]): any {
    const run = () => pg.Pool.prototype.query.apply(this, args as never) as unknown;
    if (typeof args.at(-1) === 'function') return run();
    return retryOnConflict(() => run() as Promise<unknown>);
  }
}
