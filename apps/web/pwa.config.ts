/**
 * The web app manifest and the service worker (issue "Offline-ready", decision 0018). Workbox
 * writes the worker from this description (vite-plugin-pwa's generateSW); there is no caching code
 * of our own. The functions below are copied into the worker as they are: they may use only their
 * arguments and the worker's globals.
 */
import type { VitePWAOptions } from 'vite-plugin-pwa';

/** Light theme colour (the header's jade) and the dark page colour (index.html's dark meta). */
export const THEME_COLOR = '#115e59';
export const DARK_BACKGROUND = '#020617';
const LIGHT_BACKGROUND = '#fffdf8';

/** A slow network gives up after this long and the kept copy answers instead. */
const NETWORK_TIMEOUT_SECONDS = 3;

export const pwaOptions = (buildId: string): Partial<VitePWAOptions> => ({
  // The page asks before a new version takes over (A new version is available · Reload).
  registerType: 'prompt',
  // The app registers the worker itself, after hydration (src/app/pwa/register-service-worker.ts).
  injectRegister: false,
  includeAssets: ['favicon.svg', 'icons/apple-touch-icon.png'],
  manifest: {
    id: '/',
    name: 'Sendero — Travel guide to México',
    short_name: 'Sendero',
    description: 'City guides, curated tours, places and events across México, on your phone.',
    lang: 'en',
    start_url: '/',
    scope: '/',
    display: 'standalone',
    theme_color: THEME_COLOR,
    background_color: LIGHT_BACKGROUND,
    icons: [
      { src: '/icons/icon.svg', sizes: 'any', type: 'image/svg+xml' },
      { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png' },
      { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png' },
      {
        src: '/icons/icon-maskable-512.png',
        sizes: '512x512',
        type: 'image/png',
        purpose: 'maskable',
      },
    ],
    shortcuts: [
      {
        name: 'Events',
        short_name: 'Events',
        url: '/events',
        icons: [{ src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png' }],
      },
      {
        name: 'Saved',
        short_name: 'Saved',
        url: '/profile',
        icons: [{ src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png' }],
      },
    ],
  },
  workbox: {
    // The build's scripts, styles, fonts and icons. index.html is only the server's template.
    globPatterns: ['**/*.{js,css,woff2,svg,png}'],
    // The offline page as the server renders it; its revision changes with every build.
    additionalManifestEntries: [{ url: '/offline', revision: buildId }],
    navigateFallback: null,
    cleanupOutdatedCaches: true,
    runtimeCaching: [
      {
        // Pages: the network first, the kept copy when it is slow or gone, else the offline page.
        urlPattern: ({ request, url }) =>
          request.mode === 'navigate' &&
          !url.pathname.startsWith('/api/') &&
          !url.pathname.startsWith('/media/'),
        handler: 'NetworkFirst',
        options: {
          cacheName: 'pages',
          networkTimeoutSeconds: NETWORK_TIMEOUT_SECONDS,
          expiration: { maxEntries: 80 },
          cacheableResponse: { statuses: [200] },
          precacheFallback: { fallbackURL: '/offline' },
        },
      },
      {
        // Public API reads. Personal ones (sent with a bearer token) are never kept here, so one
        // traveller's data cannot reach another on a shared phone.
        urlPattern: ({ request, url, sameOrigin }) =>
          sameOrigin && url.pathname.startsWith('/api/') && !request.headers.has('authorization'),
        handler: 'NetworkFirst',
        method: 'GET',
        options: {
          cacheName: 'api',
          networkTimeoutSeconds: NETWORK_TIMEOUT_SECONDS,
          expiration: { maxEntries: 300, maxAgeSeconds: 14 * 24 * 60 * 60 },
          cacheableResponse: { statuses: [200] },
        },
      },
      {
        // Pictures of the pages visited, within a cap; the oldest go first.
        urlPattern: ({ request, sameOrigin }) => sameOrigin && request.destination === 'image',
        handler: 'CacheFirst',
        options: {
          cacheName: 'images',
          expiration: {
            maxEntries: 400,
            maxAgeSeconds: 30 * 24 * 60 * 60,
            purgeOnQuotaError: true,
          },
          cacheableResponse: { statuses: [200] },
        },
      },
    ],
  },
});
