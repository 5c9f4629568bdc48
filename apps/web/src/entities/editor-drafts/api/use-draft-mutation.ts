import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { ApiRequestError } from '../../../lib/api-client.ts';
import type { MutationConfig } from '../../../lib/query-config.ts';
import { draftKey, draftListKey } from './draft-keys.ts';

/**
 * A change to draft `id`: the caller's own `onSuccess` runs first (the page moves on: a published
 * draft's page says so before its draft is read again), then `after` records what the change
 * changed in the cache. Refused because the draft is gone (404) or no longer a
 * draft (409: published or discarded meanwhile), the draft and the list are read again, so the
 * page shows what happened to it.
 */
export function useDraftMutation<V, R>(
  id: number,
  call: (variables: V) => Promise<R>,
  after: (queryClient: QueryClient, answer: R) => Promise<unknown>,
  mutationConfig?: MutationConfig<R, V>,
) {
  const queryClient = useQueryClient();
  return useMutation({
    ...mutationConfig,
    mutationFn: call,
    onSuccess: async (...args) => {
      await mutationConfig?.onSuccess?.(...args);
      await after(queryClient, args[0]);
    },
    onError: async (...args) => {
      const [error] = args;
      if (error instanceof ApiRequestError && (error.status === 404 || error.status === 409)) {
        await Promise.all([
          queryClient.invalidateQueries({ queryKey: draftKey(id) }),
          queryClient.invalidateQueries({ queryKey: draftListKey() }),
        ]);
      }
      await mutationConfig?.onError?.(...args);
    },
  });
}
