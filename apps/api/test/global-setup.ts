/**
 * Vitest global setup of the node project: the test database templates, built once per run
 * (see packages/db/test/templates.ts) — migrated, with the small fixture dataset, and with the real
 * dataset — on PGlite and, when TEST_DATABASE_URL is set, on PostgreSQL.
 */
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { TestProject } from 'vitest/node';
import { importDataset, readDataset } from '@sendero/content';
import { createTemplates } from '../../../packages/db/test/templates.ts';

const FIXTURE = fileURLToPath(
  new URL('../../../packages/content/test/fixtures/basic', import.meta.url),
);

export default async function setup(project: TestProject) {
  const { templates, teardown } = await createTemplates({
    postgresUrl: process.env.TEST_DATABASE_URL || undefined,
    contents: {
      fixture: (db) =>
        importDataset(db, readDataset(join(FIXTURE, 'data')), join(FIXTURE, 'images')),
      real: (db) => importDataset(db, readDataset()),
    },
  });
  project.provide('senderoTemplates', templates);
  return teardown;
}
