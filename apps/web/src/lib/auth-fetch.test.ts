// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiRequestError, SESSION_EXPIRED, authDownload, authFetch } from './api-client.ts';
import { getAccessToken, setAccessToken } from './auth-token.ts';

type Handler = (url: string, init: RequestInit) => Response | Promise<Response>;

function routeFetch(handler: Handler) {
  return vi
    .spyOn(globalThis, 'fetch')
    .mockImplementation(async (input, init) => handler(String(input), init ?? {}));
}

function bearer(init: RequestInit): string | null {
  return new Headers(init.headers).get('Authorization');
}

const unauthorized = () =>
  Response.json({ error: 'UNAUTHORIZED', message: 'Sign in first.' }, { status: 401 });

describe('authFetch', () => {
  beforeEach(() => setAccessToken('old'));
  afterEach(() => vi.restoreAllMocks());

  it('sends the stored token as a bearer', async () => {
    const fetchMock = routeFetch(() => Response.json({ id: 1 }));
    await expect(authFetch('/api/users/me')).resolves.toEqual({ id: 1 });
    expect(bearer(fetchMock.mock.calls[0]![1]!)).toBe('Bearer old');
  });

  it('on a 401 refreshes once, stores the new token and retries once with it', async () => {
    const fetchMock = routeFetch((url, init) => {
      if (url === '/api/refresh') return Response.json({ token: 'new' });
      return bearer(init) === 'Bearer new' ? Response.json({ id: 1 }) : unauthorized();
    });
    await expect(authFetch('/api/users/me')).resolves.toEqual({ id: 1 });
    const urls = fetchMock.mock.calls.map(([url]) => String(url));
    expect(urls).toEqual(['/api/users/me', '/api/refresh', '/api/users/me']);
    const refreshInit = fetchMock.mock.calls[1]![1]!;
    expect(refreshInit.method).toBe('POST');
    expect(refreshInit.credentials).toBe('include');
    expect(getAccessToken()).toBe('new');
  });

  it('retries only once: a second 401 after a good refresh is the answer', async () => {
    const fetchMock = routeFetch((url) =>
      url === '/api/refresh' ? Response.json({ token: 'new' }) : unauthorized(),
    );
    const error = await authFetch('/api/users/me').catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiRequestError);
    expect((error as ApiRequestError).status).toBe(401);
    expect(fetchMock).toHaveBeenCalledTimes(3);
  });

  it('fails with "Session expired" and clears the token when the refresh fails', async () => {
    const fetchMock = routeFetch(() => unauthorized());
    const error = await authFetch('/api/users/me').catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiRequestError);
    expect((error as Error).message).toBe(SESSION_EXPIRED);
    expect(SESSION_EXPIRED).toBe('Session expired');
    expect(getAccessToken()).toBeNull();
    expect(fetchMock.mock.calls.map(([url]) => String(url))).toEqual([
      '/api/users/me',
      '/api/refresh',
    ]);
  });

  it('two requests answered 401 at the same time share one refresh', async () => {
    let releaseRefresh: () => void = () => {};
    const refreshGate = new Promise<void>((resolve) => {
      releaseRefresh = resolve;
    });
    const fetchMock = routeFetch(async (url, init) => {
      if (url === '/api/refresh') {
        await refreshGate;
        return Response.json({ token: 'new' });
      }
      return bearer(init) === 'Bearer new' ? Response.json({ url }) : unauthorized();
    });
    const both = Promise.all([authFetch('/api/a'), authFetch('/api/b')]);
    await vi.waitFor(() =>
      expect(fetchMock.mock.calls.filter(([url]) => url === '/api/refresh')).toHaveLength(1),
    );
    releaseRefresh();
    await expect(both).resolves.toEqual([{ url: '/api/a' }, { url: '/api/b' }]);
    expect(fetchMock.mock.calls.filter(([url]) => url === '/api/refresh')).toHaveLength(1);
  });

  it('does not refresh for other failures', async () => {
    const fetchMock = routeFetch(() =>
      Response.json({ error: 'FORBIDDEN', message: 'No.' }, { status: 403 }),
    );
    await expect(authFetch('/api/x')).rejects.toMatchObject({ status: 403, message: 'No.' });
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });
});

describe('authDownload', () => {
  beforeEach(() => setAccessToken('old'));
  afterEach(() => vi.restoreAllMocks());

  const file = () =>
    new Response('BEGIN:VCALENDAR', {
      headers: { 'Content-Disposition': 'attachment; filename="oaxaca.ics"' },
    });

  it('reads the file and its name, asking for any type with the bearer', async () => {
    const fetchMock = routeFetch(() => file());
    const downloaded = await authDownload('/api/trips/5/export.ics');
    expect(await downloaded.blob.text()).toBe('BEGIN:VCALENDAR');
    expect(downloaded.fileName).toBe('oaxaca.ics');
    const init = fetchMock.mock.calls[0]![1]!;
    expect(bearer(init)).toBe('Bearer old');
    expect(new Headers(init.headers).get('Accept')).toBe('*/*');
  });

  it('on a 401 refreshes once and downloads again with the new token', async () => {
    const fetchMock = routeFetch((url, init) => {
      if (url === '/api/refresh') return Response.json({ token: 'new' });
      return bearer(init) === 'Bearer new' ? file() : unauthorized();
    });
    const downloaded = await authDownload('/api/trips/5/export.ics');
    expect(downloaded.fileName).toBe('oaxaca.ics');
    expect(fetchMock.mock.calls.map(([url]) => String(url))).toEqual([
      '/api/trips/5/export.ics',
      '/api/refresh',
      '/api/trips/5/export.ics',
    ]);
  });

  it('fails with "Session expired" and clears the token when the refresh fails', async () => {
    routeFetch(() => unauthorized());
    await expect(authDownload('/api/trips/5/export.gpx')).rejects.toMatchObject({
      status: 401,
      message: SESSION_EXPIRED,
    });
    expect(getAccessToken()).toBeNull();
  });
});
