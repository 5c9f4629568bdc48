/**
 * How each day of a trip starts (issue 31): a time and, optionally, a place: a label the traveller
 * reads (a hotel's name or address) and a point on the map, the one the travel times start from.
 * There is no address look-up, so the label never moves the point. Pure functions of the trip the
 * API sent.
 */
import { DEFAULT_DAY_START, type TripDetail, type TripDayStart } from '@sendero/contract';

export interface MapPoint {
  lat: number;
  lng: number;
}

/** Day `day`'s start as saved, 09:00 from nowhere in particular unless changed. */
export function dayStartAt(trip: Pick<TripDetail, 'dayStarts'>, day: number): TripDayStart {
  return { ...DEFAULT_DAY_START, ...trip.dayStarts[day - 1] };
}

/**
 * The whole list the API takes (one entry per day, in order) with day `day` changed and every
 * other day as it was.
 */
export function withDayStart(
  trip: Pick<TripDetail, 'dayStarts' | 'days'>,
  day: number,
  start: TripDayStart,
): TripDayStart[] {
  return Array.from({ length: trip.days }, (_, i) =>
    i === day - 1 ? start : dayStartAt(trip, i + 1),
  );
}

/** Five decimals, about a metre: finer than a map click means, and short to keep. */
export function roundPoint(point: MapPoint): MapPoint {
  const round = (value: number) => Math.round(value * 1e5) / 1e5;
  return { lat: round(point.lat), lng: round(point.lng) };
}

/** "17.06120, -96.72510" */
export function pointText(point: MapPoint): string {
  return `${point.lat.toFixed(5)}, ${point.lng.toFixed(5)}`;
}

/** Where the day starts in words ("Hotel Azul", "a point on the map"); null when not set. */
export function startPlaceText(start: Pick<TripDayStart, 'startLabel' | 'startPoint'>) {
  if (start.startLabel) return start.startLabel;
  return start.startPoint ? 'a point on the map' : null;
}

/** "Starts at 09:00 from Hotel Azul"; null when the day has no start place. */
export function dayStartText(start: TripDayStart): string | null {
  const place = startPlaceText(start);
  return place === null ? null : `Starts at ${start.startTime} from ${place}`;
}

export interface PlaceChoice {
  spotId: number;
  name: string;
  point: MapPoint;
}

/** The trip's places a day can start from (each spot once), by name. */
export function startPlaceChoices(trip: Pick<TripDetail, 'items'>): PlaceChoice[] {
  const bySpot = new Map<number, PlaceChoice>();
  for (const { spot } of trip.items) {
    const { lat, lng } = spot.coordinates;
    if (!Number.isFinite(lat) || !Number.isFinite(lng)) continue;
    bySpot.set(spot.id, { spotId: spot.id, name: spot.name, point: { lat, lng } });
  }
  return [...bySpot.values()].sort((a, b) => a.name.localeCompare(b.name, 'es'));
}

export interface MapView {
  centre: MapPoint;
  zoom: number;
}

/** The whole country, when nothing nearer is known. */
export const MEXICO_VIEW: MapView = { centre: { lat: 23.6, lng: -102.5 }, zoom: 5 };

/**
 * Where the start map opens: on the start point; else over the trip's places (their middle);
 * else on the destination; else over México.
 */
export function startMapView(
  point: MapPoint | null,
  places: readonly PlaceChoice[],
  city: MapPoint | null,
): MapView {
  if (point) return { centre: point, zoom: 16 };
  if (places.length > 0) {
    const mean = (pick: (place: PlaceChoice) => number) =>
      places.reduce((sum, place) => sum + pick(place), 0) / places.length;
    return { centre: { lat: mean((p) => p.point.lat), lng: mean((p) => p.point.lng) }, zoom: 14 };
  }
  if (city) return { centre: city, zoom: 14 };
  return MEXICO_VIEW;
}
