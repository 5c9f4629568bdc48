/** The account's saved events (issue 34): /api/saved-events with the bearer token. */
import type { EventItem } from '@sendero/contract';
import { authFetch } from '../../../lib/api-client.ts';

const PATH = '/api/saved-events';

/** The account's list, in the order saved, each event at its run under way or next. */
export function getSavedEvents(signal?: AbortSignal): Promise<EventItem[]> {
  return authFetch<EventItem[]>(PATH, { signal });
}

/** Adds events saved on this device before signing in; answers the account's whole list. */
export function moveSavedEventsToAccount(eventIds: readonly number[]): Promise<EventItem[]> {
  return authFetch<EventItem[]>(PATH, { method: 'POST', body: { eventIds } });
}

/** PUT (save) or DELETE (remove) one event; both are idempotent on the server. */
export async function setSavedEventOnAccount(eventId: number, saved: boolean): Promise<void> {
  await authFetch(`${PATH}/${eventId}`, { method: saved ? 'PUT' : 'DELETE', parseBody: false });
}

export async function clearSavedEventsOnAccount(): Promise<void> {
  await authFetch(PATH, { method: 'DELETE', parseBody: false });
}
