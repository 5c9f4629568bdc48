// Prints the fallback @font-face overrides for the app's two web fonts (see
// docs/decisions/0015-self-hosted-fonts-and-first-load-budget.md). Run it again after changing a font:
//   node apps/web/scripts/font-fallback-metrics.mjs
// and copy its lines into apps/web/src/styles/fonts.css.
//
// The method is Capsize's (and Next.js's): scale the local fallback so its average character width,
// weighted by letter frequency in English text, matches the web font's; then express the web font's
// ascent, descent and line gap in that scaled em, so a line of fallback text takes the same box as
// the web font's and the swap moves nothing.
import { createRequire } from 'node:module';
import { fromFile } from '@capsizecss/unpack/fs';

/**
 * The two local fonts' metrics this method needs, as Capsize's metrics package gives them
 * (@capsizecss/metrics 4.3.0, `arial` and `georgia`). Kept here rather than installing that
 * package, which holds every Google font's metrics (173 MB) for these four numbers.
 */
const arial = { unitsPerEm: 2048, subsets: { latin: { xWidthAvg: 913 } } };
const georgia = { unitsPerEm: 2048, subsets: { latin: { xWidthAvg: 913 } } };

const require = createRequire(import.meta.url);
const PAIRS = [
  {
    family: 'Inter Fallback',
    local: ['Arial', 'Liberation Sans', 'Arimo'],
    fallback: arial,
    file: require.resolve('@fontsource-variable/inter/files/inter-latin-wght-normal.woff2'),
  },
  {
    family: 'Fraunces Fallback',
    local: ['Georgia'],
    fallback: georgia,
    file: require.resolve('@fontsource/fraunces/files/fraunces-latin-700-normal.woff2'),
  },
];

const percent = (value) => `${(value * 100).toFixed(2)}%`;

for (const { family, local, fallback, file } of PAIRS) {
  // For Inter's variable file fontkit measures its default instance (weight 400), the weight of
  // running text; Fraunces is measured in its one weight, bold.
  const font = await fromFile(file);
  const sizeAdjust =
    font.subsets.latin.xWidthAvg /
    font.unitsPerEm /
    (fallback.subsets.latin.xWidthAvg / fallback.unitsPerEm);
  const scaledEm = font.unitsPerEm * sizeAdjust;
  console.log(`@font-face {
  font-family: '${family}';
  src: ${local.map((name) => `local('${name}')`).join(', ')};
  size-adjust: ${percent(sizeAdjust)};
  ascent-override: ${percent(font.ascent / scaledEm)};
  descent-override: ${percent(Math.abs(font.descent) / scaledEm)};
  line-gap-override: ${percent(font.lineGap / scaledEm)};
}`);
}
