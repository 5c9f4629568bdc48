/**
 * Alt text comes from the art generator (tools/art): it writes images/alt.json, mapping each image
 * path to words composed from the same scene description that drew the picture. The loader uses
 * that text in place of the YAML's `alt` when the manifest has the image, so a picture's alt text
 * cannot promise what is not drawn; photos and images the generator did not make keep the YAML's.
 * (Decision: docs/decisions/0011-generated-alt-text.md.)
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Dataset } from './read-dataset.ts';
import type { ImageSource } from './schema.ts';

export const ALT_MANIFEST_FILE = 'alt.json';
/**
 * images/covers.json: `tour:<city>/<slug>` or `post:<city>/<slug>` → the item's own generated
 * picture, for a tour or post whose YAML still borrows another item's image (new items are added
 * that way until the generator is re-run; it then draws each its own and lists it here).
 */
export const COVERS_MANIFEST_FILE = 'covers.json';

export type CoverManifest = Readonly<Record<string, string>>;

export type AltManifest = Readonly<Record<string, string>>;

export function readAltManifest(imagesDir: string): AltManifest {
  return readStringMap(join(imagesDir, ALT_MANIFEST_FILE));
}

export function readCoverManifest(imagesDir: string): CoverManifest {
  return readStringMap(join(imagesDir, COVERS_MANIFEST_FILE));
}

function readStringMap(path: string): Record<string, string> {
  if (!existsSync(path)) return {};
  const data: unknown = JSON.parse(readFileSync(path, 'utf8'));
  if (typeof data !== 'object' || data === null || Array.isArray(data)) return {};
  return Object.fromEntries(
    Object.entries(data).filter(
      (entry): entry is [string, string] => typeof entry[1] === 'string' && entry[1].trim() !== '',
    ),
  );
}

function withAlt<T extends ImageSource>(image: T, manifest: AltManifest): T {
  const alt = manifest[image.file];
  return alt === undefined ? image : { ...image, alt };
}

/**
 * The dataset with each borrowed tour or post cover swapped for its own picture (when that file
 * exists), then every image's alt text taken from the manifest where it has one.
 */
export function applyAltManifest(
  dataset: Dataset,
  manifest: AltManifest,
  covers: CoverManifest = {},
  exists: (file: string) => boolean = () => true,
): Dataset {
  if (Object.keys(manifest).length === 0 && Object.keys(covers).length === 0) return dataset;
  const own = <T extends ImageSource>(key: string, image: T): T => {
    const file = covers[key];
    return file !== undefined && exists(file) ? { ...image, file } : image;
  };
  const fix = <T extends ImageSource>(image: T) => withAlt(image, manifest);
  return {
    ...dataset,
    hero: dataset.hero.map((slide) => ({ ...slide, image: fix(slide.image) })),
    cities: dataset.cities.map((entry) => ({
      ...entry,
      city: { ...entry.city, image: fix(entry.city.image) },
      spots: entry.spots.map((spot) => ({ ...spot, image: fix(spot.image) })),
      tours: entry.tours.map((tour) => ({
        ...tour,
        image: fix(own(`tour:${entry.folder}/${tour.slug}`, tour.image)),
      })),
      events: entry.events.map((event) => ({ ...event, image: fix(event.image) })),
      posts: entry.posts.map((post) => ({
        ...post,
        meta: {
          ...post.meta,
          cover: fix(own(`post:${entry.folder}/${post.slug}`, post.meta.cover)),
        },
      })),
    })),
  };
}
