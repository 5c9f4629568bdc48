/**
 * A tour walked on a given day from a given start: when the walk reaches each stop, how long it
 * stays, and whether the stop is open then. The tour page, the API and the content validator all
 * use this one function.
 */
import type { StopArrivalState } from '@sendero/contract';
import { isKnownHours, isOpenAtLocal, staysOpen } from './opening-hours.ts';
import { clockTime } from './local-time.ts';
import { travelBetween, type Point, type TravelMode } from './travel.ts';

export interface PlanStopInput extends Point {
  spotId: number;
  name: string;
  visitMinutes: number;
  openingHours: string | null;
}

export interface PlannedStop {
  spotId: number;
  name: string;
  travelMinutes: number;
  travelMode: TravelMode | null;
  arriveAfter: number;
  leaveAfter: number;
  arrive: string;
  leave: string;
  state: StopArrivalState;
}

/** The walk on `date` (local) starting at `startMinutes` after local midnight. */
export function planStops(
  stops: readonly PlanStopInput[],
  date: string,
  startMinutes: number,
): { stops: PlannedStop[]; totalMinutes: number } {
  let clock = startMinutes;
  let previous: Point | null = null;
  const planned = stops.map((stop): PlannedStop => {
    const travel = previous ? travelBetween(previous, stop) : null;
    const arrive = clock + (travel?.minutes ?? 0);
    const leave = arrive + stop.visitMinutes;
    clock = leave;
    previous = stop;
    const at = { date, minutes: arrive };
    const state: StopArrivalState = !isKnownHours(stop.openingHours)
      ? 'unknown'
      : !isOpenAtLocal(stop.openingHours, at)
        ? 'closed'
        : staysOpen(stop.openingHours, at, stop.visitMinutes)
          ? 'open'
          : 'closes-during-visit';
    return {
      spotId: stop.spotId,
      name: stop.name,
      travelMinutes: travel?.minutes ?? 0,
      travelMode: travel?.mode ?? null,
      arriveAfter: arrive - startMinutes,
      leaveAfter: leave - startMinutes,
      arrive: clockTime(arrive),
      leave: clockTime(leave),
      state,
    };
  });
  return { stops: planned, totalMinutes: clock - startMinutes };
}

/** A tour's length: its stops' visits and the travel between them. */
export function tourMinutes(stops: ReadonlyArray<Point & { visitMinutes: number }>): number {
  let total = 0;
  stops.forEach((stop, i) => {
    total += stop.visitMinutes;
    const previous = stops[i - 1];
    if (previous) total += travelBetween(previous, stop).minutes;
  });
  return total;
}
