import type { SavedEntry, SpotSummary, TourSummary } from '@sendero/contract';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { savedListKey } from '../../../entities/saved/api/get-saved-list.ts';
import { AddToTripHost } from '../../../entities/trips/components/add-to-trip-host.tsx';
import { testTrip } from '../../../entities/trips/trip-fixtures.ts';
import { clearAddToTripRequest } from '../../../lib/add-to-trip-request.ts';
import {
  json,
  signIn,
  stubFetch,
  testQueryClient,
  withAuth,
  withProviders,
} from '../../../test/test-helpers.tsx';
import { SavedListsPanel } from './saved-lists.tsx';

afterEach(() => {
  act(() => clearAddToTripRequest());
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

const city = { id: 2, name: 'Oaxaca' };

function tour(id: number, title: string): TourSummary {
  return {
    id,
    slug: `tour-${id}`,
    title,
    description: '',
    cost: 40,
    costUnit: 'per-person',
    duration: '3 hours',
    durationMinutes: 180,
    startTime: '10:00',
    days: ['Tu', 'We', 'Th', 'Fr', 'Sa', 'Su'],
    months: null,
    timeZone: 'America/Mexico_City',
    category: 'food',
    tags: [],
    coverImageUrl: '/x.jpg',
    coverImageAlt: '',
    stopCount: 3,
    cityId: 2,
    cityName: 'Oaxaca',
    city,
    bookmarked: true,
    favorited: false,
  };
}

function spot(id: number, name: string): SpotSummary {
  return {
    id,
    slug: `spot-${id}`,
    name,
    description: '',
    address: 'Centro',
    coordinates: { lat: 17, lng: -96 },
    price: null,
    priceUnit: null,
    priceNote: null,
    timeSpent: '1 hour',
    category: 'market',
    tags: [],
    openingHours: null,
    hoursNote: null,
    visitMinutes: 60,
    factsCheckedOn: '2026-10-12',
    timeZone: 'America/Mexico_City',
    openDays: [],
    website: null,
    media: [],
    cityId: 2,
    cityName: 'Oaxaca',
    city,
    bookmarked: false,
    favorited: true,
  };
}

function page(content: SavedEntry[], totalElements = content.length, pageNo = 0, totalPages = 1) {
  return { content, page: pageNo, size: 12, totalElements, totalPages };
}

const entry = (t: TourSummary): SavedEntry => ({
  targetType: 'tour',
  targetId: t.id,
  createdAt: '2026-01-01T00:00:00Z',
  tour: t,
});
const spotEntry = (s: SpotSummary): SavedEntry => ({
  targetType: 'spot',
  targetId: s.id,
  createdAt: '2026-01-01T00:00:00Z',
  spot: s,
});

function counter(label: string): string | null {
  const term = screen.getByText(label, { selector: 'dt' });
  return term.parentElement?.querySelector('dd')?.textContent ?? null;
}

describe('SavedListsPanel', () => {
  it('shows the counters and the bookmarked tours as cards linking to their pages', async () => {
    signIn();
    stubFetch((url) => {
      if (url.startsWith('/api/bookmarks/tours'))
        return json(page([entry(tour(1, 'Mole tasting')), entry(tour(2, 'Murals walk'))]));
      if (url.startsWith('/api/favorites/spots'))
        return json(page([spotEntry(spot(8, 'Benito Juárez market'))]));
      if (url.startsWith('/api/')) return json(page([]));
      return undefined;
    });
    render(withProviders(<SavedListsPanel />));
    expect(await screen.findByRole('link', { name: /Mole tasting/ })).toHaveProperty(
      'pathname',
      '/tours/1',
    );
    expect(counter('Bookmarked tours')).toBe('2');
    expect(counter('Bookmarked spots')).toBe('0');
    expect(counter('Favorite tours')).toBe('0');
    expect(counter('Favorite spots')).toBe('1');
    expect(screen.getByRole('button', { name: /Bookmarks\s*2/ })).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: /Spots/ }));
    expect(screen.getByText('No bookmarked spots yet')).toBeTruthy();
    expect(screen.getByText('Start exploring and add a few to see them here')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Browse cities' })).toHaveProperty(
      'pathname',
      '/cities',
    );

    fireEvent.click(screen.getByRole('button', { name: /Favorites/ }));
    expect(await screen.findByRole('link', { name: /Benito Juárez market/ })).toBeTruthy();
    // Favourites have no remove button (only the Bookmarks tab offers one).
    expect(screen.queryByRole('button', { name: /^Remove .* from bookmarks$/ })).toBeNull();
  });

  it('removes a bookmark from the list, the counter and the cached list', async () => {
    signIn();
    const fetchMock = stubFetch((url, init) => {
      if (init.method === 'DELETE') return new Response(null, { status: 204 });
      if (url.startsWith('/api/bookmarks/tours'))
        return json(page([entry(tour(1, 'Mole tasting')), entry(tour(2, 'Murals walk'))]));
      return json(page([]));
    });
    const client = testQueryClient();
    render(withProviders(<SavedListsPanel />, client));
    await screen.findByRole('link', { name: /Mole tasting/ });

    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Remove Mole tasting from bookmarks' }));
    });
    await waitFor(() => expect(screen.queryByRole('link', { name: /Mole tasting/ })).toBeNull());
    expect(screen.getByRole('link', { name: /Murals walk/ })).toBeTruthy();
    expect(counter('Bookmarked tours')).toBe('1');
    const [url, init] = fetchMock.mock.calls.find(([, i]) => i?.method === 'DELETE') as [
      string,
      RequestInit,
    ];
    expect(url).toBe('/api/bookmarks?targetId=1&targetType=tour');
    const cached = client.getQueryData<{ pages: { content: SavedEntry[] }[] }>(
      savedListKey('bookmarks', 'tour'),
    );
    expect(cached?.pages[0]?.content.map((e) => e.targetId)).toEqual([2]);
    expect(init.method).toBe('DELETE');
  });

  it('keeps the item when the removal fails', async () => {
    signIn();
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    stubFetch((url, init) => {
      if (init.method === 'DELETE') return json({ error: 'X', message: 'boom' }, 500);
      if (url.startsWith('/api/bookmarks/tours')) return json(page([entry(tour(1, 'Mole'))]));
      return json(page([]));
    });
    render(withProviders(<SavedListsPanel />));
    await screen.findByRole('link', { name: /Mole/ });
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Remove Mole from bookmarks' }));
    });
    expect(screen.getByRole('link', { name: /Mole/ })).toBeTruthy();
    expect(counter('Bookmarked tours')).toBe('1');
  });

  it('loads favourites 12 at a time with Load more', async () => {
    signIn();
    const first = Array.from({ length: 12 }, (_, i) => entry(tour(i + 1, `Tour ${i + 1}`)));
    const fetchMock = stubFetch((url) => {
      if (url === '/api/favorites/tours?page=0&size=12') return json(page(first, 13, 0, 2));
      if (url === '/api/favorites/tours?page=1&size=12')
        return json(page([entry(tour(13, 'Tour 13'))], 13, 1, 2));
      return json(page([]));
    });
    render(withProviders(<SavedListsPanel />));
    fireEvent.click(screen.getByRole('button', { name: /Favorites/ }));
    await screen.findByRole('link', { name: /Tour 12/ });
    expect(counter('Favorite tours')).toBe('13');
    expect(screen.queryByRole('link', { name: /Tour 13/ })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Load more' }));
    await screen.findByRole('link', { name: /Tour 13/ });
    expect(screen.queryByRole('button', { name: 'Load more' })).toBeNull();
    expect(fetchMock.mock.calls.map(([u]) => u)).toContain('/api/favorites/tours?page=1&size=12');
  });

  it('shows the failure text of the list', async () => {
    signIn();
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    stubFetch(() => json({ error: 'X', message: 'boom' }, 500));
    render(withProviders(<SavedListsPanel />));
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('Failed to fetch bookmarks')).toBeTruthy();
  });

  it('adds each saved entry to a trip: the tour or spot of that entry', async () => {
    signIn();
    const { dayStarts: _d, items: _i, ...oaxaca } = testTrip();
    const posted: unknown[] = [];
    stubFetch((url, init) => {
      if (url === '/api/trips') return json({ trips: [oaxaca] });
      if (url === '/api/trips/5/items' && init.method === 'POST') {
        posted.push(JSON.parse(String(init.body)));
        return json(testTrip(), 201);
      }
      if (url.startsWith('/api/bookmarks/tours'))
        return json(page([entry(tour(1, 'Mole tasting')), entry(tour(2, 'Murals walk'))]));
      if (url.startsWith('/api/bookmarks/spots'))
        return json(page([spotEntry(spot(8, 'Benito Juárez market'))]));
      return json(page([]));
    });
    render(
      withProviders(
        withAuth(
          <>
            <SavedListsPanel />
            <AddToTripHost />
          </>,
        ),
      ),
    );
    const addTo = async (name: string, day: string) => {
      fireEvent.click(await screen.findByRole('button', { name: `Add ${name} to a trip` }));
      const dialog = await screen.findByRole('dialog', { name: `Add ${name} to a trip` });
      fireEvent.change(await within(dialog).findByLabelText('Day'), { target: { value: day } });
      fireEvent.click(within(dialog).getByRole('button', { name: 'Add to trip' }));
      await within(dialog).findByText(/Added to Oaxaca in December/);
      fireEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
      await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    };

    await addTo('Murals walk', '2');
    fireEvent.click(screen.getByRole('button', { name: /Spots/ }));
    await addTo('Benito Juárez market', '');
    expect(posted).toEqual([
      { tourId: 2, day: 2 },
      { spotId: 8, day: null },
    ]);
  });
});
