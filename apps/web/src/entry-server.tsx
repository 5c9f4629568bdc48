/**
 * The server renderer (ARCHITECTURE §7), built by Vite as its own module and loaded by the API
 * process: the same route table and components as the browser, React Router's static handler to
 * run the pages' loaders into a per-request query cache, and React's streaming renderer, read whole.
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
import { splitHoisted } from './app/hoisted-elements.ts';
import { setApiTransport } from './lib/api-client.ts';
import { DEFAULT_PAGE_VARIANT, escapeHtml, type PageVariant } from '@sendero/contract';
import { PageVariantProvider } from './lib/page-variant.tsx';
import { previewHead, type PageHead, type PreviewHead } from './lib/share-preview.ts';
import type { PageHandle } from './app/router.tsx';

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
      /**
       * The page's head from the same render: the title its component rendered, and its preview's
       * tags and JSON-LD (or the canonical URL alone).
       */
      head: PageHead;
    };

const EMPTY_HEAD: PreviewHead = { description: null, tags: [] };

/** A server cache: no retries (a failure shows at once, and the browser tries again). */
function createServerQueryClient() {
  return new QueryClient({
    defaultOptions: { queries: { retry: false, staleTime: Infinity, gcTime: Infinity } },
  });
}

/** The renderer's stream, whole: the page is cached and sent with its length, so nothing is streamed yet. */
function renderToString(element: React.ReactNode): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    const sink = new PassThrough();
    sink.on('data', (chunk: Buffer) => chunks.push(chunk));
    sink.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    sink.on('error', reject);
    const stream = renderToPipeableStream(element, {
      onAllReady: () => stream.pipe(sink),
      onError: reject,
    });
  });
}

/** The head of the rendered page: its route's share preview, built from the cache it rendered. */
function pageHead(
  context: StaticHandlerContext,
  queryClient: QueryClient,
  requestUrl: URL,
  publicUrl: string,
): PreviewHead {
  const path = requestUrl.pathname.length > 1 ? requestUrl.pathname.replace(/\/+$/, '') : '/';
  const url = `${publicUrl}${path}`;
  const match = context.matches.at(-1);
  const preview = (match?.route.handle as PageHandle | undefined)?.preview?.({
    queryClient,
    params: match?.params ?? {},
    url,
    publicUrl,
  });
  if (preview) return previewHead(preview, url, publicUrl);
  return { description: null, tags: [`<link rel="canonical" href="${escapeHtml(url)}" />`] };
}

/** A form the browser sent to the page itself (without the app's code): its urlencoded body. */
export interface PageForm {
  body: string;
}

/**
 * The head with what the components rendered for it (`<title>`, `<meta>`, `react-dom`'s preload
 * links). The title is the page's own (components/document-title.tsx): every page renders one.
 */
function withHoisted(head: PreviewHead, hoisted: string[]): PageHead {
  const title = hoisted.find((element) => element.startsWith('<title'));
  return {
    title: title ?? null,
    description: head.description,
    tags: [...hoisted.filter((element) => element !== title), ...head.tags],
  };
}

/**
 * Renders the page at `path` (with its query) as a signed-out visitor sees it; `publicUrl` is the
 * site's public origin, for the canonical URL and the preview's absolute links; `variant` the
 * visitor's theme and cookie answer, as their cookies name them (contract preferences.ts). With
 * `form`, the page is rendered as the answer to that form: its route's action runs first
 * (lib/form-action.ts).
 */
export async function render(
  path: string,
  publicUrl: string,
  variant: PageVariant = DEFAULT_PAGE_VARIANT,
  form?: PageForm,
): Promise<RenderResult> {
  const url = new URL(path, 'http://sendero.internal');
  const queryClient = createServerQueryClient();
  const routes = createRoutes({ queryClient, awaitData: true });
  const handler = createStaticHandler(routes);
  const request = form
    ? new Request(url, {
        method: 'POST',
        headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
        body: form.body,
      })
    : new Request(url);
  const context = await handler.query(request);
  if (context instanceof Response) {
    return {
      kind: 'redirect',
      status: context.status,
      location: context.headers.get('Location') ?? '/',
    };
  }
  const router = createStaticRouter(handler.dataRoutes, context);
  const rendered = await renderToString(
    <StrictMode>
      <AppProviders queryClient={queryClient}>
        <PageVariantProvider value={variant}>
          {/* The router's own hydration script is inline JavaScript: its data goes in the state. */}
          <StaticRouterProvider router={router} context={context} hydrate={false} />
        </PageVariantProvider>
      </AppProviders>
    </StrictMode>,
  );
  const state: PageState = {
    path: `${url.pathname}${url.search}`,
    queries: dehydrate(queryClient),
    router: { loaderData: context.loaderData, actionData: context.actionData, errors: null },
  };
  const { hoisted, body } = splitHoisted(rendered);
  const head =
    context.statusCode === 200 ? pageHead(context, queryClient, url, publicUrl) : EMPTY_HEAD;
  return {
    kind: 'page',
    status: context.statusCode,
    html: body,
    stateScript: pageStateScript(state),
    head: withHoisted(head, hoisted),
  };
}
