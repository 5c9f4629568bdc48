// Writes the display font's core file, apps/web/src/assets/fonts/fraunces-700-core.woff2, and
// prints the `unicode-range` that styles/fonts.css declares for it (decision 0015, item 7). Run it
// again after changing CORE_TEXT or the @fontsource/fraunces version:
//   node apps/web/scripts/subset-display-font.mjs
//
// Why: the core file is on every page's path to its largest paint, on a connection of its own
// (fonts are fetched in CORS mode). @fontsource's bold latin file is 18.2 KB, a little over what
// TCP sends in its first round trip (10 segments, about 14.6 KB), so it took two. The core holds
// the characters of English and Spanish headings (about 12.9 KB, one round trip); the rest of
// latin stays in @fontsource's file, which the browser fetches only for a heading that needs it.
import { createRequire } from 'node:module';
import { readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import subsetFont from 'subset-font';

const require = createRequire(import.meta.url);
const SOURCE = require.resolve('@fontsource/fraunces/files/fraunces-latin-700-normal.woff2');
const TARGET = fileURLToPath(
  new URL('../src/assets/fonts/fraunces-700-core.woff2', import.meta.url),
);

const PRINTABLE_ASCII = Array.from({ length: 0x7f - 0x20 }, (_, i) =>
  String.fromCharCode(0x20 + i),
);
/** Spanish letters and marks, a no-break space, and typographic punctuation. */
const CORE_TEXT = [...PRINTABLE_ASCII, ...'áéíóúñüÁÉÍÓÚÑÜ¿¡«»°ºª·', '\u00a0', ...'‘’“”–—…•€×'].join(
  '',
);

/** `U+0020-007E, U+00A0-00A1, …` for the code points of `text`. */
function unicodeRange(text) {
  const points = [...new Set([...text].map((c) => c.codePointAt(0)))].sort((a, b) => a - b);
  const ranges = [];
  for (const point of points) {
    const last = ranges.at(-1);
    if (last && last[1] === point - 1) last[1] = point;
    else ranges.push([point, point]);
  }
  const hex = (n) => n.toString(16).toUpperCase().padStart(4, '0');
  return ranges.map(([a, b]) => (a === b ? `U+${hex(a)}` : `U+${hex(a)}-${hex(b)}`)).join(', ');
}

const core = await subsetFont(readFileSync(SOURCE), CORE_TEXT, { targetFormat: 'woff2' });
writeFileSync(TARGET, core);
console.log(`${TARGET}: ${core.length} bytes`);
console.log(`unicode-range: ${unicodeRange(CORE_TEXT)};`);
