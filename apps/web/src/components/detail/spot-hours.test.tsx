import { act, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mexicoCityInstant, museumDays, testSpot } from '../../test/hours-fixtures.ts';
import { SpotHours } from './spot-hours.tsx';

afterEach(() => vi.useRealTimers());

const table = () => screen.getByRole('table', { name: 'Opening hours' });
const rows = () => within(table()).getAllByRole('row').slice(1);

describe('SpotHours', () => {
  it('shows the week from the data’s today before the clock is read, then from the real today', () => {
    // Tuesday 8 Dec 09:30 in Mexico City: a day after the window's first today.
    vi.useFakeTimers({ now: mexicoCityInstant('2026-12-08', '09:30') });
    render(<SpotHours {...testSpot()} />);
    expect(rows()).toHaveLength(7);
    expect(rows()[0]?.getAttribute('aria-current')).toBe('date');
    expect(within(rows()[0] as HTMLElement).getByText('Mon 7 Dec')).toBeTruthy();

    act(() => vi.advanceTimersByTime(0));
    const week = rows();
    expect(week).toHaveLength(7);
    expect(within(week[0] as HTMLElement).getByText('Tue 8 Dec')).toBeTruthy();
    expect(week[0]?.getAttribute('aria-current')).toBe('date');
    expect(within(week[0] as HTMLElement).getByText('Today')).toBeTruthy();
    expect(week.filter((row) => row.getAttribute('aria-current') === 'date')).toHaveLength(1);
    expect(screen.getByText('Opens in 30 min')).toBeTruthy();
  });

  it('names closed days, hours, split hours, 24-hour days and holidays', () => {
    vi.useFakeTimers({ now: mexicoCityInstant('2026-12-07', '12:00') });
    const openDays = museumDays('2026-12-06', 9, { '2026-12-12': 'Día de la Virgen de Guadalupe' });
    openDays[3] = {
      date: '2026-12-09',
      open: [
        ['10:00', '14:00'],
        ['16:00', '19:00'],
      ],
      holiday: null,
    };
    openDays[4] = { date: '2026-12-10', open: [['00:00', '24:00']], holiday: null };
    render(<SpotHours {...testSpot({ openDays })} />);
    act(() => vi.advanceTimersByTime(0));
    const cells = rows().map((row) => row.textContent);
    expect(cells[0]).toBe('Mon 7 DecTodayClosed');
    expect(cells[1]).toBe('Tue 8 Dec10:00–18:00');
    expect(cells[2]).toBe('Wed 9 Dec10:00–14:00, 16:00–19:00');
    expect(cells[3]).toBe('Thu 10 DecOpen 24 hours');
    expect(cells[5]).toBe('Sat 12 Dec10:00–18:00Día de la Virgen de Guadalupe');
    expect(
      within(table())
        .getAllByRole('columnheader')
        .map((th) => th.textContent),
    ).toEqual(['Day', 'Hours']);
  });

  it('shows the note and the date the facts were checked', () => {
    render(<SpotHours {...testSpot()} />);
    expect(screen.getByText('Last entry 17:30')).toBeTruthy();
    expect(screen.getByText('Checked on 12 Oct 2026')).toBeTruthy();
  });

  it('says the hours are not known, with the note, and shows no table or state', () => {
    render(
      <SpotHours
        {...testSpot({ openingHours: null, openDays: [], hoursNote: 'Ask at the gate' })}
      />,
    );
    expect(screen.getByText('Hours not known')).toBeTruthy();
    expect(screen.getByText('Ask at the gate')).toBeTruthy();
    expect(screen.queryByRole('table')).toBeNull();
  });
});
