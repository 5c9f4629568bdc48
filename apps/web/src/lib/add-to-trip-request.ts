/**
 * "Add to trip" asked for from a card (issue 31). The cards carry their actions in
 * entities/saved, and an entity imports no other entity (decision 0008), so a card's button only
 * names what to add here; the shell's one dialog host (entities/trips' AddToTripHost) answers it.
 * As with lib/toast.ts, nothing of the dialog or of the trips call is in the cards' chunks: the
 * host loads the dialog when a request first arrives.
 */

/** What the trips API adds: a spot, a tour with its stops, or an event on one of its dates. */
export type TripAddTarget = { spotId: number } | { tourId: number } | { eventId: number };

/** An event's run (YYYY-MM-DD, first and last day): the days of a trip it can go on. */
export interface EventRun {
  date: string;
  endDate: string;
}

export interface AddToTripRequest {
  target: TripAddTarget;
  /** The destination: the dialog offers only trips to it. */
  cityId: number;
  cityName: string;
  /** The spot's, tour's or event's name, for the dialog's title. */
  name: string;
  /** For an event: its dates, so the dialog offers only the days it is on. */
  dates?: EventRun;
}

let current: AddToTripRequest | null = null;
const listeners = new Set<() => void>();

function publish(next: AddToTripRequest | null) {
  current = next;
  for (const listener of listeners) listener();
}

/** Opens the add-to-trip dialog for `request` (or the sign-in offer, signed out). */
export function requestAddToTrip(request: AddToTripRequest): void {
  publish(request);
}

/** The dialog closed (or was answered with the sign-in offer): nothing is asked any more. */
export function clearAddToTripRequest(): void {
  if (current !== null) publish(null);
}

/** The request waiting for an answer, if any (a `useSyncExternalStore` snapshot). */
export function currentAddToTripRequest(): AddToTripRequest | null {
  return current;
}

/** Calls `listener` on every change; returns the cleanup. */
export function subscribeAddToTripRequest(listener: () => void): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}
