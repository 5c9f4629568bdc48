/**
 * A trip's days as the traveller would live them: each day's places in order, timed from the day's
 * start with their visits, the travel between them and their hours that day. The trip page, the
 * calendar file and the GPX file all read this one timing. Browser-safe.
 */
import type { TripDetail, TripEventEntry, TripItem, TripRoute } from '@sendero/contract';
import { addDays, clockMinutes } from './local-time.ts';
import { scheduleDay, type DayStart, type DayStop, type OrderedDay } from './order-day.ts';
import { travelBetween, type Point, type TravelTime } from './travel.ts';

const pointKey = ({ lat, lng }: Point) => `${lat},${lng}`;
const timedBy = new WeakMap<readonly TripRoute[], TravelTime>();

/**
 * How long the trip's legs take: the routing engine's drive where the trip carries one for the
 * pair, else the estimate from the coordinates (walking within 2 km, always estimated).
 */
export function travelFor(trip: Pick<TripDetail, 'routes'>): TravelTime {
  const routes = trip.routes;
  if (routes.length === 0) return travelBetween;
  let travel = timedBy.get(routes);
  if (!travel) {
    const drives = new Map(
      routes.map((route) => [`${pointKey(route.from)}>${pointKey(route.to)}`, route]),
    );
    travel = (a, b) => {
      const drive = drives.get(`${pointKey(a)}>${pointKey(b)}`);
      return drive ? { mode: 'drive', minutes: drive.minutes, km: drive.km } : travelBetween(a, b);
    };
    timedBy.set(routes, travel);
  }
  return travel;
}

export interface TripDay {
  /** 1-based. */
  day: number;
  /** YYYY-MM-DD */
  date: string;
  /** "HH:MM" the day starts at. */
  startTime: string;
  items: TripItem[];
  /** The day's events, by start time: fixed in time, the places' visits fit around them. */
  events: TripEventEntry[];
  /** When the traveller is at an event: [start, end] minutes after midnight. */
  busy: Array<[number, number]>;
  /** The places timed around the events; `endMinutes` counts the events too. */
  schedule: OrderedDay;
}

/**
 * How long an event without a published end is planned for: long enough to count in the day,
 * and said in words where it shows ("about 2 h").
 */
export const EVENT_MINUTES_OPEN_ENDED = 120;

/** The trip's events on `day` (null: not yet on a day), by start time. */
export function eventsOfDay(
  trip: Pick<TripDetail, 'events'>,
  day: number | null,
): TripEventEntry[] {
  return trip.events
    .filter((entry) => entry.day === day)
    .sort((a, b) => a.event.startTime.localeCompare(b.event.startTime) || a.id - b.id);
}

/** An event's time that day, in minutes after midnight (an end before the start: past midnight). */
export function eventSpan({ event }: TripEventEntry): [number, number] {
  const start = clockMinutes(event.startTime);
  if (event.endTime === null) return [start, start + EVENT_MINUTES_OPEN_ENDED];
  const end = clockMinutes(event.endTime);
  return [start, end > start ? end : end + 24 * 60];
}

/** Whether the event is on during its day's date (a trip whose dates moved may say otherwise). */
export function eventOnItsDay(trip: Pick<TripDetail, 'startDate'>, entry: TripEventEntry): boolean {
  if (entry.day === null) return true;
  const date = addDays(trip.startDate, entry.day - 1);
  return date >= entry.event.date && date <= entry.event.endDate;
}

/** Open ranges without the times the traveller is at events: a visit fits around them. */
export function withoutBusy(
  ranges: Array<[number, number]>,
  busy: ReadonlyArray<[number, number]>,
): Array<[number, number]> {
  let free = ranges;
  for (const [from, to] of busy) {
    free = free.flatMap(([open, close]): Array<[number, number]> => {
      if (to <= open || from >= close) return [[open, close]];
      const pieces: Array<[number, number]> = [];
      if (from > open) pieces.push([open, from]);
      if (to < close) pieces.push([to, close]);
      return pieces;
    });
  }
  return free;
}

/** The trip's places on `day` (null: not yet on a day), in their order. */
export function itemsOfDay(trip: Pick<TripDetail, 'items'>, day: number | null): TripItem[] {
  return trip.items
    .filter((item) => item.day === day)
    .sort((a, b) => a.position - b.position || a.id - b.id);
}

/** A place's open ranges on its own day; null while on no day or when its hours are not known. */
export function openOnItsDay(
  item: Pick<TripItem, 'day' | 'openByDay'>,
): Array<[string, string]> | null {
  return item.day === null ? null : (item.openByDay[item.day - 1] ?? null);
}

/**
 * A place as the day-ordering algorithm sees it: open when it is open and the traveller is not at
 * one of the day's events (`busy`). Hours not known stay not known.
 */
export function dayStopOf(item: TripItem, busy: ReadonlyArray<[number, number]> = []): DayStop {
  const open = openOnItsDay(item)?.map(([from, to]): [number, number] => [
    clockMinutes(from),
    clockMinutes(to),
  ]);
  return {
    id: item.id,
    point: item.spot.coordinates,
    visitMinutes: item.spot.visitMinutes,
    open: open ? withoutBusy(open, busy) : null,
    pinned: item.pinned,
  };
}

/** How day `day` (1-based) starts: 09:00 unless changed, and where when set. */
export function dayStartOf(trip: Pick<TripDetail, 'dayStarts'>, day: number): DayStart {
  const start = trip.dayStarts[day - 1];
  return { minutes: clockMinutes(start?.startTime ?? '09:00'), point: start?.startPoint ?? null };
}

type TripDays = Pick<
  TripDetail,
  'startDate' | 'days' | 'dayStarts' | 'items' | 'events' | 'routes'
>;

/** Day `day` of the trip, timed: its places around its events. */
export function planDay(trip: TripDays, day: number): TripDay {
  const items = itemsOfDay(trip, day);
  const events = eventsOfDay(trip, day);
  const busy = events.map(eventSpan);
  const schedule = scheduleDay(
    items.map((item) => dayStopOf(item, busy)),
    dayStartOf(trip, day),
    travelFor(trip),
  );
  const lastEvent = Math.max(...busy.map(([, end]) => end), schedule.endMinutes);
  return {
    day,
    date: addDays(trip.startDate, day - 1),
    startTime: trip.dayStarts[day - 1]?.startTime ?? '09:00',
    items,
    events,
    busy,
    schedule: { ...schedule, endMinutes: lastEvent },
  };
}

/** Every day of the trip, in order. */
export function tripDays(trip: TripDays): TripDay[] {
  return Array.from({ length: trip.days }, (_, index) => planDay(trip, index + 1));
}
