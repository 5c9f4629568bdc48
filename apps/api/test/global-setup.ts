/**
 * Vitest global setup of the node project: the test database templates, built once per run
 * (see packages/db/test/templates.ts) — migrated, with the small fixture dataset, and with the real
 * dataset — on PGlite and, when TEST_DATABASE_URL is set, on PostgreSQL.
 */
import type { TestProject } from 'vitest/node';
import { importDataset, readDataset } from '@sendero/content';
import { createTemplates } from '../../../packages/db/test/templates.ts';
import { importFixture } from './fixture-dataset.ts';

export default async function setup(project: TestProject) {
  const { templates, teardown } = await createTemplates({
    postgresUrl: process.env.TEST_DATABASE_URL || undefined,
    contents: {
      fixture: importFixture,
      real: (db) => importDataset(db, readDataset()),
    },
  });
  project.provide('senderoTemplates', templates);
  return teardown;
}
