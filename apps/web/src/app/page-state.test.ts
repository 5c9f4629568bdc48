import { dehydrate, hydrate, QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { datedOnArrival } from './page-state.ts';

const MINUTE = 60_000;

/** A server's cache, dehydrated: one query with data fetched at `fetchedAt`, one still pending. */
function renderedAt(fetchedAt: number) {
  const server = new QueryClient();
  server.setQueryData(['events'], [{ id: 1 }], { updatedAt: fetchedAt });
  void server.prefetchQuery({ queryKey: ['never'], queryFn: () => new Promise(() => {}) });
  return dehydrate(server, { shouldDehydrateQuery: () => true });
}

describe('datedOnArrival', () => {
  it('keeps a page rendered long ago fresh when it arrives, so it is not fetched again', () => {
    const requestedAt = Date.now();
    const queries = renderedAt(requestedAt - 2 * MINUTE);

    const asRendered = new QueryClient();
    hydrate(asRendered, queries);
    expect(
      asRendered
        .getQueryCache()
        .find({ queryKey: ['events'] })
        ?.isStaleByTime(MINUTE),
    ).toBe(true);

    const onArrival = new QueryClient();
    hydrate(onArrival, datedOnArrival(queries, requestedAt));
    const events = onArrival.getQueryCache().find({ queryKey: ['events'] });
    expect(events?.state.data).toEqual([{ id: 1 }]);
    expect(events?.state.dataUpdatedAt).toBe(requestedAt);
    expect(events?.isStaleByTime(MINUTE)).toBe(false);
  });

  it('leaves a query without data as it was', () => {
    const queries = renderedAt(Date.now());
    const dated = datedOnArrival(queries, 42);
    const pending = (state: typeof queries) =>
      state.queries.find((query) => query.queryKey[0] === 'never');
    expect(pending(queries)?.state.dataUpdatedAt).toBe(0);
    expect(pending(dated)).toEqual(pending(queries));
  });
});
