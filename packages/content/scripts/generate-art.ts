/**
 * Generates the SVG artwork for every image the dataset references.
 *
 *   npx tsx packages/content/scripts/generate-art.ts
 *
 * Walks data/hero.yaml and data/cities/<city>/{city,spots,tours,events}.yaml and posts/*.md, and
 * writes images/<file> for each `.svg` reference (plus images/placeholder.svg). The picture is
 * chosen from what the item is (category, tags, name) and varied by a seed taken from the file
 * path, so the output is deterministic: the same dataset always gives the same bytes.
 */
import { existsSync, mkdirSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parse } from 'yaml';
import type { ArtSubject, SubjectKind } from './art/classify.ts';
import { renderHero } from './art/hero.ts';
import { renderArtwork } from './art/scene.ts';

const CONTENT_ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const DATA_DIR = join(CONTENT_ROOT, 'data');
const IMAGES_DIR = join(CONTENT_ROOT, 'images');
const MAX_BYTES = 60 * 1024;
const PLACEHOLDER_FILE = 'placeholder.svg';

type Dict = Record<string, unknown>;

const warnings: string[] = [];

function isDict(value: unknown): value is Dict {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

const asString = (value: unknown): string => (typeof value === 'string' ? value : '');
const asStrings = (value: unknown): string[] =>
  Array.isArray(value) ? value.filter((item): item is string => typeof item === 'string') : [];

function readYaml(path: string): unknown {
  try {
    return parse(readFileSync(path, 'utf8'));
  } catch (error) {
    warnings.push(`${relative(CONTENT_ROOT, path)}: ${(error as Error).message.split('\n')[0]}`);
    return undefined;
  }
}

/** The YAML between the first two `---` lines of a markdown post. */
function readFrontMatter(path: string): unknown {
  const match = /^---\r?\n([\s\S]*?)\r?\n---/.exec(readFileSync(path, 'utf8'));
  if (!match?.[1]) {
    warnings.push(`${relative(CONTENT_ROOT, path)}: no front matter`);
    return undefined;
  }
  try {
    return parse(match[1]);
  } catch (error) {
    warnings.push(`${relative(CONTENT_ROOT, path)}: ${(error as Error).message.split('\n')[0]}`);
    return undefined;
  }
}

/** Builds a subject from an item and its image reference, if it has a usable one. */
function subjectOf(
  kind: SubjectKind,
  item: unknown,
  imageKey: string,
  nameKey: string,
  city?: string,
): ArtSubject | undefined {
  if (!isDict(item)) return undefined;
  const image = item[imageKey];
  if (!isDict(image) || typeof image.file !== 'string') return undefined;
  return {
    kind,
    file: image.file,
    name: asString(item[nameKey]) || image.file,
    alt: asString(image.alt),
    category: asString(item.category) || undefined,
    tags: [...asStrings(item.tags), asString(item.subtitle)].filter((tag) => tag !== ''),
    city,
  };
}

function listSubjects(
  kind: SubjectKind,
  path: string,
  nameKey: string,
  city: string,
): ArtSubject[] {
  if (!existsSync(path)) return [];
  const items = readYaml(path);
  if (!Array.isArray(items)) return [];
  return items.flatMap((item) => subjectOf(kind, item, 'image', nameKey, city) ?? []);
}

function citySubjects(city: string): ArtSubject[] {
  const folder = join(DATA_DIR, 'cities', city);
  const subjects: ArtSubject[] = [];
  const cityFile = join(folder, 'city.yaml');
  if (existsSync(cityFile)) {
    const citySubject = subjectOf('city', readYaml(cityFile), 'image', 'name', city);
    if (citySubject) subjects.push(citySubject);
  }
  subjects.push(...listSubjects('spot', join(folder, 'spots.yaml'), 'name', city));
  subjects.push(...listSubjects('tour', join(folder, 'tours.yaml'), 'title', city));
  subjects.push(...listSubjects('event', join(folder, 'events.yaml'), 'title', city));
  const posts = join(folder, 'posts');
  if (existsSync(posts)) {
    for (const name of readdirSync(posts)
      .filter((entry) => entry.endsWith('.md'))
      .sort()) {
      const subject = subjectOf('post', readFrontMatter(join(posts, name)), 'cover', 'title', city);
      if (subject) subjects.push(subject);
    }
  }
  return subjects;
}

function heroSubjects(): ArtSubject[] {
  const path = join(DATA_DIR, 'hero.yaml');
  if (!existsSync(path)) return [];
  const slides = readYaml(path);
  if (!Array.isArray(slides)) return [];
  return slides.flatMap((slide) => subjectOf('hero', slide, 'image', 'caption') ?? []);
}

function allSubjects(): ArtSubject[] {
  const citiesDir = join(DATA_DIR, 'cities');
  const cities = existsSync(citiesDir) ? readdirSync(citiesDir).sort() : [];
  const placeholder: ArtSubject = {
    kind: 'placeholder',
    file: PLACEHOLDER_FILE,
    name: 'Image coming soon',
    alt: 'A muted illustration of a church among hills, shown while an image is missing',
    tags: [],
  };
  return [placeholder, ...heroSubjects(), ...cities.flatMap(citySubjects)];
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
  const target = resolve(IMAGES_DIR, file);
  if (!target.startsWith(IMAGES_DIR + '/')) throw new Error(`${file} points outside images/`);
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
  const subjects = uniqueSvgSubjects(allSubjects());
  let written = 0;
  let largest = { file: '', bytes: 0 };
  for (const subject of subjects) {
    const svg = subject.kind === 'hero' ? renderHero(subject) : renderArtwork(subject);
    assertSafeSvg(subject.file, svg);
    const bytes = Buffer.byteLength(svg, 'utf8');
    if (bytes > largest.bytes) largest = { file: subject.file, bytes };
    if (writeIfChanged(outputPath(subject.file), svg)) written += 1;
  }
  for (const warning of warnings) console.warn(`warning: ${warning}`);
  console.log(
    `Artwork: ${subjects.length} images (${written} written, ${subjects.length - written} unchanged); ` +
      `largest ${(largest.bytes / 1024).toFixed(1)} KB (${largest.file})`,
  );
}

main();
