/**
 * `npm run user:role -- <email> <traveller|editor|admin>`: gives an account a role. The first admin
 * is made here, never through the web (issue 32). Uses the configured database (DATABASE_URL, else
 * PGlite in DATA_DIR, default ./data); on PGlite, stop the server first: one process holds it.
 */
import { resolve } from 'node:path';
import { USER_ROLES, userRole } from '@sendero/contract';
import { openDatabase } from '@sendero/db';
import { HttpError } from '../lib/http-errors.ts';
import { COMMAND_LINE, grantRole } from '../modules/editor/roles-service.ts';

const [email, role] = process.argv.slice(2);
const parsedRole = userRole.safeParse(role);
if (!email || !parsedRole.success) {
  console.error(`Usage: npm run user:role -- <email> <${USER_ROLES.join('|')}>`);
  process.exit(2);
}

const handle = await openDatabase({
  databaseUrl: process.env.DATABASE_URL || undefined,
  dataDir: resolve(process.env.DATA_DIR ?? './data', 'pglite'),
});
try {
  await handle.migrate();
  const after = await grantRole(handle.db, {
    email,
    role: parsedRole.data,
    actor: COMMAND_LINE,
    at: new Date(),
  });
  console.log(`${after.username} is now ${after.role}.`);
} catch (error) {
  console.error(error instanceof HttpError ? error.message : error);
  process.exitCode = 1;
} finally {
  await handle.close();
}
