import type { TripDetail, UpdateTripBody } from '@sendero/contract';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { testSpot } from '../../../test/hours-fixtures.ts';
import { tripKey, useTrip } from '../../../entities/trips/api/trips.ts';
import { testTrip, tripItem } from '../../../entities/trips/trip-fixtures.ts';
import {
  json,
  signIn,
  stubFetch,
  testQueryClient,
  withProviders,
} from '../../../test/test-helpers.tsx';
import type { DayStartMapProps } from './day-start-map.tsx';
import { DayStartForm, TripSettings } from './trip-settings.tsx';

// Leaflet has no place in jsdom: a stand-in map that clicks, drags and pans on request.
vi.mock('./day-start-map.tsx', () => ({
  default: ({ view, point, onPick, onCentreChange }: DayStartMapProps) => (
    <div data-testid="map">
      <p>
        {`Opens at ${view.centre.lat.toFixed(4)}, ${view.centre.lng.toFixed(4)}; pin at ${
          point ? `${point.lat}, ${point.lng}` : 'none'
        }`}
      </p>
      <button type="button" onClick={() => onPick({ lat: 17.0654321, lng: -96.7234567 })}>
        Click the map
      </button>
      <button type="button" onClick={() => onCentreChange({ lat: 17.08, lng: -96.71 })}>
        Pan the map
      </button>
    </div>
  ),
}));

beforeEach(() => {
  signIn();
});
afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

const hotel = {
  startTime: '08:30',
  startLabel: 'Hotel Azul',
  startPoint: { lat: 17.07, lng: -96.72 },
};

/** A trip of three days: the first starts at Hotel Azul at 08:30, the others at 09:00. */
function threeDays(): TripDetail {
  return testTrip({
    days: 3,
    dayStarts: [hotel, { startTime: '09:00', startLabel: null, startPoint: null }],
    items: [
      tripItem({
        spotId: 1,
        name: 'Templo de Santo Domingo',
        spot: testSpot({
          id: 1,
          name: 'Templo de Santo Domingo',
          coordinates: { lat: 17.0656, lng: -96.7232 },
        }),
      }),
      tripItem({
        spotId: 2,
        name: 'Museo Textil',
        position: 1,
        spot: testSpot({
          id: 2,
          name: 'Museo Textil',
          coordinates: { lat: 17.0618, lng: -96.7262 },
        }),
      }),
    ],
  });
}

/** The form as the trip page shows it: the trip read from the cache each PATCH answer replaces. */
function DayTwo() {
  const trip = useTrip(5).data;
  return trip ? <DayStartForm trip={trip} day={2} /> : null;
}

function setup({ fail = false, hold = false } = {}) {
  const client = testQueryClient();
  client.setQueryData(tripKey(5), threeDays());
  const sent: UpdateTripBody[] = [];
  let release: () => void = () => {};
  const gate = new Promise<void>((resolve) => {
    release = resolve;
  });
  /** The server's answer to a PATCH, once the test lets it go when `hold`. */
  const answer = async (body: UpdateTripBody, count: number) => {
    if (hold) await gate;
    if (fail) {
      return json(
        { error: 'VALIDATION', message: 'That start is not a place.', field: 'dayStarts' },
        400,
      );
    }
    const updatedAt = `2026-11-28T10:00:0${count}.000Z`;
    return json({ ...threeDays(), dayStarts: body.dayStarts, updatedAt });
  };
  stubFetch((url, init) => {
    if (url !== '/api/trips/5' || init.method !== 'PATCH') return undefined;
    const body = JSON.parse(String(init.body)) as UpdateTripBody;
    sent.push(body);
    return answer(body, sent.length);
  });
  render(withProviders(<DayTwo />, client));
  return { sent, release };
}

/** Opens the fold "Where day 2 starts" (the map loads only then). */
async function openPlace() {
  const summary = screen.getByText(/^Where day 2 starts/);
  fireEvent.click(summary);
  const details = summary.closest('details')!;
  if (!details.open) {
    details.open = true;
    fireEvent(details, new Event('toggle'));
  }
  await screen.findByTestId('map');
  return within(screen.getByRole('form', { name: 'Where day 2 starts' }));
}

const dayTwoUnchanged = (body: UpdateTripBody) => {
  expect(body.dayStarts).toHaveLength(3);
  expect(body.dayStarts![0]).toEqual(hotel);
  expect(body.dayStarts![2]).toEqual({ startTime: '09:00', startLabel: null, startPoint: null });
};

describe('where a day starts', () => {
  it("starts from one of the trip's places: its name and point, sent with every other day as it was", async () => {
    const { sent } = setup();
    const form = await openPlace();
    expect(form.getByText(/No point on the map yet/)).toBeTruthy();
    fireEvent.change(form.getByLabelText("Start from one of this trip's places"), {
      target: { value: '2' },
    });
    expect((form.getByLabelText('Where the day starts') as HTMLInputElement).value).toBe(
      'Museo Textil',
    );
    expect(form.getByText('Start point: 17.06180, -96.72620')).toBeTruthy();
    fireEvent.click(form.getByRole('button', { name: 'Save start place of day 2' }));
    await screen.findByText('Start place of day 2 saved.');
    expect(sent).toHaveLength(1);
    dayTwoUnchanged(sent[0]!);
    expect(sent[0]!.dayStarts![1]).toEqual({
      startTime: '09:00',
      startLabel: 'Museo Textil',
      startPoint: { lat: 17.0618, lng: -96.7262 },
    });
    expect(screen.getByText('Where day 2 starts: Museo Textil')).toBeTruthy();
  });

  it("sets the point by a click on the map, or at the map's centre, and keeps a typed label", async () => {
    const { sent } = setup();
    const form = await openPlace();
    // With no point yet, the map opens over the trip's places.
    expect(form.getByText(/^Opens at 17.0637, -96.7247; pin at none/)).toBeTruthy();
    fireEvent.change(form.getByLabelText('Where the day starts'), {
      target: { value: '  Hotel Casa Antigua, Calle Pino Suárez 700  ' },
    });
    fireEvent.click(form.getByRole('button', { name: 'Click the map' }));
    expect(form.getByText('Start point: 17.06543, -96.72346')).toBeTruthy();
    expect(form.getByText(/pin at 17.06543, -96.72346/)).toBeTruthy();
    // The keyboard's way: pan the map, then take its centre.
    fireEvent.click(form.getByRole('button', { name: 'Pan the map' }));
    fireEvent.click(form.getByRole('button', { name: "Start from the map's centre" }));
    expect(form.getByText('Start point: 17.08000, -96.71000')).toBeTruthy();
    fireEvent.click(form.getByRole('button', { name: 'Save start place of day 2' }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]!.dayStarts![1]).toEqual({
      startTime: '09:00',
      startLabel: 'Hotel Casa Antigua, Calle Pino Suárez 700',
      startPoint: { lat: 17.08, lng: -96.71 },
    });
  });

  it('opens the map on the destination when the trip has no places and the day no point', async () => {
    const client = testQueryClient();
    client.setQueryData(tripKey(5), { ...threeDays(), items: [] });
    const fetchMock = stubFetch((url) =>
      url === '/api/cities/2'
        ? json({ id: 2, name: 'Oaxaca', lat: 17.0606, lng: -96.7253 })
        : undefined,
    );
    render(withProviders(<DayTwo />, client));
    expect(fetchMock).not.toHaveBeenCalled();
    const form = await openPlace();
    expect(form.getByText(/^Opens at 17.0606, -96.7253;/)).toBeTruthy();
    expect(form.queryByLabelText("Start from one of this trip's places")).toBeNull();
  });

  it("says in the label's hint that the point, not the text, times the travel", async () => {
    setup();
    const form = await openPlace();
    const label = form.getByLabelText('Where the day starts');
    const hint = document.getElementById(label.getAttribute('aria-describedby')!)!;
    expect(hint.textContent).toContain(
      'travel times start from the point on the map, not from this text',
    );
    fireEvent.input(label, { target: { value: `${'🇲🇽'.repeat(200)}!` } });
    expect((label as HTMLInputElement).value).toBe('🇲🇽'.repeat(200));
  });

  it('clears the start place: label and point gone, the time kept', async () => {
    const client = testQueryClient();
    const trip = threeDays();
    client.setQueryData(tripKey(5), trip);
    const sent: UpdateTripBody[] = [];
    stubFetch((url, init) => {
      if (init.method !== 'PATCH') return undefined;
      const body = JSON.parse(String(init.body)) as UpdateTripBody;
      sent.push(body);
      return json({ ...trip, dayStarts: body.dayStarts, updatedAt: '2026-11-28T10:00:00.000Z' });
    });
    function DayOne() {
      const current = useTrip(5).data;
      return current ? <DayStartForm trip={current} day={1} /> : null;
    }
    render(withProviders(<DayOne />, client));
    expect(screen.getByText('Where day 1 starts: Hotel Azul')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Clear start place of day 1' }));
    await screen.findByText('Start place cleared.');
    expect(sent[0]!.dayStarts!.slice(0, 2)).toEqual([
      { startTime: '08:30', startLabel: null, startPoint: null },
      { startTime: '09:00', startLabel: null, startPoint: null },
    ]);
    expect(screen.getByText('Where day 1 starts (optional)')).toBeTruthy();
  });

  it("sets the day's time without touching its place", async () => {
    const { sent } = setup();
    fireEvent.change(screen.getByLabelText('Day 2 starts at'), { target: { value: '10:15' } });
    fireEvent.click(screen.getByRole('button', { name: 'Set start of day 2' }));
    await screen.findByText('Day 2 starts at 10:15.');
    dayTwoUnchanged(sent[0]!);
    expect(sent[0]!.dayStarts![1]).toEqual({
      startTime: '10:15',
      startLabel: null,
      startPoint: null,
    });
  });

  it("shows the API's message, and no second save while one is on its way", async () => {
    const { sent, release } = setup({ fail: true, hold: true });
    const form = await openPlace();
    fireEvent.click(form.getByRole('button', { name: 'Click the map' }));
    const save = form.getByRole('button', { name: 'Save start place of day 2' });
    fireEvent.click(save);
    await waitFor(() => expect(save.hasAttribute('disabled')).toBe(true));
    expect(
      screen.getByRole('button', { name: 'Set start of day 2' }).hasAttribute('disabled'),
    ).toBe(true);
    fireEvent.click(save);
    await act(async () => release());
    expect((await screen.findByRole('alert')).textContent).toBe('That start is not a place.');
    expect(sent).toHaveLength(1);
    expect(save.hasAttribute('disabled')).toBe(false);
    // The draft stays for another try.
    expect(form.getByText('Start point: 17.06543, -96.72346')).toBeTruthy();
  });
});

describe('trip details', () => {
  it('edits the name, first day and number of days with the shared fields', async () => {
    const client = testQueryClient();
    const trip = threeDays();
    const sent: UpdateTripBody[] = [];
    stubFetch((url, init) => {
      if (url !== '/api/trips/5' || init.method !== 'PATCH') return undefined;
      const body = JSON.parse(String(init.body)) as UpdateTripBody;
      sent.push(body);
      return json({ ...trip, ...body, updatedAt: '2026-11-28T10:00:00.000Z' });
    });
    render(withProviders(<TripSettings trip={trip} />, client));
    const form = within(screen.getByRole('form', { name: 'Trip details' }));
    expect((form.getByLabelText('Name') as HTMLInputElement).value).toBe('Oaxaca in December');
    expect((form.getByLabelText('First day') as HTMLInputElement).value).toBe('2026-12-07');
    expect((form.getByLabelText('Number of days') as HTMLInputElement).value).toBe('3');
    fireEvent.change(form.getByLabelText('Name'), { target: { value: 'Oaxaca, slowly' } });
    fireEvent.change(form.getByLabelText('Number of days'), { target: { value: '4' } });
    fireEvent.click(form.getByRole('button', { name: 'Save details' }));
    await screen.findByText('Saved.');
    expect(sent).toEqual([{ name: 'Oaxaca, slowly', startDate: '2026-12-07', days: 4 }]);
  });
});
