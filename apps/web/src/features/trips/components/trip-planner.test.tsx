import type { TripDetail } from '@sendero/contract';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { tripKey } from '../../../entities/trips/api/trips.ts';
import { testTrip } from '../../../entities/trips/trip-fixtures.ts';
import {
  json,
  signIn,
  stubFetch,
  testQueryClient,
  withProviders,
} from '../../../test/test-helpers.tsx';
import { TripPlanner } from './trip-planner.tsx';

// Leaflet has no place in jsdom: the day maps are drawn in the browser tests.
vi.mock('./trip-day-map.tsx', () => ({ TripDayMap: () => null }));

beforeEach(() => {
  signIn();
});
afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

/** The trip as the server answers a move of `itemId` to `day` at `position`. */
function moved(trip: TripDetail, itemId: number, day: number | null, position: number) {
  const item = trip.items.find((entry) => entry.id === itemId)!;
  const others = trip.items.filter((entry) => entry.id !== itemId);
  const target = others
    .filter((entry) => entry.day === day)
    .sort((a, b) => a.position - b.position);
  target.splice(position, 0, { ...item, day });
  const renumbered = new Map(target.map((entry, index) => [entry.id, index]));
  const source = others
    .filter((entry) => entry.day === item.day && item.day !== day)
    .sort((a, b) => a.position - b.position);
  source.forEach((entry, index) => renumbered.set(entry.id, index));
  return {
    ...trip,
    items: [...others, { ...item, day }].map((entry) => ({
      ...entry,
      day: entry.id === itemId ? day : entry.day,
      position: renumbered.get(entry.id) ?? entry.position,
    })),
  };
}

function setup(trip = testTrip()) {
  const client = testQueryClient();
  client.setQueryData(tripKey(trip.id), trip);
  const calls: { url: string; body: unknown }[] = [];
  let current = trip;
  const fetchMock = stubFetch((url, init) => {
    const match = /^\/api\/trips\/5\/items\/(\d+)$/.exec(url);
    if (!match || init.method !== 'PATCH') return undefined;
    const body = JSON.parse(String(init.body)) as { day: number | null; position: number };
    calls.push({ url, body });
    current = moved(current, Number(match[1]), body.day, body.position);
    return json(current);
  });
  render(withProviders(<TripPlanner trip={trip} />, client));
  return { client, calls, fetchMock };
}

function dayList(day: number | 'none') {
  return screen.getByTestId(`list-${day}`);
}

describe('TripPlanner moves', () => {
  it('shows each day with its places, times and state', () => {
    setup();
    expect(screen.getByRole('heading', { name: 'Day 1 · Mon 7 Dec' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Not yet on a day' })).toBeTruthy();
    const rows = within(dayList(1)).getAllByTestId('trip-item');
    expect(rows[0]!.textContent).toContain('Templo de Santo Domingo');
    expect(rows[0]!.textContent).toContain('09:00–10:00');
    expect(rows[1]!.textContent).toContain('10:00–11:00');
    expect(within(rows[0]!).getByRole('link', { name: 'Templo de Santo Domingo' })).toBeTruthy();
  });

  it('calls a day empty only when it has neither places nor events', () => {
    const event = {
      id: 4,
      day: 2,
      event: {
        id: 9,
        title: 'Noche de Rábanos',
        venue: 'Zócalo',
        address: 'Centro',
        date: '2026-12-08',
        endDate: '2026-12-08',
        startTime: '18:00',
        endTime: '23:00',
        datesVary: false,
        link: null,
      },
    };
    render(withProviders(<TripPlanner trip={testTrip({ events: [event] })} />, testQueryClient()));
    const day2 = screen.getByTestId('trip-day-2');
    expect(within(day2).getByTestId('trip-event').textContent).toContain('Noche de Rábanos');
    expect(within(day2).queryByText('Nothing on this day yet.')).toBeNull();
  });

  it('moves a place down with the button, caches the answer and announces it', async () => {
    const { calls, client } = setup();
    fireEvent.click(screen.getByRole('button', { name: 'Move down Templo de Santo Domingo' }));
    await waitFor(() =>
      expect(screen.getByTestId('trip-announcement').textContent).toBe(
        'Moved Templo de Santo Domingo to day 1, position 2',
      ),
    );
    expect(calls).toEqual([{ url: '/api/trips/5/items/10', body: { day: 1, position: 1 } }]);
    const cached = client.getQueryData<TripDetail>(tripKey(5))!;
    expect(cached.items.find((item) => item.id === 10)!.position).toBe(1);
  });

  it('moves a place to another day with "Move to"', async () => {
    const { calls, client } = setup();
    fireEvent.change(screen.getByLabelText('Move Templo de Santo Domingo to'), {
      target: { value: '2' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Move Templo de Santo Domingo' }));
    await waitFor(() =>
      expect(screen.getByTestId('trip-announcement').textContent).toBe(
        'Moved Templo de Santo Domingo to day 2, position 1',
      ),
    );
    expect(calls[0]!.body).toEqual({ day: 2, position: 0 });
    expect(client.getQueryData<TripDetail>(tripKey(5))!.items.find((i) => i.id === 10)!.day).toBe(
      2,
    );
  });

  it('pins with the current place kept', async () => {
    const { calls } = setup();
    fireEvent.click(screen.getByRole('button', { name: 'Pin Museo Textil' }));
    await waitFor(() => expect(calls).toHaveLength(1));
    expect(calls[0]!.body).toEqual({ day: 1, position: 1, pinned: true });
  });

  it('shows the API refusal with its message', async () => {
    const client = testQueryClient();
    stubFetch(() =>
      json({ error: 'FORBIDDEN', message: 'This trip belongs to another account.' }, 403),
    );
    render(withProviders(<TripPlanner trip={testTrip()} />, client));
    fireEvent.click(screen.getByRole('button', { name: 'Move down Templo de Santo Domingo' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'This trip belongs to another account.',
    );
  });
});
