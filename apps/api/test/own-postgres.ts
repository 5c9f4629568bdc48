/**
 * A PostgreSQL server of a test's own: a fresh cluster in a temporary folder, on a free port, that
 * the test may stop, freeze and start again without touching the machine's shared server. Its
 * binaries are Debian's (/usr/lib/postgresql/<version>/bin); initdb refuses to run as root, so
 * under root the server runs as the `postgres` user.
 */
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { chownSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';

const ROOT = '/usr/lib/postgresql';

/** The newest installed server's bin folder, or undefined when there is none. */
export function postgresBinDir(): string | undefined {
  if (!existsSync(ROOT)) return undefined;
  const versions = readdirSync(ROOT)
    .filter((v) => existsSync(join(ROOT, v, 'bin', 'initdb')))
    .sort((a, b) => Number(b) - Number(a));
  return versions[0] ? join(ROOT, versions[0], 'bin') : undefined;
}

export async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  await new Promise((resolve) => server.close(resolve));
  return port;
}

/** Under root, who runs the server instead (initdb and postgres refuse root). */
function serverUser(): { uid: number; gid: number } | undefined {
  if (process.getuid?.() !== 0) return undefined;
  const id = (flag: string) => Number(execFileSync('id', [flag, 'postgres']).toString().trim());
  return { uid: id('-u'), gid: id('-g') };
}

export interface OwnPostgres {
  url: string;
  port: number;
  /** SIGSTOP on the postmaster first (so it forks nothing new), then on every backend. */
  freeze(): void;
  /** SIGCONT on the postmaster and every backend. */
  thaw(): void;
  /** Fast shutdown: sessions are terminated, then the server exits. */
  stop(): Promise<void>;
  /** Starts the server again on the same folder and port. */
  start(): Promise<void>;
  /** Thaws, stops and removes the folder; safe to call in any state. */
  destroy(): Promise<void>;
}

export async function startOwnPostgres(binDir: string): Promise<OwnPostgres> {
  const dataDir = mkdtempSync(join(tmpdir(), 'sendero-own-pg-'));
  const user = serverUser();
  if (user) chownSync(dataDir, user.uid, user.gid);
  const asServerUser = user ? { uid: user.uid, gid: user.gid } : {};
  const port = await freePort();
  const url = `postgres://postgres@127.0.0.1:${port}/postgres`;
  let child: ChildProcess | undefined;

  const children = (signal: string) => {
    if (!child?.pid) return;
    // pkill exits 1 when no process matched: nothing to signal is not a failure.
    try {
      execFileSync('pkill', [`-${signal}`, '-P', String(child.pid)], { stdio: 'ignore' });
    } catch {
      /* no backends */
    }
  };

  const start = async () => {
    const server = spawn(
      join(binDir, 'postgres'),
      [
        '-D',
        dataDir,
        '-p',
        String(port),
        '-k',
        dataDir,
        '-c',
        'listen_addresses=127.0.0.1',
        '-c',
        'fsync=off',
        '-c',
        'max_connections=40',
      ],
      { stdio: 'ignore', ...asServerUser },
    );
    child = server;
    for (let i = 0; i < 100; i += 1) {
      if (server.exitCode !== null) break;
      const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 1000 });
      try {
        await client.connect();
        await client.end();
        return;
      } catch {
        await client.end().catch(() => undefined);
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
    }
    server.kill('SIGKILL');
    throw new Error(`PostgreSQL did not start on port ${port}`);
  };

  const stop = async () => {
    const server = child;
    if (!server || server.exitCode !== null || server.signalCode !== null) return;
    const exited = new Promise((resolve) => server.once('exit', resolve));
    server.kill('SIGINT');
    // A fast shutdown takes well under a second; one that does not finish is killed.
    const killer = setTimeout(() => {
      children('KILL');
      server.kill('SIGKILL');
    }, 10_000);
    await exited;
    clearTimeout(killer);
  };

  const thaw = () => {
    children('CONT');
    child?.kill('SIGCONT');
  };

  // Should the test process end without destroy() (a crash, a killed worker), the server ends
  // with it instead of staying up and listening: thawed first, since a frozen one ignores signals.
  const endWithProcess = () => {
    if (!child || child.exitCode !== null || child.signalCode !== null) return;
    thaw();
    child.kill('SIGQUIT');
  };
  process.once('exit', endWithProcess);

  try {
    execFileSync(
      join(binDir, 'initdb'),
      [
        '-D',
        dataDir,
        '-A',
        'trust',
        '-U',
        'postgres',
        '-E',
        'UTF8',
        '--locale=C.UTF-8',
        '--no-sync',
      ],
      { stdio: 'ignore', ...asServerUser },
    );
    await start();
  } catch (error) {
    process.off('exit', endWithProcess);
    rmSync(dataDir, { recursive: true, force: true });
    throw error;
  }
  return {
    url,
    port,
    freeze() {
      child?.kill('SIGSTOP');
      children('STOP');
    },
    thaw,
    stop,
    start,
    async destroy() {
      process.off('exit', endWithProcess);
      thaw();
      await stop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
