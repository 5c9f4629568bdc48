/**
 * Trips and the places on them (issue 31). Every function takes the trip's id and trusts the
 * caller to have checked its owner (getTripOwner) first.
 */
import { and, asc, count, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { TripDayStart } from '@sendero/contract';
import type { Database } from '../open.ts';
import {
  cities,
  events,
  spots,
  tripEvents,
  tripItems,
  trips,
  tripShares,
} from '../schema/index.ts';
import { spotColumns, toSpotRecord } from './spots.ts';

export interface NewTrip {
  userId: number;
  cityId: number;
  name: string;
  startDate: string;
  dayCount: number;
}

const summaryColumns = {
  id: trips.id,
  name: trips.name,
  cityId: trips.cityId,
  cityName: cities.name,
  timeZone: cities.timeZone,
  startDate: trips.startDate,
  days: trips.dayCount,
  dayStarts: trips.dayStarts,
  updatedAt: sql<string>`to_char(${trips.updatedAt} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`,
  // Served by trip_items_trip_idx (trip_id first).
  itemCount: sql<number>`(select count(*) from trip_items where trip_items.trip_id = trips.id)`
    .mapWith(Number)
    .as('item_count'),
};

export function countTrips(db: Database, { userId }: { userId: number }) {
  return db.$count(trips, eq(trips.userId, userId));
}

export async function insertTrip(db: Database, trip: NewTrip): Promise<number> {
  const [row] = await db.insert(trips).values(trip).returning({ id: trips.id });
  return row!.id;
}

/** The account's trips, most recently changed first (served by trips_user_idx). */
export function listTrips(db: Database, { userId }: { userId: number }) {
  return db
    .select(summaryColumns)
    .from(trips)
    .innerJoin(cities, eq(cities.id, trips.cityId))
    .where(eq(trips.userId, userId))
    .orderBy(desc(trips.updatedAt), desc(trips.id));
}

/** Who owns a trip, or null when there is no such trip. */
export async function getTripOwner(db: Database, { tripId }: { tripId: number }) {
  const [row] = await db
    .select({
      userId: trips.userId,
      cityId: trips.cityId,
      dayCount: trips.dayCount,
      startDate: trips.startDate,
    })
    .from(trips)
    .where(eq(trips.id, tripId));
  return row ?? null;
}

/** The trip and its places in order: two statements whatever the number of places. */
export async function getTrip(db: Database, { tripId }: { tripId: number }) {
  const [trip] = await db
    .select(summaryColumns)
    .from(trips)
    .innerJoin(cities, eq(cities.id, trips.cityId))
    .where(eq(trips.id, tripId));
  if (!trip) return null;
  const now = new Date();
  const rows = await db
    .select({
      itemId: tripItems.id,
      day: tripItems.day,
      position: tripItems.position,
      pinned: tripItems.pinned,
      fromTourId: tripItems.fromTourId,
      ...spotColumns,
    })
    .from(tripItems)
    .innerJoin(spots, eq(spots.id, tripItems.spotId))
    .innerJoin(cities, eq(cities.id, spots.cityId))
    .where(eq(tripItems.tripId, tripId))
    .orderBy(sql`${tripItems.day} asc nulls last`, asc(tripItems.position), asc(tripItems.id));
  const items = rows.map(({ itemId, day, position, pinned, fromTourId, ...spot }) => ({
    id: itemId,
    day,
    position,
    pinned,
    fromTourId,
    spot: toSpotRecord(spot, now),
  }));
  const tripEventRows = await db
    .select({
      id: tripEvents.id,
      day: tripEvents.day,
      event: {
        id: events.id,
        title: events.title,
        venue: events.venue,
        address: events.address,
        startsOn: events.startsOn,
        endsOn: events.endsOn,
        startTime: events.startTime,
        endTime: events.endTime,
        recursYearly: events.recursYearly,
        datesVary: events.datesVary,
        link: events.link,
      },
    })
    .from(tripEvents)
    .innerJoin(events, eq(events.id, tripEvents.eventId))
    .where(eq(tripEvents.tripId, tripId))
    .orderBy(sql`${tripEvents.day} asc nulls last`, asc(events.startTime), asc(tripEvents.id));
  return { ...trip, items, events: tripEventRows };
}

export interface TripChanges {
  name?: string | undefined;
  startDate?: string | undefined;
  dayCount?: number | undefined;
  dayStarts?: TripDayStart[] | undefined;
}

/**
 * Changes a trip. Fewer days move the places of the days that went to "not yet on a day", after
 * the ones already there, so nothing is lost.
 */
export async function updateTrip(
  db: Database,
  { tripId, changes }: { tripId: number; changes: TripChanges },
) {
  await db.transaction(async (tx) => {
    await tx
      .update(trips)
      .set({ ...changes, updatedAt: sql`now()` })
      .where(eq(trips.id, tripId));
    if (changes.dayCount !== undefined) {
      // Events on the days that went wait without a day too: nothing is lost.
      await tx
        .update(tripEvents)
        .set({ day: null })
        .where(and(eq(tripEvents.tripId, tripId), sql`${tripEvents.day} > ${changes.dayCount}`));
      const dropped = await tx
        .select({ id: tripItems.id })
        .from(tripItems)
        .where(and(eq(tripItems.tripId, tripId), sql`${tripItems.day} > ${changes.dayCount}`))
        .orderBy(asc(tripItems.day), asc(tripItems.position));
      if (dropped.length > 0) {
        const waiting = await idsOfDay(tx, tripId, null);
        await renumber(tx, null, [...waiting, ...dropped.map((row) => row.id)]);
        // The days took them off theirs: a later change, which an older one made offline loses to.
        await tx
          .update(tripItems)
          .set({ pinned: false, updatedAt: sql`now()` })
          .where(
            inArray(
              tripItems.id,
              dropped.map((row) => row.id),
            ),
          );
      }
    }
  });
}

export function deleteTrip(db: Database, { tripId }: { tripId: number }) {
  return db.delete(trips).where(eq(trips.id, tripId));
}

/** Places and events on the trip: the trip's limit counts both. */
export async function countTripItems(db: Database, { tripId }: { tripId: number }) {
  const [places] = await db
    .select({ n: count() })
    .from(tripItems)
    .where(eq(tripItems.tripId, tripId));
  const [onTrip] = await db
    .select({ n: count() })
    .from(tripEvents)
    .where(eq(tripEvents.tripId, tripId));
  return (places?.n ?? 0) + (onTrip?.n ?? 0);
}

/** What adding an event to a trip checks: its city and its dates. Null when there is none. */
export async function getEventDates(db: Database, { eventId }: { eventId: number }) {
  const [row] = await db
    .select({
      id: events.id,
      cityId: events.cityId,
      startsOn: events.startsOn,
      endsOn: events.endsOn,
      recursYearly: events.recursYearly,
    })
    .from(events)
    .where(eq(events.id, eventId));
  return row ?? null;
}

export async function insertTripEvent(
  db: Database,
  { tripId, eventId, day }: { tripId: number; eventId: number; day: number | null },
) {
  await db.transaction(async (tx) => {
    await tx.insert(tripEvents).values({ tripId, eventId, day });
    await touch(tx, tripId);
  });
}

/** The event an entry of the trip holds, or null when the entry is not on this trip. */
export async function getTripEventEntry(
  db: Database,
  { tripId, entryId }: { tripId: number; entryId: number },
) {
  const [row] = await db
    .select({ eventId: tripEvents.eventId })
    .from(tripEvents)
    .where(and(eq(tripEvents.id, entryId), eq(tripEvents.tripId, tripId)));
  return row ?? null;
}

/** Puts an event of the trip on a day (or none); false when it is not on this trip. */
export async function moveTripEvent(
  db: Database,
  { tripId, entryId, day }: { tripId: number; entryId: number; day: number | null },
) {
  return db.transaction(async (tx) => {
    const moved = await tx
      .update(tripEvents)
      .set({ day })
      .where(and(eq(tripEvents.id, entryId), eq(tripEvents.tripId, tripId)))
      .returning({ id: tripEvents.id });
    if (moved.length === 0) return false;
    await touch(tx, tripId);
    return true;
  });
}

/** Takes an event off the trip; false when it is not on this trip. */
export async function deleteTripEvent(
  db: Database,
  { tripId, entryId }: { tripId: number; entryId: number },
) {
  return db.transaction(async (tx) => {
    const removed = await tx
      .delete(tripEvents)
      .where(and(eq(tripEvents.id, entryId), eq(tripEvents.tripId, tripId)))
      .returning({ id: tripEvents.id });
    if (removed.length === 0) return false;
    await touch(tx, tripId);
    return true;
  });
}

type Tx = Parameters<Parameters<Database['transaction']>[0]>[0];

const sameDay = (day: number | null) =>
  day === null ? isNull(tripItems.day) : eq(tripItems.day, day);

async function nextPosition(tx: Tx | Database, tripId: number, day: number | null) {
  const [row] = await tx
    .select({ last: sql<number | null>`max(${tripItems.position})` })
    .from(tripItems)
    .where(and(eq(tripItems.tripId, tripId), sameDay(day)));
  return row?.last === null || row?.last === undefined ? 0 : Number(row.last) + 1;
}

/** Appends places to the end of a day (or of "not yet on a day"), in the order given. */
export async function insertTripItems(
  db: Database,
  {
    tripId,
    spotIds,
    day,
    fromTourId,
  }: { tripId: number; spotIds: number[]; day: number | null; fromTourId: number | null },
) {
  return db.transaction(async (tx) => {
    const first = await nextPosition(tx, tripId, day);
    const rows = await tx
      .insert(tripItems)
      .values(
        spotIds.map((spotId, i) => ({ tripId, spotId, day, fromTourId, position: first + i })),
      )
      .returning({ id: tripItems.id });
    await touch(tx, tripId);
    return rows.map((row) => row.id);
  });
}

async function touch(tx: Tx, tripId: number) {
  await tx
    .update(trips)
    .set({ updatedAt: sql`now()` })
    .where(eq(trips.id, tripId));
}

/** Puts the places `order` names on `day` at positions 0, 1, 2… in that order: one statement. */
async function renumber(tx: Tx, day: number | null, order: number[]) {
  if (order.length === 0) return;
  const ids = sql.join(
    order.map((id) => sql`${id}`),
    sql`, `,
  );
  await tx.execute(sql`
    update trip_items set day = ${day}::smallint, position = o.n - 1
    from unnest(array[${ids}]::int[]) with ordinality as o(id, n)
    where trip_items.id = o.id`);
}

async function idsOfDay(tx: Tx, tripId: number, day: number | null) {
  const rows = await tx
    .select({ id: tripItems.id })
    .from(tripItems)
    .where(and(eq(tripItems.tripId, tripId), sameDay(day)))
    .orderBy(asc(tripItems.position), asc(tripItems.id));
  return rows.map((row) => row.id);
}

interface Placement {
  day: number | null;
  position: number;
  pinned?: boolean | undefined;
}

/**
 * Places an item (locked by the caller) on a day (or off the days) at a position there (past the
 * end: last), renumbering the day it left and the day it joined; marks it as just placed.
 */
async function placeItem(
  tx: Tx,
  tripId: number,
  item: { id: number; day: number | null },
  { day, position, pinned }: Placement,
) {
  if (item.day !== day) {
    const left = (await idsOfDay(tx, tripId, item.day)).filter((id) => id !== item.id);
    await renumber(tx, item.day, left);
  }
  const joined = (await idsOfDay(tx, tripId, day)).filter((id) => id !== item.id);
  joined.splice(Math.min(position, joined.length), 0, item.id);
  await renumber(tx, day, joined);
  await tx
    .update(tripItems)
    .set({ updatedAt: sql`now()`, ...(pinned === undefined ? {} : { pinned }) })
    .where(eq(tripItems.id, item.id));
}

/** Takes an item off the trip, closing the gap it leaves; false when it is not on this trip. */
async function removeItem(tx: Tx, tripId: number, itemId: number) {
  const [removed] = await tx
    .delete(tripItems)
    .where(and(eq(tripItems.id, itemId), eq(tripItems.tripId, tripId)))
    .returning({ day: tripItems.day });
  if (!removed) return false;
  await renumber(tx, removed.day, await idsOfDay(tx, tripId, removed.day));
  return true;
}

/**
 * Moves a place to a day (or off the days) at a position there (past the end: last), renumbering
 * the day it left and the day it joined. False when the place is not on this trip.
 */
export async function moveTripItem(
  db: Database,
  { tripId, itemId, ...placement }: Placement & { tripId: number; itemId: number },
): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [item] = await tx
      .select({ id: tripItems.id, day: tripItems.day })
      .from(tripItems)
      .where(and(eq(tripItems.id, itemId), eq(tripItems.tripId, tripId)))
      .for('update');
    if (!item) return false;
    await placeItem(tx, tripId, item, placement);
    await touch(tx, tripId);
    return true;
  });
}

/** Removes a place from the trip, closing the gap it leaves. False when it is not on this trip. */
export async function deleteTripItem(
  db: Database,
  { tripId, itemId }: { tripId: number; itemId: number },
): Promise<boolean> {
  return db.transaction(async (tx) => {
    if (!(await removeItem(tx, tripId, itemId))) return false;
    await touch(tx, tripId);
    return true;
  });
}

export type OfflineChange =
  | {
      kind: 'move';
      itemId: number;
      editedAt: string;
      day: number | null;
      position: number;
      pinned: boolean;
    }
  | { kind: 'remove'; itemId: number; editedAt: string };

export interface OfflineOutcome {
  /** The trip changed after `basedOn`: on another device. */
  changedElsewhere: boolean;
  /** Changes not applied: the place was changed later elsewhere. */
  superseded: number[];
  /** Changes not applied: the place is no longer on the trip. */
  gone: number[];
}

/**
 * Applies the changes one phone made offline (decision 0034), in one transaction with the trip
 * locked. The later edit of each place wins: a change is skipped when its place was placed after
 * it was made, reading `editedAt` on the database's clock (shifted by how far the phone's clock,
 * `sentAt`, is from it). A change that finds the place already where it asks counts as applied,
 * so a resend after a lost answer is not reported as a conflict. A day the trip no longer has
 * sends the place to "not yet on a day".
 */
export async function applyOfflineChanges(
  db: Database,
  {
    tripId,
    basedOn,
    sentAt,
    changes,
  }: { tripId: number; basedOn: string; sentAt: string; changes: OfflineChange[] },
): Promise<OfflineOutcome> {
  return db.transaction(async (tx) => {
    const [trip] = await tx
      .select({
        dayCount: trips.dayCount,
        changedElsewhere: sql<boolean>`date_trunc('milliseconds', ${trips.updatedAt}) > ${basedOn}::timestamptz`,
      })
      .from(trips)
      .where(eq(trips.id, tripId))
      .for('update');
    const outcome: OfflineOutcome = {
      changedElsewhere: trip?.changedElsewhere ?? false,
      superseded: [],
      gone: [],
    };
    let applied = 0;
    for (const change of changes) {
      const [item] = await tx
        .select({
          id: tripItems.id,
          day: tripItems.day,
          pinned: tripItems.pinned,
          later: sql<boolean>`${tripItems.updatedAt} > ${change.editedAt}::timestamptz + (now() - ${sentAt}::timestamptz)`,
        })
        .from(tripItems)
        .where(and(eq(tripItems.id, change.itemId), eq(tripItems.tripId, tripId)))
        .for('update');
      if (!item) {
        outcome.gone.push(change.itemId);
        continue;
      }
      if (change.kind === 'remove') {
        if (item.later) outcome.superseded.push(item.id);
        else if (await removeItem(tx, tripId, item.id)) applied++;
        continue;
      }
      const day = change.day !== null && change.day > (trip?.dayCount ?? 0) ? null : change.day;
      if (item.later) {
        const ids = await idsOfDay(tx, tripId, day);
        const already = item.day === day && ids.indexOf(item.id) === change.position;
        if (!already || item.pinned !== change.pinned) outcome.superseded.push(item.id);
        continue;
      }
      await placeItem(tx, tripId, item, { day, position: change.position, pinned: change.pinned });
      applied++;
    }
    if (applied > 0) await touch(tx, tripId);
    return outcome;
  });
}

/** Keeps the hash of a trip's new share link, replacing the one before (which stops working). */
export async function setTripShare(
  db: Database,
  { tripId, tokenHash }: { tripId: number; tokenHash: string },
) {
  await db
    .insert(tripShares)
    .values({ tripId, tokenHash })
    .onConflictDoUpdate({
      target: tripShares.tripId,
      set: { tokenHash, createdAt: sql`now()` },
    });
}

/** Revokes a trip's share link; true when there was one. */
export async function deleteTripShare(db: Database, { tripId }: { tripId: number }) {
  const rows = await db
    .delete(tripShares)
    .where(eq(tripShares.tripId, tripId))
    .returning({ tripId: tripShares.tripId });
  return rows.length > 0;
}

/** Whether a trip has a share link (its token cannot be read back, only replaced or revoked). */
export async function hasTripShare(db: Database, { tripId }: { tripId: number }) {
  return (await db.$count(tripShares, eq(tripShares.tripId, tripId))) > 0;
}

/** The trip a share link's token hash opens, or null (served by trip_shares_token_hash_key). */
export async function findSharedTrip(db: Database, { tokenHash }: { tokenHash: string }) {
  const [row] = await db
    .select({ tripId: tripShares.tripId })
    .from(tripShares)
    .where(eq(tripShares.tokenHash, tokenHash));
  return row?.tripId ?? null;
}
