import { act, render, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mexicoCityInstant, museumDays } from '../test/hours-fixtures.ts';
import { OpenStateLabel } from './open-state-label.tsx';

afterEach(() => vi.useRealTimers());

const DAYS = museumDays('2026-12-06');

describe('OpenStateLabel', () => {
  it('renders an empty placeholder on the server (a kept page never says "open now")', () => {
    const html = renderToString(<OpenStateLabel openDays={DAYS} timeZone="America/Mexico_City" />);
    expect(html).toContain('data-open-state="pending"');
    expect(html).not.toMatch(/Open|Closed/);
  });

  it('says the state in the place’s zone and counts down as time passes', () => {
    // Tuesday 8 Dec 17:10 in Mexico City, whatever the test machine's zone.
    vi.useFakeTimers({ now: mexicoCityInstant('2026-12-08', '17:10') });
    const { container } = render(<OpenStateLabel openDays={DAYS} timeZone="America/Mexico_City" />);
    act(() => vi.advanceTimersByTime(0));
    expect(screen.getByText('Closes in 50 min')).toBeTruthy();
    expect(container.querySelector('[data-open-state="soon"]')).toBeTruthy();
    act(() => vi.advanceTimersByTime(20 * 60 * 1000));
    expect(screen.getByText('Closes in 30 min')).toBeTruthy();
    act(() => vi.advanceTimersByTime(30 * 60 * 1000));
    expect(screen.getByText('Closed · opens Wed 10:00')).toBeTruthy();
    expect(container.querySelector('[data-open-state="closed"]')).toBeTruthy();
  });

  it('is green while open and grey on a closed Monday', () => {
    vi.useFakeTimers({ now: mexicoCityInstant('2026-12-07', '17:40') });
    const { container } = render(
      <>
        <OpenStateLabel openDays={DAYS} timeZone="America/Mexico_City" />
      </>,
    );
    act(() => vi.advanceTimersByTime(0));
    expect(screen.getByText('Closed · opens Tue 10:00')).toBeTruthy();
    expect(container.querySelector('[data-open-state="closed"]')).toBeTruthy();
    act(() => vi.advanceTimersByTime(17 * 60 * 60 * 1000));
    expect(screen.getByText('Open now · closes 18:00')).toBeTruthy();
    expect(container.querySelector('[data-open-state="open"]')).toBeTruthy();
  });

  it('never says open when the hours are not known', () => {
    vi.useFakeTimers({ now: mexicoCityInstant('2026-12-07', '12:00') });
    render(<OpenStateLabel openDays={[]} timeZone="America/Mexico_City" />);
    act(() => vi.advanceTimersByTime(0));
    expect(screen.getByText('Hours not known')).toBeTruthy();
  });
});
