/**
 * `npm run content:export` — writes what editors published back into the dataset's files
 * (decision 0041), from the configured database (DATABASE_URL, else PGlite in DATA_DIR, default
 * ./data; on PGlite, stop the server first: one process holds it). Review and commit the diff.
 */
import { resolve } from 'node:path';
import { openDatabase } from '@sendero/db';
import { exportEditorChanges } from './export.ts';

const handle = await openDatabase({
  databaseUrl: process.env.DATABASE_URL || undefined,
  dataDir: resolve(process.env.DATA_DIR ?? './data', 'pglite'),
});
try {
  await handle.migrate();
  const { files, entries } = await exportEditorChanges(handle.db);
  if (entries.length === 0) console.log('No editor changes to export.');
  else console.log(`Exported ${entries.join(', ')} into ${files.join(', ')}.`);
} catch (error) {
  console.error(error);
  process.exitCode = 1;
} finally {
  await handle.close();
}
