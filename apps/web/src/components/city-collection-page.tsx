import { Search } from 'lucide-react';
import { useId, useMemo, useState } from 'react';
import type { ReactNode } from 'react';
import { CityBackLink } from './city-back-link.tsx';
import { CityIntro } from './city-intro.tsx';
import { CardSkeletons } from './skeleton.tsx';

export interface CollectionNouns {
  singular: string;
  plural: string;
}

export function countLabel(count: number, nouns: CollectionNouns): string {
  return `${count} ${count === 1 ? nouns.singular : nouns.plural}`;
}

/** What a city's list page says about its items, however they are loaded. */
export interface CityCollectionListProps<T> {
  nouns: CollectionNouns;
  /** Shown when the search leaves nothing. */
  emptyText: string;
  /** Shown instead when the list itself is empty (a filter that nothing meets). */
  noItemsText?: string;
  matches: (item: T, query: string) => boolean;
  itemKey: (item: T) => string | number;
  renderItem: (item: T) => ReactNode;
}

interface CityCollectionPageProps<T> extends CityCollectionListProps<T> {
  cityId: number;
  city: { name: string; description?: string | null } | null;
  /** 'Tours in Oaxaca', or the generic heading when the city is unknown. */
  heading: string;
  items: T[] | undefined;
  loading: boolean;
  /** Already the screen's text (server message or the default sentence). */
  error: string | null;
  /** Controls between the search box and the list. */
  filters?: ReactNode;
}

/**
 * The layout shared by the tour and spot lists of a city (content spec §2): back link, count,
 * heading, description (folded on a phone), a search box, then loading, error, empty or the cards.
 */
export function CityCollectionPage<T>({
  cityId,
  city,
  nouns,
  heading,
  items,
  loading,
  error,
  emptyText,
  noItemsText,
  filters,
  matches,
  itemKey,
  renderItem,
}: CityCollectionPageProps<T>) {
  const searchId = useId();
  const [query, setQuery] = useState('');
  const shown = useMemo(
    () => (items ?? []).filter((item) => matches(item, query)),
    [items, matches, query],
  );
  const ready = !loading && error === null && items !== undefined;

  return (
    <div className="mx-auto w-full max-w-6xl px-4 py-8 sm:px-6 lg:px-8">
      <CityBackLink cityId={cityId} cityName={city?.name} />

      <header className="mt-4">
        <p
          aria-live="polite"
          className="text-sm font-semibold tracking-wider text-terracotta-700 uppercase dark:text-terracotta-400"
        >
          {ready ? countLabel(shown.length, nouns) : '\u00a0'}
        </p>
        <h1 className="mt-1 font-display text-3xl font-bold text-stone-900 sm:text-4xl dark:text-stone-50">
          {heading}
        </h1>
        {/* Folded on a phone as on the city page, so the first card is not a screen away. */}
        {city?.description && <CityIntro text={city.description} />}
      </header>

      {/* A filter as you type: nothing to send, so a search landmark rather than a form. */}
      <search aria-label={`Search ${nouns.plural}`} className="relative mt-6 block max-w-md">
        <label htmlFor={searchId} className="sr-only">
          Search {nouns.plural}
        </label>
        <Search
          aria-hidden="true"
          className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-stone-500"
        />
        <input
          id={searchId}
          type="search"
          value={query}
          onChange={(event) => setQuery(event.target.value)}
          placeholder={`Search ${nouns.plural} by name, category or tag`}
          autoComplete="off"
          className="field-input rounded-full pl-9"
        />
      </search>

      {filters}

      <div className="mt-6">
        <h2 className="sr-only">{`${heading}: results`}</h2>
        {loading ? (
          <CardSkeletons count={8} />
        ) : error !== null ? (
          <p
            role="alert"
            className="rounded-lg border border-terracotta-400 bg-terracotta-400/10 px-4 py-3 text-sm text-terracotta-700 dark:text-terracotta-400"
          >
            {error}
          </p>
        ) : shown.length === 0 ? (
          <p role="status" className="py-10 text-center text-stone-600 dark:text-stone-400">
            {(items ?? []).length === 0 && noItemsText ? noItemsText : emptyText}
          </p>
        ) : (
          <ul className="grid gap-5 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-4">
            {shown.map((item) => (
              <li key={itemKey(item)}>{renderItem(item)}</li>
            ))}
          </ul>
        )}
      </div>
    </div>
  );
}
