import { ChevronLeft, ChevronRight } from 'lucide-react';
import { useCallback, useEffect, useRef, useState } from 'react';
import type { KeyboardEvent, ReactNode } from 'react';

/** Content spec §4: arrows and arrow keys move by 90 % of the visible width. */
export const SCROLL_STEP_RATIO = 0.9;

interface ScrollEdges {
  canLeft: boolean;
  canRight: boolean;
}

/** Which directions still have content hidden (1 px slack for sub-pixel widths). */
export function scrollEdges(scrollLeft: number, clientWidth: number, scrollWidth: number) {
  return {
    canLeft: scrollLeft > 1,
    canRight: scrollLeft + clientWidth < scrollWidth - 1,
  } satisfies ScrollEdges;
}

function prefersReducedMotion(): boolean {
  return typeof window.matchMedia === 'function'
    ? window.matchMedia('(prefers-reduced-motion: reduce)').matches
    : false;
}

const arrowClass =
  'absolute top-1/2 z-10 hidden -translate-y-1/2 rounded-full border border-cream-200 bg-white/95 p-2 text-stone-800 shadow-md hover:bg-cream-100 sm:inline-flex dark:border-slate-700 dark:bg-slate-900/95 dark:text-stone-100 dark:hover:bg-slate-800';

/** A horizontal scroller with edge fades and arrow buttons that appear only where there is more. */
export function Scroller({
  label,
  children,
  className = '',
}: {
  label: string;
  children: ReactNode;
  className?: string;
}) {
  const trackRef = useRef<HTMLElement>(null);
  const [edges, setEdges] = useState<ScrollEdges>({ canLeft: false, canRight: false });

  const update = useCallback(() => {
    const track = trackRef.current;
    if (!track) return;
    const next = scrollEdges(track.scrollLeft, track.clientWidth, track.scrollWidth);
    setEdges((prev) =>
      prev.canLeft === next.canLeft && prev.canRight === next.canRight ? prev : next,
    );
  }, []);

  useEffect(() => {
    const track = trackRef.current;
    if (!track) return;
    track.addEventListener('scroll', update, { passive: true });
    // The observer's first report comes with the next frame's layout, where reading the sizes
    // costs nothing. Read here, as the page finishes hydrating, they forced a layout of the
    // whole page inside the effects' task (the home page has several scrollers).
    const observer = typeof ResizeObserver === 'function' ? new ResizeObserver(update) : null;
    if (observer) observer.observe(track);
    else update();
    return () => {
      track.removeEventListener('scroll', update);
      observer?.disconnect();
    };
  }, [update]);

  // Cards that arrive later (data loading) change the scroll width without resizing the track.
  // On mount the observer's first report covers it.
  const mounted = useRef(false);
  useEffect(() => {
    if (mounted.current) update();
    mounted.current = true;
  }, [children, update]);

  const scrollByStep = (direction: -1 | 1) => {
    const track = trackRef.current;
    if (!track) return;
    track.scrollBy({
      left: direction * track.clientWidth * SCROLL_STEP_RATIO,
      behavior: prefersReducedMotion() ? 'auto' : 'smooth',
    });
  };

  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    if (event.target !== event.currentTarget) return;
    if (event.key === 'ArrowLeft' || event.key === 'ArrowRight') {
      event.preventDefault();
      scrollByStep(event.key === 'ArrowLeft' ? -1 : 1);
    }
  };

  return (
    <div className={`relative ${className}`}>
      {/* A named section is a region landmark, which screen readers list. */}
      <section
        ref={trackRef}
        aria-label={label}
        tabIndex={0}
        onKeyDown={onKeyDown}
        className="flex snap-x snap-mandatory gap-4 overflow-x-auto scroll-smooth pb-3 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-jade-600 motion-reduce:scroll-auto [scrollbar-width:thin] [&>*]:shrink-0 [&>*]:snap-start"
      >
        {children}
      </section>
      <div
        aria-hidden="true"
        data-testid="scroller-fade-left"
        className={`pointer-events-none absolute inset-y-0 left-0 w-12 bg-gradient-to-r from-cream-50 to-transparent transition-opacity dark:from-slate-950 ${edges.canLeft ? 'opacity-100' : 'opacity-0'}`}
      />
      <div
        aria-hidden="true"
        data-testid="scroller-fade-right"
        className={`pointer-events-none absolute inset-y-0 right-0 w-12 bg-gradient-to-l from-cream-50 to-transparent transition-opacity dark:from-slate-950 ${edges.canRight ? 'opacity-100' : 'opacity-0'}`}
      />
      {edges.canLeft && (
        <button
          type="button"
          aria-label={`Scroll ${label} left`}
          onClick={() => scrollByStep(-1)}
          className={`${arrowClass} left-1`}
        >
          <ChevronLeft aria-hidden="true" className="size-5" />
        </button>
      )}
      {edges.canRight && (
        <button
          type="button"
          aria-label={`Scroll ${label} right`}
          onClick={() => scrollByStep(1)}
          className={`${arrowClass} right-1`}
        >
          <ChevronRight aria-hidden="true" className="size-5" />
        </button>
      )}
    </div>
  );
}
