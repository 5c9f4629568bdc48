/**
 * A trip's days as the traveller would live them: each day's places in order, timed from the day's
 * start with their visits, the travel between them and their hours that day. The trip page, the
 * calendar file and the GPX file all read this one timing. Browser-safe.
 */
import type { TripDetail, TripItem } from '@sendero/contract';
import { addDays, clockMinutes } from './local-time.ts';
import { scheduleDay, type DayStop, type OrderedDay } from './order-day.ts';

export interface TripDay {
  /** 1-based. */
  day: number;
  date: string;
  startMinutes: number;
  items: TripItem[];
  schedule: OrderedDay;
}

/** A place as the day-ordering algorithm sees it. */
export function dayStopOf(item: TripItem): DayStop {
  return {
    id: item.id,
    point: item.spot.coordinates,
    visitMinutes: item.spot.visitMinutes,
    open: item.openOnDay?.map(([from, to]) => [clockMinutes(from), clockMinutes(to)]) ?? null,
    pinned: item.pinned,
  };
}

/** Every day of the trip, in order, with its places (by position) timed. */
export function tripDays(trip: Pick<TripDetail, 'startDate' | 'days' | 'dayStarts' | 'items'>) {
  return Array.from({ length: trip.days }, (_, index): TripDay => {
    const day = index + 1;
    const start = trip.dayStarts[index];
    const startMinutes = clockMinutes(start?.startTime ?? '09:00');
    const items = trip.items
      .filter((item) => item.day === day)
      .sort((a, b) => a.position - b.position);
    return {
      day,
      date: addDays(trip.startDate, index),
      startMinutes,
      items,
      schedule: scheduleDay(items.map(dayStopOf), {
        minutes: startMinutes,
        point: start?.startPoint ?? null,
      }),
    };
  });
}
