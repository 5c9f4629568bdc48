/**
 * Trips and the places on them (issue 31). Every function takes the trip's id and trusts the
 * caller to have checked its owner (getTripOwner) first.
 */
import { and, asc, count, desc, eq, isNull, sql } from 'drizzle-orm';
import type { TripDayStart } from '@sendero/contract';
import type { Database } from '../open.ts';
import { cities, spots, tripItems, trips, tripShares } from '../schema/index.ts';
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
  updatedAt: sql<string>`to_char(${trips.updatedAt} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"')`,
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
    .select({ userId: trips.userId, cityId: trips.cityId, dayCount: trips.dayCount })
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
  return { ...trip, items };
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
      const dropped = await tx
        .select({ id: tripItems.id })
        .from(tripItems)
        .where(and(eq(tripItems.tripId, tripId), sql`${tripItems.day} > ${changes.dayCount}`))
        .orderBy(asc(tripItems.day), asc(tripItems.position));
      let next = await nextPosition(tx, tripId, null);
      for (const { id } of dropped) {
        await tx
          .update(tripItems)
          .set({ day: null, position: next++, pinned: false })
          .where(eq(tripItems.id, id));
      }
    }
  });
}

export function deleteTrip(db: Database, { tripId }: { tripId: number }) {
  return db.delete(trips).where(eq(trips.id, tripId));
}

export async function countTripItems(db: Database, { tripId }: { tripId: number }) {
  const [row] = await db.select({ n: count() }).from(tripItems).where(eq(tripItems.tripId, tripId));
  return row?.n ?? 0;
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

/** Puts the places `order` names on `day` at positions 0, 1, 2… in that order. */
async function renumber(tx: Tx, day: number | null, order: number[]) {
  for (const [position, id] of order.entries()) {
    await tx.update(tripItems).set({ position, day }).where(eq(tripItems.id, id));
  }
}

async function idsOfDay(tx: Tx, tripId: number, day: number | null) {
  const rows = await tx
    .select({ id: tripItems.id })
    .from(tripItems)
    .where(and(eq(tripItems.tripId, tripId), sameDay(day)))
    .orderBy(asc(tripItems.position), asc(tripItems.id));
  return rows.map((row) => row.id);
}

/**
 * Moves a place to a day (or off the days) at a position there (past the end: last), renumbering
 * the day it left and the day it joined. False when the place is not on this trip.
 */
export async function moveTripItem(
  db: Database,
  {
    tripId,
    itemId,
    day,
    position,
    pinned,
  }: {
    tripId: number;
    itemId: number;
    day: number | null;
    position: number;
    pinned?: boolean | undefined;
  },
): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [item] = await tx
      .select({ day: tripItems.day })
      .from(tripItems)
      .where(and(eq(tripItems.id, itemId), eq(tripItems.tripId, tripId)))
      .for('update');
    if (!item) return false;
    if (item.day !== day) {
      const left = (await idsOfDay(tx, tripId, item.day)).filter((id) => id !== itemId);
      await renumber(tx, item.day, left);
    }
    const joined = (await idsOfDay(tx, tripId, day)).filter((id) => id !== itemId);
    joined.splice(Math.min(position, joined.length), 0, itemId);
    await renumber(tx, day, joined);
    if (pinned !== undefined) {
      await tx.update(tripItems).set({ pinned }).where(eq(tripItems.id, itemId));
    }
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
    const [removed] = await tx
      .delete(tripItems)
      .where(and(eq(tripItems.id, itemId), eq(tripItems.tripId, tripId)))
      .returning({ day: tripItems.day });
    if (!removed) return false;
    await renumber(tx, removed.day, await idsOfDay(tx, tripId, removed.day));
    await touch(tx, tripId);
    return true;
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
