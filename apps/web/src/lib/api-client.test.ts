// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiRequestError, apiFetch, retryAfterMs } from './api-client.ts';
import { errorMessage } from './query-errors.ts';

function mockFetch(response: Response) {
  return vi.spyOn(globalThis, 'fetch').mockResolvedValue(response);
}

describe('apiFetch', () => {
  afterEach(() => vi.restoreAllMocks());

  it('sends JSON and parses the JSON answer', async () => {
    const fetchMock = mockFetch(Response.json({ ok: 1 }));
    await expect(apiFetch('/api/x', { method: 'POST', body: { a: 1 } })).resolves.toEqual({
      ok: 1,
    });
    const [, init] = fetchMock.mock.calls[0] ?? [];
    expect(init?.body).toBe('{"a":1}');
    expect(new Headers(init?.headers).get('Content-Type')).toBe('application/json');
  });

  it('returns undefined for 204', async () => {
    mockFetch(new Response(null, { status: 204 }));
    await expect(apiFetch('/api/x')).resolves.toBeUndefined();
  });

  it('turns the error shape into an ApiRequestError', async () => {
    mockFetch(
      Response.json(
        { error: 'VALIDATION_ERROR', message: 'Enter a valid email.', field: 'email' },
        { status: 400 },
      ),
    );
    const error = await apiFetch('/api/x').catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiRequestError);
    expect(error).toMatchObject({
      status: 400,
      code: 'VALIDATION_ERROR',
      message: 'Enter a valid email.',
      field: 'email',
      fromServer: true,
    });
  });

  it("leaves an error page that is not the server's text to the caller's default", async () => {
    mockFetch(
      new Response('<html><body>Bad gateway</body></html>', {
        status: 502,
        headers: { 'Content-Type': 'text/html' },
      }),
    );
    const error = await apiFetch('/api/x').catch((caught: unknown) => caught);
    expect(error).toMatchObject({ status: 502, code: 'HTTP_ERROR', fromServer: false });
  });

  it("takes a text/plain error body as the server's own message (issue 34)", async () => {
    mockFetch(
      new Response('  The reset link has expired.\n', {
        status: 400,
        headers: { 'Content-Type': 'text/plain; charset=utf-8' },
      }),
    );
    const error = await apiFetch('/api/x').catch((caught: unknown) => caught);
    expect(error).toMatchObject({
      status: 400,
      message: 'The reset link has expired.',
      fromServer: true,
    });
    expect(errorMessage(error, 'Failed to reset password. Please try again.')).toBe(
      'The reset link has expired.',
    );
  });

  it('reads how long the server asks to wait (Retry-After)', async () => {
    mockFetch(
      Response.json(
        {
          error: 'RATE_LIMITED',
          message: 'Please wait 04:42 before requesting another reset link.',
        },
        { status: 429, headers: { 'Retry-After': '282' } },
      ),
    );
    const error = await apiFetch('/api/x').catch((caught: unknown) => caught);
    expect(error).toMatchObject({ status: 429, retryAfterMs: 282_000 });
    expect(retryAfterMs('Wed, 21 Oct 2026 07:28:30 GMT', Date.parse('2026-10-21T07:28:00Z'))).toBe(
      30_000,
    );
    expect(retryAfterMs('soon')).toBeUndefined();
    expect(retryAfterMs(null)).toBeUndefined();
  });
});
