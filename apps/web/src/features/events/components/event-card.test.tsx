import { fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import {
  clearAddToTripRequest,
  currentAddToTripRequest,
} from '../../../lib/add-to-trip-request.ts';
import { EventCard } from './event-card.tsx';
import { buildEvent } from './test-events.ts';

afterEach(() => clearAddToTripRequest());

describe('an event card', () => {
  it('asks to add the event to a trip, with its city and the dates it is on', () => {
    const event = buildEvent({
      id: 9,
      title: 'Guelaguetza',
      date: '2027-07-19',
      endDate: '2027-07-26',
    });
    render(<EventCard event={event} saved={false} onToggleSaved={() => undefined} />);
    fireEvent.click(screen.getByRole('button', { name: /^Add to trip\W+Guelaguetza$/ }));
    expect(currentAddToTripRequest()).toEqual({
      target: { eventId: 9 },
      cityId: event.cityId,
      cityName: event.city,
      name: 'Guelaguetza',
      dates: { date: '2027-07-19', endDate: '2027-07-26' },
    });
  });
});
