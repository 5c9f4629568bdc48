// `npm start`: install what is missing, build what is stale, then serve the app with its content
// (PGlite in ./data unless DATABASE_URL is set) at http://localhost:3000 (PORT to change).
import { ensureBuilt, ensureInstalled, runForever } from './lib.mjs';

ensureInstalled();
ensureBuilt();
runForever(process.execPath, ['--enable-source-maps', 'apps/api/dist/server.mjs'], {
  env: { NODE_ENV: 'production', ...process.env },
});
