/**
 * Generates the SVG artwork for every image the dataset references.
 *
 *   npx tsx tools/art/src/generate-art.ts   (or: npm run art)
 *
 * Reads the dataset through @sendero/content's typed readDataset() and writes images/<file> for
 * each `.svg` reference (plus images/placeholder.svg) and images/alt.json, the alt text of each
 * image composed from the same scene description that drew it. Each picture is built from its own
 * subject (a destination's setting, a spot's landmark, a tour's stops, an event's activity, a
 * post's topic) and varied by a seed taken from the file path, so the output is deterministic:
 * the same dataset always gives the same bytes.
 *
 *   npx tsx tools/art/src/generate-art.ts <data-dir> <images-dir>   (another dataset)
 */
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { DEFAULT_DATA_DIR, DEFAULT_IMAGES_DIR } from '@sendero/content';
import { generate } from './generate.ts';

/** The manifest the content loader reads alt text from (see packages/content/src/alt-text.ts). */
export const ALT_MANIFEST = 'alt.json';
/** Tours and posts whose YAML borrows another picture → their own (see alt-text.ts). */
export const COVERS_MANIFEST = 'covers.json';

function outputPath(imagesDir: string, file: string): string {
  const target = resolve(imagesDir, file);
  if (!target.startsWith(resolve(imagesDir) + '/'))
    throw new Error(`${file} points outside images/`);
  return target;
}

/** Writes the file only when its bytes change; returns whether it did. */
function writeIfChanged(path: string, content: string): boolean {
  if (existsSync(path) && readFileSync(path, 'utf8') === content) return false;
  mkdirSync(dirname(path), { recursive: true });
  writeFileSync(path, content);
  return true;
}

function main(dataDir = DEFAULT_DATA_DIR, imagesDir = DEFAULT_IMAGES_DIR): void {
  const { images, alt, covers, warnings } = generate(dataDir);
  let written = 0;
  let largest = { file: '', bytes: 0 };
  for (const image of images) {
    const bytes = Buffer.byteLength(image.svg, 'utf8');
    if (bytes > largest.bytes) largest = { file: image.file, bytes };
    if (writeIfChanged(outputPath(imagesDir, image.file), image.svg)) written += 1;
  }
  const sorted = Object.fromEntries(Object.entries(alt).sort(([a], [b]) => (a < b ? -1 : 1)));
  if (writeIfChanged(join(imagesDir, ALT_MANIFEST), JSON.stringify(sorted, null, 2) + '\n'))
    written += 1;
  const own = Object.fromEntries(Object.entries(covers).sort(([a], [b]) => (a < b ? -1 : 1)));
  if (writeIfChanged(join(imagesDir, COVERS_MANIFEST), JSON.stringify(own, null, 2) + '\n'))
    written += 1;
  for (const warning of warnings) console.warn(`warning: ${warning}`);
  console.log(
    `Artwork: ${images.length} images, ${ALT_MANIFEST} and ${COVERS_MANIFEST} (${written} files written); ` +
      `largest ${(largest.bytes / 1024).toFixed(1)} KB (${largest.file})`,
  );
}

main(
  process.argv[2] ? resolve(process.argv[2]) : undefined,
  process.argv[3] ? resolve(process.argv[3]) : undefined,
);
