// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiRequestError, apiFetch } from './api-client.ts';

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

  it('handles a non-JSON error answer', async () => {
    mockFetch(new Response('Bad gateway', { status: 502 }));
    const error = await apiFetch('/api/x').catch((caught: unknown) => caught);
    expect(error).toMatchObject({ status: 502, code: 'HTTP_ERROR', fromServer: false });
  });
});
