import { AUTH_TEXT } from '@sendero/contract';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { resetPasswordAction } from './reset-password-action.ts';

const PASSWORD = 'sunny-oaxaca-2024';

function send(fields: Record<string, string>) {
  const request = new Request('http://sendero.test/reset-password?token=t0k3n', {
    method: 'POST',
    body: new URLSearchParams(fields),
  });
  return resetPasswordAction({
    request,
    url: new URL(request.url),
    pattern: '',
    params: {},
    context: {},
  });
}

afterEach(() => vi.unstubAllGlobals());

describe('resetPasswordAction (a new password sent without the app)', () => {
  it('refuses entries that differ, as the form does, and sends nothing on', async () => {
    const fetchMock = vi.fn();
    vi.stubGlobal('fetch', fetchMock);
    const result = await send({ newPassword: PASSWORD, confirmPassword: 'other-password' });
    expect(result.init?.status).toBe(400);
    expect(result.data).toEqual({ outcome: 'failed', message: AUTH_TEXT.resetMismatch });
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("sends the page's token with the new password and answers the API's message", async () => {
    const fetchMock = vi.fn(
      async () =>
        new Response('Your password has been reset.', {
          status: 200,
          headers: { 'content-type': 'text/plain' },
        }),
    );
    vi.stubGlobal('fetch', fetchMock);
    const result = await send({ newPassword: PASSWORD, confirmPassword: PASSWORD });
    expect(result.data).toEqual({ outcome: 'done', message: 'Your password has been reset.' });
    const [, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(JSON.parse(String(init.body))).toEqual({ token: 't0k3n', newPassword: PASSWORD });
    expect(JSON.stringify(result.data)).not.toContain(PASSWORD);
  });
});
