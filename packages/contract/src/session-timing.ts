// Session and reset timing without zod (accounts.ts has the schemas): the session provider is part
// of the web app's first paint (decision 0015).

/** Reset cooldown (§9): 5 minutes between requests, locally and on the server. */
export const RESET_COOLDOWN_MS = 5 * 60 * 1000;
export const TOKEN_REFRESH_INTERVAL_MS = 10 * 60 * 1000;
/**
 * A non-secret cookie (`sendero_session=1`) the API sets beside the HttpOnly refresh cookie and
 * clears with it: the web app reads it to skip the start-up refresh for visitors who never signed in.
 */
export const SESSION_HINT_COOKIE = 'sendero_session';

/** mm:ss for the cooldown texts ("Try again in 04:59"). */
export function formatCountdown(ms: number): string {
  const total = Math.max(0, Math.ceil(ms / 1000));
  const minutes = String(Math.floor(total / 60)).padStart(2, '0');
  const seconds = String(total % 60).padStart(2, '0');
  return `${minutes}:${seconds}`;
}
