import { sessionList, type SessionSummary } from '@sendero/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { authFetch } from '../../../lib/api-client.ts';
import type { QueryConfig } from '../../../lib/query-config.ts';

/** GET /api/me/sessions (bearer): the devices signed in to the account, this one marked. */
export async function getSessions(signal?: AbortSignal): Promise<SessionSummary[]> {
  return sessionList.parse(await authFetch('/api/me/sessions', { signal })).items;
}

/** Personal: under 'account', which the session clears on sign-in and sign-out (USER_LIST_KEYS). */
export const SESSIONS_KEY = ['account', 'sessions'] as const;

export function sessionsQueryOptions() {
  return queryOptions({
    queryKey: SESSIONS_KEY,
    queryFn: ({ signal }) => getSessions(signal),
    // "Last used" moves every ten minutes at most (the refresh interval): a minute is fresh enough.
    staleTime: 60_000,
  });
}

export function useSessions(queryConfig?: QueryConfig<typeof sessionsQueryOptions>) {
  return useQuery({ ...sessionsQueryOptions(), ...queryConfig });
}
