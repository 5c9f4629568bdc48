/**
 * The artwork shipped with the dataset (packages/content/images), which editors choose a spot's
 * picture from. It changes only with a deploy, so it is read once per process.
 */
import { readdirSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { MEDIA_BASE_URL, readAltManifest } from '@sendero/content';
import type { MediaFile } from '@sendero/contract';

/** The folders whose pictures can illustrate a spot. */
const SPOT_FOLDERS = ['spots'];
const IMAGE_FILE = /\.(svg|webp|png|jpg)$/;

function filesUnder(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return filesUnder(path);
    return IMAGE_FILE.test(entry.name) ? [path] : [];
  });
}

let cache: { imagesDir: string; files: MediaFile[] } | null = null;

export function shippedSpotMedia(imagesDir: string): MediaFile[] {
  if (cache?.imagesDir === imagesDir) return cache.files;
  const alt = readAltManifest(imagesDir);
  const files = SPOT_FOLDERS.flatMap((folder) => filesUnder(join(imagesDir, folder)))
    .map((path) => relative(imagesDir, path).split(sep).join('/'))
    .sort()
    .map((file) => ({ file, url: `${MEDIA_BASE_URL}${file}`, alt: alt[file] ?? null }));
  cache = { imagesDir, files };
  return files;
}
