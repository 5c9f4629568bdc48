/**
 * Failed sign-ins counted per account, whatever address they come from (OWASP ASVS V2.2.1: at most
 * 100 an hour), without locking out the owner: failures from a known device of the account (a
 * valid device cookie) are counted against that device only, and a device over its own budget is
 * the only one refused. Everyone else shares the account's budget; once it is spent, sign-in from
 * an unknown device waits out the hour, the correct password included (decision 0027).
 *
 * An e-mail with no account has a budget too, under the same kind of key, so the answers and
 * their timing never tell whether the account exists. Keys hold hashes, never an e-mail.
 */
import type { CounterStore } from '../../lib/counters.ts';
import { hashEmail, hashToken } from './tokens.ts';

/** Failures from unknown devices per account (or unknown e-mail) in the window… */
export const ACCOUNT_FAILURE_LIMIT = 100;
/** …and per known device, which its owner's typing never comes near. */
export const DEVICE_FAILURE_LIMIT = 10;
export const ACCOUNT_FAILURE_WINDOW_MS = 60 * 60 * 1000;

/** Whose budget a sign-in attempt spends: one known device's, or the account's. */
export type FailureBudget = { device: string } | { email: string };

function keysOf(budget: FailureBudget) {
  const name =
    'device' in budget
      ? `device:${hashToken(budget.device)}`
      : `account:${hashEmail(budget.email)}`;
  return { failures: `login-fail-${name}`, lock: `login-lock-${name}` };
}

/** How long the budget stays spent (ms), or 0 while attempts may go on. */
export async function spentFor(counters: CounterStore, budget: FailureBudget): Promise<number> {
  const lock = await counters.count(keysOf(budget).lock);
  return lock.count > 0 ? Math.max(1, lock.ttlMs) : 0;
}

/**
 * Counts a failure. The one that reaches the limit locks the budget for a whole window from then
 * on, so no hour, wherever it starts, holds many more than the limit (a plain fixed window would
 * let twice the limit through around its end).
 */
export async function spendFailure(counters: CounterStore, budget: FailureBudget) {
  const keys = keysOf(budget);
  const limit = 'device' in budget ? DEVICE_FAILURE_LIMIT : ACCOUNT_FAILURE_LIMIT;
  const failures = await counters.increment(keys.failures, ACCOUNT_FAILURE_WINDOW_MS);
  if (failures >= limit) {
    await counters.claim(keys.lock, ACCOUNT_FAILURE_WINDOW_MS);
    await counters.reset(keys.failures);
  }
}
