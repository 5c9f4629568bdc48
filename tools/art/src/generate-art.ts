/**
 * Generates the SVG artwork for every image the dataset references.
 *
 *   npx tsx tools/art/src/generate-art.ts   (or: npm run art)
 *
 * Reads the dataset through @sendero/content's typed readDataset() and writes images/<file> for
 * each `.svg` reference (plus images/placeholder.svg). The picture is chosen from what the item is (category, tags, name) and varied by a seed taken from the file
 * path, so the output is deterministic: the same dataset always gives the same bytes.
 */
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { DEFAULT_DATA_DIR, DEFAULT_IMAGES_DIR, readDataset } from '@sendero/content';
import type { Dataset, ImageSource } from '@sendero/content';
import type { ArtSubject, SubjectKind } from './art/classify.ts';
import { renderHero } from './art/hero.ts';
import { renderArtwork } from './art/scene.ts';

const MAX_BYTES = 60 * 1024;
const PLACEHOLDER_FILE = 'placeholder.svg';

function subject(
  kind: SubjectKind,
  image: ImageSource,
  name: string,
  extra: { category?: string; tags?: readonly string[]; city?: string } = {},
): ArtSubject {
  return {
    kind,
    file: image.file,
    name,
    alt: image.alt,
    category: extra.category,
    tags: [...(extra.tags ?? [])],
    city: extra.city,
  };
}

/** Every image reference in the dataset, read through the content package's typed reader. */
export function listSubjects(dataset: Dataset): ArtSubject[] {
  const placeholder: ArtSubject = {
    kind: 'placeholder',
    file: PLACEHOLDER_FILE,
    name: 'Image coming soon',
    alt: 'A muted illustration of a church among hills, shown while an image is missing',
    tags: [],
  };
  const hero = dataset.hero.map((slide) => subject('hero', slide.image, slide.caption));
  const cities = dataset.cities.flatMap(({ folder, city, spots, tours, events, posts }) => [
    subject('city', city.image, city.name, { city: folder }),
    ...spots.map((spot) =>
      subject('spot', spot.image, spot.name, {
        category: spot.category,
        tags: spot.tags,
        city: folder,
      }),
    ),
    ...tours.map((tour) =>
      subject('tour', tour.image, tour.title, {
        category: tour.category,
        tags: tour.tags,
        city: folder,
      }),
    ),
    ...events.map((event) =>
      subject('event', event.image, event.title, { tags: event.tags, city: folder }),
    ),
    ...posts.map(({ meta }) =>
      subject('post', meta.cover, meta.title, {
        tags: [...meta.tags, meta.subtitle].filter((tag) => tag !== ''),
        city: folder,
      }),
    ),
  ]);
  return [placeholder, ...hero, ...cities];
}

/** Keeps the first subject for each file; photos (png/jpg/webp) are left alone. */
function uniqueSvgSubjects(subjects: readonly ArtSubject[]): ArtSubject[] {
  const seen = new Set<string>();
  return subjects.filter((subject) => {
    if (!subject.file.endsWith('.svg') || seen.has(subject.file)) return false;
    seen.add(subject.file);
    return true;
  });
}

function assertSafeSvg(file: string, svg: string): void {
  const bytes = Buffer.byteLength(svg, 'utf8');
  if (bytes > MAX_BYTES) throw new Error(`${file} is ${bytes} bytes; the limit is ${MAX_BYTES}`);
  if (/<script|<image|<foreignObject|href=|data:|javascript:/i.test(svg)) {
    throw new Error(`${file} contains a script, raster or external reference`);
  }
}

function outputPath(file: string): string {
  const target = resolve(DEFAULT_IMAGES_DIR, file);
  if (!target.startsWith(DEFAULT_IMAGES_DIR)) throw new Error(`${file} points outside images/`);
  return target;
}

/** Writes the file only when its bytes change; returns whether it did. */
function writeIfChanged(path: string, content: string): boolean {
  if (existsSync(path) && readFileSync(path, 'utf8') === content) return false;
  mkdirSync(dirname(path), { recursive: true });
  writeFileSync(path, content);
  return true;
}

function main(): void {
  const subjects = uniqueSvgSubjects(listSubjects(readDataset(DEFAULT_DATA_DIR)));
  let written = 0;
  let largest = { file: '', bytes: 0 };
  for (const subject of subjects) {
    const svg = subject.kind === 'hero' ? renderHero(subject) : renderArtwork(subject);
    assertSafeSvg(subject.file, svg);
    const bytes = Buffer.byteLength(svg, 'utf8');
    if (bytes > largest.bytes) largest = { file: subject.file, bytes };
    if (writeIfChanged(outputPath(subject.file), svg)) written += 1;
  }
  console.log(
    `Artwork: ${subjects.length} images (${written} written, ${subjects.length - written} unchanged); ` +
      `largest ${(largest.bytes / 1024).toFixed(1)} KB (${largest.file})`,
  );
}

main();
