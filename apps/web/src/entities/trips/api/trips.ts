/**
 * Every trips call (issue 31, decision 0033): the signed-in traveller's trips and one trip's
 * places. Personal: the keys sit under 'account', which the session clears on sign-in and
 * sign-out (USER_LIST_KEYS), carry the viewer, and nothing here is rendered on the server.
 * Offline (decision 0034): every trip the server answers is kept on the phone, read back when the
 * network fails, and shown with the changes still waiting to be sent; a place moved or taken off
 * without a network is queued, not refused.
 */
import {
  tripDetail,
  tripList,
  tripShareAnswer,
  tripShareToken,
  type AddTripItemsBody,
  type CreateTripBody,
  type MoveTripEventBody,
  type MoveTripItemBody,
  type OfflineTripChange,
  type TripDetail,
  type TripSummary,
  type UpdateTripBody,
} from '@sendero/contract';
import {
  queryOptions,
  useMutation,
  useQuery,
  useQueryClient,
  type QueryClient,
} from '@tanstack/react-query';
import { apiFetch, authDownload, authFetch, type DownloadedFile } from '../../../lib/api-client.ts';
import { currentViewer } from '../../../lib/auth/viewer.ts';
import {
  forgetTripCopy,
  keepTripCopy,
  keepTripList,
  keptTripCopy as storedTripCopy,
  keptTripList as storedTripList,
} from '../../../lib/offline/kept-trips.ts';
import {
  isNetworkFailure,
  pendingTripEdits,
  queueTripEdit,
} from '../../../lib/offline/pending-saves.ts';
import { withChanges } from '../offline-changes.ts';
import { keepTripPagesOffline, releaseTripPages } from '../keep-trip-pages.ts';
import { nullWhenMissing, retryUnlessClientError } from '../../../lib/query-errors.ts';
import type { QueryConfig } from '../../../lib/query-config.ts';

/** The server's answer, or the copy kept on the phone when the network fails (and there is one). */
async function orKept<T>(call: Promise<T>, kept: () => Promise<T | null>): Promise<T> {
  try {
    return await call;
  } catch (error) {
    const copy = isNetworkFailure(error) ? await kept() : null;
    if (copy === null) throw error;
    return copy;
  }
}

/** The trip kept on the phone for `viewer`, if there is one this version of the app can read. */
export async function keptTripCopy(viewer: string, id: number): Promise<TripDetail | null> {
  const kept = tripDetail.safeParse(await storedTripCopy(viewer, id));
  return kept.success ? kept.data : null;
}

async function keptTripList(viewer: string): Promise<TripSummary[] | null> {
  const kept = tripList.safeParse({ trips: await storedTripList(viewer) });
  return kept.success ? kept.data.trips : null;
}

export async function getTrips(signal?: AbortSignal): Promise<TripSummary[]> {
  const viewer = currentViewer();
  return orKept(
    authFetch('/api/trips', { signal }).then((answer) => {
      const trips = tripList.parse(answer).trips;
      void keepTripList(viewer, trips);
      return trips;
    }),
    () => keptTripList(viewer),
  );
}

/** A trip as the server answered it: kept on the phone, with its pages and pictures. */
export function fromServer(answer: unknown): TripDetail {
  const trip = tripDetail.parse(answer);
  void keepTripCopy(currentViewer(), trip);
  void keepTripPagesOffline(trip);
  return trip;
}

/** A trip as the traveller sees it: with the changes made offline that still wait to be sent. */
export async function withWaitingChanges(trip: TripDetail): Promise<TripDetail> {
  const waiting = await pendingTripEdits(trip.id).catch(() => []);
  return withChanges(
    trip,
    waiting.map((edit) => edit.change),
  );
}

export async function getTrip(id: number, signal?: AbortSignal): Promise<TripDetail> {
  const viewer = currentViewer();
  const trip = await orKept(authFetch(`/api/trips/${id}`, { signal }).then(fromServer), () =>
    keptTripCopy(viewer, id),
  );
  return withWaitingChanges(trip);
}

export async function createTrip(body: CreateTripBody): Promise<TripDetail> {
  return fromServer(await authFetch('/api/trips', { method: 'POST', body }));
}

export async function updateTrip(id: number, body: UpdateTripBody): Promise<TripDetail> {
  return fromServer(await authFetch(`/api/trips/${id}`, { method: 'PATCH', body }));
}

export async function deleteTrip(id: number): Promise<void> {
  await authFetch(`/api/trips/${id}`, { method: 'DELETE', parseBody: false });
  await Promise.all([forgetTripCopy(currentViewer(), id), releaseTripPages(id)]);
}

export async function addToTrip(id: number, body: AddTripItemsBody): Promise<TripDetail> {
  return fromServer(await authFetch(`/api/trips/${id}/items`, { method: 'POST', body }));
}

export async function moveTripItem(
  id: number,
  itemId: number,
  body: MoveTripItemBody,
): Promise<TripDetail> {
  return fromServer(await authFetch(`/api/trips/${id}/items/${itemId}`, { method: 'PATCH', body }));
}

export async function removeTripItem(id: number, itemId: number): Promise<TripDetail> {
  return fromServer(await authFetch(`/api/trips/${id}/items/${itemId}`, { method: 'DELETE' }));
}

/** Moves an event of the trip to another day it is on, or off the days (online only). */
export async function moveTripEvent(
  id: number,
  entryId: number,
  body: MoveTripEventBody,
): Promise<TripDetail> {
  return fromServer(
    await authFetch(`/api/trips/${id}/events/${entryId}`, { method: 'PATCH', body }),
  );
}

export async function removeTripEvent(id: number, entryId: number): Promise<TripDetail> {
  return fromServer(await authFetch(`/api/trips/${id}/events/${entryId}`, { method: 'DELETE' }));
}

/**
 * `send`, or, when the network fails, the change kept on the phone for sending later and the trip
 * as it looks with it. `change` is worked out from the trip as the traveller sees it.
 */
async function sendOrQueue(
  tripId: number,
  send: () => Promise<TripDetail>,
  change: (shown: TripDetail) => OfflineTripChange,
): Promise<TripDetail> {
  try {
    return await send();
  } catch (error) {
    if (!isNetworkFailure(error)) throw error;
    const kept = await keptTripCopy(currentViewer(), tripId);
    if (!kept) throw error;
    await queueTripEdit({
      tripId,
      basedOn: kept.updatedAt,
      change: change(await withWaitingChanges(kept)),
    });
    return withWaitingChanges(kept);
  }
}

export function moveOrQueue(id: number, itemId: number, body: MoveTripItemBody) {
  return sendOrQueue(
    id,
    () => moveTripItem(id, itemId, body),
    (shown) => ({
      kind: 'move',
      itemId,
      editedAt: new Date().toISOString(),
      day: body.day,
      position: body.position,
      pinned: body.pinned ?? shown.items.find((item) => item.id === itemId)?.pinned ?? false,
    }),
  );
}

export function removeOrQueue(id: number, itemId: number) {
  return sendOrQueue(
    id,
    () => removeTripItem(id, itemId),
    () => ({ kind: 'remove', itemId, editedAt: new Date().toISOString() }),
  );
}

/** The trip's files for other apps: a calendar (.ics) or the day routes (.gpx). */
export type TripExport = 'ics' | 'gpx';

export function downloadTripExport(id: number, kind: TripExport): Promise<DownloadedFile> {
  return authDownload(`/api/trips/${id}/export.${kind}`);
}

/** Opens a new read-only link (any earlier link stops working); its token is shown once. */
export async function shareTrip(id: number): Promise<string> {
  return tripShareAnswer.parse(await authFetch(`/api/trips/${id}/share`, { method: 'POST' })).token;
}

export async function stopSharingTrip(id: number): Promise<void> {
  await authFetch(`/api/trips/${id}/share`, { method: 'DELETE', parseBody: false });
}

/**
 * GET /api/shared-trips/{token}: the trip a share link opens, for anyone; null when the link
 * opens none (turned off, replaced, or never was) and without a call for a malformed token.
 */
export async function getSharedTrip(
  token: string,
  signal?: AbortSignal,
): Promise<TripDetail | null> {
  if (!tripShareToken.safeParse(token).success) return null;
  const trip = await nullWhenMissing(
    apiFetch(`/api/shared-trips/${encodeURIComponent(token)}`, { signal }),
  );
  return trip === null ? null : tripDetail.parse(trip);
}

/** Not under 'account': the shared page is public, and rendered on the server. */
export function sharedTripQueryOptions(token: string) {
  return queryOptions({
    queryKey: ['shared-trip', token] as const,
    queryFn: ({ signal }) => getSharedTrip(token, signal),
    staleTime: 30_000,
    retry: retryUnlessClientError,
  });
}

export const tripsKey = (viewer = currentViewer()) => ['account', 'trips', viewer] as const;
export const tripKey = (id: number, viewer = currentViewer()) =>
  ['account', 'trip', id, viewer] as const;

/**
 * The trips reads answer from the phone when the network fails, so they run offline too (TanStack
 * Query would otherwise pause them until the browser says it is back online).
 */
const OFFLINE_TOO = 'always';

export function tripsQueryOptions() {
  return queryOptions({
    queryKey: tripsKey(),
    queryFn: ({ signal }) => getTrips(signal),
    networkMode: OFFLINE_TOO,
    staleTime: 30_000,
    retry: retryUnlessClientError,
  });
}

export function tripQueryOptions(id: number) {
  return queryOptions({
    queryKey: tripKey(id),
    queryFn: ({ signal }) => getTrip(id, signal),
    networkMode: OFFLINE_TOO,
    staleTime: 30_000,
    retry: retryUnlessClientError,
  });
}

export function useTrips(queryConfig?: QueryConfig<typeof tripsQueryOptions>) {
  return useQuery({ ...tripsQueryOptions(), ...queryConfig });
}

export function useTrip(id: number, queryConfig?: QueryConfig<typeof tripQueryOptions>) {
  return useQuery({ ...tripQueryOptions(id), ...queryConfig });
}

function summaryOf(trip: TripDetail): TripSummary {
  const { dayStarts: _starts, items: _items, events: _events, routes: _routes, ...summary } = trip;
  return summary;
}

/**
 * Every trips answer is the whole trip: it replaces the trip's cached copy, and its summary
 * replaces (or joins) the list's entry, so no page asks again after a change.
 */
export function recordTrip(queryClient: QueryClient, trip: TripDetail): void {
  queryClient.setQueryData(tripKey(trip.id), trip);
  queryClient.setQueryData<TripSummary[]>(tripsKey(), (list) => {
    if (!list) return list;
    const summary = summaryOf(trip);
    return list.some((entry) => entry.id === trip.id)
      ? list.map((entry) => (entry.id === trip.id ? summary : entry))
      : [summary, ...list];
  });
}

function forgetTrip(queryClient: QueryClient, id: number): void {
  queryClient.removeQueries({ queryKey: tripKey(id) });
  queryClient.setQueryData<TripSummary[]>(tripsKey(), (list) =>
    list?.filter((entry) => entry.id !== id),
  );
}

/**
 * A mutation whose answer is the whole trip, recorded in the cache. `offline`: the call queues
 * itself without a network, so it must run offline rather than wait.
 */
function useTripMutation<V>(
  call: (variables: V) => Promise<TripDetail>,
  { offline = false }: { offline?: boolean } = {},
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: call,
    ...(offline ? { networkMode: OFFLINE_TOO } : {}),
    onSuccess: (trip) => recordTrip(queryClient, trip),
  });
}

export function useCreateTrip() {
  return useTripMutation((body: CreateTripBody) => createTrip(body));
}

export function useUpdateTrip(id: number) {
  return useTripMutation((body: UpdateTripBody) => updateTrip(id, body));
}

export function useAddToTrip() {
  return useTripMutation(({ tripId, ...body }: AddTripItemsBody & { tripId: number }) =>
    addToTrip(tripId, body),
  );
}

export interface MoveInput extends MoveTripItemBody {
  itemId: number;
}

/** Moves a place; offline, the move waits on the phone (the trip shows it already). */
export function useMoveTripItem(id: number) {
  return useTripMutation(({ itemId, ...body }: MoveInput) => moveOrQueue(id, itemId, body), {
    offline: true,
  });
}

/** Takes a place off; offline, the change waits on the phone (the trip shows it already). */
export function useRemoveTripItem(id: number) {
  return useTripMutation((itemId: number) => removeOrQueue(id, itemId), { offline: true });
}

export interface MoveEventInput extends MoveTripEventBody {
  entryId: number;
}

/** Events are moved online only: offline, the call fails at once and says so. */
export function useMoveTripEvent(id: number) {
  return useTripMutation(
    ({ entryId, ...body }: MoveEventInput) => moveTripEvent(id, entryId, body),
    { offline: true },
  );
}

export function useRemoveTripEvent(id: number) {
  return useTripMutation((entryId: number) => removeTripEvent(id, entryId), { offline: true });
}

export function useDeleteTrip() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteTrip,
    onSuccess: (_, id) => forgetTrip(queryClient, id),
  });
}

/** Records whether the trip's share link is open in its cached copy. */
function recordShared(queryClient: QueryClient, id: number, shared: boolean): void {
  queryClient.setQueryData<TripDetail>(tripKey(id), (trip) => trip && { ...trip, shared });
}

export function useShareTrip(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => shareTrip(id),
    onSuccess: () => recordShared(queryClient, id, true),
  });
}

export function useStopSharingTrip(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => stopSharingTrip(id),
    onSuccess: () => recordShared(queryClient, id, false),
  });
}
