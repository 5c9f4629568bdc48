/**
 * A trip's pages on the phone (issue 31, decision 0034): the trip page itself and the page of every
 * place on it, with their pictures and the street-map tiles on show, in the saved cache the
 * service worker answers from offline. Each trip is its own reason (`trip-12`), so a place leaves
 * the phone when no trip, save or other reason keeps it.
 */
import { paths, type TripDetail } from '@sendero/contract';
import { keepExactly, tilesOnShow } from '../../lib/offline/offline-store.ts';

const reasonOf = (tripId: number) => `trip-${tripId}` as const;

export function keepTripPagesOffline(trip: TripDetail): Promise<void> {
  const places = new Set(trip.items.map((item) => item.spot.id));
  return keepExactly(reasonOf(trip.id), [
    { path: paths.trip(trip.id), title: trip.name, extras: tilesOnShow() },
    ...[...places].map((id) => ({ path: paths.spot(id) })),
  ]).catch((error: unknown) => console.warn('Could not keep the trip on this phone', error));
}

/** The trip was deleted: its pages go, unless something else keeps them. */
export function releaseTripPages(tripId: number): Promise<void> {
  return keepExactly(reasonOf(tripId), []);
}
