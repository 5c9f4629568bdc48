// `npm start`: install what is missing, build what is stale, then serve the app with its content
// (PGlite in ./data unless DATABASE_URL is set) at http://localhost:3000 (PORT to change). The time
// of each step is printed; the server logs its own (database, migrations and content, listen).
import { ensureBuilt, ensureInstalled, runForever } from './lib.mjs';

for (const [step, work] of [
  ['install', ensureInstalled],
  ['build', ensureBuilt],
]) {
  const started = Date.now();
  work();
  console.log(`npm start: ${step} ${((Date.now() - started) / 1000).toFixed(1)} s`);
}
runForever(process.execPath, ['--enable-source-maps', 'apps/api/dist/server.mjs'], {
  env: { NODE_ENV: 'production', ...process.env },
});
