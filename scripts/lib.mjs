// Small helpers shared by the start, test and dev scripts.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

export const ROOT = resolve(fileURLToPath(new URL('..', import.meta.url)));
const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';

export function run(command, args, options = {}) {
  const result = spawnSync(command, args, { cwd: ROOT, stdio: 'inherit', ...options });
  if (result.status !== 0) {
    console.error(`\n✖ ${command} ${args.join(' ')} failed`);
    process.exit(result.status ?? 1);
  }
}

export const runNpm = (args, options) => run(npm, args, options);

/**
 * Installs the dependencies of the project in `dir` (the app's, unless said) when its
 * node_modules is missing or older than its lock file.
 */
export function ensureInstalled(dir = ROOT) {
  const marker = join(dir, 'node_modules', '.package-lock.json');
  const lock = join(dir, 'package-lock.json');
  if (existsSync(marker) && statSync(marker).mtimeMs >= statSync(lock).mtimeMs) return;
  console.log(`Installing dependencies (npm ci${dir === ROOT ? '' : ` in ${dir}`})…`);
  runNpm(['ci', '--no-audit', '--no-fund'], { cwd: dir });
}

/** Build outputs, the server renderer's included, and installed packages: not sources. */
const NOT_SOURCES = new Set(['node_modules', 'dist', 'dist-server']);

function newestMtime(path) {
  if (!existsSync(path)) return 0;
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  const entries = readdirSync(path);
  // A folder's own time changes when an entry is added or removed (a deleted source counts), but
  // the folder holding a build's output changes with every build: its own time is left out.
  let newest = entries.some((entry) => NOT_SOURCES.has(entry)) ? 0 : stat.mtimeMs;
  for (const entry of entries) {
    if (NOT_SOURCES.has(entry)) continue;
    newest = Math.max(newest, newestMtime(join(path, entry)));
  }
  return newest;
}

const SOURCES = [
  'apps/web',
  'apps/api/src',
  'packages/contract/src',
  'packages/db/src',
  'packages/content/src',
];
const OUTPUTS = [
  'apps/web/dist/index.html',
  'apps/web/dist-server/entry-server.js',
  'apps/api/dist/server.mjs',
];

/** Builds the web app and the API bundle when either is missing or older than the sources. */
export function ensureBuilt({ force = false } = {}) {
  const built = Math.min(
    ...OUTPUTS.map((o) => (existsSync(join(ROOT, o)) ? statSync(join(ROOT, o)).mtimeMs : 0)),
  );
  const sources = Math.max(...SOURCES.map((s) => newestMtime(join(ROOT, s))));
  if (!force && built > 0 && built >= sources) return;
  console.log('Building the web app and the API…');
  runNpm(['run', 'build']);
}

/** Runs a long-lived child, forwarding SIGINT/SIGTERM so it can shut down gracefully. */
export function runForever(command, args, options = {}) {
  const child = spawn(command, args, { cwd: ROOT, stdio: 'inherit', ...options });
  for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => child.kill(signal));
  child.on('exit', (code, signal) => process.exit(code ?? (signal ? 0 : 1)));
  return child;
}

/** Polls a URL until it answers 2xx (a server starting), or throws after the timeout. */
export async function waitForReady(url, timeoutMs = 120_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`${url} did not become ready`);
}
