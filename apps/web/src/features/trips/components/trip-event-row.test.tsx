import type { TripEventEntry } from '@sendero/contract';
import { fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { testTrip } from '../../../entities/trips/trip-fixtures.ts';
import { eventTimeText, TripEventRow } from './trip-event-row.tsx';

const guelaguetza = (day: number | null, endTime: string | null = '14:00'): TripEventEntry => ({
  id: 4,
  day,
  event: {
    id: 9,
    title: 'Guelaguetza',
    venue: 'Auditorio Guelaguetza',
    address: 'Cerro del Fortín',
    date: '2026-12-08',
    endDate: '2026-12-08',
    startTime: '10:00',
    endTime,
    datesVary: false,
    link: null,
  },
});

// The test trip runs Monday 7 and Tuesday 8 December 2026.
const show = (entry: TripEventEntry, actions?: Parameters<typeof TripEventRow>[0]['actions']) =>
  render(
    <MemoryRouter>
      <ul>
        <TripEventRow trip={testTrip()} entry={entry} {...(actions ? { actions } : {})} />
      </ul>
    </MemoryRouter>,
  );

describe('an event on a trip', () => {
  it('shows its time, or about two hours when no end is published', () => {
    expect(eventTimeText(guelaguetza(2))).toBe('10:00–14:00');
    expect(eventTimeText(guelaguetza(2, null))).toBe(
      '10:00–12:00 (about 2 h: no end time is published)',
    );
  });

  it('offers only the days it is on, and moves there', () => {
    const move = vi.fn();
    show(guelaguetza(null), { move, remove: vi.fn() });
    const select = screen.getByLabelText('Move Guelaguetza to');
    const options = [...select.querySelectorAll('option')].map((option) => option.textContent);
    expect(options).toEqual(['Choose a day', 'Day 2']);
    fireEvent.change(select, { target: { value: '2' } });
    fireEvent.click(screen.getByRole('button', { name: 'Move Guelaguetza' }));
    expect(move).toHaveBeenCalledWith(expect.objectContaining({ id: 4 }), 2);
  });

  it('warns when the trip’s dates no longer meet it', () => {
    show(guelaguetza(1));
    expect(screen.getByTestId('trip-warning').textContent).toBe(
      'Guelaguetza is not on during this day: it is on Tue 8 Dec 2026.',
    );
    // Read-only (a shared trip): no controls.
    expect(screen.queryByRole('button')).toBeNull();
  });
});
