/**
 * The traveller's trips as the server last answered them, kept on the phone (issue 31, decision
 * 0034) so a trip opens without a network. Personal: each copy is filed under the account it was
 * read for, the service worker never keeps trips calls (they carry a bearer token), and all of it
 * leaves the phone at sign-out. Its own database: idb-keyval keeps one store per database.
 */
import type { TripDetail, TripSummary } from '@sendero/contract';
import { clear, createStore, del, get, set, type UseStore } from 'idb-keyval';

let store: UseStore | null = null;
function keptStore(): UseStore | null {
  if (typeof indexedDB === 'undefined') return null;
  store ??= createStore('sendero-trips', 'copies');
  return store;
}

const tripKey = (viewer: string, id: number) => `${viewer}:trip:${id}`;
const listKey = (viewer: string) => `${viewer}:list`;

/** Keeping is a convenience: a full or refused store never fails the call that read the trip. */
function quietly(work: Promise<unknown>): Promise<void> {
  return work.then(
    () => undefined,
    (error: unknown) => console.warn('Could not keep a trip on this phone', error),
  );
}

export function keepTripCopy(viewer: string, trip: TripDetail): Promise<void> {
  const target = keptStore();
  return target ? quietly(set(tripKey(viewer, trip.id), trip, target)) : Promise.resolve();
}

/**
 * The kept copy as stored, unchecked: the caller reads it through the contract's schema (a copy
 * kept by an older version of the app may lack what this one reads). The schemas stay out of this
 * module: the session imports it, on every page.
 */
export async function keptTripCopy(viewer: string, id: number): Promise<unknown> {
  const target = keptStore();
  return target ? await get(tripKey(viewer, id), target) : undefined;
}

export function forgetTripCopy(viewer: string, id: number): Promise<void> {
  const target = keptStore();
  return target ? quietly(del(tripKey(viewer, id), target)) : Promise.resolve();
}

export function keepTripList(viewer: string, trips: TripSummary[]): Promise<void> {
  const target = keptStore();
  return target ? quietly(set(listKey(viewer), trips, target)) : Promise.resolve();
}

/** The kept list as stored, unchecked (see keptTripCopy). */
export async function keptTripList(viewer: string): Promise<unknown> {
  const target = keptStore();
  return target ? await get(listKey(viewer), target) : undefined;
}

/** At sign-out: the next traveller on this phone sees none of them. */
export async function clearKeptTrips(): Promise<void> {
  const target = keptStore();
  if (target) await clear(target);
}
