/**
 * `npm run content:import` — validates the dataset and upserts it into the configured database
 * (DATABASE_URL, else PGlite in DATA_DIR, default ./data). Safe to run any number of times.
 */
import { resolve } from 'node:path';
import { openDatabase } from '@sendero/db';
import { DatasetError } from './errors.ts';
import { importDataset } from './import.ts';
import { readDataset } from './read-dataset.ts';

const dataDir = resolve(process.env.DATA_DIR ?? './data');
const handle = await openDatabase({
  databaseUrl: process.env.DATABASE_URL || undefined,
  dataDir: resolve(dataDir, 'pglite'),
});
try {
  await handle.migrate();
  const counts = await importDataset(handle.db, readDataset());
  console.log(`Imported the dataset into ${handle.kind}:`, counts);
} catch (error) {
  console.error(error instanceof DatasetError ? error.message : error);
  process.exitCode = 1;
} finally {
  await handle.close();
}
