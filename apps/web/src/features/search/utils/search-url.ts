/** The results page keeps its query and filters in the URL, so they survive reloads and links. */
import {
  firstCharacters,
  parseEntityId,
  SEARCH_DOC_TYPES,
  SEARCH_LIMITS,
  pageQuery,
} from '@sendero/contract';

export interface SearchUrlState {
  q: string;
  type: string;
  cityId: number | null;
  tags: string[];
  page: number;
}

function positiveInt(value: string | null): number | null {
  if (value === null || !/^\d+$/.test(value.trim())) return null;
  const number = Number(value);
  return Number.isSafeInteger(number) && number > 0 ? number : null;
}

export function readSearchUrl(params: URLSearchParams): SearchUrlState {
  const query = pageQuery('search', params);
  const type = query.get('type')?.trim() ?? '';
  return {
    q: firstCharacters(query.get('q') ?? '', SEARCH_LIMITS.maxQueryLength),
    type: (SEARCH_DOC_TYPES as readonly string[]).includes(type) ? type : '',
    cityId: parseEntityId(query.get('cityId')),
    tags: query
      .getAll('tags')
      .map((tag) => tag.trim())
      .filter(Boolean)
      .slice(0, SEARCH_LIMITS.maxTags),
    page: Math.min(positiveInt(query.get('page')) ?? 1, SEARCH_LIMITS.maxPage),
  };
}

export function writeSearchUrl(state: SearchUrlState): URLSearchParams {
  const params = new URLSearchParams();
  if (state.q.trim()) params.set('q', state.q.trim());
  if (state.type) params.set('type', state.type);
  if (state.cityId !== null) params.set('cityId', String(state.cityId));
  for (const tag of state.tags) if (tag.trim()) params.append('tags', tag.trim());
  if (state.page > 1) params.set('page', String(state.page));
  return params;
}
