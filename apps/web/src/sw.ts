/// <reference lib="webworker" />
/**
 * The service worker (issue "Offline-ready", decision 0018), built from Workbox's modules by
 * vite-plugin-pwa (injectManifest). The build's files are precached; pages and public API reads
 * come from the network first and from the phone when it is slow or gone; pictures from the phone
 * first. What the traveller saved (SAVED_CACHE, filled by the page: lib/offline/offline-store.ts)
 * answers whenever the network cannot, and a page neither visited nor saved gets the offline page.
 */
import { CacheableResponsePlugin } from 'workbox-cacheable-response';
import { ExpirationPlugin } from 'workbox-expiration';
import { cleanupOutdatedCaches, matchPrecache, precacheAndRoute } from 'workbox-precaching';
import { registerRoute } from 'workbox-routing';
import { CacheFirst, NetworkFirst } from 'workbox-strategies';
import type { RouteHandler, WorkboxPlugin } from 'workbox-core';
import {
  OFFLINE_FROM_PARAM,
  OFFLINE_PATH,
  RUNTIME_CACHES,
  SAVED_CACHE,
} from './lib/offline/offline-names.ts';

declare const self: ServiceWorkerGlobalScope;

/** A slow network gives up after this long and the kept copy answers instead. */
const NETWORK_TIMEOUT_SECONDS = 3;

precacheAndRoute(self.__WB_MANIFEST, {
  // The offline page is one page whatever it was asked for.
  ignoreURLParametersMatching: [new RegExp(`^${OFFLINE_FROM_PARAM}$`)],
});
cleanupOutdatedCaches();

const savedCopy = (request: Request) =>
  caches.match(request, { cacheName: SAVED_CACHE, ignoreVary: true });

const onlyComplete = new CacheableResponsePlugin({ statuses: [200] });

/**
 * A page the server sends `no-store` (a share link, the editors' desk: the contract's
 * PRIVATE_PAGES) is never kept on the phone: Workbox itself would keep any 200.
 */
const notNoStore: WorkboxPlugin = {
  cacheWillUpdate: async ({ response }) =>
    /(^|,)\s*no-store\s*(,|$)/i.test(response.headers.get('cache-control') ?? '') ? null : response,
};

/** When the network and the strategy's own cache both fail: the saved copy, if there is one. */
const fromSaved: WorkboxPlugin = {
  handlerDidError: async ({ request }) => (await savedCopy(request)) ?? undefined,
};

// Pages: network first; then the copy kept on visiting, then the saved one, then the offline page
// (a redirect, so the address says where the traveller is and the page can offer to try again).
registerRoute(
  ({ request, url }) =>
    request.mode === 'navigate' &&
    !url.pathname.startsWith('/api/') &&
    !url.pathname.startsWith('/media/'),
  new NetworkFirst({
    cacheName: RUNTIME_CACHES.pages,
    networkTimeoutSeconds: NETWORK_TIMEOUT_SECONDS,
    plugins: [
      onlyComplete,
      notNoStore,
      new ExpirationPlugin({ maxEntries: 80 }),
      {
        handlerDidError: async ({ request }) => {
          const saved = await savedCopy(request);
          if (saved) return saved;
          const url = new URL(request.url);
          if (url.pathname === OFFLINE_PATH)
            return (await matchPrecache(OFFLINE_PATH)) ?? undefined;
          const offline = new URL(OFFLINE_PATH, url.origin);
          offline.searchParams.set(OFFLINE_FROM_PARAM, `${url.pathname}${url.search}`);
          return Response.redirect(offline.href, 302);
        },
      },
    ],
  }),
);

// Public API reads. Personal ones (sent with a bearer token) are never kept, so one traveller's
// data cannot reach another on a shared phone.
registerRoute(
  ({ request, url, sameOrigin }) =>
    sameOrigin && url.pathname.startsWith('/api/') && !request.headers.has('authorization'),
  new NetworkFirst({
    cacheName: RUNTIME_CACHES.api,
    networkTimeoutSeconds: NETWORK_TIMEOUT_SECONDS,
    plugins: [
      onlyComplete,
      new ExpirationPlugin({ maxEntries: 300, maxAgeSeconds: 14 * 24 * 60 * 60 }),
      fromSaved,
    ],
  }),
);

/**
 * Pictures: the saved copy, else the ones kept before (cache first; the oldest go past the cap,
 * and all of them when the phone runs short of space), else the network.
 */
function savedThenKept(cacheName: string, maxEntries: number): RouteHandler {
  const kept = new CacheFirst({
    cacheName,
    plugins: [
      onlyComplete,
      new ExpirationPlugin({
        maxEntries,
        maxAgeSeconds: 30 * 24 * 60 * 60,
        purgeOnQuotaError: true,
      }),
    ],
  });
  return async (options) => (await savedCopy(options.request)) ?? kept.handle(options);
}

// Our own pictures, and the street-map tiles of the provider (MAP_TILE_URL): those of a saved
// tour come from the saved cache.
registerRoute(
  ({ request, sameOrigin }) => sameOrigin && request.destination === 'image',
  savedThenKept(RUNTIME_CACHES.images, 400),
);
registerRoute(
  ({ request, sameOrigin }) => !sameOrigin && request.destination === 'image',
  savedThenKept(RUNTIME_CACHES.tiles, 600),
);

// A new version waits until the page asks (A new version is available · Reload).
self.addEventListener('message', (event) => {
  if ((event.data as { type?: string } | null)?.type === 'SKIP_WAITING') void self.skipWaiting();
});
