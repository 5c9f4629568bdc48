/**
 * The generator is deterministic: the same dataset gives the same bytes, in this process and in a
 * fresh one writing to disk, and every image is a safe SVG whose alt text is its own.
 */
import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { readDataset } from '@sendero/content';
import { generate, generateFromDataset } from './generate.ts';
import type { Generation } from './generate.ts';

const ROOT = resolve(fileURLToPath(new URL('../../..', import.meta.url)));
const FIXTURE_DATA = join(ROOT, 'packages/content/test/fixtures/basic/data');
const CLI = join(ROOT, 'tools/art/src/generate-art.ts');

function hashGeneration(generation: Generation): string {
  const hash = createHash('sha256');
  for (const image of [...generation.images].sort((a, b) => (a.file < b.file ? -1 : 1)))
    hash.update(`${image.file}\n${image.svg}\n`);
  hash.update(JSON.stringify(generation.alt));
  return hash.digest('hex');
}

function hashTree(dir: string): string {
  const hash = createHash('sha256');
  const walk = (folder: string): string[] =>
    readdirSync(folder)
      .sort()
      .flatMap((name) => {
        const path = join(folder, name);
        return statSync(path).isDirectory() ? walk(path) : [path];
      });
  for (const path of walk(dir))
    hash.update(`${relative(dir, path)}\n${readFileSync(path, 'utf8')}\n`);
  return hash.digest('hex');
}

const temporary: string[] = [];
afterAll(() => temporary.forEach((dir) => rmSync(dir, { recursive: true, force: true })));

function runCli(): string {
  const out = mkdtempSync(join(tmpdir(), 'sendero-art-'));
  temporary.push(out);
  execFileSync(process.execPath, ['--import', 'tsx', CLI, FIXTURE_DATA, out], {
    cwd: ROOT,
    stdio: 'ignore',
  });
  return out;
}

describe('the art generator', () => {
  const first = generate(FIXTURE_DATA);

  it('gives the same bytes for the same fixture dataset, twice in one process', () => {
    expect(hashGeneration(generate(FIXTURE_DATA))).toBe(hashGeneration(first));
  });

  it('writes the same files from two fresh processes', () => {
    const a = runCli();
    const b = runCli();
    expect(hashTree(a)).toBe(hashTree(b));
    const alt = JSON.parse(readFileSync(join(a, 'alt.json'), 'utf8')) as Record<string, string>;
    expect(alt).toEqual(first.alt);
    for (const image of first.images)
      expect(readFileSync(join(a, image.file), 'utf8')).toBe(image.svg);
  });

  it('draws every reference as a safe SVG whose <desc> is its alt text (≤ 200 characters)', () => {
    expect(first.images.length).toBeGreaterThan(5);
    for (const image of first.images) {
      expect(image.svg).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg"[^>]*>/);
      expect(image.svg.trimEnd().endsWith('</svg>')).toBe(true);
      expect(image.svg).not.toMatch(/<script|<image|href=|data:/i);
      expect(image.alt.length).toBeGreaterThan(20);
      expect(image.alt.length).toBeLessThanOrEqual(200);
      const desc = /<desc>([^<]*)<\/desc>/.exec(image.svg)?.[1] ?? '';
      expect(desc.replace(/&apos;/g, "'").replace(/&amp;/g, '&')).toBe(image.alt);
    }
  });

  it('draws a destination from its own scene and says so', () => {
    const oaxaca = first.images.find((image) => image.file === 'cities/oaxaca.svg');
    expect(oaxaca?.key).toBe('city:oaxaca');
    expect(oaxaca?.alt).toMatch(/Santo Domingo/);
  });

  it('gives a tour that borrows another picture its own, listed in covers', () => {
    const dataset = readDataset(FIXTURE_DATA);
    const oaxaca = dataset.cities.find((entry) => entry.folder === 'oaxaca');
    const tour = oaxaca?.tours[0];
    if (!oaxaca || !tour) throw new Error('the fixture has an Oaxaca tour');
    const borrowed = { ...tour, slug: 'a-new-tour', title: 'A New Mezcal Tour' };
    const generation = generateFromDataset({
      ...dataset,
      cities: dataset.cities.map((entry) =>
        entry === oaxaca ? { ...entry, tours: [...entry.tours, borrowed] } : entry,
      ),
    });
    expect(generation.covers['tour:oaxaca/a-new-tour']).toBe('tours/oaxaca/a-new-tour.svg');
    const own = generation.images.find((image) => image.file === 'tours/oaxaca/a-new-tour.svg');
    expect(own?.svg).toContain('<title>A New Mezcal Tour</title>');
    expect(generation.alt['tours/oaxaca/a-new-tour.svg']).toBe(own?.alt);
  });
});
