/**
 * The web app manifest and how the service worker is built (issue "Offline-ready", decision 0018).
 * The worker itself is src/sw.ts, made of Workbox's strategies.
 */
import type { VitePWAOptions } from 'vite-plugin-pwa';
import { OFFLINE_PATH } from './src/lib/offline/offline-names.ts';

/** Light theme colour (the header's jade) and the dark page colour (index.html's dark meta). */
export const THEME_COLOR = '#115e59';
export const DARK_BACKGROUND = '#020617';
const LIGHT_BACKGROUND = '#fffdf8';

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
  // Our worker (src/sw.ts) is built from Workbox's modules; the build's file list goes into it.
  strategies: 'injectManifest',
  srcDir: 'src',
  filename: 'sw.ts',
  injectManifest: {
    // The build's scripts, styles, fonts and icons. index.html is only the server's template.
    globPatterns: ['**/*.{js,css,woff2,svg,png}'],
    // The offline page as the server renders it; its revision changes with every build.
    additionalManifestEntries: [{ url: OFFLINE_PATH, revision: buildId }],
  },
});
