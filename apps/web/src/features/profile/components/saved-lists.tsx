import { type SavedPage } from '@sendero/contract';
import type { InfiniteData, UseInfiniteQueryResult } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { useSavedList } from '../../../entities/saved/api/get-saved-list.ts';
import { SavedListView } from './saved-list-view.tsx';

export type ListKind = 'bookmarks' | 'favorites';
export type ItemKind = 'tours' | 'spots';
export type SavedListQuery = UseInfiniteQueryResult<InfiniteData<SavedPage>>;

const KIND_LABEL: Record<ListKind, { tab: string; adjective: string }> = {
  bookmarks: { tab: 'Bookmarks', adjective: 'bookmarked' },
  favorites: { tab: 'Favorites', adjective: 'favorite' },
};

const ERROR_TEXT: Record<ListKind, Record<ItemKind, string>> = {
  bookmarks: { tours: 'Failed to fetch bookmarks', spots: 'Failed to fetch bookmarks' },
  favorites: { tours: 'Failed to fetch favorite tours', spots: 'Failed to fetch favorite spots' },
};

const ITEM_LABEL: Record<ItemKind, string> = { tours: 'Tours', spots: 'Spots' };

/** The server's total for the list; null until its first page arrived. */
export function totalOf(query: SavedListQuery): number | null {
  return query.data?.pages[0]?.totalElements ?? null;
}

function toggleClass(active: boolean): string {
  return `inline-flex items-center gap-2 rounded-full px-4 py-2 text-sm font-semibold transition-colors ${
    active
      ? 'bg-jade-600 text-white dark:bg-jade-500 dark:text-slate-950'
      : 'text-stone-700 hover:bg-cream-200 dark:text-stone-200 dark:hover:bg-slate-800'
  }`;
}

/** A row of pressed/unpressed buttons choosing one of `options`. */
function ToggleGroup<T extends string>({
  label,
  options,
  selected,
  onSelect,
  render,
}: {
  label: string;
  options: readonly T[];
  selected: T;
  onSelect: (value: T) => void;
  render: (value: T) => ReactNode;
}) {
  return (
    <div
      role="group"
      aria-label={label}
      className="flex gap-1 rounded-full bg-cream-100 p-1 dark:bg-slate-800/60"
    >
      {options.map((value) => (
        <button
          key={value}
          type="button"
          aria-pressed={selected === value}
          onClick={() => onSelect(value)}
          className={toggleClass(selected === value)}
        >
          {render(value)}
        </button>
      ))}
    </div>
  );
}

function Count({ value }: { value: number | null }) {
  return (
    <span className="rounded-full bg-white/80 px-2 text-xs font-bold text-stone-800 dark:bg-slate-950/60 dark:text-stone-100">
      {value ?? '…'}
    </span>
  );
}

function sum(a: number | null, b: number | null): number | null {
  return a === null || b === null ? null : a + b;
}

/** The profile's four counters, the Bookmarks / Favorites and Tours / Spots toggles, and the list. */
export function SavedListsPanel() {
  const [kind, setKind] = useState<ListKind>('bookmarks');
  const [items, setItems] = useState<ItemKind>('tours');
  const lists: Record<ListKind, Record<ItemKind, SavedListQuery>> = {
    bookmarks: {
      tours: useSavedList('bookmarks', 'tour'),
      spots: useSavedList('bookmarks', 'spot'),
    },
    favorites: {
      tours: useSavedList('favorites', 'tour'),
      spots: useSavedList('favorites', 'spot'),
    },
  };
  const total = (k: ListKind, i: ItemKind) => totalOf(lists[k][i]);

  const counters = [
    { label: 'Bookmarked tours', value: total('bookmarks', 'tours') },
    { label: 'Bookmarked spots', value: total('bookmarks', 'spots') },
    { label: 'Favorite tours', value: total('favorites', 'tours') },
    { label: 'Favorite spots', value: total('favorites', 'spots') },
  ];

  return (
    <section aria-labelledby="saved-title" className="mt-10">
      <h2 id="saved-title" className="sr-only">
        Your saved tours and spots
      </h2>
      <dl className="grid grid-cols-2 gap-3 sm:grid-cols-4">
        {counters.map((counter) => (
          <div
            key={counter.label}
            className="rounded-2xl border border-cream-200 bg-white p-4 text-center dark:border-slate-800 dark:bg-slate-900"
          >
            <dt className="text-sm text-stone-600 dark:text-stone-300">{counter.label}</dt>
            <dd className="mt-1 font-display text-3xl font-bold text-jade-700 dark:text-jade-300">
              {counter.value ?? '…'}
            </dd>
          </div>
        ))}
      </dl>

      <div className="mt-8 flex flex-wrap items-center justify-between gap-3">
        <ToggleGroup
          label="List"
          options={['bookmarks', 'favorites'] as const}
          selected={kind}
          onSelect={setKind}
          render={(value) => (
            <>
              {KIND_LABEL[value].tab}
              <Count value={sum(total(value, 'tours'), total(value, 'spots'))} />
            </>
          )}
        />
        <ToggleGroup
          label="Type"
          options={['tours', 'spots'] as const}
          selected={items}
          onSelect={setItems}
          render={(value) => (
            <>
              {ITEM_LABEL[value]}
              <Count value={total(kind, value)} />
            </>
          )}
        />
      </div>

      <SavedListView
        key={`${kind}-${items}`}
        query={lists[kind][items]}
        type={items === 'tours' ? 'tour' : 'spot'}
        kind={kind}
        removable={kind === 'bookmarks'}
        emptyTitle={`No ${KIND_LABEL[kind].adjective} ${items} yet`}
        errorText={ERROR_TEXT[kind][items]}
      />
    </section>
  );
}
