/**
 * The server renderer (ARCHITECTURE §7), built by Vite as its own module and loaded by the API
 * process: the same route table and components as the browser, React Router's static handler to
 * run the pages' loaders into a per-request query cache, and React's streaming renderer.
 */
import { dehydrate, QueryClient } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { renderToPipeableStream } from 'react-dom/server';
import { PassThrough } from 'node:stream';
import {
  createStaticHandler,
  createStaticRouter,
  StaticRouterProvider,
  type StaticHandlerContext,
} from 'react-router';
import { AppProviders } from './app/providers.tsx';
import { pageStateScript, type PageState } from './app/page-state.ts';
import { createRoutes } from './app/router.tsx';
import { setApiTransport } from './lib/api-client.ts';

export { setApiTransport };

export type RenderResult =
  | { kind: 'redirect'; status: number; location: string }
  | {
      kind: 'page';
      status: number;
      /** The app's markup, for inside `<div id="root">`. */
      html: string;
      /** The state element, to go before the app's scripts. */
      stateScript: string;
      /** The cache the page was rendered with, for the page's head (title, preview, JSON-LD). */
      queryClient: QueryClient;
      /** The route that rendered, with its params: what the head describes. */
      context: StaticHandlerContext;
    };

/** A server cache: no retries (a failure shows at once, and the browser tries again). */
function createServerQueryClient() {
  return new QueryClient({
    defaultOptions: { queries: { retry: false, staleTime: Infinity, gcTime: Infinity } },
  });
}

/** React's stream, whole: the page is cached and sent with its length, so nothing is streamed yet. */
function renderToString(element: React.ReactNode): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    const sink = new PassThrough();
    sink.on('data', (chunk: Buffer) => chunks.push(chunk));
    sink.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    sink.on('error', reject);
    const stream = renderToPipeableStream(element, {
      onAllReady: () => stream.pipe(sink),
      onShellError: reject,
    });
  });
}

/** Renders the page at `url` (absolute) as a signed-out visitor sees it. */
export async function render(url: string): Promise<RenderResult> {
  const queryClient = createServerQueryClient();
  const routes = createRoutes({ queryClient, awaitData: true });
  const handler = createStaticHandler(routes);
  const context = await handler.query(new Request(url));
  if (context instanceof Response) {
    return {
      kind: 'redirect',
      status: context.status,
      location: context.headers.get('Location') ?? '/',
    };
  }
  const router = createStaticRouter(handler.dataRoutes, context);
  const html = await renderToString(
    <StrictMode>
      <AppProviders queryClient={queryClient}>
        {/* The router's own hydration script is inline JavaScript: its data goes in the state. */}
        <StaticRouterProvider router={router} context={context} hydrate={false} />
      </AppProviders>
    </StrictMode>,
  );
  const state: PageState = {
    queries: dehydrate(queryClient),
    router: { loaderData: context.loaderData, actionData: context.actionData, errors: null },
  };
  return {
    kind: 'page',
    status: context.statusCode,
    html,
    stateScript: pageStateScript(state),
    queryClient,
    context,
  };
}
