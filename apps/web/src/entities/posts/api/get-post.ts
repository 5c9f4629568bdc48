import { parseEntityId } from '@sendero/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PostDetail } from '@sendero/contract';
import { apiFetch } from '../../../lib/api-client.ts';
import { nullWhenMissing } from '../../../lib/query-errors.ts';
import { isValidSlug, STALE, warnInvalid } from '../../../lib/content-params.ts';
import type { QueryConfig } from '../../../lib/query-config.ts';

/** GET /api/city-posts/by-slug/{cityId}/{slug}; null when there is no such post, and without a call for a bad id or slug. */
export async function getPost(
  cityIdValue: unknown,
  slug: unknown,
  signal?: AbortSignal,
): Promise<PostDetail | null> {
  const cityId = parseEntityId(cityIdValue);
  if (cityId === null || !isValidSlug(slug)) {
    warnInvalid('post address', { cityId: cityIdValue, slug });
    return null;
  }
  return nullWhenMissing(
    apiFetch<PostDetail>(`/api/city-posts/by-slug/${cityId}/${encodeURIComponent(slug)}`, {
      signal,
    }),
  );
}

export function postQueryOptions(cityIdValue: unknown, slug: unknown) {
  const cityId = parseEntityId(cityIdValue);
  const validSlug = isValidSlug(slug) ? slug : null;
  return queryOptions({
    queryKey: ['content', 'post', cityId, validSlug],
    queryFn: ({ signal }) => getPost(cityId, validSlug, signal),
    staleTime: STALE.cityContent,
    enabled: cityId !== null && validSlug !== null,
  });
}

export function usePost(
  cityIdValue: unknown,
  slug: unknown,
  queryConfig?: QueryConfig<typeof postQueryOptions>,
) {
  return useQuery({ ...postQueryOptions(cityIdValue, slug), ...queryConfig });
}
