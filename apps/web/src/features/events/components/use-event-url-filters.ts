import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { EVENTS_PAGE_PARAMS, pageQuery } from '@sendero/contract';
import { parseCityParam } from './event-rules.ts';

const { city: CITY, q: Q, tags: TAGS } = EVENTS_PAGE_PARAMS;

export interface EventUrlFilters {
  /** The city in the URL (may name a city that no longer exists). */
  cityId: number | null;
  q: string;
  tags: string[];
}

/**
 * The page's filters live in the URL (?city=5&q=…&tags=a&tags=b, names from the contract, which
 * `paths.events` writes too) so a filtered page can be shared, and a search result can open it
 * filtered to one event; each change replaces the history entry instead of piling one up per
 * keystroke.
 */
export function useEventUrlFilters() {
  const [params, setParams] = useSearchParams();
  const filters = useMemo<EventUrlFilters>(() => {
    const query = pageQuery('events', params);
    return {
      cityId: parseCityParam(query.get(CITY)),
      q: query.get(Q) ?? '',
      tags: [...new Set(query.getAll(TAGS).filter((tag) => tag.trim() !== ''))],
    };
  }, [params]);

  const update = useCallback(
    (change: (next: URLSearchParams) => void) => {
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          change(next);
          return next;
        },
        { replace: true, preventScrollReset: true },
      );
    },
    [setParams],
  );

  const setCity = useCallback(
    (cityId: number | null) =>
      update((next) => {
        if (cityId === null) next.delete(CITY);
        else next.set(CITY, String(cityId));
      }),
    [update],
  );

  const setQuery = useCallback(
    (q: string) =>
      update((next) => {
        if (q === '') next.delete(Q);
        else next.set(Q, q);
      }),
    [update],
  );

  const toggleTag = useCallback(
    (tag: string) =>
      update((next) => {
        const tags = next.getAll(TAGS);
        next.delete(TAGS);
        const updated = tags.includes(tag) ? tags.filter((t) => t !== tag) : [...tags, tag];
        for (const t of updated) next.append(TAGS, t);
      }),
    [update],
  );

  return { filters, setCity, setQuery, toggleTag };
}
