/**
 * The pool's connection class: a connection closes itself when one of its queries outlives
 * node-postgres's `query_timeout`.
 *
 * node-postgres only stops waiting for such a query: the query stays in flight on the
 * connection, so whatever runs on it next — a transaction's `rollback`, or the request that gets
 * the connection back from the pool — queues behind it and waits out a timeout of its own (a
 * frozen server answers nothing). Closed, the connection fails those at once and the pool drops it.
 */
import pg from 'pg';

/** node-postgres's message when `query_timeout` elapses. */
export const QUERY_TIMEOUT_MESSAGE = 'Query read timeout';

function isQueryTimeout(error: unknown): boolean {
  return error instanceof Error && error.message === QUERY_TIMEOUT_MESSAGE;
}

export class DeadlineClient extends pg.Client {
  // One signature over node-postgres's many overloads: arguments and result pass through as they
  // are, so `any` is what the overloads accept and return.
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  override query(...args: any[]): any {
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

  /** Ends the connection; with a query still in flight node-postgres destroys the socket at once. */
  private close() {
    this.end().catch(() => undefined);
  }
}
