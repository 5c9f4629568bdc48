import { TRIP_LIMITS } from '@sendero/contract';
import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { tomorrowDate } from '../dates.ts';
import { readTripFields, TripFields } from './trip-fields.tsx';

function input(label: string): HTMLInputElement {
  return screen.getByLabelText(label);
}

describe('TripFields', () => {
  it('asks a new trip its name, first day (tomorrow) and number of days (2), within the limits', () => {
    render(
      <form aria-label="Trip">
        <TripFields />
      </form>,
    );
    expect(input('Name').value).toBe('');
    expect(input('Name').required).toBe(true);
    // The name keeps the limit in characters as a person counts them: 80 emoji, not 40.
    fireEvent.input(input('Name'), {
      target: { value: '🌮'.repeat(TRIP_LIMITS.maxNameLength + 1) },
    });
    expect(input('Name').value).toBe('🌮'.repeat(TRIP_LIMITS.maxNameLength));
    expect(input('First day').type).toBe('date');
    expect(input('First day').value).toBe(tomorrowDate());
    expect(input('First day').required).toBe(true);
    expect(input('Number of days').value).toBe('2');
    expect(input('Number of days').min).toBe('1');
    expect(input('Number of days').max).toBe(String(TRIP_LIMITS.maxDays));
    expect(input('Number of days').required).toBe(true);
  });

  it('shows the given values, puts extra fields after the name, and reads the form back', () => {
    render(
      <form aria-label="Trip" data-testid="form">
        <TripFields defaults={{ name: 'Oaxaca in December', startDate: '2026-12-07', days: 3 }}>
          <label>
            Destination
            <select name="cityId" defaultValue="2">
              <option value="2">Oaxaca</option>
            </select>
          </label>
        </TripFields>
      </form>,
    );
    const form = screen.getByTestId('form') as HTMLFormElement;
    const names = Array.from(form.elements).map((element) => element.getAttribute('name'));
    expect(names).toEqual(['name', 'cityId', 'startDate', 'days']);
    fireEvent.change(input('Number of days'), { target: { value: '4' } });
    expect(readTripFields(new FormData(form))).toEqual({
      name: 'Oaxaca in December',
      startDate: '2026-12-07',
      days: 4,
    });
  });

  it('tells the form the number of days as it is typed', () => {
    const onDaysChange = vi.fn();
    render(<TripFields onDaysChange={onDaysChange} />);
    fireEvent.change(input('Number of days'), { target: { value: '5' } });
    expect(onDaysChange).toHaveBeenCalledWith(5);
  });
});
