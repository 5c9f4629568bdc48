import { parseEntityId, paths } from '@sendero/contract';

/** Where a spot sits in its tour's ordered stops (content spec §2, "Spot within a tour"). */
export interface StopPosition<T> {
  /** Zero-based position in the ordered stops. */
  index: number;
  total: number;
  previous: T | null;
  next: T | null;
}

interface OrderedStop {
  orderIndex: number;
  spot: { id: number };
}

/** Stops ordered by orderIndex (stable for equal values, so the API order breaks ties). */
export function orderStops<T extends OrderedStop>(stops: readonly T[]): T[] {
  return stops
    .map((stop, position) => ({ stop, position }))
    .sort((a, b) => a.stop.orderIndex - b.stop.orderIndex || a.position - b.position)
    .map(({ stop }) => stop);
}

/** Null when the spot is not one of the tour's stops ('Spot not found'). */
export function findStopPosition<T extends OrderedStop>(
  stops: readonly T[],
  spotId: number,
): StopPosition<T> | null {
  const ordered = orderStops(stops);
  const index = ordered.findIndex((stop) => stop.spot.id === spotId);
  if (index === -1) return null;
  return {
    index,
    total: ordered.length,
    previous: ordered[index - 1] ?? null,
    next: ordered[index + 1] ?? null,
  };
}

export function stopProgressLabel(index: number, total: number): string {
  return `Stop ${index + 1} of ${total}`;
}

export function tourStopHref(spotId: number, tourId: number): string {
  return paths.stop(spotId, tourId);
}

/** The `tourId` query parameter as a positive integer id, or null (content spec §5). */
export function parseTourIdParam(value: string | null): number | null {
  return parseEntityId(value);
}
