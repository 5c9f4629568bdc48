import { fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import DayStartMap from './day-start-map.tsx';

// jsdom lays nothing out: Leaflet sees a 0×0 map, which is enough for its events and its keyboard.
beforeEach(() => {
  // Leaflet scrolls the page back after focusing the map on a press; jsdom has no scrolling.
  vi.spyOn(window, 'scrollTo').mockImplementation(() => {});
});
afterEach(() => vi.restoreAllMocks());

const view = { centre: { lat: 17.06, lng: -96.72 }, zoom: 15 };

function renderMap(point: { lat: number; lng: number } | null = null) {
  const onPick = vi.fn();
  const onCentreChange = vi.fn();
  const props = { view, day: 2, describedBy: 'help', onPick, onCentreChange };
  const result = render(
    <>
      <p id="help">How to use the map</p>
      <DayStartMap {...props} point={point} />
    </>,
  );
  const map = screen.getByRole('region', { name: 'Map of where day 2 starts' });
  return {
    map,
    onPick,
    onCentreChange,
    rerender: (next: typeof point) =>
      result.rerender(
        <>
          <p id="help">How to use the map</p>
          <DayStartMap {...props} point={next} />
        </>,
      ),
  };
}

describe('the day start map', () => {
  it('is a named, described region the keyboard reaches, and tells where it opens', () => {
    const { map, onCentreChange } = renderMap();
    expect(map.getAttribute('aria-describedby')).toBe('help');
    expect(map.tabIndex).toBe(0);
    expect(onCentreChange).toHaveBeenCalledWith(view.centre);
    expect(map.querySelector('.leaflet-marker-icon')).toBeNull();
  });

  it('sets the point where it is clicked', () => {
    const { map, onPick } = renderMap();
    fireEvent.click(map, { clientX: 0, clientY: 0 });
    expect(onPick).toHaveBeenCalledTimes(1);
    const picked = onPick.mock.calls[0]![0] as { lat: number; lng: number };
    expect(picked.lat).toBeCloseTo(view.centre.lat, 3);
    expect(picked.lng).toBeCloseTo(view.centre.lng, 3);
  });

  it('pans with the arrow keys, so its centre can be taken without a pointer', () => {
    const { map, onCentreChange } = renderMap();
    onCentreChange.mockClear();
    fireEvent.focus(map);
    fireEvent.keyDown(map, { key: 'ArrowRight', code: 'ArrowRight', keyCode: 39 });
    const centre = onCentreChange.mock.calls.at(-1)?.[0] as { lat: number; lng: number };
    expect(centre.lng).toBeGreaterThan(view.centre.lng);
  });

  it('shows the point as a pin that follows it and goes with it', () => {
    const { map, rerender } = renderMap({ lat: 17.06, lng: -96.72 });
    const pin = map.querySelector<HTMLElement>('.leaflet-marker-icon')!;
    expect(pin.getAttribute('title')).toBe('Start of day 2');
    expect(pin.classList.contains('leaflet-marker-draggable')).toBe(true);
    rerender({ lat: 17.07, lng: -96.73 });
    expect(map.querySelectorAll('.leaflet-marker-icon')).toHaveLength(1);
    rerender(null);
    expect(map.querySelector('.leaflet-marker-icon')).toBeNull();
  });

  it('sets the point where the pin is dropped', async () => {
    const { map, onPick } = renderMap({ lat: 17.06, lng: -96.72 });
    const pin = map.querySelector<HTMLElement>('.leaflet-marker-icon')!;
    fireEvent.mouseDown(pin, { clientX: 10, clientY: 10, button: 0, which: 1 });
    fireEvent.mouseMove(map, { clientX: 40, clientY: 30, button: 0, which: 1 });
    await new Promise((resolve) => requestAnimationFrame(resolve));
    fireEvent.mouseUp(map, { clientX: 40, clientY: 30, button: 0, which: 1 });
    expect(onPick).toHaveBeenCalledTimes(1);
    const dropped = onPick.mock.calls[0]![0] as { lat: number; lng: number };
    expect(dropped.lng).toBeGreaterThan(-96.72);
    expect(dropped.lat).toBeLessThan(17.06);
  });
});
