/**
 * Where the trip stands with the server (decision 0034): offline, the copy kept on the phone is
 * shown and moves wait; how many changes wait; and, once they were sent, what another device had
 * changed meanwhile, until the traveller dismisses it.
 */
import { Button } from '../../../components/button.tsx';
import { listNames } from '../../../entities/trips/day-plan.ts';
import { currentViewer } from '../../../lib/auth/viewer.ts';
import { usePendingTripEditCount } from '../../../lib/offline/pending-saves.ts';
import {
  dismissTripNotice,
  useTripNotice,
  type TripNotice,
} from '../../../lib/offline/trip-notices.ts';
import { useOffline } from '../../../lib/offline/use-offline.ts';

export const TRIP_SYNC_TEXT = {
  offline:
    'You are offline. This is the trip as this phone last had it: places you move or take off are sent when you are back online.',
  changedElsewhere: 'While you were offline, this trip was also changed on another device.',
  merged: 'Your changes were saved with those. Check the days for what changed there.',
  dismiss: 'Dismiss',
} as const;

export function waitingText(count: number): string {
  return count === 1
    ? '1 change made offline waits to be sent.'
    : `${count} changes made offline wait to be sent.`;
}

/** The notice's lines after its heading. */
export function noticeLines(notice: TripNotice): string[] {
  const lines: string[] = [];
  if (notice.superseded.length > 0) {
    lines.push(
      `Not changed as you asked: ${listNames(notice.superseded)}, changed later on the other device.`,
    );
  }
  if (notice.gone.length > 0) {
    lines.push(`Taken off the trip on the other device: ${listNames(notice.gone)}.`);
  }
  if (lines.length === 0) lines.push(TRIP_SYNC_TEXT.merged);
  else lines.push('Your other changes were saved.');
  return lines;
}

export function TripSyncStatus({ tripId }: { tripId: number }) {
  const offline = useOffline();
  const waiting = usePendingTripEditCount(tripId);
  const viewer = currentViewer();
  const notice = useTripNotice(viewer, tripId);
  return (
    <div className="print:hidden" data-testid="trip-sync-status">
      <p role="status" className="mt-4 text-sm text-stone-800 empty:hidden dark:text-stone-200">
        {offline ? TRIP_SYNC_TEXT.offline : ''}
        {waiting > 0 ? ` ${waitingText(waiting)}` : ''}
      </p>
      {notice && (
        <div
          role="status"
          className="mt-4 rounded-xl border border-amber-300 bg-amber-50 p-4 text-sm text-stone-900 dark:border-amber-700 dark:bg-slate-800 dark:text-stone-100"
        >
          <p className="font-semibold">{TRIP_SYNC_TEXT.changedElsewhere}</p>
          {noticeLines(notice).map((line) => (
            <p key={line} className="mt-1">
              {line}
            </p>
          ))}
          <Button
            variant="secondary"
            className="mt-3"
            onClick={() => dismissTripNotice(viewer, tripId)}
          >
            {TRIP_SYNC_TEXT.dismiss}
          </Button>
        </div>
      )}
    </div>
  );
}
