/**
 * The address a page is rendered and kept under: its path and only the query parameters the page
 * reads (PAGE_QUERY_PARAMS in the contract), sorted by name, each with the values the page reads.
 * `/cities?utm_source=x` is then `/cities`, one copy for every visitor, and `/search?q=mole&x=1`
 * is `/search?q=mole`. A made-up parameter can no longer force a render of its own.
 */
import {
  PAGE_PATTERNS,
  PAGE_QUERY_PARAMS,
  LIVE_PAGE_PARAMS,
  isPrivatePagePath,
  SECRET_PAGE_PARAMS,
  matchPagePath,
  type PageName,
  type PageParamRead,
} from '@sendero/contract';

/**
 * The longest kept query (after normalising): a search of the longest query the search accepts
 * (SEARCH_LIMITS.maxQueryLength, 200) with its filters fits. A longer one is rendered, not kept.
 */
export const MAX_KEPT_QUERY_LENGTH = 400;

export type PageUrl =
  /** Rendered as `url` and kept under it; `queryKeyed` when it has a query (bounded apart). */
  | { kind: 'shared'; url: string; queryKeyed: boolean }
  /** Rendered as `url` for this request alone: too long to keep, or about "now". */
  | { kind: 'unkept'; url: string }
  /**
   * Carries a secret (a reset token, a share link's path): rendered for this request alone, never
   * kept, sent `no-store` and `X-Robots-Tag: noindex`.
   */
  | { kind: 'private'; url: string };

const PAGES = Object.entries(PAGE_PATTERNS) as [PageName, string][];

function pageOf(path: string): PageName | null {
  for (const [name, pattern] of PAGES) if (matchPagePath(pattern, path)) return name;
  return null;
}

/** The page URL for a request's `path` and its query string (`?…` or ''). */
export function pageUrl(path: string, query: string): PageUrl {
  // A path that is itself a secret (a trip's share link) is never kept, whatever its query.
  if (isPrivatePagePath(path)) return { kind: 'private', url: path };
  if (query === '' || query === '?') return { kind: 'shared', url: path, queryKeyed: false };
  const page = pageOf(path);
  const reads: Record<string, PageParamRead> =
    (page &&
      (PAGE_QUERY_PARAMS as Partial<Record<PageName, Record<string, PageParamRead>>>)[page]) ??
    {};
  const asked = new URLSearchParams(query);
  const secrets: readonly string[] =
    (page && (SECRET_PAGE_PARAMS as Partial<Record<PageName, readonly string[]>>)[page]) ?? [];
  if (secrets.some((name) => asked.has(name))) {
    return { kind: 'private', url: `${path}${query}` };
  }
  const kept = new URLSearchParams();
  for (const name of Object.keys(reads).sort()) {
    if (!asked.has(name)) continue;
    if (reads[name] === 'all') for (const value of asked.getAll(name)) kept.append(name, value);
    else kept.append(name, asked.get(name) ?? '');
  }
  const search = kept.toString();
  if (search === '') return { kind: 'shared', url: path, queryKeyed: false };
  const url = `${path}?${search}`;
  const live: readonly string[] =
    (page && (LIVE_PAGE_PARAMS as Partial<Record<PageName, readonly string[]>>)[page]) ?? [];
  return search.length > MAX_KEPT_QUERY_LENGTH || live.some((name) => kept.has(name))
    ? { kind: 'unkept', url }
    : { kind: 'shared', url, queryKeyed: true };
}
