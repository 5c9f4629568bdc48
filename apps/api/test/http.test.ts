/** The HTTP surface every route shares: health, errors, headers, static serving, logging. */
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { connect } from 'node:net';
import { PassThrough } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { build, useApp } from './build.ts';
import { testDatabases } from './databases.ts';

function fakeWebDist() {
  const dir = mkdtempSync(join(tmpdir(), 'sendero-web-'));
  mkdirSync(join(dir, 'assets'));
  writeFileSync(
    join(dir, 'index.html'),
    '<!doctype html><title>Sendero</title><div id="root"></div>',
  );
  writeFileSync(
    join(dir, 'assets', 'app-abc123.js'),
    `console.log(${JSON.stringify('x'.repeat(4000))});`,
  );
  return dir;
}

describe.each(testDatabases)('HTTP basics on $name', (target) => {
  const webDist = fakeWebDist();
  const ctx = useApp(target, { env: { WEB_DIST_DIR: webDist } });

  it('answers liveness and readiness', async () => {
    expect((await ctx.app.inject('/healthz')).json()).toEqual({ status: 'ok' });
    const ready = await ctx.app.inject('/readyz');
    expect(ready.statusCode).toBe(200);
    expect(ready.json()).toEqual({
      status: 'ready',
      database: target.name,
      checks: { database: { status: 'up', ms: expect.any(Number) } },
    });
  });

  it('answers unknown API paths with a JSON 404', async () => {
    const response = await ctx.app.inject('/api/does-not-exist');
    expect(response.statusCode).toBe(404);
    expect(response.headers['content-type']).toMatch(/application\/json/);
    expect(response.json()).toEqual({
      error: 'NOT_FOUND',
      message: 'No route for GET /api/does-not-exist.',
    });
  });

  it('without a server renderer, sends index.html for every page path (the browser renders it)', async () => {
    // Statuses and rendered pages are tested with the real renderer in seo.test.ts.
    for (const path of ['/', '/cities', '/cities/4', '/reset-password?token=x', '/nope']) {
      const response = await ctx.app.inject(path);
      expect(response.statusCode, path).toBe(200);
      expect(response.headers['content-type']).toMatch(/text\/html/);
      // A page asked for with a reset token is personal: kept by no cache (decision 0030).
      expect(response.headers['cache-control'], path).toBe(
        path.includes('token=') ? 'no-store' : 'no-cache',
      );
      expect(response.body).toContain('<div id="root"></div>');
    }
  });

  it('caches hashed assets for a year and compresses them', async () => {
    const response = await ctx.app.inject({
      url: '/assets/app-abc123.js',
      headers: { 'accept-encoding': 'br, gzip' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(response.headers['content-encoding']).toMatch(/^(br|gzip)$/);
    expect((await ctx.app.inject('/assets/missing.js')).statusCode).toBe(404);
  });

  it('serves dataset images under /media, cached for a day, and 404s missing ones', async () => {
    const image = await ctx.app.inject('/media/placeholder.svg');
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toMatch(/image\/svg\+xml/);
    expect(image.headers['cache-control']).toBe('public, max-age=86400');
    expect(image.body).toContain('<svg');
    const missing = await ctx.app.inject('/media/does-not-exist.svg');
    expect(missing.statusCode).toBe(404);
    expect(missing.headers['content-type']).toMatch(/application\/json/);
  });

  it('sends security headers', async () => {
    const { headers } = await ctx.app.inject('/');
    expect(headers['content-security-policy']).toContain("script-src 'self'");
    expect(headers['content-security-policy']).toContain("frame-ancestors 'none'");
    expect(headers['x-content-type-options']).toBe('nosniff');
    expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(headers['permissions-policy']).toContain('camera=()');
    expect(headers['permissions-policy']).toContain('geolocation=()');
    expect(headers['permissions-policy']).toContain('clipboard-write=(self)');
    const api = await ctx.app.inject('/api/nope');
    expect(api.headers['permissions-policy']).toBe(headers['permissions-policy']);
  });

  it('answers a too-large body with 413 in the error shape', async () => {
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/emails/contact',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ name: 'A', email: 'a@b.mx', message: 'x'.repeat(200_000) }),
    });
    expect(response.statusCode).toBe(413);
    expect(response.json()).toEqual({
      error: 'PAYLOAD_TOO_LARGE',
      message: 'The request body is too large.',
    });
  });

  it('answers malformed JSON with a 400 in the error shape', async () => {
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/submissions',
      headers: { 'content-type': 'application/json' },
      payload: '{"name":',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      error: expect.any(String),
      message: expect.any(String),
    });
  });

  it('publishes an OpenAPI document of the API', async () => {
    const doc = (await ctx.app.inject('/api/docs')).json();
    expect(doc.openapi).toMatch(/^3\./);
    expect(Object.keys(doc.paths)).toEqual(
      expect.arrayContaining(['/api/emails/contact', '/api/submissions']),
    );
  });
});

describe('request logs', () => {
  it('never contain tokens, passwords, cookies or authorization headers', async () => {
    const target = testDatabases[0]!;
    const database = await target.open();
    const stream = new PassThrough();
    let logged = '';
    stream.on('data', (chunk) => (logged += chunk.toString()));
    const { app } = await build(database, { logger: true, logStream: stream });
    try {
      await app.inject({
        url: '/reset-password?token=s3cr3t-reset-token',
        headers: { authorization: 'Bearer s3cr3t-jwt', cookie: 'refresh=s3cr3t-cookie' },
      });
      await app.inject({
        method: 'POST',
        url: '/api/submissions',
        payload: {
          name: 'A',
          email: 'a@b.mx',
          message: 'hi',
          accepted: true,
          password: 's3cr3t-pw',
        },
      });
    } finally {
      await app.close();
      await database.close();
    }
    expect(logged).toContain('/reset-password?token=%5BREDACTED%5D');
    expect(logged).not.toContain('s3cr3t');
  });

  it('write one line per request, and none for static files', async () => {
    const database = await testDatabases[0]!.open();
    const stream = new PassThrough();
    const lines: Record<string, unknown>[] = [];
    stream.on('data', (chunk) => {
      for (const line of chunk.toString().split('\n').filter(Boolean)) lines.push(JSON.parse(line));
    });
    const { app } = await build(database, { logger: true, logStream: stream });
    try {
      await app.inject('/api/cities');
      await app.inject('/api/nope');
      await app.inject('/media/does-not-exist.svg');
      await app.inject('/assets/index-abc.js');
      await app.inject('/favicon.svg');
    } finally {
      await app.close();
      await database.close();
    }
    const requests = lines.filter((line) => 'statusCode' in line);
    expect(requests.map((line) => [line.url, line.statusCode])).toEqual([
      ['/api/cities', 200],
      ['/api/nope', 404],
    ]);
    expect(requests.every((line) => typeof line.responseTimeMs === 'number')).toBe(true);
  });
});

describe('slow clients', () => {
  it('answers 408 and closes the socket of a request whose body never finishes arriving', async () => {
    const database = await testDatabases[0]!.open();
    const { app } = await build(database, { requestTimeoutMs: 500 });
    try {
      const address = await app.listen({ port: 0, host: '127.0.0.1' });
      const { port } = new URL(address);
      const started = performance.now();
      const answer = await new Promise<string>((resolve) => {
        const socket = connect({ host: '127.0.0.1', port: Number(port) });
        let received = '';
        socket.on('data', (chunk) => (received += chunk.toString()));
        socket.on('close', () => resolve(received));
        socket.on('error', () => resolve(received));
        socket.write(
          'POST /api/emails/contact HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\n' +
            'Content-Length: 100\r\n\r\n{"name":',
        );
      });
      expect(answer).toMatch(/^HTTP\/1\.1 408/);
      expect(performance.now() - started).toBeLessThan(5_000);
    } finally {
      await app.close();
      await database.close();
    }
  });
});

describe('the map tile provider (MAP_TILE_URL)', () => {
  const webDist = fakeWebDist();
  writeFileSync(
    join(webDist, 'index.html'),
    '<!doctype html><html><head><title>Sendero</title></head><body><div id="root"></div></body></html>',
  );
  const ctx = useApp(testDatabases[0]!, {
    env: {
      WEB_DIST_DIR: webDist,
      MAP_TILE_URL: 'https://{s}.tiles.example.net/{z}/{x}/{y}.webp',
      MAP_TILE_ATTRIBUTION: '© Example "Maps" <contributors>',
    },
  });

  it('is allowed by the CSP and named in every page, its attribution escaped', async () => {
    const page = await ctx.app.inject('/cities');
    const csp = page.headers['content-security-policy'] as string;
    expect(csp).toMatch(/img-src 'self' data: https:\/\/\*\.tiles\.example\.net(;|$)/);
    expect(csp).toMatch(/connect-src 'self' https:\/\/\*\.tiles\.example\.net(;|$)/);
    expect(csp).not.toContain('openstreetmap');
    expect(page.body).toContain(
      '<meta name="sendero:map-tile-url" content="https://{s}.tiles.example.net/{z}/{x}/{y}.webp" />',
    );
    expect(page.body).toContain(
      '<meta name="sendero:map-attribution" content="© Example &quot;Maps&quot; &lt;contributors&gt;" />',
    );
  });
});
