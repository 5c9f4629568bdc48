/**
 * A tour's length comes from its stops' visits and the travel between them, so a spot or a tour
 * that changes outside the dataset (an editor's publication) changes the tours it touches.
 */
import { tourMinutes, UNKNOWN_HOURS } from '@sendero/hours';
import { setTourDuration, toursThroughSpot, type Database, type TourWalkRecord } from '@sendero/db';
import { tourWalkProblems } from './check.ts';

export interface TourWalkProblem {
  tourTitle: string;
  message: string;
}

/**
 * Sets the tour's length from its stops as `db` has them now (call it in the transaction that
 * changed them), and answers where its walk would meet a closed door, by the dataset's own rule.
 */
export async function retimeTour(
  db: Database,
  tour: TourWalkRecord,
  today: string,
): Promise<string[]> {
  const stops = tour.stops.map((stop) => ({
    ...stop,
    openingHours: stop.openingHours ?? UNKNOWN_HOURS,
  }));
  await setTourDuration(db, { tourId: tour.id, minutes: tourMinutes(stops) });
  return tourWalkProblems({ ...tour, stops }, today);
}

/** `retimeTour` for every tour through the spot. */
export async function retimeToursThrough(
  db: Database,
  { spotId, today }: { spotId: number; today: string },
): Promise<TourWalkProblem[]> {
  const problems: TourWalkProblem[] = [];
  for (const tour of await toursThroughSpot(db, { spotId })) {
    for (const message of await retimeTour(db, tour, today)) {
      problems.push({ tourTitle: tour.title, message });
    }
  }
  return problems;
}
