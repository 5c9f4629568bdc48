/**
 * Page paths the server renderer is given: only paths of this site. A path starting with two
 * slashes reads as `//host/…` to a URL parser (the renderer's `new URL(path, base)` throws on
 * `//`, and names another host on `//evil.example/x`); it is an unknown path, 404, whatever
 * encoding the client accepts, and nothing is logged as an error.
 */
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Writable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { build } from './build.ts';
import { testDatabases } from './databases.ts';

/**
 * A built web app whose renderer resolves the path as the real one does (entry-server.tsx) and
 * answers 200 for `/`, 404 for anything else.
 */
function webDistWithRenderer() {
  const root = mkdtempSync(join(tmpdir(), 'sendero-web-'));
  mkdirSync(join(root, 'dist'));
  mkdirSync(join(root, 'dist-server'));
  writeFileSync(
    join(root, 'dist', 'index.html'),
    '<!doctype html><html><head><title>Sendero</title></head><body><div id="root"></div></body></html>',
  );
  writeFileSync(
    join(root, 'dist-server', 'entry-server.js'),
    `export function setApiTransport() {}
export async function render(path) {
  const url = new URL(path, 'http://sendero.internal');
  const found = url.pathname === '/';
  return {
    kind: 'page',
    status: found ? 200 : 404,
    html: found ? '<main>Home</main>' : '<main>Not found: ' + url.pathname + '</main>',
    stateScript: '',
    head: { title: null, description: null, tags: [] },
  };
}
`,
  );
  return join(root, 'dist');
}

describe('page paths that are not paths of this site', () => {
  let app: FastifyInstance;
  let close: () => Promise<void>;
  const logs: Record<string, unknown>[] = [];

  beforeAll(async () => {
    const database = await testDatabases[0]!.open();
    const logStream = new Writable({
      write(chunk: Buffer, _encoding, done) {
        logs.push(JSON.parse(chunk.toString()) as Record<string, unknown>);
        done();
      },
    });
    ({ app } = await build(database, {
      env: { WEB_DIST_DIR: webDistWithRenderer(), LOG_LEVEL: 'info' },
      logger: true,
      logStream,
    }));
    close = async () => {
      await app.close();
      await database.close();
    };
  });
  afterAll(() => close?.());

  it('renders the pages of the site', async () => {
    const home = await app.inject({ url: '/', headers: { 'accept-encoding': 'gzip' } });
    expect(home.statusCode).toBe(200);
    const missing = await app.inject('/nowhere');
    expect(missing.statusCode).toBe(404);
    expect(missing.body).toContain('Not found: /nowhere');
  });

  it.each(['//', '///', '//evil.example/', '//api/cities'])(
    'answers %s with 404, with or without compression, and logs no error',
    async (url) => {
      for (const encoding of ['gzip', 'br', 'identity']) {
        const response = await app.inject({ url, headers: { 'accept-encoding': encoding } });
        expect({ encoding, status: response.statusCode }).toEqual({ encoding, status: 404 });
        expect(response.json()).toMatchObject({ error: 'NOT_FOUND' });
      }
      expect(logs.filter((line) => Number(line['level']) >= 50)).toEqual([]);
    },
  );
});
