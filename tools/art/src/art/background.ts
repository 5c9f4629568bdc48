/** Backdrops shared by every scene: sky, sun or moon, clouds, hills, walls, tables, papel picado. */
import type { DrawContext, TimeOfDay } from './context.ts';
import { COLOURS, accentAt, darken, lighten, mix } from './palette.ts';
import type { Colour } from './palette.ts';
import type { Point } from './svg.ts';
import {
  circle,
  d,
  ellipse,
  group,
  linearGradient,
  path,
  polygon,
  radialGradient,
  rect,
  ridgePath,
} from './svg.ts';

const SKY_STOPS: Record<TimeOfDay, ReadonlyArray<readonly [number, string]>> = {
  day: [
    [0, '#5aa6d6'],
    [0.7, '#bfe2f0'],
    [1, '#f3ead8'],
  ],
  morning: [
    [0, '#7fbfe0'],
    [0.6, '#f6d7b0'],
    [1, '#f7c08a'],
  ],
  dusk: [
    [0, '#2b3a67'],
    [0.45, '#b65a5a'],
    [0.8, '#ef8d3c'],
    [1, '#f2b544'],
  ],
  night: [
    [0, '#0f1530'],
    [0.7, '#2b3a67'],
    [1, '#44507e'],
  ],
};

export function sky(ctx: DrawContext): string {
  const id = ctx.id('sky');
  ctx.defs.push(linearGradient(id, SKY_STOPS[ctx.time]));
  return rect(0, 0, ctx.canvas.width, ctx.canvas.height, `url(#${id})`);
}

/** Sun by day, a low big sun at dusk and morning, a moon and stars at night. */
export function celestial(ctx: DrawContext, x?: number, y?: number): string {
  const { rng, canvas } = ctx;
  const cx = x ?? rng.range(canvas.width * 0.12, canvas.width * 0.88);
  if (ctx.time === 'night') {
    const cy = y ?? rng.range(90, 200);
    return group([
      stars(ctx),
      circle(cx, cy, 46, '#f7efe2'),
      circle(cx + 18, cy - 10, 40, '#1c2446', { opacity: 0.55 }),
    ]);
  }
  const low = ctx.time !== 'day';
  const cy = y ?? (low ? canvas.horizon - rng.range(60, 140) : rng.range(100, 190));
  const radius = low ? 78 : 56;
  const glowId = ctx.id('glow');
  ctx.defs.push(
    radialGradient(glowId, [
      [0, '#fff3c4', 0.9],
      [1, '#fff3c4', 0],
    ]),
  );
  const core = low ? '#f9c74f' : '#fff0b3';
  return group([circle(cx, cy, radius * 2.6, `url(#${glowId})`), circle(cx, cy, radius, core)]);
}

export function stars(ctx: DrawContext, count = 40): string {
  const { rng, canvas } = ctx;
  const dots: string[] = [];
  for (let index = 0; index < count; index += 1) {
    const x = rng.range(0, canvas.width);
    const y = rng.range(0, canvas.horizon * 0.75);
    dots.push(circle(x, y, rng.range(1.2, 3.2), '#fdf3d7', { opacity: rng.range(0.5, 1) }));
  }
  return group(dots);
}

export function cloud(x: number, y: number, scale: number, colour: Colour = '#ffffff'): string {
  const puffs = [
    ellipse(x, y, 70 * scale, 26 * scale, colour),
    circle(x - 30 * scale, y - 14 * scale, 28 * scale, colour),
    circle(x + 10 * scale, y - 24 * scale, 36 * scale, colour),
    circle(x + 44 * scale, y - 8 * scale, 24 * scale, colour),
  ];
  return group(puffs, { opacity: 0.9 });
}

export function clouds(ctx: DrawContext, count?: number): string {
  if (ctx.time === 'night') return '';
  const { rng, canvas } = ctx;
  const total = count ?? rng.int(1, 3);
  const colour = ctx.time === 'dusk' ? '#f6c1a0' : '#ffffff';
  const shapes: string[] = [];
  for (let index = 0; index < total; index += 1) {
    const x = (canvas.width / total) * (index + rng.range(0.2, 0.8));
    shapes.push(cloud(x, rng.range(70, canvas.horizon * 0.45), rng.range(0.7, 1.3), colour));
  }
  return group(shapes);
}

export function birds(ctx: DrawContext, count = 3): string {
  if (ctx.time === 'night') return '';
  const { rng, canvas } = ctx;
  const marks: string[] = [];
  const originX = rng.range(canvas.width * 0.2, canvas.width * 0.8);
  const originY = rng.range(110, 220);
  for (let index = 0; index < count; index += 1) {
    const x = originX + rng.range(-120, 120);
    const y = originY + rng.range(-40, 40);
    const span = rng.range(10, 18);
    marks.push(
      path(
        d(
          'M',
          x - span,
          y,
          'Q',
          x - span / 2,
          y - span / 1.5,
          x,
          y,
          'Q',
          x + span / 2,
          y - span / 1.5,
          x + span,
          y,
        ),
        'none',
        {
          stroke: COLOURS.indigo,
          'stroke-width': 3,
          'stroke-linecap': 'round',
          opacity: 0.7,
        },
      ),
    );
  }
  return group(marks);
}

/** Tints a landscape colour for the time of day. */
export function tint(ctx: DrawContext, colour: Colour): Colour {
  if (ctx.time === 'night') return mix(colour, COLOURS.indigo, 0.65);
  if (ctx.time === 'dusk') return mix(colour, '#7a3b52', 0.35);
  if (ctx.time === 'morning') return mix(colour, '#f0b27a', 0.12);
  return colour;
}

export type Terrain = 'green' | 'desert' | 'mountain';

const HILL_COLOURS: Record<Terrain, readonly [Colour, Colour, Colour]> = {
  green: ['#9fc3a7', '#5e9e78', '#2f7d62'],
  desert: ['#e2b98f', '#cf8f62', '#b8693f'],
  mountain: ['#a7b3cf', '#7d8cb5', '#56679a'],
};

/** A ridge of gentle hills spanning the canvas. */
export function ridge(
  ctx: DrawContext,
  baseY: number,
  amplitude: number,
  colour: Colour,
  peaks = 5,
): string {
  const { rng, canvas } = ctx;
  const points: Point[] = [];
  for (let index = 0; index <= peaks * 2; index += 1) {
    const x = (canvas.width / (peaks * 2)) * index;
    const lift = index % 2 === 0 ? rng.range(0.1, 0.5) : rng.range(0.6, 1);
    points.push([x, baseY - amplitude * lift]);
  }
  return path(ridgePath(points, canvas.height), tint(ctx, colour));
}

/** Three layers of hills behind the horizon. */
export function hills(ctx: DrawContext, terrain: Terrain = 'green'): string {
  const [far, middle, near] = HILL_COLOURS[terrain];
  const horizon = ctx.canvas.horizon;
  return group([
    ridge(ctx, horizon - 40, terrain === 'mountain' ? 260 : 170, far, 3),
    ridge(ctx, horizon + 10, 130, middle, 4),
    ridge(ctx, horizon + 60, 80, near, 6),
  ]);
}

/** A flat ground band from the horizon down. */
export function ground(ctx: DrawContext, colour: Colour, top = ctx.canvas.horizon): string {
  return rect(0, top, ctx.canvas.width, ctx.canvas.height - top, tint(ctx, colour));
}

export function sea(ctx: DrawContext, top: number, colour: Colour = COLOURS.sea): string {
  const { canvas, rng } = ctx;
  const id = ctx.id('sea');
  ctx.defs.push(
    linearGradient(id, [
      [0, tint(ctx, colour)],
      [1, tint(ctx, COLOURS.turquoise)],
    ]),
  );
  const waves: string[] = [];
  for (let row = 0; row < 5; row += 1) {
    const y = top + 20 + row * 28;
    const offset = rng.range(0, 120);
    for (let x = -offset; x < canvas.width; x += rng.range(140, 220)) {
      waves.push(
        path(d('M', x, y, 'q', 18, -8, 36, 0), 'none', {
          stroke: '#ffffff',
          'stroke-width': 3,
          opacity: 0.45,
          'stroke-linecap': 'round',
        }),
      );
    }
  }
  return group([rect(0, top, canvas.width, canvas.height - top, `url(#${id})`), ...waves]);
}

/** A row of papel picado flags hanging on a string across the top. */
export function papelPicado(ctx: DrawContext, y = 40, sag = 30, flagWidth = 90): string {
  const { canvas, palette } = ctx;
  const count = Math.ceil(canvas.width / (flagWidth + 14));
  const string = path(d('M', 0, y, 'Q', canvas.width / 2, y + sag * 2, canvas.width, y), 'none', {
    stroke: COLOURS.ink,
    'stroke-width': 2,
    opacity: 0.6,
  });
  const flags: string[] = [string];
  for (let index = 0; index < count; index += 1) {
    const x = index * (flagWidth + 14) + 7;
    const t = (x + flagWidth / 2) / canvas.width;
    const top = y + sag * 2 * 2 * t * (1 - t);
    flags.push(papelFlag(x, top, flagWidth, accentAt(palette, index)));
  }
  return group(flags);
}

function papelFlag(x: number, y: number, width: number, colour: Colour): string {
  const height = width * 1.1;
  const teeth = 6;
  const edge: string[] = [];
  for (let index = 0; index <= teeth; index += 1) {
    const tx = x + width - (width / teeth) * index;
    edge.push(`L${Math.round(tx)},${Math.round(y + height - (index % 2 === 0 ? 0 : 10))}`);
  }
  const cx = x + width / 2;
  const cy = y + height * 0.45;
  const hole = lighten(colour, 0.85);
  return group([
    path(`M${x},${y} L${x + width},${y} ${edge.join(' ')} Z`, colour),
    circle(cx, cy, width * 0.16, hole, { opacity: 0.85 }),
    polygon(
      [
        [cx, cy - width * 0.32],
        [cx + 8, cy - width * 0.2],
        [cx - 8, cy - width * 0.2],
      ],
      hole,
      { opacity: 0.85 },
    ),
    polygon(
      [
        [cx - width * 0.34, cy],
        [cx - width * 0.22, cy - 7],
        [cx - width * 0.22, cy + 7],
      ],
      hole,
      { opacity: 0.85 },
    ),
    polygon(
      [
        [cx + width * 0.34, cy],
        [cx + width * 0.22, cy - 7],
        [cx + width * 0.22, cy + 7],
      ],
      hole,
      { opacity: 0.85 },
    ),
    rect(x + 8, y + height * 0.78, width - 16, 4, hole, { opacity: 0.7 }),
  ]);
}

/** A plastered wall with a talavera tile band and a table top: the stage for still lifes. */
export function tabletop(ctx: DrawContext, tableTop = 560): string {
  const { canvas, palette } = ctx;
  const tileId = ctx.id('tile');
  const tileColour =
    accentAt(palette, 0) === COLOURS.marigold ? COLOURS.indigo : accentAt(palette, 0);
  ctx.defs.push(
    `<pattern id="${tileId}" width="60" height="60" patternUnits="userSpaceOnUse">` +
      rect(0, 0, 60, 60, COLOURS.white) +
      circle(30, 30, 12, tileColour) +
      circle(30, 30, 5, COLOURS.marigold) +
      path(
        'M0,0 L12,0 L0,12 Z M60,0 L48,0 L60,12 Z M0,60 L12,60 L0,48 Z M60,60 L48,60 L60,48 Z',
        tileColour,
      ) +
      rect(0, 0, 60, 60, 'none', {
        stroke: darken(tileColour, 0.1),
        'stroke-width': 1,
        opacity: 0.4,
      }) +
      '</pattern>',
  );
  const table = darken(COLOURS.wood, -0.1);
  return group([
    rect(0, 0, canvas.width, canvas.height, palette.backdrop),
    rect(0, tableTop - 150, canvas.width, 120, `url(#${tileId})`),
    rect(0, tableTop - 34, canvas.width, 6, darken(palette.backdrop, 0.15)),
    rect(0, tableTop, canvas.width, canvas.height - tableTop, table),
    rect(0, tableTop, canvas.width, 14, lighten(table, 0.2)),
  ]);
}

/** A woven sarape runner across the table. */
export function sarape(ctx: DrawContext, y: number, height = 110): string {
  const { canvas, palette } = ctx;
  const bands: string[] = [];
  const colours = [
    accentAt(palette, 0),
    COLOURS.cream,
    accentAt(palette, 1),
    COLOURS.rosa,
    accentAt(palette, 2),
    COLOURS.indigo,
  ];
  let offset = 0;
  let index = 0;
  while (offset < height) {
    const band = index % 2 === 0 ? 18 : 7;
    bands.push(
      rect(
        0,
        y + offset,
        canvas.width,
        Math.min(band, height - offset),
        colours[index % colours.length] ?? COLOURS.cream,
      ),
    );
    offset += band;
    index += 1;
  }
  return group(bands);
}

export function vignette(ctx: DrawContext): string {
  const id = ctx.id('vignette');
  ctx.defs.push(
    radialGradient(id, [
      [0.6, '#000000', 0],
      [1, '#1a1020', 0.22],
    ]),
  );
  return rect(0, 0, ctx.canvas.width, ctx.canvas.height, `url(#${id})`);
}
