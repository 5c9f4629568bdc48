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
  type MoveTripEventBody,
  type MoveTripItemBody,
  type OfflineTripChangesBody,
  type UpdateTripBody,
} from '@sendero/contract';
import {
  applyOfflineChanges,
  cityExists,
  deleteTripEvent,
  getEventDates,
  getTripEventEntry,
  insertTripEvent,
  moveTripEvent,
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
import { currentOccurrence } from '@sendero/content';
import { addDays, openRangesOn } from '@sendero/hours';
import { conflict, forbidden, notFound } from '../../lib/http-errors.ts';
import { hashToken, newOpaqueToken } from '../accounts/tokens.ts';
import type { Router } from './routing.ts';

interface Caller {
  db: Database;
  userId: number;
  /** The routing engine's drives, or none (every leg estimated). */
  routing: Router;
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

export async function createTrip(caller: Caller, body: CreateTripBody) {
  const { db, userId } = caller;
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
  return tripDetail(caller, tripId);
}

/** The owner's view of a trip: its content and whether a share link is open. */
export async function tripDetail(caller: Caller, tripId: number) {
  await ownTrip(caller, tripId);
  return {
    ...(await tripContent(caller.db, caller.routing, tripId)),
    shared: await hasTripShare(caller.db, { tripId }),
  };
}

const hhmm = (time: string) => time.slice(0, 5);

/** The run of an event a trip starting on `startDate` meets: under way then, or the next one. */
function runFor(
  event: { startsOn: string; endsOn: string; recursYearly: boolean },
  startDate: string,
) {
  return currentOccurrence(event.startsOn, event.endsOn, event.recursYearly, startDate);
}

/**
 * The trip with its places (each with its open ranges on every day), its events, and the routing
 * engine's drives between its points (places and day starts) when one is configured.
 */
async function tripContent(db: Database, routing: Router, tripId: number) {
  const trip = (await getTrip(db, { tripId }))!;
  const dayStarts = Array.from(
    { length: trip.days },
    (_, i) => trip.dayStarts[i] ?? { startTime: '09:00', startLabel: null, startPoint: null },
  );
  const dates = Array.from({ length: trip.days }, (_, i) => addDays(trip.startDate, i));
  const points = new Map<string, { lat: number; lng: number }>();
  for (const point of [
    ...trip.items.map((item) => item.spot.coordinates),
    ...dayStarts.flatMap((start) => (start.startPoint ? [start.startPoint] : [])),
  ]) {
    points.set(`${point.lat},${point.lng}`, { lat: point.lat, lng: point.lng });
  }
  return {
    ...trip,
    dayStarts,
    routes: await routing.drives([...points.values()]),
    events: trip.events.map(({ id, day, event }) => {
      const run = runFor(event, trip.startDate);
      return {
        id,
        day,
        event: {
          id: event.id,
          title: event.title,
          venue: event.venue,
          address: event.address,
          date: run.start,
          endDate: run.end,
          startTime: hhmm(event.startTime),
          endTime: event.endTime === null ? null : hhmm(event.endTime),
          datesVary: event.datesVary,
          link: event.link,
        },
      };
    }),
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
export async function sharedTrip(db: Database, routing: Router, token: string) {
  const tripId = await findSharedTrip(db, { tokenHash: hashToken(token) });
  if (tripId === null) throw notFound(TRIP_MESSAGES.shareNotFound);
  return { ...(await tripContent(db, routing, tripId)), shared: false };
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
  if (body.eventId !== undefined) {
    const event = await getEventDates(caller.db, { eventId: body.eventId });
    if (!event) throw notFound('Event not found');
    if (event.cityId !== trip.cityId) throw conflict(TRIP_MESSAGES.otherCity, 'eventId');
    checkEventDay(event, trip, body.day);
    if ((await countTripItems(caller.db, { tripId })) >= TRIP_LIMITS.maxItems) {
      throw conflict(TRIP_MESSAGES.tooManyItems, 'eventId');
    }
    await insertTripEvent(caller.db, { tripId, eventId: event.id, day: body.day });
    return tripDetail(caller, tripId);
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

/** An event goes only on a day of the trip when it is on (or on no day): 409 on `day` if not. */
function checkEventDay(
  event: { startsOn: string; endsOn: string; recursYearly: boolean },
  trip: { startDate: string },
  day: number | null,
) {
  if (day === null) return;
  const run = runFor(event, trip.startDate);
  const date = addDays(trip.startDate, day - 1);
  if (date < run.start || date > run.end) throw conflict(TRIP_MESSAGES.eventNotOnDay, 'day');
}

export async function moveEventInTrip(
  caller: Caller,
  tripId: number,
  entryId: number,
  body: MoveTripEventBody,
) {
  const trip = await ownTrip(caller, tripId);
  if (body.day !== null && body.day > trip.dayCount) {
    throw conflict(TRIP_MESSAGES.dayOutOfTrip, 'day');
  }
  const entry = await getTripEventEntry(caller.db, { tripId, entryId });
  if (!entry) throw notFound(TRIP_MESSAGES.eventEntryNotFound);
  checkEventDay((await getEventDates(caller.db, { eventId: entry.eventId }))!, trip, body.day);
  await moveTripEvent(caller.db, { tripId, entryId, day: body.day });
  return tripDetail(caller, tripId);
}

export async function removeEventFromTrip(caller: Caller, tripId: number, entryId: number) {
  await ownTrip(caller, tripId);
  if (!(await deleteTripEvent(caller.db, { tripId, entryId }))) {
    throw notFound(TRIP_MESSAGES.eventEntryNotFound);
  }
  return tripDetail(caller, tripId);
}
