import { MEXICO_CITY_ID, paths } from '@sendero/contract';
import type { CitySummary } from '@sendero/contract';
import { Link } from 'react-router';
import {
  isOnMap,
  MAP_HEIGHT,
  MAP_WIDTH,
  MEXICO_PATH,
  projectPoint,
} from '../../../components/maps/mexico-outline.ts';

/**
 * México drawn as an inline SVG, so it works offline and costs no tile requests. City markers are
 * HTML links laid over the drawing at their projected positions: focusable, labelled, real links.
 */
/**
 * Where a marker's name sits: centred over markers in the middle, but over the east of the map it
 * reaches back to the left and over the west it reaches right. A centred name near an edge (San
 * Cristóbal de las Casas on a 320 px phone) would stick out of the page and make it scroll
 * sideways, even while it is transparent.
 */
function labelSide(xFraction: number): string {
  if (xFraction > 2 / 3) return 'right-0';
  if (xFraction < 1 / 3) return 'left-0';
  return 'left-1/2 -translate-x-1/2';
}

export function MexicoMap({ cities }: { cities: readonly CitySummary[] }) {
  const marked = cities.filter((city) => city.id !== MEXICO_CITY_ID && isOnMap(city.lat, city.lng));
  return (
    <div
      className="relative w-full overflow-visible rounded-2xl border border-cream-200 bg-sky-50 p-3 dark:border-slate-800 dark:bg-slate-900"
      data-testid="mexico-map"
    >
      <div className="relative" style={{ aspectRatio: `${MAP_WIDTH} / ${MAP_HEIGHT}` }}>
        <svg
          viewBox={`0 0 ${MAP_WIDTH} ${MAP_HEIGHT}`}
          className="absolute inset-0 size-full"
          aria-hidden="true"
          focusable="false"
        >
          <path
            d={MEXICO_PATH}
            className="fill-jade-100 stroke-jade-700 dark:fill-jade-900 dark:stroke-jade-400"
            strokeWidth={1.5}
            strokeLinejoin="round"
          />
        </svg>
        <ul aria-label="Cities on the map" className="absolute inset-0">
          {marked.map((city) => {
            const { x, y } = projectPoint(city.lat, city.lng);
            const xFraction = x / MAP_WIDTH;
            return (
              <li
                key={city.id}
                className="absolute"
                style={{ left: `${xFraction * 100}%`, top: `${(y / MAP_HEIGHT) * 100}%` }}
              >
                <Link
                  to={paths.city(city.id)}
                  aria-label={city.name}
                  className="group absolute -translate-x-1/2 -translate-y-1/2 rounded-full p-1.5 focus-visible:z-20 hover:z-20"
                >
                  <span
                    aria-hidden="true"
                    className="block size-3.5 rounded-full border-2 border-white bg-terracotta-600 shadow ring-terracotta-700 transition-transform group-hover:scale-125 group-focus-visible:scale-125 sm:size-4"
                  />
                  <span
                    aria-hidden="true"
                    className={`pointer-events-none absolute bottom-full mb-1 ${labelSide(xFraction)} rounded-md bg-stone-900 px-2 py-0.5 text-xs font-semibold whitespace-nowrap text-white opacity-0 shadow transition-opacity group-hover:opacity-100 group-focus-visible:opacity-100 dark:bg-stone-100 dark:text-stone-900`}
                  >
                    {city.name}
                  </span>
                </Link>
              </li>
            );
          })}
        </ul>
      </div>
    </div>
  );
}
