/**
 * The generator as a function: reads a dataset folder through @sendero/content's typed reader and
 * returns every image it would write, with the alt text composed from the same scene.
 */
import { readDataset } from '@sendero/content';
import type { Dataset, ImageSource } from '@sendero/content';
import type { ArtSubject, SubjectKind } from './art/classify.ts';
import { composeArtwork } from './art/compose.ts';
import type { Artwork } from './art/compose.ts';
import { renderHero } from './art/hero.ts';

export const MAX_BYTES = 60 * 1024;
export const PLACEHOLDER_FILE = 'placeholder.svg';
/** Re-seeds tried before two siblings are allowed to share a scene. */
const MAX_ATTEMPTS = 8;

export interface GeneratedImage extends Artwork {
  file: string;
  kind: SubjectKind;
  city?: string;
  slug?: string;
  /** The picture the YAML points at, when this image is the item's own one instead. */
  borrowed?: string;
}

export interface Generation {
  images: GeneratedImage[];
  /** image path → alt text, for images/alt.json. */
  alt: Record<string, string>;
  /**
   * `tour:<city>/<slug>` or `post:<city>/<slug>` → its own image, for items whose YAML still
   * borrows another item's picture (images/covers.json; the loader serves the own one).
   */
  covers: Record<string, string>;
  warnings: string[];
}

/** Where a tour's or a post's own picture lives. */
export const ownCover = (kind: 'tour' | 'post', city: string, slug: string) =>
  `${kind}s/${city}/${slug}.svg`;

interface Extra {
  category?: string;
  tags?: readonly string[];
  city?: string;
  slug?: string;
  stops?: readonly string[];
}

function subject(
  kind: SubjectKind,
  image: ImageSource,
  name: string,
  extra: Extra = {},
): ArtSubject {
  return { kind, file: image.file, name, alt: image.alt, ...extra, tags: [...(extra.tags ?? [])] };
}

/** Every image reference in the dataset. */
export function listSubjects(dataset: Dataset): ArtSubject[] {
  const placeholder: ArtSubject = {
    kind: 'placeholder',
    file: PLACEHOLDER_FILE,
    name: 'Image coming soon',
    alt: '',
    tags: [],
  };
  const hero = dataset.hero.map((slide) => subject('hero', slide.image, slide.caption));
  const cities = dataset.cities.flatMap(({ folder, city, spots, tours, events, posts }) => [
    subject('city', city.image, city.name, { city: folder, slug: folder }),
    ...spots.map((spot) =>
      subject('spot', spot.image, spot.name, {
        category: spot.category,
        tags: spot.tags,
        city: folder,
        slug: spot.slug,
      }),
    ),
    ...tours.map((tour) =>
      subject('tour', tour.image, tour.title, {
        category: tour.category,
        tags: tour.tags,
        city: folder,
        slug: tour.slug,
        stops: tour.stops,
      }),
    ),
    ...events.map((event) =>
      subject('event', event.image, event.title, {
        tags: event.tags,
        city: folder,
        slug: event.slug,
      }),
    ),
    ...posts.map(({ meta, slug }) =>
      subject('post', meta.cover, meta.title, {
        tags: [...meta.tags, meta.subtitle].filter((tag) => tag !== ''),
        city: folder,
        slug,
      }),
    ),
  ]);
  return [placeholder, ...hero, ...cities, ...ownCovers(cities)];
}

/** A tour or post whose YAML borrows another picture still gets its own, at its own path. */
function ownCovers(subjects: readonly ArtSubject[]): ArtSubject[] {
  return subjects.flatMap((item) => {
    if ((item.kind !== 'tour' && item.kind !== 'post') || !item.city || !item.slug) return [];
    const own = ownCover(item.kind, item.city, item.slug);
    return item.file === own ? [] : [{ ...item, file: own, borrowed: item.file }];
  });
}

/** Keeps the first subject for each file; photos (png/jpg/webp) are left alone. */
function uniqueSvgSubjects(subjects: readonly ArtSubject[]): ArtSubject[] {
  const seen = new Set<string>();
  return subjects.filter((item) => {
    if (!item.file.endsWith('.svg') || seen.has(item.file)) return false;
    seen.add(item.file);
    return true;
  });
}

/** Siblings that must not share a scene: every destination; a city's spots; its tours; its events. */
function scopeOf(item: ArtSubject): string {
  return item.kind === 'city' || item.kind === 'hero' || item.kind === 'placeholder'
    ? item.kind
    : `${item.kind}:${item.city ?? ''}`;
}

export function assertSafeSvg(file: string, svg: string): void {
  const bytes = Buffer.byteLength(svg, 'utf8');
  if (bytes > MAX_BYTES) throw new Error(`${file} is ${bytes} bytes; the limit is ${MAX_BYTES}`);
  if (/<script|<image|<foreignObject|href=|data:|javascript:/i.test(svg)) {
    throw new Error(`${file} contains a script, raster or external reference`);
  }
}

export function generateFromDataset(dataset: Dataset): Generation {
  const taken = new Map<string, Set<string>>();
  const warnings: string[] = [];
  const images = uniqueSvgSubjects(listSubjects(dataset)).map((item): GeneratedImage => {
    const scope = scopeOf(item);
    const keys = taken.get(scope) ?? new Set<string>();
    taken.set(scope, keys);
    let art = item.kind === 'hero' ? renderHero(item) : composeArtwork(item);
    for (
      let attempt = 1;
      keys.has(art.key) && attempt < MAX_ATTEMPTS && item.kind !== 'hero';
      attempt += 1
    )
      art = composeArtwork(item, attempt);
    if (keys.has(art.key))
      warnings.push(`${item.file} shares its scene (${art.key}) with a sibling`);
    keys.add(art.key);
    assertSafeSvg(item.file, art.svg);
    return {
      ...art,
      file: item.file,
      kind: item.kind,
      city: item.city,
      slug: item.slug,
      borrowed: item.borrowed,
    };
  });
  const alt = Object.fromEntries(
    images.filter((image) => image.kind !== 'placeholder').map((image) => [image.file, image.alt]),
  );
  const covers = Object.fromEntries(
    images
      .filter((image) => image.borrowed !== undefined)
      .map((image) => [`${image.kind}:${image.city ?? ''}/${image.slug ?? ''}`, image.file]),
  );
  return { images, alt, covers, warnings };
}

export function generate(dataDir: string): Generation {
  return generateFromDataset(readDataset(dataDir));
}
