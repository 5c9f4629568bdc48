/**
 * Travel time between two places, estimated from their coordinates (issue 30; the trip planner
 * uses it too). Walking within WALK_MAX_KM, driving past it, at stated speeds with a detour factor
 * for streets that do not run straight. Browser-safe.
 */
export interface Point {
  lat: number;
  lng: number;
}

export type TravelMode = 'walk' | 'drive';

/** Past this straight-line distance a traveller takes a taxi, bus or car. */
export const WALK_MAX_KM = 2;
/** An unhurried walking pace through a historic centre. */
export const WALK_KMH = 4.5;
/** Streets add about a third to the straight line on foot… */
export const WALK_DETOUR = 1.3;
/** Roads wind a little more; a ride starts with finding the taxi, bus or car park. */
export const DRIVE_DETOUR = 1.3;
export const DRIVE_START_MINUTES = 10;
/** The first road kilometres are in town traffic… */
export const TOWN_KM = 15;
export const TOWN_KMH = 30;
/** … and the rest on highway. */
export const HIGHWAY_KMH = 75;

const EARTH_RADIUS_KM = 6371;
const radians = (degrees: number) => (degrees * Math.PI) / 180;

/** Great-circle distance in kilometres. */
export function distanceKm(a: Point, b: Point): number {
  const dLat = radians(b.lat - a.lat);
  const dLng = radians(b.lng - a.lng);
  const h =
    Math.sin(dLat / 2) ** 2 +
    Math.cos(radians(a.lat)) * Math.cos(radians(b.lat)) * Math.sin(dLng / 2) ** 2;
  return 2 * EARTH_RADIUS_KM * Math.asin(Math.sqrt(h));
}

export interface Travel {
  mode: TravelMode;
  minutes: number;
  km: number;
}

/** How long getting from `a` to `b` takes: the estimate below, or a routing engine's times. */
export type TravelTime = (a: Point, b: Point) => Travel;

/** How a traveller gets from `a` to `b`, and in how many whole minutes (the estimate). */
export function travelBetween(a: Point, b: Point): Travel {
  const km = distanceKm(a, b);
  if (km <= WALK_MAX_KM) {
    return { mode: 'walk', km, minutes: Math.ceil(((km * WALK_DETOUR) / WALK_KMH) * 60) };
  }
  const road = km * DRIVE_DETOUR;
  const town = Math.min(road, TOWN_KM);
  const hours = town / TOWN_KMH + (road - town) / HIGHWAY_KMH;
  return { mode: 'drive', km, minutes: Math.ceil(DRIVE_START_MINUTES + hours * 60) };
}
