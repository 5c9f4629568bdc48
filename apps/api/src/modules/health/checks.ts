/** A readiness check: one dependency's round trip, bounded by a timeout of its own. */

/** Each dependency's answer is awaited this long; a frozen one is reported as `timeout`. */
export const READY_CHECK_TIMEOUT_MS = 1000;

export interface CheckResult {
  summary: { status: 'up' | 'down' | 'timeout'; ms: number };
  /** Why it is not up, for the log only: an error can name hosts and ports. */
  error?: unknown;
}

export class CheckTimeoutError extends Error {
  override name = 'CheckTimeoutError';
}

export async function checkWithin(
  timeoutMs: number,
  probe: () => Promise<unknown>,
): Promise<CheckResult> {
  const started = performance.now();
  const elapsed = () => Math.round(performance.now() - started);
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(
      () => reject(new CheckTimeoutError(`no answer within ${timeoutMs} ms`)),
      timeoutMs,
    );
  });
  try {
    // The probe may go on after the timeout (it has deadlines of its own); its answer is ignored.
    await Promise.race([probe(), timeout]);
    return { summary: { status: 'up', ms: elapsed() } };
  } catch (error) {
    const status = error instanceof CheckTimeoutError ? 'timeout' : 'down';
    return { summary: { status, ms: elapsed() }, error };
  } finally {
    clearTimeout(timer);
  }
}
