import { parseEntityId } from '@sendero/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PostSummary } from '@sendero/contract';
import { apiFetch } from '../../../lib/api-client.ts';
import { toList } from '../../../lib/content-list.ts';
import { STALE, warnInvalid } from '../../../lib/content-params.ts';
import type { QueryConfig } from '../../../lib/query-config.ts';

/**
 * GET /api/city-posts?cityId=&publishedOnly=true (or every post, unpublished too, for the
 * newsroom's chooser); empty without a call for an invalid id.
 */
export async function getCityPosts(
  id: unknown,
  signal?: AbortSignal,
  { publishedOnly = true } = {},
): Promise<PostSummary[]> {
  const cityId = parseEntityId(id);
  if (cityId === null) {
    warnInvalid('city id', id);
    return [];
  }
  const query = new URLSearchParams({
    cityId: String(cityId),
    publishedOnly: String(publishedOnly),
  });
  return toList<PostSummary>(await apiFetch(`/api/city-posts?${query.toString()}`, { signal }));
}

export function cityPostsQueryOptions(id: unknown, { publishedOnly = true } = {}) {
  const cityId = parseEntityId(id);
  return queryOptions({
    queryKey: ['content', 'city-posts', cityId, publishedOnly ? 'published' : 'all'],
    queryFn: ({ signal }) => getCityPosts(cityId, signal, { publishedOnly }),
    staleTime: STALE.cityContent,
    enabled: cityId !== null,
  });
}

export function useCityPosts(
  id: unknown,
  queryConfig?: QueryConfig<typeof cityPostsQueryOptions> & { publishedOnly?: boolean },
) {
  const { publishedOnly, ...config } = queryConfig ?? {};
  return useQuery({ ...cityPostsQueryOptions(id, { publishedOnly }), ...config });
}
