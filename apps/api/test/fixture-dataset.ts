/** The small fixture dataset the API tests run on (packages/content/test/fixtures/basic). */
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { importDataset, readDataset } from '@sendero/content';
import type { Database } from '@sendero/db';

export const FIXTURE_DIR = fileURLToPath(
  new URL('../../../packages/content/test/fixtures/basic', import.meta.url),
);

/** Imports the fixture dataset into `db`, as `npm run content:import` would. */
export const importFixture = (db: Database) =>
  importDataset(db, readDataset(join(FIXTURE_DIR, 'data')), join(FIXTURE_DIR, 'images'));
