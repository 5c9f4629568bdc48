/**
 * Contact sheets: every image of one city (and one sheet for the hero slides and the placeholder)
 * on one HTML page with its alt text underneath, rendered to PNG with headless Chromium, so a
 * reviewer can see the pictures together and check each against its words.
 *
 *   npx tsx tools/art/src/contact-sheet.ts [city-folder …]
 *
 * Writes tools/art/contact-sheets/<city>.html and <city>.png (git-ignored). Set CHROMIUM_PATH to
 * use another browser; with SKIP_PNG=1 only the HTML pages are written.
 */
import { execFileSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { DEFAULT_DATA_DIR, DEFAULT_IMAGES_DIR } from '@sendero/content';
import { escapeXml } from './art/svg.ts';
import { generate } from './generate.ts';
import type { GeneratedImage } from './generate.ts';

const OUT_DIR = resolve(fileURLToPath(new URL('..', import.meta.url)), 'contact-sheets');
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const COLUMNS = 4;
const CELL_WIDTH = 360;
const CELL_HEIGHT = 330;

function page(title: string, images: readonly GeneratedImage[]): string {
  const cells = images
    .map(
      (image) =>
        `<figure><img src="file://${join(DEFAULT_IMAGES_DIR, image.file)}" alt=""><figcaption>` +
        `<b>${escapeXml(image.file)}</b><br>${escapeXml(image.alt)}</figcaption></figure>`,
    )
    .join('\n');
  return `<!doctype html><meta charset="utf-8"><title>${escapeXml(title)}</title>
<style>
body { margin: 12px; font: 11px/1.3 system-ui, sans-serif; background: #f4f1ea; }
h1 { font-size: 16px; margin: 0 0 8px; }
main { display: grid; grid-template-columns: repeat(${COLUMNS}, ${CELL_WIDTH - 12}px); gap: 12px; }
figure { margin: 0; height: ${CELL_HEIGHT - 12}px; overflow: hidden; }
img { width: 100%; aspect-ratio: 3 / 2; object-fit: cover; display: block; border: 1px solid #ccc; }
</style>
<h1>${escapeXml(title)} — ${images.length} images</h1>
<main>${cells}</main>
`;
}

function main(only: readonly string[]): void {
  const { images } = generate(DEFAULT_DATA_DIR);
  const groups = new Map<string, GeneratedImage[]>();
  for (const image of images) {
    const name = image.city ?? 'hero-and-placeholder';
    groups.set(name, [...(groups.get(name) ?? []), image]);
  }
  mkdirSync(OUT_DIR, { recursive: true });
  for (const [name, group] of groups) {
    if (only.length > 0 && !only.includes(name)) continue;
    const html = join(OUT_DIR, `${name}.html`);
    writeFileSync(html, page(name, group));
    if (process.env.SKIP_PNG === '1') continue;
    const rows = Math.ceil(group.length / COLUMNS);
    const height = 50 + rows * (CELL_HEIGHT + 4);
    // One browser at a time: the machine is shared.
    execFileSync(
      CHROMIUM,
      [
        '--headless',
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--hide-scrollbars',
        `--screenshot=${join(OUT_DIR, `${name}.png`)}`,
        `--window-size=${COLUMNS * CELL_WIDTH + 24},${height}`,
        `file://${html}`,
      ],
      { stdio: 'ignore' },
    );
    console.log(`${name}: ${group.length} images → ${join(OUT_DIR, `${name}.png`)}`);
  }
}

main(process.argv.slice(2));
