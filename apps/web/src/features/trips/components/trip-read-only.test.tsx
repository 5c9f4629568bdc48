import { render, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { testTrip } from '../../../entities/trips/trip-fixtures.ts';
import { withProviders } from '../../../test/test-helpers.tsx';
import { TripReadOnly } from './trip-read-only.tsx';

// Leaflet has no place in jsdom: the day maps are drawn in the browser tests.
vi.mock('./trip-day-map.tsx', () => ({ TripDayMap: () => null }));

describe('a shared trip', () => {
  it('says where a day starts when the traveller set it, and nothing when not', () => {
    const trip = testTrip({
      dayStarts: [
        { startTime: '08:30', startLabel: 'Hotel Azul', startPoint: { lat: 17.07, lng: -96.72 } },
        { startTime: '09:00', startLabel: null, startPoint: null },
      ],
    });
    render(withProviders(<TripReadOnly trip={trip} />));
    expect(
      within(screen.getByTestId('trip-day-1')).getByText('Starts at 08:30 from Hotel Azul'),
    ).toBeTruthy();
    expect(within(screen.getByTestId('trip-day-2')).queryByText(/^Starts at/)).toBeNull();
  });
});
