/**
 * The real entry point (src/server.ts) run as a process of its own on a free port, for tests whose
 * question is whether the process survives: a crash inside a test's own process would take the
 * test runner down with it instead of failing one assertion.
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { freePort } from './own-postgres.ts';

const SERVER = fileURLToPath(new URL('../src/server.ts', import.meta.url));

export interface ServerProcess {
  url: string;
  /** Null while the process runs; its exit code or signal once it has ended. */
  exited(): { code: number | null; signal: NodeJS.Signals | null } | null;
  /** What it wrote to stdout and stderr so far (for a failing assertion's message). */
  output(): string;
  /** SIGTERM (graceful shutdown), SIGKILL after 10 s; removes its data folder. */
  stop(): Promise<void>;
}

export async function startServerProcess(env: Record<string, string>): Promise<ServerProcess> {
  const dataDir = mkdtempSync(join(tmpdir(), 'sendero-server-'));
  const port = await freePort();
  const child = spawn(process.execPath, ['--import', 'tsx', SERVER], {
    env: {
      PATH: process.env.PATH ?? '',
      NODE_ENV: 'test',
      LOG_LEVEL: 'warn',
      HOST: '127.0.0.1',
      PORT: String(port),
      DATA_DIR: dataDir,
      SKIP_CONTENT_IMPORT: 'true',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  let exit: { code: number | null; signal: NodeJS.Signals | null } | null = null;
  const ended = new Promise<void>((resolve) =>
    child.once('exit', (code, signal) => {
      exit = { code, signal };
      resolve();
    }),
  );
  const url = `http://127.0.0.1:${port}`;
  const stop = async () => {
    if (!exit) {
      child.kill('SIGTERM');
      const killer = setTimeout(() => child.kill('SIGKILL'), 10_000);
      await ended;
      clearTimeout(killer);
    }
    rmSync(dataDir, { recursive: true, force: true });
  };

  const deadline = Date.now() + 60_000;
  for (;;) {
    if (exit) break;
    const healthy = await fetch(`${url}/healthz`).then(
      (response) => response.ok,
      () => false,
    );
    if (healthy) return { url, exited: () => exit, output: () => output, stop };
    if (Date.now() > deadline) break;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  await stop();
  throw new Error(`the server process did not start:\n${output}`);
}
