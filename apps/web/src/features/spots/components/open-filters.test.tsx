import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider, useLocation, useSearchParams } from 'react-router';
import { MEXICO_CITY_ID, pageQuery } from '@sendero/contract';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { citySpotsQueryOptions, openParamsOf } from '../../../entities/spots/api/get-city-spots.ts';
import { json, stubFetch, testQueryClient } from '../../../test/test-helpers.tsx';
import { OpenFilters } from './open-filters.tsx';
import { OPEN_FILTER_ERRORS, parseOpenFilter } from './open-filter.ts';

afterEach(() => vi.unstubAllGlobals());

function Page() {
  const [searchParams] = useSearchParams();
  const location = useLocation();
  const query = pageQuery('citySpots', searchParams);
  const given = { open: query.get('open'), date: query.get('date'), time: query.get('time') };
  return (
    <>
      <OpenFilters cityId={2} cityName="Oaxaca" given={given} parsed={parseOpenFilter(given)} />
      <output>{`${location.pathname}${location.search}`}</output>
    </>
  );
}

function renderAt(url: string) {
  const router = createMemoryRouter([{ path: '/cities/:cityId/spots', element: <Page /> }], {
    initialEntries: [url],
  });
  render(<RouterProvider router={router} />);
  return router;
}

describe('parseOpenFilter', () => {
  it('reads open=now, a valid date and time, or nothing', () => {
    expect(parseOpenFilter({ open: 'now', date: null, time: null }).filter).toEqual({
      kind: 'now',
    });
    expect(parseOpenFilter({ open: null, date: '2026-12-08', time: '17:40' }).filter).toEqual({
      kind: 'at',
      date: '2026-12-08',
      time: '17:40',
    });
    expect(parseOpenFilter({ open: null, date: null, time: null })).toEqual({
      filter: { kind: 'all' },
      errors: {},
    });
  });

  it('gives field errors and the whole list for a bad date or time', () => {
    expect(parseOpenFilter({ open: null, date: '2026-13-01', time: '25:00' })).toEqual({
      filter: { kind: 'all' },
      errors: { date: OPEN_FILTER_ERRORS.date, time: OPEN_FILTER_ERRORS.time },
    });
    expect(parseOpenFilter({ open: null, date: '2026-12-08', time: null }).errors).toEqual({
      time: OPEN_FILTER_ERRORS.time,
    });
  });
});

describe('OpenFilters', () => {
  it('"Open now" is a GET to the list with open=now', async () => {
    const router = renderAt('/cities/2/spots');
    const form = screen.getByRole('form', { name: 'Open now' });
    expect(form.getAttribute('method')).toBe('get');
    expect(form.getAttribute('action')).toBe('/cities/2/spots');
    await act(async () => {
      fireEvent.click(within(form).getByRole('button', { name: 'Open now' }));
    });
    expect(router.state.location.search).toBe('?open=now');
    expect(screen.getByText('Showing spots open now')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Show all spots' }).getAttribute('href')).toBe(
      '/cities/2/spots',
    );
    expect(screen.getByRole('button', { name: 'Open now' }).getAttribute('aria-pressed')).toBe(
      'true',
    );
  });

  it('"Open on" sends the date and time in the address', async () => {
    const router = renderAt('/cities/2/spots');
    const form = screen.getByRole('form', { name: 'Open on a date and time' });
    fireEvent.change(within(form).getByLabelText('Open on'), { target: { value: '2026-12-08' } });
    fireEvent.change(within(form).getByLabelText('At (Oaxaca time)'), {
      target: { value: '17:40' },
    });
    await act(async () => {
      fireEvent.click(within(form).getByRole('button', { name: 'Show open spots' }));
    });
    expect(router.state.location.search).toBe('?date=2026-12-08&time=17%3A40');
    expect(screen.getByText(/Showing spots open on Tue 8 Dec at 17:40/)).toBeTruthy();
  });

  it('marks a bad field and shows no active filter', () => {
    renderAt('/cities/2/spots?date=2026-12-08&time=7pm');
    const time = screen.getByLabelText('At (Oaxaca time)');
    expect(time.getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByText(OPEN_FILTER_ERRORS.time)).toBeTruthy();
    expect(screen.queryByText(/Showing spots open/)).toBeNull();
  });

  it('México-wide, reads the time on each place’s own clock: "local time"', () => {
    const given = { open: null, date: '2026-12-08', time: '10:00' };
    const router = createMemoryRouter(
      [
        {
          path: '*',
          element: (
            <OpenFilters
              cityId={MEXICO_CITY_ID}
              cityName="México"
              given={given}
              parsed={parseOpenFilter(given)}
            />
          ),
        },
      ],
      { initialEntries: ['/cities/4/spots'] },
    );
    render(<RouterProvider router={router} />);
    expect(screen.getByLabelText('At (local time)')).toBeTruthy();
    expect(screen.getByText('Showing spots open on Tue 8 Dec at 10:00 (local time)')).toBeTruthy();
    expect(screen.queryByText(/México time/)).toBeNull();
  });
});

describe('the city spot list query', () => {
  it('keys each filter apart and asks the API for an instant now, a local date and time else', async () => {
    const all = citySpotsQueryOptions(2).queryKey;
    const now = citySpotsQueryOptions(2, { kind: 'now' }).queryKey;
    const at = citySpotsQueryOptions(2, { kind: 'at', date: '2026-12-08', time: '17:40' }).queryKey;
    expect(new Set([JSON.stringify(all), JSON.stringify(now), JSON.stringify(at)]).size).toBe(3);

    expect(openParamsOf({ kind: 'all' })).toEqual({});
    expect(openParamsOf({ kind: 'now' }, Date.UTC(2026, 11, 8, 23, 40))).toEqual({
      openAt: '2026-12-08T23:40:00.000Z',
    });
    // No zone: the server reads 17:40 on each spot's own clock (Cancún's is an hour ahead).
    expect(openParamsOf({ kind: 'at', date: '2026-12-08', time: '17:40' })).toEqual({
      openOn: '2026-12-08T17:40',
    });

    const fetchMock = stubFetch((url) =>
      url.startsWith('/api/cities/2/spots') ? json({ content: [], totalPages: 1 }) : undefined,
    );
    const client = testQueryClient();
    const options = citySpotsQueryOptions(2, { kind: 'at', date: '2026-12-08', time: '17:40' });
    // Nothing to wait for: not the city, nor its zone.
    expect(options.enabled).toBe(true);
    await client.fetchQuery(options);
    const url = new URL(String(fetchMock.mock.calls[0]?.[0]), 'http://x');
    expect(url.searchParams.get('openOn')).toBe('2026-12-08T17:40');
    expect(url.searchParams.has('openAt')).toBe(false);
  });
});
