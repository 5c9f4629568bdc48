/**
 * A tour's length comes from its stops' visits and the travel between them, so a spot that
 * changes outside the dataset (an editor's publication) changes the tours through it.
 */
import { tourMinutes, UNKNOWN_HOURS } from '@sendero/hours';
import { setTourDuration, toursThroughSpot, type Database } from '@sendero/db';
import { tourWalkProblems } from './check.ts';

export interface TourWalkProblem {
  tourTitle: string;
  message: string;
}

/**
 * Sets the length of every tour through the spot from its stops as `db` has them now (call it in
 * the transaction that changed the spot), and answers where a walk would now meet a closed door.
 */
export async function retimeToursThrough(
  db: Database,
  { spotId, today }: { spotId: number; today: string },
): Promise<TourWalkProblem[]> {
  const problems: TourWalkProblem[] = [];
  for (const tour of await toursThroughSpot(db, { spotId })) {
    const stops = tour.stops.map((stop) => ({
      ...stop,
      openingHours: stop.openingHours ?? UNKNOWN_HOURS,
    }));
    await setTourDuration(db, { tourId: tour.id, minutes: tourMinutes(stops) });
    for (const message of tourWalkProblems({ ...tour, stops }, today)) {
      problems.push({ tourTitle: tour.title, message });
    }
  }
  return problems;
}
