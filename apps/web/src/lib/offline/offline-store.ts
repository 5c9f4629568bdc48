/**
 * Saved means available offline (issue "Offline-ready", decision 0018). When a signed-in traveller
 * saves a tour or a spot, its page (as the server renders it, with its data inside), every stop of
 * a tour and the pictures those pages show are put in the saved cache, which the service worker
 * answers from whenever the network cannot. The index (one JSON entry in the same cache) says why
 * each page is kept, so removing the last save of a place removes its files.
 */
import { SAVED_CACHE, SAVED_INDEX_URL } from './offline-names.ts';

/** Why a page is kept: a save, the saved events, or a trip that holds it (`trip-12`). */
export type OfflineReason = 'bookmarks' | 'favorites' | 'events' | `trip-${number}`;

export interface OfflineEntry {
  /** The page's path, the entry's key: "/tours/12". */
  path: string;
  /** The page's heading as it was saved, for the offline list. */
  title: string;
  /** Why it is kept: a bookmark, a favourite, saved events, trips. */
  reasons: OfflineReason[];
  /** Every URL stored for it (the page, its stops, its pictures). */
  files: string[];
  /** Bytes stored for it. */
  bytes: number;
  savedAt: string;
}

export interface OfflineIndex {
  entries: OfflineEntry[];
}

const EMPTY: OfflineIndex = { entries: [] };
export const OFFLINE_CHANGED = 'sendero-offline-changed';

/** Whether this browser can keep anything (Cache Storage needs a secure context). */
export function offlineSupported(): boolean {
  return typeof window !== 'undefined' && 'caches' in window;
}

export async function readOfflineIndex(): Promise<OfflineIndex> {
  if (!offlineSupported()) return EMPTY;
  const cache = await caches.open(SAVED_CACHE);
  const answer = await cache.match(SAVED_INDEX_URL);
  if (!answer) return EMPTY;
  try {
    return (await answer.json()) as OfflineIndex;
  } catch {
    return EMPTY;
  }
}

async function writeIndex(cache: Cache, index: OfflineIndex) {
  await cache.put(
    SAVED_INDEX_URL,
    new Response(JSON.stringify(index), { headers: { 'content-type': 'application/json' } }),
  );
  window.dispatchEvent(new Event(OFFLINE_CHANGED));
}

/** Changes to the index one at a time, so two saves in a row cannot overwrite each other. */
let queue: Promise<unknown> = Promise.resolve();
function serially<T>(work: () => Promise<T>): Promise<T> {
  const next = queue.then(work, work);
  queue = next.catch(() => undefined);
  return next;
}

/** The pictures a page shows and, for a tour, the pages of its stops (`/spot/{id}?tourId=`). */
export function linkedFiles(html: string): { title: string; pictures: string[]; stops: string[] } {
  const doc = new DOMParser().parseFromString(html, 'text/html');
  const pictures = new Set<string>();
  const add = (url: string | null | undefined) => {
    if (url?.startsWith('/media/')) pictures.add(url);
  };
  for (const element of doc.querySelectorAll('img, source, link[rel="preload"][as="image"]')) {
    add(element.getAttribute('src'));
    add(element.getAttribute('href'));
    for (const candidate of (element.getAttribute('srcset') ?? '').split(',')) {
      add(candidate.trim().split(/\s+/)[0]);
    }
  }
  const stops = new Set<string>();
  for (const link of doc.querySelectorAll('main a[href^="/spot/"]')) {
    const href = link.getAttribute('href') ?? '';
    if (/^\/spot\/\d+\?tourId=\d+$/.test(href)) stops.add(href);
  }
  const title = doc.querySelector('main h1')?.textContent?.trim() ?? '';
  return { title, pictures: [...pictures], stops: [...stops] };
}

/** Fetches `url` and stores it; the number of bytes stored, or 0 when it could not be had. */
async function store(cache: Cache, url: string): Promise<{ bytes: number; text?: string }> {
  const answer = await fetch(url, { credentials: 'same-origin' }).catch(() => null);
  if (!answer?.ok) return { bytes: 0 };
  const body = await answer.blob();
  await cache.put(url, new Response(body, { headers: answer.headers }));
  const isPage = (answer.headers.get('content-type') ?? '').startsWith('text/html');
  return { bytes: body.size, ...(isPage ? { text: await body.text() } : {}) };
}

/**
 * Keeps `path` (a tour, a spot, the events page, a trip) for use offline, for `reason`, with
 * `extras` (the map tiles the traveller is looking at on that page) and, for a page whose heading
 * is drawn in the browser, its `title`.
 */
export function keepOffline(
  path: string,
  reason: OfflineReason,
  extras: readonly string[] = [],
  title?: string,
): Promise<void> {
  if (!offlineSupported()) return Promise.resolve();
  return serially(async () => {
    const cache = await caches.open(SAVED_CACHE);
    const index = await readOfflineIndex();
    const known = index.entries.find((entry) => entry.path === path);
    if (known) {
      if (!known.reasons.includes(reason)) known.reasons.push(reason);
      await writeIndex(cache, index);
      return;
    }
    const page = await store(cache, path);
    if (!page.text) return;
    const { title: heading, pictures, stops } = linkedFiles(page.text);
    const pages = await Promise.all(stops.map((stop) => store(cache, stop)));
    const stopPictures = pages.flatMap((stop) =>
      stop.text ? linkedFiles(stop.text).pictures : [],
    );
    const files = [...new Set([...pictures, ...stopPictures, ...extras])];
    const stored = await Promise.all(files.map((file) => store(cache, file)));
    const bytes = [page, ...pages, ...stored].reduce((sum, file) => sum + file.bytes, 0);
    index.entries.push({
      path,
      title: title ?? (heading || path),
      reasons: [reason],
      files: [path, ...stops, ...files],
      bytes,
      savedAt: new Date().toISOString(),
    });
    await writeIndex(cache, index);
  });
}

/** Drops `reason` for `path`; when no reason is left, its files go (unless another entry uses them). */
export function releaseOffline(path: string, reason: OfflineReason): Promise<void> {
  if (!offlineSupported()) return Promise.resolve();
  return serially(async () => {
    const cache = await caches.open(SAVED_CACHE);
    const index = await readOfflineIndex();
    const entry = index.entries.find((item) => item.path === path);
    if (!entry) return;
    entry.reasons = entry.reasons.filter((item) => item !== reason);
    if (entry.reasons.length === 0) {
      index.entries = index.entries.filter((item) => item !== entry);
      const stillUsed = new Set(index.entries.flatMap((item) => item.files));
      await Promise.all(
        entry.files.filter((file) => !stillUsed.has(file)).map((file) => cache.delete(file)),
      );
    }
    await writeIndex(cache, index);
  });
}

export interface KeepRequest {
  path: string;
  extras?: readonly string[];
  title?: string;
}

/**
 * Makes `reason` hold exactly the pages `wanted`: those it did not hold are kept, those it holds
 * and no longer wants are released (their files go when nothing else keeps them).
 */
export async function keepExactly(
  reason: OfflineReason,
  wanted: readonly KeepRequest[],
): Promise<void> {
  if (!offlineSupported()) return;
  const held = new Set(
    (await readOfflineIndex()).entries
      .filter((entry) => entry.reasons.includes(reason))
      .map((entry) => entry.path),
  );
  const paths = new Set(wanted.map((request) => request.path));
  await Promise.all([
    ...[...held].filter((path) => !paths.has(path)).map((path) => releaseOffline(path, reason)),
    ...wanted
      .filter((request) => !held.has(request.path))
      .map((request) => keepOffline(request.path, reason, request.extras, request.title)),
  ]);
}

/** Everything saved on this phone goes: at sign-out, another traveller may use the phone next. */
export async function clearOffline(): Promise<void> {
  if (!offlineSupported()) return;
  await serially(async () => {
    await caches.delete(SAVED_CACHE);
    window.dispatchEvent(new Event(OFFLINE_CHANGED));
  });
}

/** The street-map tiles on show in this page's route map, to keep with a saved tour. */
export function tilesOnShow(): string[] {
  return [...document.querySelectorAll<HTMLImageElement>('img.leaflet-tile-loaded')].map(
    (tile) => tile.src,
  );
}
