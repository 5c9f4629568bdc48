import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { parseCityParam } from './event-rules.ts';

export interface EventUrlFilters {
  /** The city in the URL (may name a city that no longer exists). */
  cityId: number | null;
  q: string;
  tags: string[];
}

/**
 * The page's filters live in the URL (?city=5&q=…&tags=a&tags=b) so a filtered page can be
 * shared; each change replaces the history entry instead of piling one up per keystroke.
 */
export function useEventUrlFilters() {
  const [params, setParams] = useSearchParams();
  const filters = useMemo<EventUrlFilters>(
    () => ({
      cityId: parseCityParam(params.get('city')),
      q: params.get('q') ?? '',
      tags: [...new Set(params.getAll('tags').filter((tag) => tag.trim() !== ''))],
    }),
    [params],
  );

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
        if (cityId === null) next.delete('city');
        else next.set('city', String(cityId));
      }),
    [update],
  );

  const setQuery = useCallback(
    (q: string) =>
      update((next) => {
        if (q === '') next.delete('q');
        else next.set('q', q);
      }),
    [update],
  );

  const toggleTag = useCallback(
    (tag: string) =>
      update((next) => {
        const tags = next.getAll('tags');
        next.delete('tags');
        const updated = tags.includes(tag) ? tags.filter((t) => t !== tag) : [...tags, tag];
        for (const t of updated) next.append('tags', t);
      }),
    [update],
  );

  return { filters, setCity, setQuery, toggleTag };
}
