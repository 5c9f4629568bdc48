import { Search } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import type { FormEvent, KeyboardEvent, ReactNode, Ref } from 'react';
import { Link, useNavigate } from 'react-router';
import { paths, SEARCH_LIMITS, type SearchResult } from '@sendero/contract';
import { useSearchAsYouType } from '../hooks/use-search-as-you-type.ts';
import {
  isSearchable,
  moveActive,
  NO_MATCHES_TEXT,
  resultPath,
  SEARCH_FAILURE_TEXT,
  SEARCHING_TEXT,
  searchPagePath,
} from '../utils/search-rules.ts';
import { SearchResultOption } from './search-result-option.tsx';
import { keepCharacters } from '../../../lib/keep-characters.ts';

interface SearchComboboxProps {
  placeholder: string;
  className?: string;
  autoFocus?: boolean;
  ref?: Ref<HTMLInputElement>;
  /** 'dropdown' floats under the box (header); 'panel' flows below it (full-screen overlay). */
  variant?: 'dropdown' | 'panel';
  /** Shown in the panel variant while there is nothing to search yet. */
  hint?: ReactNode;
}

/**
 * The global search box (spec §2, §4): a combobox whose listbox shows the results of the trimmed
 * query. Opens on focus, closes 120 ms after blur, Escape closes, arrows move, Enter opens the
 * active result, or else the first one when the results belong to the current query, or else the
 * results page for the query.
 */
export function SearchCombobox({
  placeholder,
  className = '',
  autoFocus = false,
  ref,
  variant = 'dropdown',
  hint,
}: SearchComboboxProps) {
  const id = useId();
  const listboxId = `${id}-results`;
  const navigate = useNavigate();
  const [query, setQuery] = useState('');
  const [open, setOpen] = useState(autoFocus);
  const [active, setActive] = useState(-1);
  const blurTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const search = useSearchAsYouType(query, SEARCH_LIMITS.headerSize);

  useEffect(() => () => clearTimeout(blurTimer.current), []);

  const trimmed = query.trim();
  const showPanel = open && isSearchable(trimmed);
  const results = search.status === 'success' ? search.results : [];
  const activeIndex = active < results.length ? active : -1;
  const optionId = (index: number) => `${id}-option-${index}`;

  const choose = (result: SearchResult) => {
    const path = resultPath(result);
    if (path === null) return;
    setOpen(false);
    setActive(-1);
    setQuery('');
    void navigate(path);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    switch (event.key) {
      case 'ArrowDown':
      case 'ArrowUp': {
        if (results.length === 0) return;
        event.preventDefault();
        setOpen(true);
        setActive(moveActive(activeIndex, event.key === 'ArrowDown' ? 1 : -1, results.length));
        return;
      }
      case 'Escape':
        if (!showPanel) return;
        // The browser would also clear a search field on Escape: closing is enough.
        event.preventDefault();
        setOpen(false);
        setActive(-1);
        return;
      default:
    }
  };

  // Enter submits the form. It opens the result the arrows moved to, or else the first one when
  // the results belong to the current query (spec §4). Results still a keystroke behind a fast
  // typist are not the query's: Enter then goes to the results page (issue 28).
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    // What the box holds now: Enter can be handled before React has rendered the last keystroke,
    // and the state of that render would take results a letter behind for the current ones.
    const typed = String(new FormData(event.currentTarget).get('q') ?? '').trim();
    const current =
      typed === trimmed && search.status === 'success' && search.resultsQuery === typed;
    const chosen =
      current && showPanel && activeIndex >= 0
        ? results[activeIndex]
        : current
          ? results[0]
          : undefined;
    if (chosen) {
      choose(chosen);
      return;
    }
    setOpen(false);
    setActive(-1);
    setQuery('');
    void navigate(searchPagePath(typed));
  };

  const message =
    search.status === 'loading'
      ? SEARCHING_TEXT
      : search.status === 'error'
        ? SEARCH_FAILURE_TEXT
        : search.status === 'success' && results.length === 0
          ? NO_MATCHES_TEXT
          : null;

  const panelClasses =
    variant === 'dropdown'
      ? 'absolute top-full right-0 left-0 z-50 mt-2 rounded-2xl border border-cream-200 bg-white p-2 shadow-xl shadow-stone-900/10 dark:border-slate-700 dark:bg-slate-900'
      : 'mt-4 flex-1 overflow-y-auto';

  return (
    <div
      className={`relative ${variant === 'panel' ? 'flex min-h-0 flex-1 flex-col' : ''} ${className}`}
    >
      {/* A plain GET form to the results page: before the app runs (or without it) Enter still
          reaches /search?q=… (issue 28). */}
      <form
        role="search"
        action={paths.search()}
        method="get"
        className="relative"
        onSubmit={onSubmit}
      >
        <label htmlFor={id} className="sr-only">
          Search
        </label>
        <input
          ref={ref}
          id={id}
          type="search"
          name="q"
          role="combobox"
          aria-autocomplete="list"
          aria-expanded={showPanel}
          aria-controls={showPanel ? listboxId : undefined}
          aria-activedescendant={showPanel && activeIndex >= 0 ? optionId(activeIndex) : undefined}
          autoComplete="off"
          autoFocus={autoFocus}
          onInput={keepCharacters(SEARCH_LIMITS.maxQueryLength)}
          placeholder={placeholder}
          value={query}
          onChange={(event) => {
            setQuery(event.target.value);
            setActive(-1);
            setOpen(true);
          }}
          onFocus={() => {
            clearTimeout(blurTimer.current);
            setOpen(true);
          }}
          onBlur={() => {
            clearTimeout(blurTimer.current);
            blurTimer.current = setTimeout(() => setOpen(false), SEARCH_LIMITS.blurCloseMs);
          }}
          onKeyDown={onKeyDown}
          className="w-full rounded-full border border-stone-300 bg-white py-2 pr-10 pl-9 text-sm text-stone-900 placeholder:text-stone-500 focus:border-jade-600 focus:ring-2 focus:ring-jade-600/30 focus:outline-none dark:border-slate-700 dark:bg-slate-900 dark:text-stone-100 dark:placeholder:text-slate-400"
        />
        {/* The form's submit button, drawn as the box's magnifier: a click sends the query as Enter
            does (the results page, before the app runs). */}
        <button
          type="submit"
          aria-label="Search"
          className="absolute top-1/2 left-1.5 -translate-y-1/2 rounded-full p-1.5 text-stone-500 hover:text-jade-700 focus-visible:outline-2 focus-visible:outline-jade-600 dark:text-stone-400 dark:hover:text-jade-300"
        >
          <Search aria-hidden="true" className="size-4" />
        </button>
        {variant === 'dropdown' ? (
          <kbd
            aria-hidden="true"
            className="pointer-events-none absolute top-1/2 right-3 hidden -translate-y-1/2 rounded border border-stone-300 px-1.5 text-xs text-stone-500 lg:block dark:border-slate-600 dark:text-slate-400"
          >
            /
          </kbd>
        ) : null}
      </form>

      {showPanel ? (
        <div className={panelClasses} data-testid="search-results">
          <p
            role="status"
            aria-live="polite"
            className={message ? 'px-3 py-2 text-sm text-stone-600 dark:text-slate-300' : 'sr-only'}
          >
            {message ?? `${results.length} result${results.length === 1 ? '' : 's'}`}
          </p>
          <ul
            id={listboxId}
            role="listbox"
            aria-label="Search results"
            className="flex flex-col gap-0.5"
          >
            {results.map((result, index) => (
              <SearchResultOption
                key={`${result.docType}-${result.docId}`}
                id={optionId(index)}
                result={result}
                active={index === activeIndex}
                onChoose={choose}
                onHover={() => setActive(index)}
              />
            ))}
          </ul>
          <div className="mt-1 border-t border-cream-200 px-3 pt-2 pb-1 dark:border-slate-800">
            <Link
              to={searchPagePath(trimmed)}
              onMouseDown={(event) => event.preventDefault()}
              onClick={() => {
                setOpen(false);
                setQuery('');
              }}
              className="text-sm font-semibold text-jade-700 hover:underline dark:text-jade-300"
            >
              See all results
            </Link>
          </div>
        </div>
      ) : variant === 'panel' ? (
        hint
      ) : null}
    </div>
  );
}
