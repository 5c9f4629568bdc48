/**
 * A transaction that PostgreSQL aborted to break a deadlock (SQLSTATE 40P01) or because it could
 * not be serialized (40001) did nothing wrong: run again, it usually succeeds. Each is run once
 * more; a second conflict is reported as the database being unavailable for now (503, see
 * unavailable.ts), not as a bug.
 */
const CONFLICT_CODES = new Set(['40001', '40P01']);

/** The error, or its cause (Drizzle wraps the driver's error), is a deadlock or serialization failure. */
export function isTransactionConflict(error: unknown, depth = 0): boolean {
  if (!error || typeof error !== 'object' || depth > 4) return false;
  const { code, cause } = error as { code?: unknown; cause?: unknown };
  if (typeof code === 'string' && CONFLICT_CODES.has(code)) return true;
  return isTransactionConflict(cause, depth + 1);
}

/** Runs `work`, and once more if it failed on a conflict. `work` must be safe to run again. */
export async function retryOnConflict<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (!isTransactionConflict(error)) throw error;
    return work();
  }
}
