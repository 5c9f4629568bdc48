/**
 * An account's saved events (issue 34). Every query is scoped by the owner's id, so nobody reads
 * or changes another account's list. Saving is idempotent (the (user, event) key absorbs a second
 * save) and ids of events that do not exist are skipped, not stored.
 */
import { and, asc, count, eq, inArray } from 'drizzle-orm';
import type { Database } from '../open.ts';
import { cities, events, savedEvents } from '../schema/index.ts';
import { eventCandidateColumns } from './events.ts';

type Executor = Pick<Database, 'select' | 'insert' | 'delete'>;

/** The owner's saved events with their city, in the order they were saved. */
export function listSavedEvents(db: Database, { userId }: { userId: number }) {
  return db
    .select(eventCandidateColumns)
    .from(savedEvents)
    .innerJoin(events, eq(events.id, savedEvents.eventId))
    .innerJoin(cities, eq(cities.id, events.cityId))
    .where(eq(savedEvents.userId, userId))
    .orderBy(asc(savedEvents.createdAt), asc(savedEvents.eventId));
}

export async function countSavedEvents(db: Executor, { userId }: { userId: number }) {
  const [row] = await db
    .select({ n: count() })
    .from(savedEvents)
    .where(eq(savedEvents.userId, userId));
  return row?.n ?? 0;
}

/** Which of `eventIds` are events that exist. */
export async function existingEventIds(
  db: Executor,
  { eventIds }: { eventIds: readonly number[] },
) {
  if (eventIds.length === 0) return [];
  const rows = await db
    .select({ id: events.id })
    .from(events)
    .where(inArray(events.id, [...eventIds]));
  return rows.map((row) => row.id);
}

/** Saves the events (already saved ones stay as they were); says how many were new. */
export async function addSavedEvents(
  db: Executor,
  { userId, eventIds, at }: { userId: number; eventIds: readonly number[]; at: Date },
) {
  if (eventIds.length === 0) return 0;
  const added = await db
    .insert(savedEvents)
    .values(eventIds.map((eventId) => ({ userId, eventId, createdAt: at })))
    .onConflictDoNothing()
    .returning({ eventId: savedEvents.eventId });
  return added.length;
}

/** Removes one saved event, or all of the owner's without `eventId`. */
export async function removeSavedEvents(
  db: Executor,
  { userId, eventId }: { userId: number; eventId?: number },
) {
  await db
    .delete(savedEvents)
    .where(
      and(
        eq(savedEvents.userId, userId),
        eventId === undefined ? undefined : eq(savedEvents.eventId, eventId),
      ),
    );
}
