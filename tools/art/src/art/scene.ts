/** Turns a subject into a finished SVG document. */
import type { Canvas, DrawContext, TimeOfDay } from './context.ts';
import { makePalette } from './palette.ts';
import { createRng, hashString } from './random.ts';
import type { Rng } from './random.ts';
import { el, escapeXml } from './svg.ts';

export const CARD_CANVAS: Canvas = { width: 1200, height: 800, horizon: 520 };
export const HERO_CANVAS: Canvas = { width: 1600, height: 900, horizon: 560 };

export function createContext(
  seed: string,
  canvas: Canvas,
  time: TimeOfDay,
  rng: Rng = createRng(seed),
  hints = '',
): DrawContext {
  const prefix = `a${hashString(seed).toString(36)}`;
  return {
    rng,
    palette: makePalette(rng),
    canvas,
    time,
    hints,
    defs: [],
    notes: [],
    id: (name) => `${prefix}-${name}`,
  };
}

/** Wraps drawn layers in an <svg> with <title>, <desc> and the collected <defs>. */
export function svgDocument(
  ctx: DrawContext,
  title: string,
  alt: string,
  layers: readonly string[],
): string {
  const { width, height } = ctx.canvas;
  const clipId = ctx.id('frame');
  const head = [
    el('title', {}, escapeXml(title)),
    el('desc', {}, escapeXml(alt)),
    el('defs', {}, [...ctx.defs, el('clipPath', { id: clipId }, el('rect', { width, height }))]),
  ];
  const body = el(
    'g',
    { 'clip-path': `url(#${clipId})` },
    layers.filter((layer) => layer !== ''),
  );
  return (
    el(
      'svg',
      {
        xmlns: 'http://www.w3.org/2000/svg',
        viewBox: `0 0 ${width} ${height}`,
        width,
        height,
        role: 'img',
        'aria-label': title,
        preserveAspectRatio: 'xMidYMid slice',
      },
      [...head, body],
    ) + '\n'
  );
}
