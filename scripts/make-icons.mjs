// Renders the app's install icons (web app manifest) from their SVG sources in
// apps/web/public/icons: PNG at 192 and 512 pixels, plus the maskable 512. The PNGs are committed;
// run `node scripts/make-icons.mjs` after changing an SVG.
import { readFileSync, writeFileSync } from 'node:fs';
import { Resvg } from '@resvg/resvg-js';

const dir = new URL('../apps/web/public/icons/', import.meta.url);
const renders = [
  ['icon.svg', 'icon-192.png', 192],
  ['icon.svg', 'icon-512.png', 512],
  ['icon-maskable.svg', 'icon-maskable-512.png', 512],
  ['icon.svg', 'apple-touch-icon.png', 180],
];
for (const [source, target, size] of renders) {
  const svg = readFileSync(new URL(source, dir));
  const png = new Resvg(svg, { fitTo: { mode: 'width', value: size } }).render().asPng();
  writeFileSync(new URL(target, dir), png);
  console.log(`${target}: ${size}×${size}, ${png.length} bytes`);
}
