import { mediaList, type MediaFile } from '@sendero/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { authFetch } from '../../../lib/api-client.ts';
import { retryUnlessClientError } from '../../../lib/query-errors.ts';
import type { QueryConfig } from '../../../lib/query-config.ts';
import { mediaKey } from './draft-keys.ts';

/** GET /api/editor/media (bearer): the spot pictures shipped with the dataset. */
export async function getMedia(signal?: AbortSignal): Promise<MediaFile[]> {
  return mediaList.parse(await authFetch('/api/editor/media', { signal })).files;
}

export function mediaQueryOptions() {
  return queryOptions({
    queryKey: mediaKey(),
    queryFn: ({ signal }) => getMedia(signal),
    // The artwork changes only with a deploy.
    staleTime: Infinity,
    retry: retryUnlessClientError,
  });
}

export function useMedia(queryConfig?: QueryConfig<typeof mediaQueryOptions>) {
  return useQuery({ ...mediaQueryOptions(), ...queryConfig });
}
