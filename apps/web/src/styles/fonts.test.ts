import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { create, type Font } from 'fontkitten';
import { describe, expect, it } from 'vitest';

/**
 * Fraunces' core file (decision 0015, item 7) is cut by scripts/subset-display-font.mjs, and
 * fonts.css declares its characters by hand: the two must say the same, or a heading's letter would
 * be asked of a file that lacks it (drawn in the fallback) or fetched from the larger file for
 * nothing.
 */
// (jsdom's URL would not resolve a file: address; the module's own path is joined instead.)
const here = dirname(fileURLToPath(import.meta.url));
const css = readFileSync(join(here, 'fonts.css'), 'utf8');
const coreFile = readFileSync(join(here, '../assets/fonts/fraunces-700-core.woff2'));

/** The code points of a `unicode-range` value: `U+0020-007E, U+00A0, …`. */
function codePoints(range: string): number[] {
  return range.split(',').flatMap((part) => {
    const [from, to = from] = part.trim().replace(/^U\+/i, '').split('-');
    const start = parseInt(from!, 16);
    const end = parseInt(to!, 16);
    return Array.from({ length: end - start + 1 }, (_, i) => start + i);
  });
}

function oneFont(file: Buffer): Font {
  const font = create(file);
  if (!('characterSet' in font)) throw new Error('a font collection, not one font');
  return font;
}

function faceDeclaring(file: string): string {
  const face = css.split('@font-face').find((block) => block.includes(file));
  if (!face) throw new Error(`no @font-face uses ${file}`);
  return face;
}

describe('the display font core', () => {
  const face = faceDeclaring('fraunces-700-core.woff2');
  const declared = codePoints(/unicode-range:([^;]+);/.exec(face)![1]!);
  const font = oneFont(coreFile);

  it('is Fraunces Bold, declared as the bold face of the display family', () => {
    expect(font.familyName).toBe('Fraunces');
    expect(font.subfamilyName).toBe('Bold');
    expect(face).toContain("font-family: 'Fraunces'");
    expect(face).toContain('font-weight: 700');
  });

  it('holds exactly the characters fonts.css sends to it', () => {
    // Control characters and U+FFFF (the end marker of a format-4 cmap) are no text.
    const held = font.characterSet.filter((point) => point >= 0x20 && point !== 0xffff);
    expect([...held].sort((a, b) => a - b)).toEqual(declared);
  });

  it('covers English and Spanish headings', () => {
    for (const char of 'Aa Zz 09 ÁÉÍÓÚÑÜ áéíóúñü ¿¡ ‘’“” –— … €') {
      expect(declared, char).toContain(char.codePointAt(0));
    }
  });

  it('is declared after the latin file, so its characters are asked of it first', () => {
    expect(css.indexOf('fraunces-700-core.woff2')).toBeGreaterThan(
      css.indexOf('fraunces-latin-700-normal.woff2'),
    );
  });

  it('fits in one TCP round trip with its response headers (10 segments, about 14.6 KB)', () => {
    expect(coreFile.length).toBeLessThanOrEqual(13_000);
  });
});
