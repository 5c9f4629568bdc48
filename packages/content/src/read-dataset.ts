/**
 * Reads the dataset folder into memory and validates every file against the schemas.
 * Throws a DatasetError listing every problem (file and field) — it never imports half a dataset.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parse as parseYaml } from 'yaml';
import type { z } from 'zod';
import { contentIssueText, DatasetError, problemsFromZod, type DatasetProblem } from './errors.ts';
import { parseSections, splitFrontMatter } from './posts.ts';
import {
  citySource,
  eventSource,
  heroSlideSource,
  postFrontMatter,
  spotSource,
  tourSource,
  type CitySource,
  type EventSource,
  type HeroSlideSource,
  type PostFrontMatter,
  type PostSectionSource,
  type SpotSource,
  type TourSource,
} from './schema.ts';

export const CONTENT_ROOT = fileURLToPath(new URL('..', import.meta.url));
export const DEFAULT_DATA_DIR = join(CONTENT_ROOT, 'data');
export const DEFAULT_IMAGES_DIR = join(CONTENT_ROOT, 'images');

export interface PostEntry {
  slug: string;
  file: string;
  meta: PostFrontMatter;
  body: string;
  sections: PostSectionSource[];
}

export interface CityEntry {
  folder: string;
  city: CitySource;
  spots: SpotSource[];
  tours: TourSource[];
  events: EventSource[];
  posts: PostEntry[];
}

/** A tour's stops as spots, in visiting order (integrity checks report slugs that name none). */
export function stopsOf(entry: CityEntry, tour: TourSource): SpotSource[] {
  const bySlug = new Map(entry.spots.map((spot) => [spot.slug, spot]));
  return tour.stops.flatMap((slug) => bySlug.get(slug) ?? []);
}

export interface Dataset {
  dataDir: string;
  cities: CityEntry[];
  hero: HeroSlideSource[];
}

export function readDataset(dataDir = DEFAULT_DATA_DIR): Dataset {
  const problems: DatasetProblem[] = [];
  const rel = (path: string) => relative(dataDir, path) || path;

  function readYaml(path: string): unknown {
    try {
      return parseYaml(readFileSync(path, 'utf8'));
    } catch (error) {
      problems.push({ file: rel(path), message: `is not valid YAML: ${(error as Error).message}` });
      return undefined;
    }
  }

  function validate<T>(path: string, schema: z.ZodType<T>, data: unknown, prefix = ''): T | null {
    const result = schema.safeParse(data, { error: contentIssueText });
    if (result.success) return result.data;
    problems.push(...problemsFromZod(rel(path), result.error, prefix));
    return null;
  }

  function readList<T>(path: string, schema: z.ZodType<T>): T[] {
    if (!existsSync(path)) return [];
    const data = readYaml(path);
    if (data === undefined || data === null) return [];
    if (!Array.isArray(data)) {
      problems.push({ file: rel(path), message: 'must be a YAML list' });
      return [];
    }
    return data.flatMap((item, index) => {
      const value = validate(path, schema, item, `[${index}]`);
      return value ? [value] : [];
    });
  }

  const citiesDir = join(dataDir, 'cities');
  const cities: CityEntry[] = [];
  const folders = existsSync(citiesDir)
    ? readdirSync(citiesDir, { withFileTypes: true })
        .filter((entry) => entry.isDirectory())
        .map((entry) => entry.name)
        .sort()
    : [];
  if (folders.length === 0)
    problems.push({ file: rel(citiesDir), message: 'holds no city folders' });

  for (const folder of folders) {
    const dir = join(citiesDir, folder);
    const cityPath = join(dir, 'city.yaml');
    if (!existsSync(cityPath)) {
      problems.push({ file: rel(cityPath), message: 'is missing' });
      continue;
    }
    const city = validate(cityPath, citySource, readYaml(cityPath));
    if (city && city.slug !== folder) {
      problems.push({
        file: rel(cityPath),
        field: 'slug',
        message: `must equal the folder name "${folder}"`,
      });
    }
    const posts = readPosts(join(dir, 'posts'));
    const entry: Omit<CityEntry, 'city'> = {
      folder,
      spots: readList(join(dir, 'spots.yaml'), spotSource),
      tours: readList(join(dir, 'tours.yaml'), tourSource),
      events: readList(join(dir, 'events.yaml'), eventSource),
      posts,
    };
    if (city) cities.push({ ...entry, city });
  }

  function readPosts(dir: string): PostEntry[] {
    if (!existsSync(dir)) return [];
    return readdirSync(dir)
      .filter((name) => name.endsWith('.md'))
      .sort()
      .flatMap((name) => {
        const path = join(dir, name);
        const slug = name.slice(0, -3);
        const split = splitFrontMatter(readFileSync(path, 'utf8'));
        if (!split) {
          problems.push({
            file: rel(path),
            message: 'must start with YAML front matter between --- lines',
          });
          return [];
        }
        const meta = validate(path, postFrontMatter, split.data);
        if (!meta) return [];
        if (!/^[a-z0-9]+(?:-[a-z0-9]+)*$/.test(slug)) {
          problems.push({
            file: rel(path),
            message: 'file name must be a slug (a-z, 0-9, hyphens)',
          });
        }
        return [
          { slug, file: rel(path), meta, body: split.body, sections: parseSections(split.body) },
        ];
      });
  }

  const heroPath = join(dataDir, 'hero.yaml');
  const hero = existsSync(heroPath) ? readList(heroPath, heroSlideSource) : [];

  if (problems.length > 0) throw new DatasetError(problems);
  return { dataDir, cities, hero };
}
