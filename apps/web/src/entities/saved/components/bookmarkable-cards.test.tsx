import type { SpotSummary, TourSummary } from '@sendero/contract';
import { render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { json, signIn, stubFetch, withProviders } from '../../../test/test-helpers.tsx';
import { BookmarkableSpotCard, BookmarkableTourCard } from './bookmarkable-cards.tsx';

afterEach(() => vi.unstubAllGlobals());

const city = { id: 1, name: 'Mexico City' };
const tour = (bookmarked?: boolean): TourSummary => ({
  id: 3,
  slug: 't',
  title: 'Coyoacán walk',
  description: '',
  cost: null,
  duration: '3 hours',
  durationMinutes: 180,
  startTime: '10:00',
  days: ['Tu', 'We', 'Th', 'Fr', 'Sa', 'Su'],
  months: null,
  timeZone: 'America/Mexico_City',
  category: 'culture',
  tags: [],
  coverImageUrl: '/x.jpg',
  coverImageAlt: '',
  stopCount: 2,
  cityId: 1,
  cityName: 'Mexico City',
  city,
  ...(bookmarked === undefined ? {} : { bookmarked }),
});
const spot = (bookmarked: boolean): SpotSummary => ({
  id: 4,
  slug: 's',
  name: 'Casa Azul',
  description: '',
  address: '',
  coordinates: { lat: 19, lng: -99 },
  price: null,
  priceNote: null,
  timeSpent: '1 hour',
  category: 'museum',
  tags: [],
  openingHours: null,
  hoursNote: null,
  visitMinutes: 60,
  factsCheckedOn: '2026-10-12',
  timeZone: 'America/Mexico_City',
  openDays: [],
  website: null,
  media: [],
  cityId: 1,
  cityName: 'Mexico City',
  city,
  bookmarked,
});

describe('card bookmark state', () => {
  it('starts from the item flags without extra calls', () => {
    signIn();
    const fetchMock = stubFetch();
    render(withProviders(<BookmarkableTourCard tour={tour(true)} />));
    render(withProviders(<BookmarkableSpotCard spot={spot(false)} />));
    expect(screen.getByRole('button', { name: 'Remove bookmark' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Bookmark' })).toBeTruthy();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('asks for the bookmarked ids once when the item came without a flag', async () => {
    signIn();
    const fetchMock = stubFetch((url) =>
      url === '/api/bookmarks/tours/ids' ? json([3, 9]) : undefined,
    );
    render(withProviders(<BookmarkableTourCard tour={tour()} />));
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Remove bookmark' })).toBeTruthy(),
    );
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });
});
