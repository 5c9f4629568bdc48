/**
 * Names the page and the service worker share (src/sw.ts): one fact in one place. The saved cache
 * holds what a traveller saved, for use without a network (issue "Offline-ready", decision 0018).
 */

/** Cache Storage cache of saved places: their pages, stops and pictures, and the index below. */
export const SAVED_CACHE = 'sendero-saved';

/** The index of the saved cache, kept in it as a JSON response under this (never served) URL. */
export const SAVED_INDEX_URL = '/__offline/saved-index.json';

/** Where the worker sends a page it cannot fetch and has not kept: the offline page. */
export const OFFLINE_PATH = '/offline';

/** The query parameter of the offline page that names the page the traveller asked for. */
export const OFFLINE_FROM_PARAM = 'from';

/** Caches the worker fills as pages, API reads and pictures pass through it. */
export const RUNTIME_CACHES = {
  pages: 'pages',
  api: 'api',
  images: 'images',
  tiles: 'map-tiles',
} as const;
