/**
 * `npx tsx packages/content/src/validate.ts` — checks the whole dataset and prints its counts.
 * Exits 1 when there is any problem.
 */
import { checkIntegrity, checkQuality, countDataset } from './check.ts';
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
