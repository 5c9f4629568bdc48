import type { SpotSummary, TourSummary } from '@sendero/contract';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  clearAddToTripRequest,
  currentAddToTripRequest,
} from '../../../lib/add-to-trip-request.ts';
import { json, signIn, stubFetch, withProviders } from '../../../test/test-helpers.tsx';
import { BookmarkableSpotCard, BookmarkableTourCard } from './bookmarkable-cards.tsx';

afterEach(() => {
  act(() => clearAddToTripRequest());
  vi.unstubAllGlobals();
});

const city = { id: 1, name: 'Mexico City' };
const tour = (bookmarked?: boolean): TourSummary => ({
  id: 3,
  slug: 't',
  title: 'Coyoacán walk',
  description: '',
  cost: null,
  costUnit: null,
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
  priceUnit: null,
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

describe('card Add to trip', () => {
  it('sits in each card beside Bookmark, named after the card, with a tooltip', () => {
    signIn();
    const fetchMock = stubFetch();
    render(withProviders(<BookmarkableTourCard tour={tour(true)} />));
    render(withProviders(<BookmarkableSpotCard spot={spot(false)} layout="row" />));
    const [tourCard, spotCard] = screen.getAllByRole('article') as [HTMLElement, HTMLElement];
    const tourButton = within(tourCard).getByRole('button', {
      name: 'Add Coyoacán walk to a trip',
    });
    expect(tourButton.getAttribute('title')).toBe('Add to trip');
    expect(within(spotCard).getByRole('button', { name: 'Add Casa Azul to a trip' })).toBeTruthy();
    // Bookmark first, then Add to trip, in the same corner.
    const corner = tourButton.parentElement;
    expect(
      within(corner!)
        .getAllByRole('button')
        .map((b) => b.getAttribute('aria-label')),
    ).toEqual(['Remove bookmark', 'Add Coyoacán walk to a trip']);
    // No trips call for a card on the page: only a press asks.
    expect(fetchMock).not.toHaveBeenCalled();
    expect(currentAddToTripRequest()).toBeNull();
  });

  it('asks for the pressed card, with its destination', () => {
    signIn();
    stubFetch();
    render(withProviders(<BookmarkableTourCard tour={tour(true)} />));
    render(withProviders(<BookmarkableSpotCard spot={spot(false)} />));
    fireEvent.click(screen.getByRole('button', { name: 'Add Casa Azul to a trip' }));
    expect(currentAddToTripRequest()).toEqual({
      target: { spotId: 4 },
      cityId: 1,
      cityName: 'Mexico City',
      name: 'Casa Azul',
    });
    fireEvent.click(screen.getByRole('button', { name: 'Add Coyoacán walk to a trip' }));
    expect(currentAddToTripRequest()).toEqual({
      target: { tourId: 3 },
      cityId: 1,
      cityName: 'Mexico City',
      name: 'Coyoacán walk',
    });
  });
});
