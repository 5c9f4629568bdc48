import type { QueryClient } from '@tanstack/react-query';
import { data, type LoaderFunctionArgs, type Params } from 'react-router';

/** A page's HTTP status when it is not 200: a malformed id (400) or nothing by that id (404). */
export type PageStatus = 400 | 404;

/**
 * What a page needs before it can render: it fills the query cache with the same `queryOptions`
 * that its components read, and says when the page is missing or malformed. One per page module,
 * next to the page (ARCHITECTURE §7).
 */
export type PageData = (args: {
  queryClient: QueryClient;
  params: Params;
  url: URL;
}) => Promise<PageStatus | undefined>;

/** How the routes' loaders run: the server waits for the data, the browser does not. */
export interface PageDataContext {
  queryClient: QueryClient;
  /**
   * True on the server: the page renders into HTML with its data. In the browser a navigation
   * renders at once with its loading state while the same requests are under way, as before.
   */
  awaitData: boolean;
}

/** Retryable trouble (the API or its database down) while the server gathered a page's data. */
const UNAVAILABLE = 503;

/** A route loader that runs a page's data function in this context. */
export function pageLoader(context: PageDataContext, load: PageData) {
  return async ({ params, request }: LoaderFunctionArgs) => {
    const work = load({ queryClient: context.queryClient, params, url: new URL(request.url) });
    if (!context.awaitData) {
      // The components show the failure themselves; nothing waits for this promise.
      void work.catch(() => undefined);
      return null;
    }
    try {
      const status = await work;
      return status === undefined ? null : data(null, { status });
    } catch (error) {
      // A redirect is the page's answer, not a failure.
      if (error instanceof Response) throw error;
      // The page renders its own error text from the failed query; the status says "try again".
      return data(null, { status: UNAVAILABLE });
    }
  };
}
