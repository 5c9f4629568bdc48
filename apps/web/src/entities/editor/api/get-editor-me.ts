import { editorMe, type EditorMe } from '@sendero/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { authFetch } from '../../../lib/api-client.ts';
import { retryUnlessClientError } from '../../../lib/query-errors.ts';
import type { QueryConfig } from '../../../lib/query-config.ts';
import { editorMeKey } from './editor-keys.ts';

/** GET /api/editor/me (bearer): who is at the desk; 403 with the server's text for a traveller. */
export async function getEditorMe(signal?: AbortSignal): Promise<EditorMe> {
  return editorMe.parse(await authFetch('/api/editor/me', { signal }));
}

export function editorMeQueryOptions() {
  return queryOptions({
    queryKey: editorMeKey(),
    queryFn: ({ signal }) => getEditorMe(signal),
    // A role changes rarely, and the server checks it on every call anyway.
    staleTime: 5 * 60_000,
    retry: retryUnlessClientError,
  });
}

export function useEditorMe(queryConfig?: QueryConfig<typeof editorMeQueryOptions>) {
  return useQuery({ ...editorMeQueryOptions(), ...queryConfig });
}
