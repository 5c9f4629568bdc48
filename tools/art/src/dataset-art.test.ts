/**
 * The shipped pictures: what `npm run art` draws from the real dataset is what is committed (so a
 * change to the data or to a drawing cannot leave a stale picture or alt text behind), and every
 * spot is a picture of its own subject, told in words no other spot's picture shares.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { DEFAULT_DATA_DIR, DEFAULT_IMAGES_DIR } from '@sendero/content';
import { generate } from './generate.ts';

const generation = generate(DEFAULT_DATA_DIR);
const spots = generation.images.filter((image) => image.kind === 'spot');
const readJson = (file: string): unknown =>
  JSON.parse(readFileSync(join(DEFAULT_IMAGES_DIR, file), 'utf8'));

/** Words too small to make a phrase repeat ("of the", "a", "and"). */
const SMALL_WORDS = new Set(
  'a an and at by for from in into its of on or over the to under with'.split(' '),
);

/** The pairs of neighbouring content words an alt text says more than once. */
function repeatedPhrases(alt: string): string[] {
  const words = alt.toLowerCase().match(/[\p{L}']+/gu) ?? [];
  const pairs = words
    .slice(1)
    .map((word, index) => [words[index] ?? '', word] as const)
    .filter(([first, second]) => !SMALL_WORDS.has(first) && !SMALL_WORDS.has(second))
    .map((pair) => pair.join(' '));
  return [...new Set(pairs.filter((pair, index) => pairs.indexOf(pair) !== index))];
}

describe('the shipped pictures', () => {
  it('are what the generator draws from the dataset, with its alt texts and covers', () => {
    const stale = generation.images
      .filter((image) => readFileSync(join(DEFAULT_IMAGES_DIR, image.file), 'utf8') !== image.svg)
      .map((image) => image.file);
    expect(stale, 'run `npm run art` and commit packages/content/images').toEqual([]);
    expect(readJson('alt.json')).toEqual(generation.alt);
    expect(readJson('covers.json')).toEqual(generation.covers);
    expect(generation.warnings).toEqual([]);
  });

  it('draw every spot as its own landmark, not a generic scene', () => {
    expect(spots.length).toBeGreaterThanOrEqual(178);
    const generic = spots.filter((image) => !image.key.startsWith('landmark:'));
    expect(generic.map((image) => image.file)).toEqual([]);
  });

  it('give no two spots in México the same scene or the same alt text', () => {
    const scenes = spots.map((image) => image.key.split('|')[0]);
    expect(scenes.filter((scene, index) => scenes.indexOf(scene) !== index)).toEqual([]);
    const alts = spots.map((image) => image.alt);
    expect(alts.filter((alt, index) => alts.indexOf(alt) !== index)).toEqual([]);
  });

  it('never repeat a phrase within one alt text', () => {
    const repeating = generation.images
      .map((image) => ({ file: image.file, repeated: repeatedPhrases(image.alt) }))
      .filter(({ repeated }) => repeated.length > 0);
    expect(repeating).toEqual([]);
  });
});
