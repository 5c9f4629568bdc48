// Starts the built app for the browser tests on a fresh PGlite database (content imported on
// start, e-mails written to the outbox folder), the same way `npm start` runs it.
import { rmSync } from 'node:fs';
import { spawn } from 'node:child_process';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const port = Number(process.env.E2E_PORT ?? 4321);
const dataDir = join(tmpdir(), `sendero-e2e-${port}`);
rmSync(dataDir, { recursive: true, force: true });
// E2E_FROM_SOURCE=1 runs the API from TypeScript (no bundle), so parallel work need not rebuild it.
const entry =
  process.env.E2E_FROM_SOURCE === '1'
    ? ['--import', 'tsx', 'apps/api/src/server.ts']
    : ['--enable-source-maps', 'apps/api/dist/server.mjs'];
const child = spawn(process.execPath, entry, {
  stdio: 'inherit',
  env: {
    ...process.env,
    NODE_ENV: 'production',
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    DATABASE_URL: '',
    REDIS_URL: '',
    LOG_LEVEL: 'warn',
    // Every browser test comes from 127.0.0.1: scale per-IP limits as for a shared address.
    RATE_LIMIT_FACTOR: '20',
    PUBLIC_URL: `http://127.0.0.1:${port}`,
  },
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => child.kill(signal));
child.on('exit', (code) => process.exit(code ?? 0));
