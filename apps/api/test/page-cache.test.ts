/**
 * Renders that no copy answers are what a visitor can force (issue 29): the page cache keys a page
 * on the query parameters it reads only, sends a stale copy while one render replaces it, shares
 * one render between concurrent misses, and bounds renders per process (503) and per address (429)
 * while kept pages always answer (decision 0030). Renders are counted by the renderer itself.
 */
import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { describe, expect, it, vi } from 'vitest';
import { RENDER_BUSY_TEXT } from '../src/plugins/static-web.ts';
import { build, useApp, type TestAppOptions } from './build.ts';
import { testDatabases, testRedisUrl } from './databases.ts';
import { fakeWebDist } from './fake-web-dist.ts';

/** What the test renderer records, and a gate that holds every render until it is opened. */
interface RenderLog {
  urls: string[];
  gate: Promise<void> | null;
  /** Paths that answer 404 (an item deleted by a content change). */
  missing: Set<string>;
}

/**
 * A built web app whose server renderer logs each URL it renders (in `globalThis[id]`), answers
 * 404 for the log's missing paths, and waits while the log's gate is closed.
 */
function webDistWithRenderer() {
  const id = `sendero-renders-${randomUUID()}`;
  const log: RenderLog = { urls: [], gate: null, missing: new Set() };
  (globalThis as Record<string, unknown>)[id] = log;
  const dist = fakeWebDist(
    `const log = globalThis[${JSON.stringify(id)}];
export function setApiTransport() {}
export async function render(path) {
  log.urls.push(path);
  const n = log.urls.length;
  if (log.gate) await log.gate;
  return {
    kind: 'page',
    status: log.missing.has(path) ? 404 : 200,
    html: '<p>' + path.replaceAll('&', '&amp;') + ' #' + n + '</p>',
    stateScript: '',
    head: { title: null, description: null, tags: [] },
  };
}
`,
  );
  /** Holds every render from now until the returned function is called. */
  const hold = () => {
    let open = () => {};
    log.gate = new Promise((resolve) => {
      open = () => {
        log.gate = null;
        resolve();
      };
    });
    return open;
  };
  return { dist, log, hold };
}

function useRenderingApp(options: TestAppOptions = {}) {
  const web = webDistWithRenderer();
  const ctx = useApp(testDatabases[0]!, {
    ...options,
    env: { WEB_DIST_DIR: web.dist, ...options.env },
  });
  const get = (url: string, remoteAddress = '198.51.100.1') =>
    ctx.app.inject({ url, remoteAddress });
  return { ctx, get, ...web };
}

describe('page cache keys', () => {
  const { get, log } = useRenderingApp();

  it('gives URLs that differ only in parameters the page does not read one render', async () => {
    const bodies = new Set<string>();
    for (const url of ['/cities?utm_source=a', '/cities?utm_source=b&x=1', '/cities']) {
      const answer = await get(url);
      expect(answer.statusCode, url).toBe(200);
      bodies.add(answer.body);
    }
    expect(bodies.size).toBe(1);
    // Rendered as the page reads it: the unread parameters are not part of the render either.
    expect(log.urls.filter((url) => url.startsWith('/cities'))).toEqual(['/cities']);
  });

  it('keeps one copy per value of a read parameter, its parameters sorted and first values read', async () => {
    log.urls.length = 0;
    const mole1 = await get('/search?q=mole&utm=1');
    const mole2 = await get('/search?utm=2&q=mole&q=second');
    const taco = await get('/search?q=taco');
    expect(mole2.body).toBe(mole1.body);
    expect(taco.body).not.toBe(mole1.body);
    const filtered1 = await get('/events?tags=b&tags=a&city=5&page=9');
    const filtered2 = await get('/events?city=5&tags=b&tags=a');
    expect(filtered2.body).toBe(filtered1.body);
    // A parameter read with all its values keeps them all, in order.
    await get('/events?city=5&tags=a&tags=b');
    expect(log.urls).toEqual([
      '/search?q=mole',
      '/search?q=taco',
      '/events?city=5&tags=b&tags=a',
      '/events?city=5&tags=a&tags=b',
    ]);
  });

  it('renders a page with a reset token for its request alone, and keeps it nowhere', async () => {
    log.urls.length = 0;
    const first = await get('/reset-password?token=secret-1');
    const second = await get('/reset-password?token=secret-1');
    expect(first.statusCode).toBe(200);
    expect(first.headers['cache-control']).toBe('no-store');
    expect(second.body).not.toBe(first.body);
    expect(log.urls).toEqual(['/reset-password?token=secret-1', '/reset-password?token=secret-1']);
    // Without a token it is an ordinary page, kept once.
    await get('/reset-password');
    await get('/reset-password?utm=1');
    expect(log.urls).toHaveLength(3);
  });

  it('renders a trip opened by its share link for its request alone, never kept nor indexed', async () => {
    log.urls.length = 0;
    const token = 'a'.repeat(43);
    const first = await get(`/trips/shared/${token}?utm=1`);
    await get(`/trips/shared/${token}`);
    expect(first.headers['cache-control']).toBe('no-store');
    expect(first.headers['x-robots-tag']).toBe('noindex');
    // The query is dropped (the page reads none); the path is rendered each time.
    expect(log.urls).toEqual([`/trips/shared/${token}`, `/trips/shared/${token}`]);
  });

  it('renders the editors’ desk for each request, never kept nor indexed', async () => {
    for (const path of ['/editor', '/editor/audit', '/editor/people']) {
      log.urls.length = 0;
      const first = await get(`${path}?status=new`);
      await get(path);
      expect(first.headers['cache-control'], path).toBe('no-store');
      expect(first.headers['x-robots-tag'], path).toBe('noindex');
      expect(log.urls, path).toEqual([path, path]);
    }
  });

  it('renders a city’s "open now" list for each request, so no one sees an old "open now"', async () => {
    log.urls.length = 0;
    await get('/cities/2/spots?open=now&utm=1');
    await get('/cities/2/spots?open=now');
    expect(log.urls).toEqual(['/cities/2/spots?open=now', '/cities/2/spots?open=now']);
    // A chosen date and time answers the same whenever it is asked: kept once.
    await get('/cities/2/spots?date=2026-12-08&time=17:40');
    await get('/cities/2/spots?time=17:40&date=2026-12-08');
    expect(log.urls).toHaveLength(3);
  });
});

describe('stale copies and shared renders', () => {
  const { ctx, get, log, hold } = useRenderingApp();

  it('sends the stale copy while one render replaces it after a content change', async () => {
    const before = await get('/tours/1');
    expect(before.body).toContain('/tours/1 #1');
    const open = hold();
    try {
      ctx.app.contentCache.invalidate();
      // Every visitor meanwhile gets the stale copy, and only one render starts.
      const answers = await Promise.all([get('/tours/1'), get('/tours/1'), get('/tours/1')]);
      for (const answer of answers) {
        expect(answer.statusCode).toBe(200);
        expect(answer.body).toBe(before.body);
      }
      expect(log.urls).toEqual(['/tours/1', '/tours/1']);
    } finally {
      open();
    }
    await expect.poll(async () => (await get('/tours/1')).body).toContain('/tours/1 #2');
    expect(log.urls).toHaveLength(2);
  }, 10_000);

  it('drops a stale copy whose page is gone, so a later visit answers its real status', async () => {
    log.urls.length = 0;
    expect((await get('/tours/9')).statusCode).toBe(200);
    log.missing.add('/tours/9');
    ctx.app.contentCache.invalidate();
    // The first visit after the change still gets the copy; its refresh finds the page gone.
    expect((await get('/tours/9')).statusCode).toBe(200);
    await expect.poll(async () => (await get('/tours/9')).statusCode).toBe(404);
  });

  it('makes one render for concurrent requests of a page no copy answers', async () => {
    log.urls.length = 0;
    const open = hold();
    let answers;
    try {
      const asked = vi.spyOn(ctx.app.pageCache, 'once');
      const pending = ['/spots/7', '/spots/7?utm=a', '/spots/7?utm=b', '/spots/7'].map((url) =>
        get(url),
      );
      // Every request has asked for the page's render while it is held: one runs, three share it.
      await expect.poll(() => asked.mock.calls.length).toBe(4);
      asked.mockRestore();
      open();
      answers = await Promise.all(pending);
    } finally {
      open();
    }
    expect(new Set(answers.map((answer) => answer.body)).size).toBe(1);
    expect(answers.every((answer) => answer.statusCode === 200)).toBe(true);
    expect(log.urls).toEqual(['/spots/7']);
  }, 10_000);
});

describe('renders per process', () => {
  const { ctx, get, hold } = useRenderingApp({ env: { RENDER_CONCURRENCY: '1' } });
  /** The renders running and waiting for a slot, as /metrics reports them. */
  const renders = async () => {
    const gauge = ctx.app.metrics.registry.getSingleMetric('sendero_page_renders');
    const { values } = await gauge!.get();
    return Object.fromEntries(values.map(({ labels, value }) => [labels['state'], value]));
  };

  it('lets one more render wait for the slot, refuses one past it with 503 and Retry-After; kept pages still answer', async () => {
    expect((await get('/cities')).statusCode).toBe(200);
    expect(await renders()).toEqual({ running: 0, waiting: 0 });
    const open = hold();
    try {
      const first = get('/tours/2');
      await expect.poll(renders).toEqual({ running: 1, waiting: 0 });
      // Waits for the slot (decision 0042): as many may wait as may run.
      const waiting = get('/tours/4');
      await expect.poll(renders).toEqual({ running: 1, waiting: 1 });
      const busy = await get('/tours/3');
      expect(busy.statusCode).toBe(503);
      expect(busy.headers['retry-after']).toBe('1');
      expect(busy.headers['cache-control']).toBe('no-store');
      expect(busy.body).toContain(`<div id="root"><p>${RENDER_BUSY_TEXT}</p></div>`);
      expect((await get('/cities')).statusCode).toBe(200);
      open();
      expect((await first).statusCode).toBe(200);
      expect((await waiting).statusCode).toBe(200);
    } finally {
      open();
    }
    expect((await get('/tours/3')).statusCode).toBe(200);
  }, 10_000);
});

/** Three renders, then 429 for this address; kept pages and other addresses still answer. */
async function expectRenderBudget(a: FastifyInstance, b: FastifyInstance) {
  const from = (app: FastifyInstance, url: string, remoteAddress: string) =>
    app.inject({ url, remoteAddress });
  expect((await from(a, '/cities', '203.0.113.7')).statusCode).toBe(200);
  expect((await from(a, '/search?q=one', '203.0.113.7')).statusCode).toBe(200);
  expect((await from(b, '/search?q=two', '203.0.113.7')).statusCode).toBe(200);
  const limited = await from(b, '/search?q=three', '203.0.113.7');
  expect(limited.statusCode).toBe(429);
  expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
  expect(limited.body).toMatch(/<div id="root"><p>Too many requests\. Please try again in \d+/);
  // Kept pages are never limited, and made-up parameters find the kept copy.
  expect((await from(a, '/cities', '203.0.113.7')).statusCode).toBe(200);
  expect((await from(a, '/search?q=one&utm=9', '203.0.113.7')).statusCode).toBe(200);
  expect((await from(b, '/search?q=three', '203.0.113.8')).statusCode).toBe(200);
}

describe('renders per address', () => {
  const budget = { pageRendersPerAddress: { max: 3, windowMs: 60_000 } };
  const { ctx } = useRenderingApp(budget);

  it('answers 429 with Retry-After past the budget while kept pages answer 200', async () => {
    await expectRenderBudget(ctx.app, ctx.app);
  });

  it.skipIf(!testRedisUrl)('shares the budget between instances through Redis', async () => {
    const web = webDistWithRenderer();
    const database = await testDatabases[0]!.open();
    const shared = {
      ...budget,
      env: { REDIS_URL: testRedisUrl, WEB_DIST_DIR: web.dist },
      rateLimitNamespace: `sendero-test-${randomUUID()}:`,
    };
    const a = await build(database, shared);
    const b = await build(database, shared);
    try {
      await expectRenderBudget(a.app, b.app);
    } finally {
      await a.app.close();
      await b.app.close();
      await database.close();
    }
  });
});
