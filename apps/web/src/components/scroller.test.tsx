import { act, fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { Scroller, scrollEdges } from './scroller.tsx';

describe('Scroller', () => {
  it('knows which sides still hide content', () => {
    expect(scrollEdges(0, 300, 900)).toEqual({ canLeft: false, canRight: true });
    expect(scrollEdges(300, 300, 900)).toEqual({ canLeft: true, canRight: true });
    expect(scrollEdges(600, 300, 900)).toEqual({ canLeft: true, canRight: false });
    expect(scrollEdges(0, 300, 300)).toEqual({ canLeft: false, canRight: false });
  });

  it('is a labelled, focusable region; arrow keys scroll by 90 % of its width', () => {
    render(
      <Scroller label="Cities">
        <div>a</div>
      </Scroller>,
    );
    const region = screen.getByRole('region', { name: 'Cities' });
    expect(region.tabIndex).toBe(0);
    Object.defineProperty(region, 'clientWidth', { value: 500 });
    const scrollBy = vi.fn();
    region.scrollBy = scrollBy as unknown as typeof region.scrollBy;
    fireEvent.keyDown(region, { key: 'ArrowRight' });
    fireEvent.keyDown(region, { key: 'ArrowLeft' });
    expect(scrollBy).toHaveBeenNthCalledWith(1, expect.objectContaining({ left: 450 }));
    expect(scrollBy).toHaveBeenNthCalledWith(2, expect.objectContaining({ left: -450 }));
  });

  it('reads its sizes when the resize observer first reports, not while the page hydrates', () => {
    let report: () => void = () => {};
    class FakeResizeObserver {
      constructor(callback: () => void) {
        report = callback;
      }
      observe() {}
      disconnect() {}
    }
    vi.stubGlobal('ResizeObserver', FakeResizeObserver);
    const reads = vi.fn(() => 900);
    const sizes = vi.spyOn(HTMLElement.prototype, 'scrollWidth', 'get').mockImplementation(reads);
    const width = vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockReturnValue(300);
    try {
      render(
        <Scroller label="Cities">
          <div>a</div>
        </Scroller>,
      );
      expect(reads).not.toHaveBeenCalled();
      expect(screen.queryByRole('button', { name: 'Scroll Cities right' })).toBeNull();
      act(() => report());
      expect(screen.getByRole('button', { name: 'Scroll Cities right' })).toBeTruthy();
    } finally {
      sizes.mockRestore();
      width.mockRestore();
      vi.unstubAllGlobals();
    }
  });
});
