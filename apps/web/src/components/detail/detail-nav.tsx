import { paths } from '@sendero/contract';
import { ArrowLeft } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { useHistoryBack } from '../../lib/use-history-back.ts';

export const detailLinkClass =
  'inline-flex items-center gap-1.5 rounded-full border border-cream-200 bg-white px-4 py-2 text-sm font-semibold text-stone-800 shadow-sm hover:bg-cream-100 dark:border-slate-700 dark:bg-slate-900 dark:text-stone-100 dark:hover:bg-slate-800';

/** Back (history back) followed by the page's 'Return to …' links. */
export function DetailNav({ fallback, children }: { fallback: string; children?: ReactNode }) {
  const back = useHistoryBack(fallback);
  return (
    <nav aria-label="Page" className="flex flex-wrap items-center gap-2">
      <button type="button" onClick={back} className={detailLinkClass}>
        <ArrowLeft aria-hidden="true" className="size-4" />
        Back
      </button>
      {children}
    </nav>
  );
}

/** Back (to the city when there is no history), then 'Return to City' when the city is known. */
export function CityDetailNav({ cityId }: { cityId: number }) {
  return (
    <DetailNav fallback={cityId ? paths.city(cityId) : paths.cities()}>
      {cityId ? (
        <Link to={paths.city(cityId)} className={detailLinkClass}>
          Return to City
        </Link>
      ) : null}
    </DetailNav>
  );
}
