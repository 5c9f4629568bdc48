import { useEffect } from 'react';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import { Link } from 'react-router';
import { tourStopHref } from './stop-navigation.ts';

const activeClass =
  'inline-flex items-center gap-1 rounded-full bg-jade-700 px-4 py-2 text-sm font-semibold text-white shadow hover:bg-jade-800';
const disabledClass =
  'inline-flex cursor-not-allowed items-center gap-1 rounded-full bg-stone-200 px-4 py-2 text-sm font-semibold text-stone-600 dark:bg-slate-800 dark:text-slate-400';

interface Neighbour {
  spot: { id: number; name: string };
}

/** Fixed Prev / Next to the neighbouring stops; disabled at the ends of the tour. */
export function StopPager({
  tourId,
  previous,
  next,
  label,
}: {
  tourId: number;
  previous: Neighbour | null;
  next: Neighbour | null;
  label: string;
}) {
  useEffect(() => {
    // The bar is fixed over the end of the page: the body makes room so the footer stays readable.
    document.body.classList.add('has-bottom-bar');
    return () => document.body.classList.remove('has-bottom-bar');
  }, []);
  return (
    <nav
      aria-label="Tour stops"
      className="fixed inset-x-0 bottom-0 z-30 border-t border-cream-200 bg-white/95 px-4 py-3 shadow-[0_-4px_12px_rgba(0,0,0,0.08)] backdrop-blur dark:border-slate-800 dark:bg-slate-900/95"
    >
      <div className="mx-auto flex max-w-6xl items-center justify-between gap-3">
        {previous ? (
          <Link
            to={tourStopHref(previous.spot.id, tourId)}
            className={activeClass}
            title={previous.spot.name}
          >
            <ChevronLeft aria-hidden="true" className="size-4" />
            Prev
          </Link>
        ) : (
          <button type="button" disabled className={disabledClass}>
            <ChevronLeft aria-hidden="true" className="size-4" />
            Prev
          </button>
        )}
        <span className="text-sm font-medium text-stone-700 dark:text-stone-300">{label}</span>
        {next ? (
          <Link
            to={tourStopHref(next.spot.id, tourId)}
            className={activeClass}
            title={next.spot.name}
          >
            Next
            <ChevronRight aria-hidden="true" className="size-4" />
          </Link>
        ) : (
          <button type="button" disabled className={disabledClass}>
            Next
            <ChevronRight aria-hidden="true" className="size-4" />
          </button>
        )}
      </div>
    </nav>
  );
}
