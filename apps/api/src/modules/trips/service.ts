/**
 * Trips (issue 31): every call names the trip and the signed-in account, and `ownTrip` checks
 * that one owns the other before anything is read or written (404 when there is no such trip,
 * 403 when it is another account's).
 */
import {
  TRIP_LIMITS,
  TRIP_MESSAGES,
  type AddTripItemsBody,
  type CreateTripBody,
  type MoveTripItemBody,
  type OfflineTripChangesBody,
  type UpdateTripBody,
} from '@sendero/contract';
import {
  applyOfflineChanges,
  cityExists,
  countTripItems,
  countTrips,
  deleteTrip,
  deleteTripItem,
  deleteTripShare,
  findSharedTrip,
  hasTripShare,
  setTripShare,
  getSpot,
  getTour,
  getTrip,
  getTripOwner,
  insertTrip,
  insertTripItems,
  listTrips,
  moveTripItem,
  updateTrip,
  type Database,
} from '@sendero/db';
import { addDays, openRangesOn } from '@sendero/hours';
import { conflict, forbidden, notFound } from '../../lib/http-errors.ts';
import { hashToken, newOpaqueToken } from '../accounts/tokens.ts';

interface Caller {
  db: Database;
  userId: number;
}

async function ownTrip({ db, userId }: Caller, tripId: number) {
  const trip = await getTripOwner(db, { tripId });
  if (!trip) throw notFound(TRIP_MESSAGES.notFound);
  if (trip.userId !== userId) throw forbidden(TRIP_MESSAGES.notYours);
  return trip;
}

export async function tripsOf({ db, userId }: Caller) {
  const trips = await listTrips(db, { userId });
  return { trips: trips.map(({ dayStarts: _dayStarts, ...summary }) => summary) };
}

export async function createTrip({ db, userId }: Caller, body: CreateTripBody) {
  if (!(await cityExists(db, body.cityId))) throw notFound('City not found.');
  if ((await countTrips(db, { userId })) >= TRIP_LIMITS.maxTrips) {
    throw conflict(TRIP_MESSAGES.tooManyTrips, 'name');
  }
  const tripId = await insertTrip(db, {
    userId,
    cityId: body.cityId,
    name: body.name,
    startDate: body.startDate,
    dayCount: body.days,
  });
  return tripDetail({ db, userId }, tripId);
}

/** The owner's view of a trip: its content and whether a share link is open. */
export async function tripDetail(caller: Caller, tripId: number) {
  await ownTrip(caller, tripId);
  return {
    ...(await tripContent(caller.db, tripId)),
    shared: await hasTripShare(caller.db, { tripId }),
  };
}

/** The trip with its places, each with its open ranges on its day's date. */
async function tripContent(db: Database, tripId: number) {
  const trip = (await getTrip(db, { tripId }))!;
  const dayStarts = Array.from(
    { length: trip.days },
    (_, i) => trip.dayStarts[i] ?? { startTime: '09:00', startLabel: null, startPoint: null },
  );
  const dates = Array.from({ length: trip.days }, (_, i) => addDays(trip.startDate, i));
  return {
    ...trip,
    dayStarts,
    items: trip.items.map((item) => ({
      ...item,
      openByDay: dates.map((date) =>
        item.spot.openingHours === null ? null : openRangesOn(item.spot.openingHours, date),
      ),
    })),
  };
}

export async function changeTrip(caller: Caller, tripId: number, body: UpdateTripBody) {
  await ownTrip(caller, tripId);
  await updateTrip(caller.db, {
    tripId,
    changes: {
      name: body.name,
      startDate: body.startDate,
      dayCount: body.days,
      dayStarts: body.dayStarts,
    },
  });
  return tripDetail(caller, tripId);
}

/** A new read-only share link (the token is shown once; only its hash is kept). */
export async function shareTrip(caller: Caller, tripId: number) {
  await ownTrip(caller, tripId);
  const token = newOpaqueToken();
  await setTripShare(caller.db, { tripId, tokenHash: hashToken(token) });
  return { token };
}

export async function unshareTrip(caller: Caller, tripId: number) {
  await ownTrip(caller, tripId);
  await deleteTripShare(caller.db, { tripId });
}

/** The trip a share link opens, read-only, for anyone with the link. */
export async function sharedTrip(db: Database, token: string) {
  const tripId = await findSharedTrip(db, { tokenHash: hashToken(token) });
  if (tripId === null) throw notFound(TRIP_MESSAGES.shareNotFound);
  return { ...(await tripContent(db, tripId)), shared: false };
}

export async function removeTrip(caller: Caller, tripId: number) {
  await ownTrip(caller, tripId);
  await deleteTrip(caller.db, { tripId });
}

/** A spot, or a tour's stops in their order, onto a day of the trip or not yet on a day. */
export async function addToTrip(caller: Caller, tripId: number, body: AddTripItemsBody) {
  const trip = await ownTrip(caller, tripId);
  if (body.day !== null && body.day > trip.dayCount) {
    throw conflict(TRIP_MESSAGES.dayOutOfTrip, 'day');
  }
  let spotIds: number[];
  let fromTourId: number | null = null;
  if (body.spotId !== undefined) {
    const spot = await getSpot(caller.db, body.spotId);
    if (!spot) throw notFound('Spot not found');
    if (spot.cityId !== trip.cityId) throw conflict(TRIP_MESSAGES.otherCity, 'spotId');
    spotIds = [spot.id];
  } else {
    const tour = await getTour(caller.db, body.tourId!);
    if (!tour) throw notFound('Tour not found');
    if (tour.cityId !== trip.cityId) throw conflict(TRIP_MESSAGES.otherCity, 'tourId');
    spotIds = tour.spots.map(({ spot }) => spot.id);
    fromTourId = tour.id;
  }
  const held = await countTripItems(caller.db, { tripId });
  if (held + spotIds.length > TRIP_LIMITS.maxItems) {
    throw conflict(TRIP_MESSAGES.tooManyItems, body.spotId !== undefined ? 'spotId' : 'tourId');
  }
  await insertTripItems(caller.db, { tripId, spotIds, day: body.day, fromTourId });
  return tripDetail(caller, tripId);
}

export async function moveInTrip(
  caller: Caller,
  tripId: number,
  itemId: number,
  body: MoveTripItemBody,
) {
  const trip = await ownTrip(caller, tripId);
  if (body.day !== null && body.day > trip.dayCount) {
    throw conflict(TRIP_MESSAGES.dayOutOfTrip, 'day');
  }
  const moved = await moveTripItem(caller.db, { tripId, itemId, ...body });
  if (!moved) throw notFound(TRIP_MESSAGES.itemNotFound);
  return tripDetail(caller, tripId);
}

export async function removeFromTrip(caller: Caller, tripId: number, itemId: number) {
  await ownTrip(caller, tripId);
  if (!(await deleteTripItem(caller.db, { tripId, itemId }))) {
    throw notFound(TRIP_MESSAGES.itemNotFound);
  }
  return tripDetail(caller, tripId);
}

/** The changes a phone made offline, the later edit of each place winning (decision 0034). */
export async function applyOfflineTripChanges(
  caller: Caller,
  tripId: number,
  body: OfflineTripChangesBody,
) {
  await ownTrip(caller, tripId);
  const outcome = await applyOfflineChanges(caller.db, { tripId, ...body });
  return { ...outcome, trip: await tripDetail(caller, tripId) };
}
