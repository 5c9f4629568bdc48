import { act, render, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { NOW_INTERVAL_MS, useNow } from './use-now.ts';

afterEach(() => vi.useRealTimers());

function Clock() {
  const now = useNow();
  return <p>{now === null ? 'pending' : new Date(now).toISOString()}</p>;
}

describe('useNow', () => {
  it('is null on the server', () => {
    expect(renderToString(<Clock />)).toContain('pending');
  });

  it('reads the clock once mounted, then every 30 s, with one timer for every subscriber', () => {
    vi.useFakeTimers({ now: Date.parse('2026-12-07T23:40:00Z') });
    render(
      <>
        <Clock />
        <Clock />
      </>,
    );
    expect(screen.getAllByText('pending')).toHaveLength(2);
    act(() => vi.advanceTimersByTime(0));
    expect(screen.getAllByText('2026-12-07T23:40:00.000Z')).toHaveLength(2);
    expect(vi.getTimerCount()).toBe(1);
    act(() => vi.advanceTimersByTime(NOW_INTERVAL_MS));
    expect(screen.getAllByText('2026-12-07T23:40:30.000Z')).toHaveLength(2);
  });

  it('stops its timer when the last subscriber leaves', () => {
    vi.useFakeTimers({ now: Date.parse('2026-12-07T23:40:00Z') });
    const view = render(<Clock />);
    act(() => vi.advanceTimersByTime(0));
    view.unmount();
    expect(vi.getTimerCount()).toBe(0);
  });
});
