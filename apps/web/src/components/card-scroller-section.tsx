import type { ReactNode } from 'react';
import { Scroller } from './scroller.tsx';
import { Skeleton } from './skeleton.tsx';

interface CardScrollerSectionProps<T> {
  id: string;
  title: string;
  items: T[] | undefined;
  loading: boolean;
  itemKey: (item: T) => string | number;
  renderItem: (item: T) => ReactNode;
  /** Link or note beside the heading. */
  aside?: ReactNode;
}

/**
 * A titled horizontal row of cards ('You might also like', 'Explore more spots'…). Recommendations
 * are extras: when there are none, or they fail to load, the section is left out.
 */
export function CardScrollerSection<T>({
  id,
  title,
  items,
  loading,
  itemKey,
  renderItem,
  aside,
}: CardScrollerSectionProps<T>) {
  if (!loading && (!items || items.length === 0)) return null;
  const headingId = `${id}-heading`;
  return (
    // Not a named region itself: the scroller inside already is one, under the same title.
    <section className="mt-12">
      <div className="flex items-end justify-between gap-4">
        <h2
          id={headingId}
          className="font-display text-2xl font-bold text-stone-900 dark:text-stone-50"
        >
          {title}
        </h2>
        {aside}
      </div>
      <div className="mt-4">
        {loading ? (
          <div role="status" aria-label="Loading" className="flex gap-4 overflow-hidden">
            {[0, 1, 2].map((index) => (
              <Skeleton key={index} className="h-72 w-64 shrink-0" />
            ))}
          </div>
        ) : (
          <Scroller label={title}>
            {items?.map((item) => (
              <div key={itemKey(item)} className="w-64 sm:w-72">
                {renderItem(item)}
              </div>
            ))}
          </Scroller>
        )}
      </div>
    </section>
  );
}
