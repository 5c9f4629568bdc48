// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { setAccessToken } from '../../../lib/auth-token.ts';
import { ChangePasswordForm } from './change-password-form.tsx';

function renderForm() {
  const router = createMemoryRouter(
    [
      { path: '/profile/change-password', element: <ChangePasswordForm /> },
      { path: '/profile', element: <p>profile page</p> },
    ],
    { initialEntries: ['/profile/change-password'] },
  );
  render(
    <QueryClientProvider client={new QueryClient()}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return router;
}

function fill(current: string, next: string, confirm: string) {
  fireEvent.change(screen.getByLabelText('Current password'), { target: { value: current } });
  fireEvent.change(screen.getByLabelText('New password'), { target: { value: next } });
  fireEvent.change(screen.getByLabelText('Confirm new password'), { target: { value: confirm } });
  fireEvent.click(screen.getByRole('button', { name: 'Update password' }));
}

describe('ChangePasswordForm', () => {
  afterEach(() => {
    vi.useRealTimers();
    vi.restoreAllMocks();
  });

  it('shows Weak / Medium / Strong, nothing when empty', () => {
    renderForm();
    const input = screen.getByLabelText('New password');
    expect(screen.queryByText(/Strength/)).toBeNull();
    fireEvent.change(input, { target: { value: 'ab' } });
    expect(screen.getByText('Weak')).toBeTruthy();
    fireEvent.change(input, { target: { value: 'abcdef' } });
    expect(screen.getByText('Medium')).toBeTruthy();
    fireEvent.change(input, { target: { value: 'abcdef1!' } });
    expect(screen.getByText('Strong')).toBeTruthy();
  });

  it('each field has its own visibility toggle', () => {
    renderForm();
    fireEvent.click(screen.getByRole('button', { name: 'Show current password' }));
    expect(screen.getByLabelText('Current password').getAttribute('type')).toBe('text');
    expect(screen.getByLabelText('New password').getAttribute('type')).toBe('password');
  });

  it('refuses different new passwords', () => {
    const fetchMock = vi.spyOn(globalThis, 'fetch');
    renderForm();
    fill('old-password', 'new-password-1', 'new-password-2');
    expect(screen.getByText('New passwords do not match.')).toBeTruthy();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('succeeds with the bearer token, then goes to /profile after 2 seconds', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    setAccessToken('tok');
    const fetchMock = vi
      .spyOn(globalThis, 'fetch')
      .mockResolvedValue(Response.json({ message: 'Password changed.' }));
    const router = renderForm();
    fill('old-password', 'new-password-1', 'new-password-1');
    expect(await screen.findByText('Password updated successfully!')).toBeTruthy();
    const init = fetchMock.mock.calls[0]?.[1];
    expect(new Headers(init?.headers).get('Authorization')).toBe('Bearer tok');
    expect(JSON.parse(String(init?.body))).toEqual({
      currentPassword: 'old-password',
      newPassword: 'new-password-1',
      confirmPassword: 'new-password-1',
    });
    await act(async () => {
      await vi.advanceTimersByTimeAsync(2100);
    });
    expect(router.state.location.pathname).toBe('/profile');
  });

  it('shows the server message, else Something went wrong.', async () => {
    vi.spyOn(globalThis, 'fetch')
      .mockResolvedValueOnce(
        Response.json(
          {
            error: 'BAD_REQUEST',
            message: 'Current password is incorrect.',
            field: 'currentPassword',
          },
          { status: 400 },
        ),
      )
      .mockRejectedValueOnce(new TypeError('Failed to fetch'));
    renderForm();
    fill('bad', 'new-password-1', 'new-password-1');
    expect(await screen.findByText('Current password is incorrect.')).toBeTruthy();
    fill('bad', 'new-password-1', 'new-password-1');
    expect(await screen.findByText('Something went wrong.')).toBeTruthy();
  });
});
