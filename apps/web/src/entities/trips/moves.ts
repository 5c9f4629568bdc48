/**
 * Where a place goes when the traveller moves it (the buttons and drag and drop say the same
 * thing to the API: a day, or null, and a 0-based position in it), and how the move is announced.
 */
import type { TripDetail, TripItem } from '@sendero/contract';
import { DAY_PLAN_TEXT, itemsOfDay } from './day-plan.ts';

export interface MoveTarget {
  day: number | null;
  position: number;
}

/** One step up (-1) or down (+1) within its own day; null at either end. */
export function stepTarget(trip: TripDetail, item: TripItem, step: -1 | 1): MoveTarget | null {
  const list = itemsOfDay(trip, item.day);
  const index = list.findIndex((entry) => entry.id === item.id);
  const position = index + step;
  if (index < 0 || position < 0 || position >= list.length) return null;
  return { day: item.day, position };
}

/** The end of another day (or of the places not yet on a day). */
export function endOfDayTarget(trip: TripDetail, day: number | null): MoveTarget {
  return { day, position: itemsOfDay(trip, day).filter((entry) => entry.day === day).length };
}

/** "day 2" or "Not yet on a day". */
export function dayName(day: number | null): string {
  return day === null ? DAY_PLAN_TEXT.unscheduled : `day ${day}`;
}

/** "Moved Templo de Santo Domingo to day 2, position 1", read from the server's answer. */
export function movedText(trip: TripDetail, itemId: number): string {
  const item = trip.items.find((entry) => entry.id === itemId);
  if (!item) return '';
  const index = itemsOfDay(trip, item.day).findIndex((entry) => entry.id === itemId);
  return `Moved ${item.spot.name} to ${dayName(item.day)}, position ${index + 1}`;
}
