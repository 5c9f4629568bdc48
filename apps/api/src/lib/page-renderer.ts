/**
 * The web app's server renderer (apps/web/src/entry-server.tsx, built into apps/web/dist-server),
 * loaded into this process. The pages' API reads go through `app.inject`: no network, the same
 * routes, caches and limits as any client, with the visitor's address for the limits.
 */
import { AsyncLocalStorage } from 'node:async_hooks';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { FastifyInstance } from 'fastify';
import type { PageVariant } from '@sendero/contract';
import { INTERNAL_REQUEST_HEADER, INTERNAL_REQUEST_TOKEN } from './internal-request.ts';

/** The page's head as the renderer built it: whole elements, escaped (see the web's PageHead). */
export interface RenderedHead {
  title: string | null;
  description: string | null;
  tags: string[];
}

export type RenderOutcome =
  | { kind: 'redirect'; status: number; location: string }
  | { kind: 'page'; status: number; html: string; stateScript: string; head: RenderedHead };

/** A form the browser sent to a page (the web's PageForm): its urlencoded body. */
export interface PageForm {
  body: string;
}

interface RendererModule {
  render(
    path: string,
    publicUrl: string,
    variant: PageVariant,
    form?: PageForm,
  ): Promise<RenderOutcome>;
  setApiTransport(transport: (path: string, init: RequestInit) => Promise<Response>): void;
}

export interface PageRenderer {
  /**
   * Renders `path` (with its query) for a signed-out visitor at `ip` who chose `variant`; with
   * `form`, as the answer to that form sent to the page (its route's action runs first).
   */
  render(path: string, ip: string, variant: PageVariant, form?: PageForm): Promise<RenderOutcome>;
}

/** Statuses whose answer has no body (the Response constructor refuses one). */
const NO_BODY = new Set([101, 204, 205, 304]);

function plainHeaders(init: RequestInit): Record<string, string> {
  const headers: Record<string, string> = {};
  new Headers(init.headers).forEach((value, key) => {
    headers[key] = value;
  });
  return headers;
}

/** The app and visitor of the render under way: the renderer module is one per process. */
const rendering = new AsyncLocalStorage<{ app: FastifyInstance; ip: string }>();

/** A page's API read, answered by the app that is rendering it. */
async function injectRead(path: string, init: RequestInit): Promise<Response> {
  const current = rendering.getStore();
  if (!current) throw new Error(`API read outside a page render: ${path}`);
  const answer = await current.app.inject({
    method: (init.method ?? 'GET') as 'GET',
    url: path,
    headers: { ...plainHeaders(init), [INTERNAL_REQUEST_HEADER]: INTERNAL_REQUEST_TOKEN },
    ...(typeof init.body === 'string' ? { payload: init.body } : {}),
    remoteAddress: current.ip,
  });
  const headers = new Headers();
  for (const [key, value] of Object.entries(answer.headers)) {
    if (value !== undefined)
      headers.set(key, Array.isArray(value) ? value.join(', ') : String(value));
  }
  return new Response(NO_BODY.has(answer.statusCode) ? null : answer.rawPayload, {
    status: answer.statusCode,
    headers,
  });
}

/** The renderer next to `webDistDir` (its sibling dist-server), or null when none was built. */
export async function loadPageRenderer(
  app: FastifyInstance,
  webDistDir: string,
): Promise<PageRenderer | null> {
  const entry = join(webDistDir, '..', 'dist-server', 'entry-server.js');
  if (!existsSync(entry)) return null;
  const module = (await import(pathToFileURL(entry).href)) as RendererModule;
  module.setApiTransport(injectRead);
  return {
    render: (path, ip, variant, form) =>
      rendering.run({ app, ip }, () => module.render(path, app.config.publicUrl, variant, form)),
  };
}
