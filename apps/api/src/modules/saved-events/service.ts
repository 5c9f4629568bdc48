/**
 * An account's saved events (issue 34): kept with the account so a second device, the trip
 * planner and the phone's offline copy see the same list, and saves made signed out move to it
 * at sign-in. Listed as GET /api/events serves them: each at its run under way or next (a yearly
 * festival), a one-off event that is over left out.
 */
import { SAVED_EVENTS_MAX, type EventItem } from '@sendero/contract';
import { currentOccurrence, todayIn } from '@sendero/content';
import {
  addSavedEvents,
  countSavedEvents,
  existingEventIds,
  listSavedEvents,
  removeSavedEvents,
  type Database,
} from '@sendero/db';
import type { Clock } from '../../lib/clock.ts';
import { badRequest, notFound } from '../../lib/http-errors.ts';
import { toEventItem } from '../events/service.ts';

export interface SavedEventsDeps {
  db: Database;
  clock: Clock;
}

export async function savedEventsOf(
  { db, clock }: SavedEventsDeps,
  { userId }: { userId: number },
): Promise<EventItem[]> {
  const today = todayIn(clock.now());
  const rows = await listSavedEvents(db, { userId });
  return rows.flatMap(({ updatedAt: _updatedAt, ...row }) => {
    const occurrence = currentOccurrence(row.startsOn, row.endsOn, row.recursYearly, today);
    return occurrence.end < today ? [] : [toEventItem(row, occurrence)];
  });
}

/**
 * Saves events for the owner; ids of events that do not exist are skipped when `skipMissing`
 * (a device's list moved at sign-in may name an event removed since), else a 404. Saves that
 * would take the list past SAVED_EVENTS_MAX are rolled back whole: 400.
 */
export async function saveEvents(
  { db, clock }: SavedEventsDeps,
  {
    userId,
    eventIds,
    skipMissing,
  }: { userId: number; eventIds: readonly number[]; skipMissing: boolean },
): Promise<void> {
  const unique = [...new Set(eventIds)];
  const existing = await existingEventIds(db, { eventIds: unique });
  if (!skipMissing && existing.length < unique.length) throw notFound('Event not found');
  await db.transaction(async (tx) => {
    await addSavedEvents(tx, { userId, eventIds: existing, at: clock.now() });
    if ((await countSavedEvents(tx, { userId })) > SAVED_EVENTS_MAX) {
      throw badRequest(`eventId: at most ${SAVED_EVENTS_MAX} saved events.`, 'eventId');
    }
  });
}

/** Removing what was never saved is no error. */
export async function unsaveEvents(
  { db }: Pick<SavedEventsDeps, 'db'>,
  target: { userId: number; eventId?: number },
): Promise<void> {
  await removeSavedEvents(db, target);
}
