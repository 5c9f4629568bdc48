/**
 * Trips (issue 31): a traveller's days in one destination, filled from its spots and tours. Every
 * trip belongs to one account; every call checks it. Limits answer 409 naming the field.
 */
import { z } from 'zod';
import { spotSummary } from './content.ts';
import { clockTime, localDate } from './hours.ts';
import { entityId } from './ids.ts';
import { maxCharacters, text } from './text.ts';

export const TRIP_LIMITS = {
  /** Trips one account may keep. */
  maxTrips: 50,
  /** Places on one trip, on a day or not yet. */
  maxItems: 150,
  maxDays: 14,
  maxNameLength: 80,
  maxStartLabelLength: 200,
} as const;

export const TRIP_MESSAGES = {
  notFound: 'Trip not found.',
  notYours: 'This trip belongs to another account.',
  tooManyTrips: `You can keep up to ${TRIP_LIMITS.maxTrips} trips. Delete one to start another.`,
  tooManyItems: `A trip holds up to ${TRIP_LIMITS.maxItems} places.`,
  itemNotFound: 'That place is not on this trip.',
  otherCity: 'This place is in another destination than the trip.',
  dayOutOfTrip: 'The trip has no such day.',
  eventNotOnDay: 'The event is not on during that day of the trip.',
  eventEntryNotFound: 'That event is not on this trip.',
  shareNotFound: 'This link does not open a trip. It may have been turned off.',
} as const;

const startTime = clockTime.refine((time) => time !== '24:00', 'must be HH:MM (24-hour)');
const point = z.object({ lat: z.number().min(-90).max(90), lng: z.number().min(-180).max(180) });

/** How a day starts: a time (09:00 unless changed) and, optionally, where (a hotel, a point). */
export const tripDayStart = z.object({
  startTime,
  startLabel: text()
    .trim()
    .check(...maxCharacters(TRIP_LIMITS.maxStartLabelLength))
    .nullable(),
  startPoint: point.nullable(),
});
export type TripDayStart = z.infer<typeof tripDayStart>;
export const DEFAULT_DAY_START: TripDayStart = {
  startTime: '09:00',
  startLabel: null,
  startPoint: null,
};

const name = text()
  .trim()
  .min(1, 'Give the trip a name.')
  .check(...maxCharacters(TRIP_LIMITS.maxNameLength));
const dayCount = z.number().int().min(1).max(TRIP_LIMITS.maxDays);
/** A day of the trip, 1 for the first. */
const dayNumber = z.number().int().min(1).max(TRIP_LIMITS.maxDays);

export const createTripBody = z.object({
  name,
  cityId: entityId,
  startDate: localDate,
  days: dayCount,
});
export type CreateTripBody = z.infer<typeof createTripBody>;

export const updateTripBody = z
  .object({
    name,
    startDate: localDate,
    days: dayCount,
    /** One entry per day, in order; missing days keep the default start. */
    dayStarts: z.array(tripDayStart).max(TRIP_LIMITS.maxDays),
  })
  .partial();
export type UpdateTripBody = z.infer<typeof updateTripBody>;

/**
 * Add a spot, a tour's stops in their order, or an event (on one of its dates) to a day or to
 * "not yet on a day" (no day).
 */
export const addTripItemsBody = z
  .object({
    spotId: entityId.optional(),
    tourId: entityId.optional(),
    eventId: entityId.optional(),
    day: dayNumber.nullable().default(null),
  })
  .refine(
    (body) =>
      [body.spotId, body.tourId, body.eventId].filter((id) => id !== undefined).length === 1,
    { message: 'Give one of spotId, tourId or eventId.', path: ['spotId'] },
  );
export type AddTripItemsBody = z.infer<typeof addTripItemsBody>;

/** Move an item: to a day (or off the days), at a position in it; pin it there or not. */
export const moveTripItemBody = z.object({
  day: dayNumber.nullable(),
  position: z.number().int().min(0).max(TRIP_LIMITS.maxItems),
  pinned: z.boolean().optional(),
});
export type MoveTripItemBody = z.infer<typeof moveTripItemBody>;

export const tripItemParams = z.object({ id: entityId, itemId: entityId });

/** Move an event of the trip to another of its days, or off the days. */
export const moveTripEventBody = z.object({ day: dayNumber.nullable() });
export type MoveTripEventBody = z.infer<typeof moveTripEventBody>;
export const tripEventParams = z.object({ id: entityId, entryId: entityId });

/**
 * An event on the trip: pinned to its time on a day, not ordered among the places. `date` and
 * `endDate` are the run of the event the trip meets (a yearly festival's that year).
 */
export const tripEventEntry = z.object({
  id: z.number().int(),
  /** 1-based day, or null while not yet on a day. */
  day: z.number().int().nullable(),
  event: z.object({
    id: z.number().int(),
    title: z.string(),
    venue: z.string(),
    address: z.string(),
    date: localDate,
    endDate: localDate,
    startTime: clockTime,
    /** null: no end time is published. */
    endTime: clockTime.nullable(),
    /** The dates move from year to year: check them before relying on them. */
    datesVary: z.boolean(),
    link: z.string().nullable(),
  }),
});
export type TripEventEntry = z.infer<typeof tripEventEntry>;

export const tripItem = z.object({
  id: z.number().int(),
  /** 1-based day, or null while not yet on a day. */
  day: z.number().int().nullable(),
  /** Order within its day (or within the items not yet on a day). */
  position: z.number().int(),
  pinned: z.boolean(),
  /** The tour it came with, if it was added as a tour's stop. */
  fromTourId: z.number().int().nullable(),
  spot: spotSummary,
  /**
   * The spot's open ranges (local "HH:MM") on each of the trip's days, the first day first; an
   * entry is null when its hours are not known. Every day, not only its own: a place moved to
   * another day on a phone without a network still shows that day's hours.
   */
  openByDay: z.array(z.array(z.tuple([clockTime, clockTime])).nullable()),
});
export type TripItem = z.infer<typeof tripItem>;

export const tripSummary = z.object({
  id: z.number().int(),
  name: z.string(),
  cityId: z.number().int(),
  cityName: z.string(),
  /** The destination's zone: the trip's days and times are its local ones. */
  timeZone: z.string(),
  startDate: localDate,
  days: z.number().int(),
  itemCount: z.number().int(),
  updatedAt: z.string(),
});
export type TripSummary = z.infer<typeof tripSummary>;

/**
 * A drive timed by the routing engine (ROUTING_URL) between two of the trip's points (places and
 * day starts) too far apart to walk. Without an engine the list is empty and every leg is estimated
 * from the coordinates.
 */
export const tripRoute = z.object({
  from: point,
  to: point,
  minutes: z.number().int().min(0),
  km: z.number().min(0),
});
export type TripRoute = z.infer<typeof tripRoute>;

export const tripDetail = tripSummary.extend({
  dayStarts: z.array(tripDayStart),
  items: z.array(tripItem),
  events: z.array(tripEventEntry),
  routes: z.array(tripRoute),
  /** Whether a read-only share link is open (always false in a shared copy). */
  shared: z.boolean(),
});
export type TripDetail = z.infer<typeof tripDetail>;

export const tripList = z.object({ trips: z.array(tripSummary) });

/** A share link's token: 32 random bytes, base64url (only its hash is kept). */
export const tripShareToken = z.string().regex(/^[A-Za-z0-9_-]{43}$/, 'Not a share link.');
export const sharedTripParams = z.object({ token: tripShareToken });
/** POST /api/trips/{id}/share: the new link's token, shown once (sharing again replaces it). */
export const tripShareAnswer = z.object({ token: tripShareToken });

/**
 * A change made to a trip's place on a phone without a network, sent when it is back: where the
 * place went (or that it was taken off), and when, by the phone's clock.
 */
const offlineChangeBase = z.object({ itemId: entityId, editedAt: z.string().datetime() });
export const offlineTripChange = z.discriminatedUnion('kind', [
  offlineChangeBase.extend({
    kind: z.literal('move'),
    day: dayNumber.nullable(),
    position: z.number().int().min(0).max(TRIP_LIMITS.maxItems),
    pinned: z.boolean(),
  }),
  offlineChangeBase.extend({ kind: z.literal('remove') }),
]);
export type OfflineTripChange = z.infer<typeof offlineTripChange>;

/**
 * POST /api/trips/{id}/offline-changes: the changes one phone made offline, in the order made. The
 * later edit of each place wins; `sentAt` (the phone's clock when sending) lets the server read
 * `editedAt` on its own clock whatever the phone's is.
 */
export const offlineTripChangesBody = z
  .object({
    /** The trip's `updatedAt` as the phone last had it from the server. */
    basedOn: z.string().datetime(),
    sentAt: z.string().datetime(),
    changes: z.array(offlineTripChange).min(1).max(TRIP_LIMITS.maxItems),
  })
  .refine(
    (body) => new Set(body.changes.map((change) => change.itemId)).size === body.changes.length,
    {
      message: 'One change per place.',
      path: ['changes'],
    },
  );
export type OfflineTripChangesBody = z.infer<typeof offlineTripChangesBody>;

export const offlineTripChangesAnswer = z.object({
  trip: tripDetail,
  /** The trip was changed elsewhere (another device) since `basedOn`. */
  changedElsewhere: z.boolean(),
  /** Places whose change from this phone lost to a later one made elsewhere. */
  superseded: z.array(z.number().int()),
  /** Places this phone changed that were taken off the trip elsewhere. */
  gone: z.array(z.number().int()),
});
export type OfflineTripChangesAnswer = z.infer<typeof offlineTripChangesAnswer>;
