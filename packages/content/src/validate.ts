/**
 * `npx tsx packages/content/src/validate.ts` — checks the whole dataset and prints its counts.
 * Exits 1 when there is any problem.
 */
import {
  REQUIRE_UNIQUE_IMAGES,
  checkIntegrity,
  checkQuality,
  countDataset,
  findSharedImages,
  findStaleFacts,
  sharedImageProblem,
} from './check.ts';
import { DatasetError, formatProblem } from './errors.ts';
import { DEFAULT_IMAGES_DIR, readDataset } from './read-dataset.ts';
import { isoDate } from './recurrence.ts';

try {
  const dataset = readDataset();
  const problems = [
    ...checkIntegrity(dataset, DEFAULT_IMAGES_DIR),
    ...checkQuality(dataset, { imagesDir: DEFAULT_IMAGES_DIR, today: isoDate(new Date()) }),
  ];
  console.log('Dataset counts:', countDataset(dataset));
  const stale = findStaleFacts(dataset, isoDate(new Date()));
  if (stale.length > 0) {
    console.warn(`${stale.length} spot(s) to re-check:\n${stale.map(formatProblem).join('\n')}`);
  }
  if (!REQUIRE_UNIQUE_IMAGES) {
    // Not yet an error (REQUIRE_UNIQUE_IMAGES is off): listed so the illustrator can work through them.
    const shared = findSharedImages(dataset);
    if (shared.length > 0) {
      console.warn(
        `${shared.length} image(s) shared by different subjects (allowed until REQUIRE_UNIQUE_IMAGES is on):\n` +
          shared.map((s) => formatProblem(sharedImageProblem(s))).join('\n'),
      );
    }
  }
  if (problems.length > 0) {
    console.error(`${problems.length} problem(s):\n${problems.map(formatProblem).join('\n')}`);
    process.exitCode = 1;
  } else {
    console.log('The dataset is valid.');
  }
} catch (error) {
  if (error instanceof DatasetError) {
    console.error(error.message);
    process.exitCode = 1;
  } else {
    throw error;
  }
}
