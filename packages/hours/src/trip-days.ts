/**
 * A trip's days as the traveller would live them: each day's places in order, timed from the day's
 * start with their visits, the travel between them and their hours that day. The trip page, the
 * calendar file and the GPX file all read this one timing. Browser-safe.
 */
import type { TripDetail, TripItem } from '@sendero/contract';
import { addDays, clockMinutes } from './local-time.ts';
import { scheduleDay, type DayStart, type DayStop, type OrderedDay } from './order-day.ts';

export interface TripDay {
  /** 1-based. */
  day: number;
  /** YYYY-MM-DD */
  date: string;
  /** "HH:MM" the day starts at. */
  startTime: string;
  items: TripItem[];
  schedule: OrderedDay;
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

/** A place as the day-ordering algorithm sees it. */
export function dayStopOf(item: TripItem): DayStop {
  return {
    id: item.id,
    point: item.spot.coordinates,
    visitMinutes: item.spot.visitMinutes,
    open: openOnItsDay(item)?.map(([from, to]) => [clockMinutes(from), clockMinutes(to)]) ?? null,
    pinned: item.pinned,
  };
}

/** How day `day` (1-based) starts: 09:00 unless changed, and where when set. */
export function dayStartOf(trip: Pick<TripDetail, 'dayStarts'>, day: number): DayStart {
  const start = trip.dayStarts[day - 1];
  return { minutes: clockMinutes(start?.startTime ?? '09:00'), point: start?.startPoint ?? null };
}

type TripDays = Pick<TripDetail, 'startDate' | 'days' | 'dayStarts' | 'items'>;

/** Day `day` of the trip, timed. */
export function planDay(trip: TripDays, day: number): TripDay {
  const items = itemsOfDay(trip, day);
  return {
    day,
    date: addDays(trip.startDate, day - 1),
    startTime: trip.dayStarts[day - 1]?.startTime ?? '09:00',
    items,
    schedule: scheduleDay(items.map(dayStopOf), dayStartOf(trip, day)),
  };
}

/** Every day of the trip, in order. */
export function tripDays(trip: TripDays): TripDay[] {
  return Array.from({ length: trip.days }, (_, index) => planDay(trip, index + 1));
}
