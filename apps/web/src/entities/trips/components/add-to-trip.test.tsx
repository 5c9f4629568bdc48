import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { testTrip } from '../trip-fixtures.ts';
import { json, signIn, stubFetch, withProviders } from '../../../test/test-helpers.tsx';
import { addedText, AddToTripDialog, tripChoices } from './add-to-trip.tsx';

beforeEach(() => {
  signIn();
});
afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

const { dayStarts: _d, items: _i, ...oaxaca } = testTrip();
const older = { ...oaxaca, id: 6, name: 'Oaxaca in spring', updatedAt: '2026-10-01T00:00:00.000Z' };
const merida = { ...oaxaca, id: 7, name: 'Mérida', cityId: 9, cityName: 'Mérida' };

describe('add to trip', () => {
  it('offers only trips to the same destination, latest first', () => {
    expect(tripChoices([older, merida, oaxaca], 2).map((trip) => trip.name)).toEqual([
      'Oaxaca in December',
      'Oaxaca in spring',
    ]);
    expect(addedText('Oaxaca in December', 2)).toBe('Added to Oaxaca in December, day 2');
    expect(addedText('Oaxaca in December', null)).toBe(
      'Added to Oaxaca in December, not yet on a day',
    );
  });

  it('adds to a chosen trip and day, and says where', async () => {
    const posted: unknown[] = [];
    stubFetch(
      (url, init) =>
        url === '/api/trips' && (init.method ?? 'GET') === 'GET'
          ? json({ trips: [merida, oaxaca] })
          : undefined,
      (url, init) => {
        if (url !== '/api/trips/5/items' || init.method !== 'POST') return undefined;
        posted.push(JSON.parse(String(init.body)));
        return json(testTrip(), 201);
      },
    );
    render(
      withProviders(
        <AddToTripDialog
          target={{ tourId: 12 }}
          cityId={2}
          cityName="Oaxaca"
          name="Centro walk"
          onClose={() => {}}
        />,
      ),
    );
    const tripSelect = await screen.findByLabelText('Trip');
    const options = Array.from((tripSelect as HTMLSelectElement).options).map((o) => o.text);
    expect(options).toEqual(['Oaxaca in December', 'New trip to Oaxaca']);
    const daySelect = screen.getByLabelText('Day') as HTMLSelectElement;
    expect(Array.from(daySelect.options).map((o) => o.text)).toEqual([
      'Not yet on a day',
      'Day 1',
      'Day 2',
    ]);
    fireEvent.change(daySelect, { target: { value: '2' } });
    fireEvent.click(screen.getByRole('button', { name: 'Add to trip' }));
    expect(await screen.findByText(/Added to Oaxaca in December, day 2/)).toBeTruthy();
    expect(posted).toEqual([{ tourId: 12, day: 2 }]);
    expect(screen.getByRole('link', { name: 'Open the trip' }).getAttribute('href')).toBe(
      '/trips/5',
    );
  });

  it('starts a new trip inline when none fits', async () => {
    const created: unknown[] = [];
    stubFetch(
      (url, init) =>
        url === '/api/trips' && (init.method ?? 'GET') === 'GET'
          ? json({ trips: [merida] })
          : undefined,
      (url, init) => {
        if (url !== '/api/trips' || init.method !== 'POST') return undefined;
        created.push(JSON.parse(String(init.body)));
        return json({ ...testTrip(), id: 8, name: 'Oaxaca trip', items: [] }, 201);
      },
      (url) =>
        url === '/api/trips/8/items'
          ? json({ ...testTrip(), id: 8, name: 'Oaxaca trip' })
          : undefined,
    );
    render(
      withProviders(
        <AddToTripDialog
          target={{ spotId: 40 }}
          cityId={2}
          cityName="Oaxaca"
          name="Museo Textil"
          onClose={() => {}}
        />,
      ),
    );
    await waitFor(() => expect(screen.getByLabelText('Name')).toBeTruthy());
    fireEvent.change(screen.getByLabelText('First day'), { target: { value: '2026-12-07' } });
    fireEvent.click(screen.getByRole('button', { name: 'Add to trip' }));
    expect(await screen.findByText(/Added to Oaxaca trip, not yet on a day/)).toBeTruthy();
    expect(created).toEqual([{ name: 'Oaxaca trip', cityId: 2, startDate: '2026-12-07', days: 2 }]);
  });
});
