/**
 * Vitest global setup of the fault tests (project `faults`): they start databases of their own,
 * and copy only the migrated, empty PGlite (redis-faults.test.ts). Building the other templates
 * too (the datasets, and PostgreSQL's) was about a quarter of their part of `npm test`.
 */
import type { TestProject } from 'vitest/node';
import { provideTemplates } from '../../../packages/db/test/templates.ts';

export default function setup(project: TestProject) {
  return provideTemplates(project, { contents: {} });
}
