/**
 * A quick look at one city's pictures without a browser: composes them as `npm run art` would
 * (writing nothing into the dataset) and renders a numbered grid to PNG with resvg.
 *
 *   npx tsx tools/art/src/preview.ts <city-folder> [kind] [out.png]
 *
 * kind is spot (the default), tour, event, post or city. Prints each number with its file, scene
 * key and alt text, so the grid can be checked against its words. The contact sheets
 * (contact-sheet.ts) are the full review, in Chromium.
 */
import { writeFileSync } from 'node:fs';
import { Resvg } from '@resvg/resvg-js';
import { DEFAULT_DATA_DIR } from '@sendero/content';
import { generate } from './generate.ts';

const COLUMNS = 4;
const CELL = { width: 480, height: 320, gap: 8 };

function main([city, kind = 'spot', out = `/tmp/art-preview-${city ?? ''}-${kind}.png`]: string[]) {
  if (!city) throw new Error('usage: preview.ts <city-folder> [kind] [out.png]');
  const generation = generate(DEFAULT_DATA_DIR);
  const images = generation.images.filter((image) => image.city === city && image.kind === kind);
  if (images.length === 0) throw new Error(`no ${kind} images for ${city}`);
  const cells = images.map((image, index) => {
    const x = (index % COLUMNS) * (CELL.width + CELL.gap);
    const y = Math.floor(index / COLUMNS) * (CELL.height + CELL.gap);
    // Each picture becomes a nested <svg> placed in its cell; its viewBox keeps its own drawing.
    const inner = image.svg.replace(
      /^<svg\b[^>]*?viewBox="([^"]*)"[^>]*>/,
      (_, viewBox: string) =>
        `<svg xmlns="http://www.w3.org/2000/svg" viewBox="${viewBox}" x="${x}" y="${y}" width="${CELL.width}" height="${CELL.height}">`,
    );
    const label = `<rect x="${x}" y="${y}" width="44" height="36" fill="#000"/><text x="${x + 8}" y="${y + 27}" font-size="26" font-family="sans-serif" fill="#fff">${index + 1}</text>`;
    return inner + label;
  });
  const rows = Math.ceil(images.length / COLUMNS);
  const width = COLUMNS * (CELL.width + CELL.gap);
  const height = rows * (CELL.height + CELL.gap);
  const sheet = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}"><rect width="100%" height="100%" fill="#f4f1ea"/>${cells.join('')}</svg>`;
  const png = new Resvg(sheet, { font: { loadSystemFonts: true } }).render().asPng();
  writeFileSync(out, png);
  images.forEach((image, index) =>
    console.log(`${index + 1}. ${image.file}\n   key: ${image.key}\n   alt: ${image.alt}`),
  );
  for (const warning of generation.warnings) console.log(`warning: ${warning}`);
  console.log(`→ ${out}`);
}

main(process.argv.slice(2));
