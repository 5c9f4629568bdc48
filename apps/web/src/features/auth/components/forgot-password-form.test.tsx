// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ForgotPasswordForm } from './forgot-password-form.tsx';
import { RESET_REQUEST_KEY } from './reset-request-store.ts';

const START = new Date('2026-03-01T12:00:00Z').getTime();

function renderForm() {
  const router = createMemoryRouter(
    [
      { path: '/forgot-password', element: <ForgotPasswordForm /> },
      { path: '/login', element: <p>login</p> },
    ],
    { initialEntries: ['/forgot-password'] },
  );
  render(
    <QueryClientProvider client={new QueryClient()}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return router;
}

const button = () => screen.getByRole('button', { name: /Send reset link|Try again in|Sending/ });

describe('ForgotPasswordForm', () => {
  afterEach(() => {
    vi.useRealTimers();
    vi.restoreAllMocks();
  });

  it('counts the 5-minute cooldown down every second and prefills the last e-mail', () => {
    vi.useFakeTimers({ now: START });
    window.localStorage.setItem(
      RESET_REQUEST_KEY,
      JSON.stringify({ at: START - 1000, email: 'ana@example.com' }),
    );
    renderForm();
    expect((screen.getByLabelText('Email') as HTMLInputElement).value).toBe('ana@example.com');
    expect(button().textContent).toBe('Try again in 04:59');
    expect((button() as HTMLButtonElement).disabled).toBe(true);
    expect(
      screen.getByText('Please wait 04:59 before requesting another reset link.'),
    ).toBeTruthy();
    act(() => vi.advanceTimersByTime(1000));
    expect(button().textContent).toBe('Try again in 04:58');
    act(() => vi.advanceTimersByTime(4 * 60 * 1000 + 58 * 1000));
    expect(button().textContent).toBe('Send reset link');
    expect((button() as HTMLButtonElement).disabled).toBe(false);
  });

  it('sends, stores the request, shows the non-revealing text and the spam tip, then cools down', async () => {
    vi.useFakeTimers({ now: START, shouldAdvanceTime: true });
    const fetchMock = vi
      .spyOn(globalThis, 'fetch')
      .mockResolvedValue(new Response(null, { status: 204 }));
    renderForm();
    expect(button().textContent).toBe('Send reset link');
    fireEvent.change(screen.getByLabelText('Email'), { target: { value: 'ana@example.com' } });
    fireEvent.click(button());
    expect(
      await screen.findByText(
        "If that email exists, we've sent a password reset link. If you made multiple requests, the latest email you entered will be used.",
      ),
    ).toBeTruthy();
    expect(screen.getByText(/Spam\/Junk/)).toBeTruthy();
    expect(JSON.parse(String(fetchMock.mock.calls[0]?.[1]?.body))).toEqual({
      email: 'ana@example.com',
    });
    const stored = JSON.parse(window.localStorage.getItem(RESET_REQUEST_KEY) ?? '{}') as {
      email?: string;
      at?: number;
    };
    expect(stored.email).toBe('ana@example.com');
    expect(button().textContent).toMatch(/^Try again in 0[45]:\d\d$/);
  });

  it('shows the server message on failure, else the default', async () => {
    vi.spyOn(globalThis, 'fetch')
      .mockResolvedValueOnce(
        Response.json(
          {
            error: 'RATE_LIMITED',
            message: 'Please wait 03:10 before requesting another reset link.',
          },
          { status: 429 },
        ),
      )
      .mockRejectedValueOnce(new TypeError('Failed to fetch'));
    renderForm();
    fireEvent.change(screen.getByLabelText('Email'), { target: { value: 'ana@example.com' } });
    fireEvent.click(button());
    expect(
      await screen.findByText('Please wait 03:10 before requesting another reset link.'),
    ).toBeTruthy();
    fireEvent.click(button());
    expect(await screen.findByText('Failed to send reset email')).toBeTruthy();
    expect(window.localStorage.getItem(RESET_REQUEST_KEY)).toBeNull();
  });

  it("counts the server's cooldown down and holds the button, as its own (issue 34)", async () => {
    vi.useFakeTimers({ now: START, shouldAdvanceTime: true });
    vi.spyOn(globalThis, 'fetch').mockResolvedValue(
      Response.json(
        {
          error: 'RATE_LIMITED',
          message: 'Please wait 04:42 before requesting another reset link.',
        },
        { status: 429, headers: { 'Retry-After': '282' } },
      ),
    );
    renderForm();
    fireEvent.change(screen.getByLabelText('Email'), { target: { value: 'ana@example.com' } });
    fireEvent.click(button());
    expect(
      await screen.findByText('Please wait 04:42 before requesting another reset link.'),
    ).toBeTruthy();
    expect(button().textContent).toBe('Try again in 04:42');
    expect((button() as HTMLButtonElement).disabled).toBe(true);
    act(() => vi.advanceTimersByTime(1000));
    expect(button().textContent).toBe('Try again in 04:41');
    expect(
      screen.getByText('Please wait 04:41 before requesting another reset link.'),
    ).toBeTruthy();
    expect((button() as HTMLButtonElement).disabled).toBe(true);
    // Kept as this browser's own cooldown: a reload counts on from where it is.
    const stored = JSON.parse(window.localStorage.getItem(RESET_REQUEST_KEY) ?? '{}') as {
      at?: number;
    };
    const cooldownEnd = (stored.at ?? 0) + 5 * 60 * 1000;
    expect(cooldownEnd - START).toBeGreaterThanOrEqual(282_000);
    expect(cooldownEnd - START).toBeLessThan(283_000);
  });
});
