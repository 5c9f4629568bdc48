import { TRIP_MESSAGES } from '@sendero/contract';
import { render, screen } from '@testing-library/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { testTrip } from '../../../entities/trips/trip-fixtures.ts';
import { json, stubFetch, testQueryClient } from '../../../test/test-helpers.tsx';
import { loadSharedTripPage, SharedTripPage } from './shared-trip-page.tsx';

vi.mock('../components/trip-day-map.tsx', () => ({ TripDayMap: () => null }));

const TOKEN = 'Z'.repeat(43);

afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

function renderPage(token: string) {
  const queryClient = testQueryClient();
  const router = createMemoryRouter([{ path: '/trips/shared/:token', Component: SharedTripPage }], {
    initialEntries: [`/trips/shared/${token}`],
  });
  render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return queryClient;
}

describe('shared trip page', () => {
  it('loads the trip without a session and says 404 when the link opens none', async () => {
    const fetchMock = stubFetch((url, init) =>
      url === `/api/shared-trips/${TOKEN}` && !new Headers(init.headers).has('Authorization')
        ? json(testTrip())
        : undefined,
    );
    const queryClient = testQueryClient();
    const url = new URL('http://localhost/');
    expect(await loadSharedTripPage({ queryClient, params: { token: TOKEN }, url })).toBe(
      undefined,
    );
    expect(await loadSharedTripPage({ queryClient, params: { token: 'Y'.repeat(43) }, url })).toBe(
      404,
    );
    // A malformed token is no link: no call.
    expect(await loadSharedTripPage({ queryClient, params: { token: 'short' }, url })).toBe(404);
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it('shows the trip read-only: days, places, times and states, no buttons', async () => {
    stubFetch((url) => (url === `/api/shared-trips/${TOKEN}` ? json(testTrip()) : undefined));
    renderPage(TOKEN);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Oaxaca in December' }),
    ).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Day 1 · Mon 7 Dec' })).toBeTruthy();
    const rows = screen.getAllByTestId('trip-item');
    expect(rows[0]!.textContent).toContain('Templo de Santo Domingo');
    expect(rows[0]!.textContent).toContain('09:00–10:00');
    expect(screen.queryAllByRole('button')).toEqual([]);
    expect(screen.queryByRole('combobox')).toBeNull();
    expect(document.querySelector('meta[name="robots"]')?.getAttribute('content')).toBe('noindex');
  });

  it('says the link opens no trip on a 404', async () => {
    stubFetch(() => undefined);
    renderPage(TOKEN);
    expect(await screen.findByText(TRIP_MESSAGES.shareNotFound)).toBeTruthy();
    expect(screen.queryAllByRole('button')).toEqual([]);
  });
});
