/**
 * Sends the trips' changes made offline (decision 0034): one call per trip with every waiting
 * change, oldest first; the server applies them, the later edit of each place winning, and says
 * what it had changed meanwhile, which the traveller is told (a notice on the trip, and a toast).
 */
import {
  offlineTripChangesAnswer,
  type OfflineTripChangesAnswer,
  type TripDetail,
} from '@sendero/contract';
import type { QueryClient } from '@tanstack/react-query';
import { ApiRequestError, authFetch } from '../../../lib/api-client.ts';
import { currentViewer } from '../../../lib/auth/viewer.ts';
import { forgetTripCopy } from '../../../lib/offline/kept-trips.ts';
import {
  forgetPendingTripEdit,
  isNetworkFailure,
  pendingTripEdits,
  type PendingTripEdit,
} from '../../../lib/offline/pending-saves.ts';
import { saveTripNotice, type TripNotice } from '../../../lib/offline/trip-notices.ts';
import { toast } from '../../../lib/toast.ts';
import { fromServer, keptTripCopy, recordTrip, tripKey, withWaitingChanges } from './trips.ts';

/** What the traveller is told, naming places as this phone knew them; null when nothing clashed. */
export function noticeOf(
  answer: Omit<OfflineTripChangesAnswer, 'trip'>,
  known: Pick<TripDetail, 'items'>,
): TripNotice | null {
  if (!answer.changedElsewhere && answer.superseded.length === 0 && answer.gone.length === 0) {
    return null;
  }
  const names = (ids: number[]) =>
    ids.map((id) => known.items.find((item) => item.id === id)?.spot.name ?? 'A place');
  return {
    changedElsewhere: answer.changedElsewhere,
    superseded: names(answer.superseded),
    gone: names(answer.gone),
  };
}

function byTrip(edits: PendingTripEdit[]): Map<number, PendingTripEdit[]> {
  const groups = new Map<number, PendingTripEdit[]>();
  for (const edit of edits) groups.set(edit.tripId, [...(groups.get(edit.tripId) ?? []), edit]);
  return groups;
}

async function forget(edits: PendingTripEdit[]) {
  for (const edit of edits) await forgetPendingTripEdit(edit);
}

/** Sends one trip's changes; false when the rest must wait (no network, or signed out). */
async function sendTrip(
  queryClient: QueryClient,
  tripId: number,
  edits: PendingTripEdit[],
): Promise<boolean> {
  const viewer = currentViewer();
  const known = await keptTripCopy(viewer, tripId);
  try {
    const answer = offlineTripChangesAnswer.parse(
      await authFetch(`/api/trips/${tripId}/offline-changes`, {
        method: 'POST',
        body: {
          // The oldest copy any of them was made on: what changed since is the other device's.
          basedOn: edits.map((edit) => edit.basedOn).sort()[0],
          sentAt: new Date().toISOString(),
          changes: edits.map((edit) => edit.change),
        },
      }),
    );
    const trip = fromServer(answer.trip);
    await forget(edits);
    recordTrip(queryClient, await withWaitingChanges(trip));
    const notice = noticeOf(answer, known ?? trip);
    if (notice) {
      saveTripNotice(viewer, tripId, notice);
      toast.info(`“${trip.name}” was also changed on another device. Open it to see what changed.`);
    }
    return true;
  } catch (error) {
    if (isNetworkFailure(error)) return false;
    // Signed out meanwhile: the changes wait for their traveller to sign in again.
    if (error instanceof ApiRequestError && error.status === 401) return false;
    // The trip is gone (deleted elsewhere) or refused the changes for good: they cannot be sent.
    console.warn('Changes made offline to a trip were refused; they are dropped', error);
    await forget(edits);
    if (error instanceof ApiRequestError && [403, 404].includes(error.status)) {
      await forgetTripCopy(viewer, tripId);
      queryClient.removeQueries({ queryKey: tripKey(tripId) });
    }
    toast.error(
      `Changes made offline to “${known?.name ?? 'a trip'}” could not be saved: ${
        error instanceof Error ? error.message : 'the server refused them'
      }`,
    );
    return true;
  }
}

let running: Promise<void> | null = null;

/**
 * Sends every trip's waiting changes, one trip at a time, until none wait (a change made while
 * they were on their way goes in the next round) or the network or session fails. One run at a time.
 */
export function sendOfflineTripChanges(queryClient: QueryClient): Promise<void> {
  running ??= (async () => {
    try {
      for (let round = 0; round < 5; round++) {
        const waiting = byTrip(await pendingTripEdits());
        if (waiting.size === 0) return;
        for (const [tripId, edits] of waiting) {
          if (!(await sendTrip(queryClient, tripId, edits))) return;
        }
      }
    } finally {
      running = null;
    }
  })();
  return running;
}
