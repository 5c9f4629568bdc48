import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  clearAddToTripRequest,
  currentAddToTripRequest,
  requestAddToTrip,
  type AddToTripRequest,
} from '../../../lib/add-to-trip-request.ts';
import { toast } from '../../../lib/toast.ts';
import {
  json,
  signIn,
  stubFetch,
  testAuth,
  withAuth,
  withProviders,
} from '../../../test/test-helpers.tsx';
import { testTrip } from '../trip-fixtures.ts';
import { AddToTripHost } from './add-to-trip-host.tsx';

const { dayStarts: _d, items: _i, ...oaxaca } = testTrip();

const centroWalk: AddToTripRequest = {
  target: { tourId: 12 },
  cityId: 2,
  cityName: 'Oaxaca',
  name: 'Centro walk',
};

beforeEach(() => signIn());
afterEach(() => {
  act(() => clearAddToTripRequest());
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

/** The trips list, and every POST to a trip's items recorded with its URL. */
function stubTrips() {
  const posted: { url: string; body: unknown }[] = [];
  const fetchMock = stubFetch(
    (url, init) =>
      url === '/api/trips' && (init.method ?? 'GET') === 'GET'
        ? json({ trips: [oaxaca] })
        : undefined,
    (url, init) => {
      if (!url.endsWith('/items') || init.method !== 'POST') return undefined;
      posted.push({ url, body: JSON.parse(String(init.body)) });
      return json(testTrip(), 201);
    },
  );
  return { fetchMock, posted };
}

describe('the shell answers a card\u2019s Add to trip', () => {
  it('stays out of the way, and fetches nothing, until a card asks', () => {
    const { fetchMock } = stubTrips();
    render(withProviders(withAuth(<AddToTripHost />)));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('opens the dialog for what the card named, adds it, and closes on leaving the page', async () => {
    const { posted } = stubTrips();
    render(withProviders(withAuth(<AddToTripHost />)));
    act(() => requestAddToTrip(centroWalk));

    const dialog = await screen.findByRole('dialog', { name: 'Add Centro walk to a trip' });
    const trip = (await screen.findByLabelText('Trip')) as HTMLSelectElement;
    expect(Array.from(trip.options).map((option) => option.text)).toEqual([
      'Oaxaca in December',
      'New trip to Oaxaca',
    ]);
    fireEvent.change(screen.getByLabelText('Day'), { target: { value: '1' } });
    fireEvent.click(screen.getByRole('button', { name: 'Add to trip' }));
    expect(await screen.findByText(/Added to Oaxaca in December, day 1/)).toBeTruthy();
    expect(posted).toEqual([{ url: '/api/trips/5/items', body: { tourId: 12, day: 1 } }]);

    fireEvent.click(screen.getByRole('link', { name: 'Open the trip' }));
    await waitFor(() => expect(dialog.isConnected).toBe(false));
    expect(currentAddToTripRequest()).toBeNull();
  });

  it('starts afresh for the next card, and Close ends the request', async () => {
    stubTrips();
    render(withProviders(withAuth(<AddToTripHost />)));
    act(() => requestAddToTrip(centroWalk));
    await screen.findByRole('dialog', { name: 'Add Centro walk to a trip' });
    fireEvent.click(await screen.findByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(currentAddToTripRequest()).toBeNull();

    act(() =>
      requestAddToTrip({ target: { spotId: 40 }, cityId: 2, cityName: 'Oaxaca', name: 'Museo' }),
    );
    expect(await screen.findByRole('dialog', { name: 'Add Museo to a trip' })).toBeTruthy();
  });

  it('offers a signed-out visitor to sign in, without a dialog or a call', async () => {
    const { fetchMock } = stubTrips();
    const info = vi.spyOn(toast, 'info').mockImplementation(() => {});
    render(withProviders(withAuth(<AddToTripHost />, testAuth({ user: null }))));
    act(() => requestAddToTrip(centroWalk));

    await waitFor(() => expect(info).toHaveBeenCalledTimes(1));
    render(withProviders(<>{info.mock.calls[0]?.[0] as ReactNode}</>));
    expect(screen.getByRole('link', { name: 'Sign in' }).getAttribute('href')).toBe('/login');
    expect(screen.getByText(/to add this to a trip\./)).toBeTruthy();
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(currentAddToTripRequest()).toBeNull();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('waits for a session that is still starting instead of losing the press', async () => {
    stubTrips();
    const info = vi.spyOn(toast, 'info').mockImplementation(() => {});
    const view = render(
      withProviders(withAuth(<AddToTripHost />, testAuth({ user: null, loading: true }))),
    );
    act(() => requestAddToTrip(centroWalk));
    expect(screen.queryByRole('dialog')).toBeNull();

    view.rerender(withProviders(withAuth(<AddToTripHost />)));
    expect(await screen.findByRole('dialog', { name: 'Add Centro walk to a trip' })).toBeTruthy();
    expect(info).not.toHaveBeenCalled();
  });
});
