import { useId, useState } from 'react';
import type { FormEvent } from 'react';
import { Link, useSearchParams } from 'react-router';
import { SEARCH_DOC_TYPES, SEARCH_LIMITS } from '@sendero/contract';
import { useCities } from '../../../entities/cities/api/get-cities.ts';
import { buttonClasses } from '../../../components/button-styles.ts';
import { PageContainer } from '../../../components/page-container.tsx';
import { DocumentTitle } from '../../../components/document-title.tsx';
import { useSearchResults } from '../../../entities/search/api/get-search-results.ts';
import { SearchResultSummary } from '../components/search-result-summary.tsx';
import {
  isSearchable,
  NO_MATCHES_TEXT,
  resultPath,
  SEARCH_FAILURE_TEXT,
  SEARCHING_TEXT,
} from '../utils/search-rules.ts';
import { resultCount } from '../utils/result-count.ts';
import { typeLabel } from '../utils/type-label.ts';
import { readSearchUrl, writeSearchUrl, type SearchUrlState } from '../utils/search-url.ts';
import type { PageData } from '../../../lib/page-data.ts';
import { citiesQueryOptions } from '../../../entities/cities/api/get-cities.ts';
import { searchResultsQueryOptions } from '../../../entities/search/api/get-search-results.ts';
import { keepCharacters } from '../../../lib/keep-characters.ts';

const fieldClasses =
  'rounded-xl border border-stone-300 bg-white px-3 py-2 text-sm text-stone-900 focus:border-jade-600 focus:ring-2 focus:ring-jade-600/30 focus:outline-none dark:border-slate-700 dark:bg-slate-900 dark:text-stone-100';
const labelClasses = 'flex flex-col gap-1 text-sm font-medium text-stone-700 dark:text-stone-300';

/** /search?q=…&type=…&cityId=…&tags=…&page=…: every result of a query, filtered and paged. */
/** The results page's call for what the URL asks. */
function searchFor(state: SearchUrlState) {
  const { q, type, cityId, tags, page } = state;
  return { q, type, cityId, tags, page, size: SEARCH_LIMITS.defaultSize };
}

export function SearchPage() {
  const [searchParams, setSearchParams] = useSearchParams();
  const state = readSearchUrl(searchParams);

  const update = (next: Partial<SearchUrlState>) =>
    setSearchParams(writeSearchUrl({ ...state, page: 1, ...next }));

  return (
    <PageContainer>
      <DocumentTitle title={state.q ? `Search: ${state.q}` : 'Search'} />
      <h1 className="font-display text-4xl font-bold text-stone-900 dark:text-stone-50">Search</h1>
      <SearchFilters key={searchParams.toString()} state={state} onChange={update} />
      <SearchResultsList state={state} onPage={(page) => update({ page })} />
    </PageContainer>
  );
}

function SearchFilters({
  state,
  onChange,
}: {
  state: SearchUrlState;
  onChange: (next: Partial<SearchUrlState>) => void;
}) {
  const id = useId();
  const cities = useCities();
  const [q, setQ] = useState(state.q);
  const [tags, setTags] = useState(state.tags.join(', '));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    onChange({ q: q.trim(), tags: tags.split(',').map((tag) => tag.trim()) });
  };

  return (
    <form
      role="search"
      onSubmit={submit}
      className="mt-6 grid gap-4 rounded-2xl border border-cream-200 bg-white p-4 sm:grid-cols-2 lg:grid-cols-[2fr_1fr_1fr_1fr_auto] lg:items-end dark:border-slate-800 dark:bg-slate-900"
    >
      <div className={labelClasses}>
        <label htmlFor={`${id}-q`}>Search for</label>
        <input
          id={`${id}-q`}
          type="search"
          value={q}
          onInput={keepCharacters(SEARCH_LIMITS.maxQueryLength)}
          onChange={(event) => setQ(event.target.value)}
          className={fieldClasses}
        />
      </div>
      <div className={labelClasses}>
        <label htmlFor={`${id}-type`}>Type</label>
        <select
          id={`${id}-type`}
          value={state.type}
          onChange={(event) => onChange({ type: event.target.value })}
          className={fieldClasses}
        >
          <option value="">All types</option>
          {SEARCH_DOC_TYPES.map((type) => (
            <option key={type} value={type}>
              {typeLabel(type)}
            </option>
          ))}
        </select>
      </div>
      <div className={labelClasses}>
        <label htmlFor={`${id}-city`}>City</label>
        <select
          id={`${id}-city`}
          value={state.cityId ?? ''}
          onChange={(event) =>
            onChange({ cityId: event.target.value ? Number(event.target.value) : null })
          }
          className={fieldClasses}
        >
          <option value="">All cities</option>
          {(cities.data ?? []).map((city) => (
            <option key={city.id} value={city.id}>
              {city.name}
            </option>
          ))}
        </select>
      </div>
      <div className={labelClasses}>
        <label htmlFor={`${id}-tags`}>Tags</label>
        <input
          id={`${id}-tags`}
          type="text"
          value={tags}
          placeholder="e.g. food, market"
          onChange={(event) => setTags(event.target.value)}
          className={fieldClasses}
        />
      </div>
      <button type="submit" className={buttonClasses('primary')}>
        Search
      </button>
    </form>
  );
}

function SearchResultsList({
  state,
  onPage,
}: {
  state: SearchUrlState;
  onPage: (page: number) => void;
}) {
  const query = useSearchResults(searchFor(state));

  if (!isSearchable(state.q)) {
    return (
      <p className="mt-8 text-stone-600 dark:text-slate-300">
        Type at least {SEARCH_LIMITS.minQueryLength} characters to search cities, tours, spots,
        guides and events.
      </p>
    );
  }
  if (query.isPending) {
    return (
      <p role="status" className="mt-8 text-stone-600 dark:text-slate-300">
        {SEARCHING_TEXT}
      </p>
    );
  }
  if (query.isError) {
    return (
      <p role="alert" className="mt-8 font-medium text-terracotta-700 dark:text-terracotta-400">
        {SEARCH_FAILURE_TEXT}
      </p>
    );
  }
  const page = query.data;
  if (page.content.length === 0) {
    return (
      <p role="status" className="mt-8 text-stone-600 dark:text-slate-300">
        {NO_MATCHES_TEXT}
      </p>
    );
  }
  return (
    <section aria-label="Search results" className="mt-8" aria-busy={query.isFetching}>
      <p className="text-sm text-stone-600 dark:text-slate-300">{resultCount(page)}</p>
      <ul className="mt-3 flex flex-col gap-2">
        {page.content.map((result) => {
          const path = resultPath(result);
          const body = <SearchResultSummary result={result} />;
          const classes =
            'flex items-start justify-between gap-3 rounded-2xl border border-cream-200 bg-white p-4 dark:border-slate-800 dark:bg-slate-900';
          return (
            <li key={`${result.docType}-${result.docId}`}>
              {path ? (
                <Link
                  to={path}
                  className={`${classes} hover:border-jade-600 dark:hover:border-jade-400`}
                >
                  {body}
                </Link>
              ) : (
                <div className={classes}>{body}</div>
              )}
            </li>
          );
        })}
      </ul>
      {page.totalPages > 1 ? (
        <nav aria-label="Pages" className="mt-6 flex items-center justify-between gap-3">
          <button
            type="button"
            disabled={state.page <= 1}
            onClick={() => onPage(state.page - 1)}
            className={buttonClasses('secondary')}
          >
            Previous
          </button>
          <span className="text-sm text-stone-600 dark:text-slate-300">
            Page {state.page} of {page.totalPages}
          </span>
          <button
            type="button"
            disabled={state.page >= page.totalPages}
            onClick={() => onPage(state.page + 1)}
            className={buttonClasses('secondary')}
          >
            Next
          </button>
        </nav>
      ) : null}
    </section>
  );
}

/** The filters' cities and, for a query long enough to run, its first results. */
export const loadSearchPage: PageData = async ({ queryClient, url }) => {
  const state = readSearchUrl(url.searchParams);
  await Promise.all([
    queryClient.prefetchQuery(citiesQueryOptions()),
    isSearchable(state.q)
      ? queryClient.prefetchQuery(searchResultsQueryOptions(searchFor(state)))
      : undefined,
  ]);
  return undefined;
};
