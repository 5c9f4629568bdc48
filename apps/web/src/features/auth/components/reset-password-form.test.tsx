// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ResetPasswordPage } from '../routes/reset-password-page.tsx';

function renderAt(path: string) {
  const router = createMemoryRouter(
    [
      { path: '/reset-password', element: <ResetPasswordPage /> },
      { path: '/login', element: <p>login page</p> },
    ],
    { initialEntries: [path] },
  );
  render(
    <QueryClientProvider client={new QueryClient()}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return router;
}

function fill(password: string, confirm: string) {
  fireEvent.change(screen.getByLabelText('New Password'), { target: { value: password } });
  fireEvent.change(screen.getByLabelText('Confirm New Password'), { target: { value: confirm } });
  fireEvent.click(screen.getByRole('button', { name: 'Reset password' }));
}

describe('ResetPasswordPage', () => {
  afterEach(() => {
    vi.useRealTimers();
    vi.restoreAllMocks();
  });

  it('without a token points to /forgot-password', () => {
    renderAt('/reset-password');
    expect(screen.getByRole('alert').textContent).toMatch(/no token/);
    expect(
      screen.getByRole('link', { name: 'Request a new reset link' }).getAttribute('href'),
    ).toBe('/forgot-password');
  });

  it('checks the match, then the length, and toggles visibility', () => {
    const fetchMock = vi.spyOn(globalThis, 'fetch');
    renderAt('/reset-password?token=abc');
    fill('abcdefgh', 'abcdefgX');
    expect(screen.getByText('Passwords do not match.')).toBeTruthy();
    fill('short', 'short');
    expect(screen.getByText('Password must be at least 8 characters.')).toBeTruthy();
    expect(fetchMock).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole('button', { name: 'Show passwords' }));
    expect(screen.getByLabelText('New Password').getAttribute('type')).toBe('text');
    expect(screen.getByRole('link', { name: 'Go back to Login' }).getAttribute('href')).toBe(
      '/login',
    );
  });

  it("shows the server's text and goes to /login after 3 seconds", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const fetchMock = vi.spyOn(globalThis, 'fetch').mockResolvedValue(
      new Response('Your password has been reset. You can now sign in.', {
        headers: { 'Content-Type': 'text/plain' },
      }),
    );
    const router = renderAt('/reset-password?token=abc');
    fill('new-password-1', 'new-password-1');
    expect(
      await screen.findByText('Your password has been reset. You can now sign in.'),
    ).toBeTruthy();
    expect(JSON.parse(String(fetchMock.mock.calls[0]?.[1]?.body))).toEqual({
      token: 'abc',
      newPassword: 'new-password-1',
    });
    await act(async () => {
      await vi.advanceTimersByTimeAsync(2900);
    });
    expect(router.state.location.pathname).toBe('/reset-password');
    await act(async () => {
      await vi.advanceTimersByTimeAsync(200);
    });
    expect(router.state.location.pathname).toBe('/login');
  });

  it('shows the server message, else the default', async () => {
    vi.spyOn(globalThis, 'fetch')
      .mockResolvedValueOnce(
        Response.json(
          { error: 'BAD_REQUEST', message: 'This reset link is invalid or has expired.' },
          { status: 400 },
        ),
      )
      .mockRejectedValueOnce(new TypeError('Failed to fetch'));
    renderAt('/reset-password?token=abc');
    fill('new-password-1', 'new-password-1');
    expect(await screen.findByText('This reset link is invalid or has expired.')).toBeTruthy();
    fill('new-password-1', 'new-password-1');
    expect(await screen.findByText('Failed to reset password. Please try again.')).toBeTruthy();
  });
});
