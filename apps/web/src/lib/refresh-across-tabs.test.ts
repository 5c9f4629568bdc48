// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { refreshAccessToken } from './api-client.ts';
import { getAccessToken, setAccessToken } from './auth-token.ts';

/** A JWT-shaped token expiring `inMs` from now (only `exp` matters to the client). */
function jwt(inMs: number, tag = 'x') {
  const part = (value: object) =>
    btoa(JSON.stringify(value)).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
  return `${part({ alg: 'HS256' })}.${part({ exp: Math.floor((Date.now() + inMs) / 1000), tag })}.sig`;
}

/**
 * A Web Locks stand-in shared by "tabs": requests for one name run one after another, and
 * hold() takes the lock as another tab would until the returned function is called.
 */
function installLocks() {
  let tail: Promise<unknown> = Promise.resolve();
  const requested: string[] = [];
  const request = (name: string, task: () => Promise<unknown>) => {
    requested.push(name);
    const run = tail.then(() => task());
    tail = run.catch(() => undefined);
    return run;
  };
  Object.defineProperty(navigator, 'locks', { value: { request }, configurable: true });
  const hold = () => {
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    void request('sendero-refresh', () => held);
    return release;
  };
  return { requested, hold };
}

function routeRefresh(token: string) {
  return vi.spyOn(globalThis, 'fetch').mockImplementation(async () => Response.json({ token }));
}

const refreshCalls = (fetchMock: ReturnType<typeof routeRefresh>) =>
  fetchMock.mock.calls.filter(([url]) => String(url) === '/api/refresh').length;

describe('refreshAccessToken across tabs', () => {
  beforeEach(() => setAccessToken(jwt(-1000, 'expired')));
  afterEach(() => {
    vi.restoreAllMocks();
    Reflect.deleteProperty(navigator, 'locks');
  });

  it('refreshes inside the shared lock', async () => {
    const { requested } = installLocks();
    const fetchMock = routeRefresh('from-server');
    await expect(refreshAccessToken()).resolves.toBe('from-server');
    expect(requested).toEqual(['sendero-refresh']);
    expect(refreshCalls(fetchMock)).toBe(1);
    expect(getAccessToken()).toBe('from-server');
  });

  it('after waiting for another tab, uses the fresh token it stored instead of refreshing', async () => {
    const { hold } = installLocks();
    const fetchMock = routeRefresh('from-server');
    const release = hold();
    const waiting = refreshAccessToken();
    // The other tab finishes its refresh while this one waits for the lock.
    const theirs = jwt(15 * 60 * 1000, 'theirs');
    setAccessToken(theirs);
    release();
    await expect(waiting).resolves.toBe(theirs);
    expect(refreshCalls(fetchMock)).toBe(0);
  });

  it('refreshes after waiting when the other tab stored nothing new, or a token about to expire', async () => {
    const { hold } = installLocks();
    const fetchMock = routeRefresh('from-server');
    let release = hold();
    const unchanged = refreshAccessToken();
    release();
    await expect(unchanged).resolves.toBe('from-server');

    release = hold();
    const nearlyExpired = refreshAccessToken();
    setAccessToken(jwt(30 * 1000, 'nearly'));
    release();
    await expect(nearlyExpired).resolves.toBe('from-server');
    expect(refreshCalls(fetchMock)).toBe(2);
  });

  it('without navigator.locks refreshes at once, still one refresh for concurrent callers', async () => {
    expect('locks' in navigator).toBe(false);
    const fetchMock = routeRefresh('from-server');
    const both = await Promise.all([refreshAccessToken(), refreshAccessToken()]);
    expect(both).toEqual(['from-server', 'from-server']);
    expect(refreshCalls(fetchMock)).toBe(1);
  });
});
