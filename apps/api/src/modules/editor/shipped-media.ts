/**
 * The artwork shipped with the dataset (packages/content/images), which editors choose a draft's
 * picture from. It changes only with a deploy, so each kind's list is read once per process.
 */
import { readdirSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { MEDIA_BASE_URL, readAltManifest } from '@sendero/content';
import type { DraftKind, MediaFile } from '@sendero/contract';

/** The folders whose pictures can illustrate each kind: the dataset keeps each kind's apart. */
const KIND_FOLDERS: Record<DraftKind, readonly string[]> = {
  spot: ['spots'],
  tour: ['tours'],
  event: ['events'],
  post: ['posts'],
  city: ['cities'],
};
const IMAGE_FILE = /\.(svg|webp|png|jpg)$/;

function filesUnder(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return filesUnder(path);
    return IMAGE_FILE.test(entry.name) ? [path] : [];
  });
}

const cache = new Map<string, MediaFile[]>();

export function shippedMedia(imagesDir: string, kind: DraftKind): MediaFile[] {
  const key = `${kind} ${imagesDir}`;
  const kept = cache.get(key);
  if (kept) return kept;
  const alt = readAltManifest(imagesDir);
  const files = KIND_FOLDERS[kind]
    .flatMap((folder) => filesUnder(join(imagesDir, folder)))
    .map((path) => relative(imagesDir, path).split(sep).join('/'))
    .sort()
    .map((file) => ({ file, url: `${MEDIA_BASE_URL}${file}`, alt: alt[file] ?? null }));
  cache.set(key, files);
  return files;
}
