/**
 * Vitest global setup of the node project: the test database templates, built once per run
 * (see packages/db/test/templates.ts) — migrated, with the small fixture dataset, and with the real
 * dataset — on PGlite and, when TEST_DATABASE_URL is set, on PostgreSQL.
 */
import type { TestProject } from 'vitest/node';
import { importDataset, readDataset, type Dataset } from '@sendero/content';
import { provideTemplates } from '../../../packages/db/test/templates.ts';
import { importFixture } from './fixture-dataset.ts';

export default function setup(project: TestProject) {
  // Read once: PGlite's and PostgreSQL's real-dataset templates both load it.
  let dataset: Dataset | undefined;
  return provideTemplates(project, {
    postgresUrl: process.env.TEST_DATABASE_URL || undefined,
    contents: {
      fixture: importFixture,
      real: (db) => importDataset(db, (dataset ??= readDataset())),
    },
  });
}
