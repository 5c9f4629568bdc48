/** Per-IP limits for anonymous write endpoints: generous for people, a wall for floods. */
export const FORM_RATE_LIMIT = { max: 5, timeWindow: '15 minutes' } as const;
