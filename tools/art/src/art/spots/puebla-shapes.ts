/**
 * Puebla's spot drawings. Outdoor subjects are drawn around their bottom centre (0, 0) with
 * negative y going up, so the setting can place them; indoor ones fill the whole 1200×800 card.
 */
import { celestial, clouds, papelPicado, sky, tint } from '../background.ts';
import type { DrawContext } from '../context.ts';
import { arch, domeOutline } from '../architecture.ts';
import { agave, peak } from '../nature.ts';
import { tortillaBasket } from '../objects.ts';
import { COLOURS, darken, lighten, wallAt } from '../palette.ts';
import type { Colour } from '../palette.ts';
import { catedralPuebla, dome } from '../silhouettes.ts';
import type { Point } from '../svg.ts';
import { circle, d, ellipse, group, line, path, place, polygon, rect } from '../svg.ts';

const INK = COLOURS.ink;
const TALAVERA_BLUE = '#2d5fa8';

/** A Talavera tile pattern (white ground, blue diamond, yellow heart) for walls and fronts. */
function talaveraTiles(ctx: DrawContext, name: string, size = 40): string {
  const id = ctx.id(name);
  const h = size / 2;
  ctx.defs.push(
    `<pattern id="${id}" width="${size}" height="${size}" patternUnits="userSpaceOnUse">` +
      rect(0, 0, size, size, tint(ctx, '#fbf7ee')) +
      polygon(
        [
          [h, 3],
          [size - 3, h],
          [h, size - 3],
          [3, h],
        ],
        tint(ctx, TALAVERA_BLUE),
      ) +
      circle(h, h, size * 0.14, tint(ctx, '#f2a900')) +
      rect(0, 0, size, size, 'none', { stroke: tint(ctx, '#c9c2b2'), 'stroke-width': 1 }) +
      '</pattern>',
  );
  return `url(#${id})`;
}

// ——— Biblioteca Palafoxiana: a long vaulted hall seen from its door ———

/** The far end of the hall, on the lines that meet at the vanishing point (600, 380). */
const FAR = { left: 380, right: 820, top: 285, bottom: 534 } as const;
const NEAR = { top: 120, bottom: 800 } as const;
/** Bay edges along the hall, closer together as they recede. */
const DEPTHS = Array.from({ length: 13 }, (_, k) => (k === 12 ? 1 : 1 - 0.78 ** k));
const TIERS = [
  [0.06, 0.34],
  [0.37, 0.64],
  [0.67, 0.93],
] as const;
const BINDINGS = ['#c9a46a', '#e6d3a8', '#a8763f', '#d8b77a', '#8a5a32'] as const;

/** A point on a side wall at depth t (0 near, 1 far) and height f (0 cornice, 1 floor). */
function wallPoint(t: number, f: number, side: 1 | -1): Point {
  const x = FAR.left * t;
  const top = NEAR.top + (FAR.top - NEAR.top) * t;
  const bottom = NEAR.bottom + (FAR.bottom - NEAR.bottom) * t;
  return [side === 1 ? x : 1200 - x, top + (bottom - top) * f];
}

function wallQuad(t0: number, t1: number, f0: number, f1: number, side: 1 | -1, fill: Colour) {
  return polygon(
    [
      wallPoint(t0, f0, side),
      wallPoint(t1, f0, side),
      wallPoint(t1, f1, side),
      wallPoint(t0, f1, side),
    ],
    fill,
  );
}

function wallLine(f: number, side: 1 | -1, colour: Colour, width: number): string {
  const [x1, y1] = wallPoint(0, f, side);
  const [x2, y2] = wallPoint(1, f, side);
  return line(x1, y1, x2, y2, colour, width);
}

/** One side wall: three tiers of carved cedar shelves full of vellum and leather bindings. */
function shelvedWall(side: 1 | -1): string {
  const wood = '#5a3620';
  const parts: string[] = [wallQuad(0, 1, 0, 1, side, wood)];
  TIERS.forEach(([f0, f1], tier) => {
    for (let k = 0; k < DEPTHS.length - 1; k += 1) {
      const t0 = DEPTHS[k] ?? 0;
      const t1 = DEPTHS[k + 1] ?? 1;
      for (let j = 0; j < 3; j += 1) {
        const colour = BINDINGS[(k * 3 + j + tier * 2) % BINDINGS.length] ?? '#c9a46a';
        parts.push(
          wallQuad(t0 + ((t1 - t0) * j) / 3, t0 + ((t1 - t0) * (j + 1)) / 3, f0, f1, side, colour),
        );
      }
    }
    parts.push(
      wallLine(f0 + (f1 - f0) / 3, side, wood, 4),
      wallLine(f0 + ((f1 - f0) * 2) / 3, side, wood, 4),
    );
    for (const t of DEPTHS) {
      const [x1, y1] = wallPoint(t, f0, side);
      const [x2, y2] = wallPoint(t, f1, side);
      parts.push(line(x1, y1, x2, y2, wood, 2 + 12 * (1 - t)));
    }
    // The upper tiers are reached from galleries with wooden railings.
    if (tier < 2) {
      parts.push(wallQuad(0, 1, f1, f1 + 0.03, side, '#3e2414'));
      parts.push(wallLine(f1 - 0.045, side, '#3e2414', 6));
    }
  });
  parts.push(wallQuad(0, 1, 0, 0.05, side, '#c9a458'));
  return group(parts);
}

/** The white barrel vault with its ribs, receding to the far end. */
function vault(): string {
  const ribs = [0, 0.3, 0.55, 0.75, 0.9].map((t) => {
    const [xl, top] = wallPoint(t, 0, 1);
    return path(d('M', xl, top, 'Q', 600, top - (600 - xl) * 0.9, 1200 - xl, top), 'none', {
      stroke: '#d6cbb4',
      'stroke-width': 4 + 10 * (1 - t),
    });
  });
  return group([
    rect(0, 0, 1200, 800, '#efe7d6'),
    ...ribs,
    path(d('M', FAR.left, FAR.top, 'Q', 600, FAR.top - 200, FAR.right, FAR.top, 'Z'), '#e4d9c2'),
  ]);
}

/** The gilded altarpiece at the end of the hall, framing a painting of the Virgin. */
function altarpiece(): string {
  const gold = '#d4a437';
  return group([
    rect(FAR.left, FAR.top, FAR.right - FAR.left, FAR.bottom - FAR.top, '#e9dfcb'),
    arch(600, FAR.bottom, 240, 250, gold),
    arch(600, FAR.bottom - 20, 120, 170, '#6b2f3a'),
    path(d('M', 600, 376, 'L', 576, 470, 'L', 624, 470, 'Z'), '#2b4a8a'),
    circle(600, 366, 12, '#e8c8a0'),
    circle(600, 366, 20, 'none', { stroke: '#f7e08a', 'stroke-width': 4 }),
    ...[500, 700].map((x) => rect(x - 8, 310, 16, 224, '#f0c75e')),
    ...[470, 730].map((x) => rect(x - 6, 330, 12, 204, '#b8862a')),
  ]);
}

function hallFloor(): string {
  const lines = [-600, -360, -120, 120, 360, 600, 840, 1080].map((x) =>
    line(600 + x, 800, 600 + x * 0.367, FAR.bottom, '#8f5a38', 3),
  );
  const rows = DEPTHS.slice(1, 10).map((t) => {
    const y = NEAR.bottom + (FAR.bottom - NEAR.bottom) * t;
    return line(0, y, 1200, y, '#8f5a38', 2);
  });
  return group([
    polygon(
      [
        [0, 800],
        [FAR.left, FAR.bottom],
        [FAR.right, FAR.bottom],
        [1200, 800],
      ],
      '#b5794f',
    ),
    ...lines,
    ...rows,
  ]);
}

export function palafoxiana(): string[] {
  return [vault(), altarpiece(), hallFloor(), shelvedWall(1), shelvedWall(-1)];
}

// ——— Museo Amparo: the rooftop terrace and its view ———

/** A church dome tiled yellow and blue in the Puebla way, on its drum, with a lantern. */
function tiledDome(ctx: DrawContext, x: number, base: number, r: number): string {
  const yellow = tint(ctx, '#f2c230');
  const blue = tint(ctx, TALAVERA_BLUE);
  const ribs = [-0.66, -0.22, 0.22, 0.66].map((t) =>
    path(
      d('M', x + t * r, base - r * 0.4, 'Q', x + t * r * 0.9, base - r * 1.2, x, base - r * 1.45),
      'none',
      {
        stroke: blue,
        'stroke-width': r * 0.14,
      },
    ),
  );
  return group([
    rect(x - r * 0.92, base - r * 0.42, r * 1.84, r * 0.42, tint(ctx, '#efe3cf')),
    path(domeOutline(x, base, r), yellow),
    ...ribs,
    rect(x - r * 0.14, base - r * 1.66, r * 0.28, r * 0.26, tint(ctx, '#efe3cf')),
    circle(x, base - r * 1.7, r * 0.1, blue),
  ]);
}

function rooftops(ctx: DrawContext, base: number): string {
  const blocks: string[] = [];
  for (let x = -20; x < 1220; x += 0) {
    const width = ctx.rng.range(90, 150);
    const height = ctx.rng.range(50, 110);
    const wall = tint(ctx, wallAt(ctx.palette, blocks.length));
    blocks.push(rect(x, base - height, width + 2, height, wall));
    blocks.push(rect(x, base - height, width + 2, 8, lighten(wall, 0.25)));
    x += width;
  }
  return group(blocks);
}

function cafeTable(ctx: DrawContext): string {
  const metal = tint(ctx, '#4a4f55');
  const chair = (x: number, facing: 1 | -1) =>
    group([
      rect(x - 36, -110, 72, 10, metal),
      line(x - facing * 30, -110, x - facing * 34, -230, metal, 8),
      line(x - 30, -100, x - 34, 0, metal, 6),
      line(x + 30, -100, x + 34, 0, metal, 6),
    ]);
  return group([
    chair(-150, 1),
    chair(150, -1),
    rect(-6, -190, 12, 184, metal),
    ellipse(0, -4, 60, 10, metal),
    ellipse(0, -194, 120, 24, tint(ctx, '#fbf7ee')),
    rect(-20, -236, 34, 36, tint(ctx, COLOURS.white), { rx: 6 }),
    path(d('M', 14, -230, 'q', 18, 4, 0, 22), 'none', {
      stroke: tint(ctx, COLOURS.white),
      'stroke-width': 6,
    }),
    ellipse(0, -200, 40, 8, tint(ctx, '#e9e1cf')),
  ]);
}

/** Museo Amparo: its rooftop café looking over tiled domes to the cathedral and Popocatépetl. */
export function amparoTerrace(ctx: DrawContext): string[] {
  const rail = tint(ctx, '#7d858c');
  return [
    sky(ctx),
    celestial(ctx, 200, 140),
    clouds(ctx, 2),
    place(900, 520, 1, [peak(640, 290, tint(ctx, '#7d8cb5'), true)]),
    place(260, 520, 1, [peak(520, 140, tint(ctx, '#8c9bc0'), true)]),
    rect(0, 500, 1200, 140, tint(ctx, '#d8c3a4')),
    place(600, 600, 0.4, [catedralPuebla()]),
    rooftops(ctx, 630),
    tiledDome(ctx, 200, 560, 70),
    tiledDome(ctx, 400, 590, 52),
    tiledDome(ctx, 860, 570, 64),
    tiledDome(ctx, 1060, 596, 48),
    rect(0, 630, 1200, 170, tint(ctx, '#c97a4a')),
    ...[680, 740].map((y) => rect(0, y, 1200, 3, tint(ctx, '#a65f36'))),
    ...Array.from({ length: 10 }, (_, i) =>
      line(i * 140 - 40, 800, i * 140 + 20, 630, tint(ctx, '#a65f36'), 3),
    ),
    rect(0, 560, 1200, 80, tint(ctx, '#cfeaf2'), { opacity: 0.3 }),
    rect(0, 552, 1200, 10, rail),
    ...[0, 300, 600, 900, 1200].map((x) => rect(x - 5, 552, 10, 88, rail)),
    place(400, 790, 1, [cafeTable(ctx)]),
    place(1090, 790, 1.1, [
      path(d('M', -50, -100, 'L', 50, -100, 'L', 38, 0, 'L', -38, 0, 'Z'), tint(ctx, '#b5573a')),
      ...[-40, 0, 40].map((x) => ellipse(x, -150, 34, 60, tint(ctx, COLOURS.leaf))),
    ]),
  ];
}

// ——— Calle de los Dulces: an old sweet shop and its trays ———

/** Camotes: sweet-potato rolls twisted in coloured waxed paper, stacked in a pyramid. */
function camotes(x: number, top: number): string {
  const colours = ['#ef8fb5', '#8e6cc9', '#f2c230', '#7fb86a', '#ef8fb5'];
  return group(
    colours.map((colour, i) => {
      const cx = x - 48 + (i % 3) * 48 + (i > 2 ? 24 : 0);
      const cy = top - 14 - (i > 2 ? 24 : 0);
      return group([
        rect(cx - 24, cy - 11, 48, 22, colour, { rx: 10 }),
        polygon(
          [
            [cx - 24, cy],
            [cx - 36, cy - 10],
            [cx - 36, cy + 10],
          ],
          colour,
        ),
        polygon(
          [
            [cx + 24, cy],
            [cx + 36, cy - 10],
            [cx + 36, cy + 10],
          ],
          colour,
        ),
      ]);
    }),
  );
}

/** Tortitas de Santa Clara: round biscuits under a thick white pumpkin-seed icing. */
function tortitas(x: number, top: number): string {
  return group(
    [-46, 0, 46, -23, 23].map((dx, i) => {
      const cy = top - 10 - (i > 2 ? 18 : 0);
      return group([
        ellipse(x + dx, cy, 24, 10, '#d9a45a'),
        ellipse(x + dx, cy - 5, 20, 8, '#fbf7ee'),
      ]);
    }),
  );
}

/** Candied fruit: oranges, figs and limes glistening with sugar. */
function candiedFruit(x: number, top: number): string {
  const fruit = ['#f28c28', '#5a2e4a', '#7fb86a', '#f28c28', '#5a2e4a'];
  return group(
    fruit.map((colour, i) => {
      const cx = x - 44 + (i % 3) * 44 + (i > 2 ? 22 : 0);
      const cy = top - 18 - (i > 2 ? 26 : 0);
      return group([
        circle(cx, cy, 20, colour),
        circle(cx - 6, cy - 6, 4, '#ffffff', { opacity: 0.7 }),
      ]);
    }),
  );
}

/** Jamoncillo: milk-fudge bars striped pink and white. */
function jamoncillo(x: number, top: number): string {
  return group(
    [-40, 0, 40].flatMap((dx, i) => [
      rect(x + dx - 18, top - 50 + i * 4, 36, 46 - i * 4, '#f3d9c0'),
      rect(x + dx - 18, top - 34 + i * 4, 36, 12, '#ef8fb5'),
    ]),
  );
}

/** A glass jar of candied fruit on the shop's upper shelf. */
function sweetJar(x: number, base: number, fruit: Colour): string {
  return group([
    rect(x - 28, base - 80, 56, 80, '#dff1f4', { rx: 10, opacity: 0.7 }),
    ...[0, 1, 2].map((i) => circle(x - 12 + (i % 2) * 24, base - 20 - i * 20, 13, fruit)),
    rect(x - 30, base - 92, 60, 14, '#c9952e', { rx: 4 }),
  ]);
}

export function dulcesShop(ctx: DrawContext): string {
  const wall = tint(ctx, '#e6a26c');
  const trim = tint(ctx, '#fbf0dc');
  const wood = tint(ctx, COLOURS.wood);
  const interior = tint(ctx, '#4a2e22');
  const tray = (x: number, fill: string) =>
    group([rect(x - 80, -132, 160, 20, tint(ctx, '#c9934f')), fill]);
  return group([
    rect(-380, -500, 760, 500, wall),
    rect(-392, -516, 784, 22, trim),
    ...[-240, 0, 240].map((x) =>
      group([
        rect(x - 50, -470, 100, 130, tint(ctx, '#3f7f5b')),
        rect(x - 4, -470, 8, 130, darken(tint(ctx, '#3f7f5b'), 0.25)),
        rect(x - 62, -346, 124, 8, INK),
        ...[-1, 0, 1].map((i) => rect(x - 56 + (i + 1) * 52, -380, 4, 36, INK)),
        rect(x - 62, -382, 124, 5, INK),
      ]),
    ),
    rect(-330, -318, 660, 46, trim),
    path(
      d(
        'M',
        -300,
        -296,
        'q',
        30,
        -16,
        60,
        0,
        't',
        60,
        0,
        't',
        60,
        0,
        't',
        60,
        0,
        't',
        60,
        0,
        't',
        60,
        0,
        't',
        60,
        0,
        't',
        60,
        0,
        't',
        60,
        0,
        't',
        60,
        0,
      ),
      'none',
      {
        stroke: tint(ctx, '#c8341e'),
        'stroke-width': 5,
      },
    ),
    ...[-240, 0, 240].map((x) => arch(x, 0, x === 0 ? 170 : 140, 240, interior)),
    rect(-330, -220, 660, 14, wood),
    ...[-270, -170, -70, 70, 170, 270].map((x, i) =>
      sweetJar(x, -220, tint(ctx, ['#f28c28', '#7fb86a', '#c8341e'][i % 3] ?? '#f28c28')),
    ),
    rect(-360, -112, 720, 16, wood),
    ...[-340, 320].map((x) => rect(x, -100, 18, 100, wood)),
    tray(-255, camotes(-255, -132)),
    tray(-85, tortitas(-85, -132)),
    tray(85, candiedFruit(85, -132)),
    tray(255, jamoncillo(255, -132)),
  ]);
}

// ——— El Parián: the long arcade of craft shops ———

/** An embroidered white blouse hung on a hanger. */
function blouse(x: number, top: number, stitch: Colour): string {
  return group([
    line(x, top - 10, x, top, INK, 3),
    path(
      d(
        'M',
        x - 20,
        top,
        'L',
        x - 50,
        top + 14,
        'L',
        x - 42,
        top + 50,
        'L',
        x - 28,
        top + 46,
        'L',
        x - 28,
        top + 110,
        'L',
        x + 28,
        top + 110,
        'L',
        x + 28,
        top + 46,
        'L',
        x + 42,
        top + 50,
        'L',
        x + 50,
        top + 14,
        'L',
        x + 20,
        top,
        'Z',
      ),
      '#fbf7ee',
    ),
    ...[-18, -6, 6, 18].map((dx) => circle(x + dx, top + 16, 5, stitch)),
    ...[-14, 0, 14].map((dx) => circle(x + dx, top + 28, 4, COLOURS.rosa)),
    rect(x - 28, top + 96, 56, 6, stitch),
  ]);
}

/** A blue-and-white Talavera plate on the wall. */
function talaveraPlate(x: number, y: number, r: number): string {
  return group([
    circle(x, y, r, '#fbf7ee'),
    circle(x, y, r * 0.82, 'none', {
      stroke: TALAVERA_BLUE,
      'stroke-width': r * 0.12,
      'stroke-dasharray': `${r * 0.3} ${r * 0.16}`,
    }),
    circle(x, y, r * 0.38, TALAVERA_BLUE),
    circle(x, y, r * 0.16, '#f2a900'),
  ]);
}

export function parian(ctx: DrawContext): string {
  const brick = tint(ctx, '#b5523a');
  const mortar = tint(ctx, '#9a4230');
  const cream = tint(ctx, '#f3e6cf');
  const tiles = talaveraTiles(ctx, 'parian-tiles', 26);
  const doors = Array.from({ length: 6 }, (_, i) => -325 + i * 130);
  const stitches = [
    COLOURS.jade,
    '#e64b3c',
    '#8e6cc9',
    COLOURS.marigold,
    TALAVERA_BLUE,
    COLOURS.rosa,
  ];
  return group([
    rect(-400, -250, 800, 250, brick),
    ...Array.from({ length: 9 }, (_, i) => rect(-400, -226 + i * 26, 800, 2, mortar)),
    rect(-400, -240, 800, 26, tiles),
    rect(-410, -268, 820, 22, cream),
    ...Array.from({ length: 11 }, (_, i) =>
      group([rect(-400 + i * 80 - 8, -290, 16, 24, cream), circle(-400 + i * 80, -296, 10, cream)]),
    ),
    ...doors.map((x) => arch(x, 0, 100, 178, tint(ctx, '#3a2626'))),
    ...doors.map((x) => arch(x, 0, 100, 178, 'none')),
    ...doors.map((x, i) =>
      blouse(x, -150, tint(ctx, stitches[i % stitches.length] ?? COLOURS.jade)),
    ),
    ...doors.flatMap((x) => [talaveraPlate(x - 22, -40, 18), talaveraPlate(x + 24, -40, 18)]),
    ...doors.slice(0, 5).map((x) => talaveraPlate(x + 65, -178, 22)),
    ...doors.slice(0, 5).map((x) => talaveraPlate(x + 65, -118, 16)),
    rect(-410, -8, 820, 8, darken(brick, 0.2)),
  ]);
}

// ——— Callejón de los Sapos: the toad fountain and the flea market ———

/** A squat green toad, looking up with its mouth open. */
function toad(x: number, y: number, facing: 1 | -1, colour: Colour): string {
  return group([
    ellipse(x, y - 18, 32, 20, colour),
    ellipse(x + facing * 18, y - 36, 18, 14, colour),
    circle(x + facing * 10, y - 48, 7, lighten(colour, 0.3)),
    circle(x + facing * 24, y - 48, 7, lighten(colour, 0.3)),
    circle(x + facing * 10, y - 48, 3, INK),
    circle(x + facing * 24, y - 48, 3, INK),
    ellipse(x - facing * 20, y - 4, 16, 6, darken(colour, 0.2)),
  ]);
}

function toadFountain(ctx: DrawContext): string {
  const stoneColour = tint(ctx, '#b9a48a');
  const water = tint(ctx, '#5fb6cf');
  const green = tint(ctx, '#5f8f4a');
  const jets = [-110, -45, 45, 110].map((x) =>
    path(d('M', x + Math.sign(x) * -16, -78, 'Q', x * 0.5, -150, 0, -60), 'none', {
      stroke: water,
      'stroke-width': 6,
      'stroke-linecap': 'round',
    }),
  );
  return group([
    ellipse(0, -36, 160, 30, darken(stoneColour, 0.15)),
    ellipse(0, -44, 146, 22, water),
    rect(-16, -170, 32, 130, stoneColour),
    ellipse(0, -170, 56, 12, lighten(stoneColour, 0.2)),
    path(d('M', 0, -182, 'q', -10, -40, 0, -60, 'q', 10, 20, 0, 60), water),
    rect(-160, -36, 320, 36, stoneColour),
    toad(-110, -36, 1, green),
    toad(-45, -36, 1, green),
    toad(45, -36, -1, green),
    toad(110, -36, -1, green),
    ...jets,
  ]);
}

/** A flea-market table of old things: a gramophone, a saint, a clock; or records and a jug. */
function fleaTable(ctx: DrawContext, x: number, kind: 'gramophone' | 'records'): string {
  const wood = tint(ctx, COLOURS.wood);
  const cloth = tint(ctx, kind === 'gramophone' ? '#8c1f24' : '#2b3a67');
  const items =
    kind === 'gramophone'
      ? [
          rect(x - 100, -150, 80, 50, wood),
          line(x - 60, -150, x - 40, -200, tint(ctx, '#c9952e'), 6),
          path(
            d('M', x - 40, -200, 'L', x - 10, -280, 'Q', x + 30, -260, x + 20, -220, 'Z'),
            tint(ctx, '#d4a437'),
          ),
          path(
            d('M', x + 40, -100, 'L', x + 56, -190, 'L', x + 72, -100, 'Z'),
            tint(ctx, '#2d5fa8'),
          ),
          circle(x + 56, -200, 12, tint(ctx, '#e8c8a0')),
          circle(x + 56, -202, 18, 'none', { stroke: tint(ctx, '#f2c230'), 'stroke-width': 3 }),
          circle(x + 100, -124, 24, tint(ctx, '#f7efe2')),
          circle(x + 100, -124, 24, 'none', { stroke: wood, 'stroke-width': 5 }),
          line(x + 100, -124, x + 100, -140, INK, 3),
        ]
      : [
          rect(x - 110, -150, 120, 50, wood),
          ...[0, 1, 2, 3, 4].map((i) => circle(x - 90 + i * 20, -160, 34, INK)),
          ...[0, 1, 2, 3, 4].map((i) =>
            circle(
              x - 90 + i * 20,
              -160,
              10,
              tint(ctx, ['#e64b3c', '#f2c230', '#3fbfb0'][i % 3] ?? '#e64b3c'),
            ),
          ),
          path(
            d(
              'M',
              x + 50,
              -100,
              'Q',
              x + 30,
              -150,
              x + 60,
              -180,
              'L',
              x + 60,
              -200,
              'L',
              x + 90,
              -200,
              'L',
              x + 90,
              -180,
              'Q',
              x + 120,
              -150,
              x + 100,
              -100,
              'Z',
            ),
            tint(ctx, '#fbf7ee'),
          ),
          ...[-150, -130].map((y) => rect(x + 42, y, 66, 8, tint(ctx, TALAVERA_BLUE))),
        ];
  return group([
    rect(x - 130, -100, 260, 100, cloth),
    rect(x - 134, -106, 268, 10, darken(cloth, 0.2)),
    ...items,
  ]);
}

export function callejonDeLosSapos(ctx: DrawContext): string {
  const tiles = talaveraTiles(ctx, 'sapos-tiles', 30);
  const brick = tint(ctx, '#b5523a');
  const lights = Array.from({ length: 9 }, (_, i) => {
    const x = -160 + i * 40;
    const y = -370 + Math.sin((i / 8) * Math.PI) * 40;
    return circle(x, y, 8, '#ffe7a8');
  });
  return group([
    rect(-420, -430, 280, 430, tiles),
    rect(-430, -446, 300, 18, tint(ctx, '#f3e6cf')),
    ...[-350, -210].map((x) =>
      group([rect(x - 36, -380, 72, 100, tint(ctx, '#3a2626')), rect(x - 44, -286, 88, 8, INK)]),
    ),
    arch(-280, 0, 90, 170, tint(ctx, COLOURS.wood)),
    rect(140, -410, 280, 410, brick),
    rect(130, -426, 300, 18, tint(ctx, '#f3e6cf')),
    ...[210, 350].flatMap((x) => [
      rect(x - 36, -360, 72, 100, tint(ctx, '#3a2626')),
      rect(x - 44, -266, 88, 8, INK),
      rect(x - 50, -400, 100, 28, tiles),
    ]),
    rect(150, -230, 260, 40, tiles),
    path(d('M', -140, -380, 'Q', 0, -300, 140, -380), 'none', { stroke: INK, 'stroke-width': 2 }),
    ...lights,
    fleaTable(ctx, -300, 'gramophone'),
    fleaTable(ctx, 300, 'records'),
    place(0, 0, 1.3, [toadFountain(ctx)]),
  ]);
}

// ——— Fonda de Santa Clara: mole poblano ———

function cazuela(x: number, y: number): string {
  return group([
    path(
      d('M', x - 150, y - 110, 'Q', x - 140, y, x, y, 'Q', x + 140, y, x + 150, y - 110, 'Z'),
      '#b5573a',
    ),
    ...[-1, 1].map((side) => ellipse(x + side * 160, y - 96, 24, 12, '#9a4a30')),
    ellipse(x, y - 110, 150, 30, '#8f4328'),
    ellipse(x, y - 110, 130, 22, '#4a2418'),
    ellipse(x - 30, y - 116, 40, 8, '#6b3a24'),
    path(d('M', x - 110, y - 60, 'q', 110, 24, 220, 0), 'none', {
      stroke: '#f3e6cf',
      'stroke-width': 5,
    }),
  ]);
}

function molePlate(x: number, y: number): string {
  const sesame = Array.from({ length: 14 }, (_, i) =>
    ellipse(x - 150 + (i % 7) * 34, y - 70 - Math.floor(i / 7) * 22 + (i % 2) * 6, 5, 3, '#f7efe2'),
  );
  return group([
    ellipse(x, y - 40, 280, 86, '#fbf7ee'),
    ellipse(x, y - 40, 262, 76, 'none', {
      stroke: TALAVERA_BLUE,
      'stroke-width': 12,
      'stroke-dasharray': '30 14',
    }),
    ellipse(x, y - 40, 228, 60, 'none', { stroke: TALAVERA_BLUE, 'stroke-width': 3 }),
    ellipse(x - 50, y - 52, 160, 46, '#4a2418'),
    path(
      d(
        'M',
        x - 150,
        y - 60,
        'Q',
        x - 80,
        y - 120,
        x + 10,
        y - 80,
        'Q',
        x - 60,
        y - 54,
        x - 150,
        y - 60,
        'Z',
      ),
      '#5e2e1c',
    ),
    ...sesame,
    ellipse(x + 150, y - 54, 80, 32, '#d9743a'),
    ...[0, 1, 2, 3, 4].map((i) => circle(x + 118 + i * 16, y - 62 + (i % 2) * 10, 5, '#f0a35a')),
  ]);
}

export function fondaSantaClara(ctx: DrawContext): string[] {
  const tiles = talaveraTiles(ctx, 'fonda-tiles', 50);
  const band = Array.from({ length: 24 }, (_, i) =>
    polygon(
      [
        [i * 50 + 25, 548],
        [i * 50 + 40, 560],
        [i * 50 + 25, 572],
        [i * 50 + 10, 560],
      ],
      ['#c8102e', '#0f7b6c', '#2d5fa8'][i % 3] ?? '#c8102e',
    ),
  );
  return [
    rect(0, 0, 1200, 800, '#f0c75e'),
    rect(0, 240, 1200, 280, tiles),
    rect(0, 232, 1200, 10, TALAVERA_BLUE),
    papelPicado(ctx, 24, 26, 90),
    talaveraPlate(600, 170, 52),
    rect(0, 500, 1200, 300, '#fbf7ee'),
    rect(0, 536, 1200, 48, '#f3e6cf'),
    ...band,
    cazuela(250, 640),
    molePlate(640, 760),
    place(990, 680, 0.95, [tortillaBasket('#c8102e')]),
  ];
}

// ——— Mercado de Sabores Poblanos: a food hall ———

function cemita(x: number, y: number): string {
  const sesame = Array.from({ length: 18 }, (_, i) =>
    ellipse(x - 80 + (i % 6) * 32, y - 150 + Math.floor(i / 6) * 22 + (i % 2) * 6, 5, 3, '#fbf0dc'),
  );
  return group([
    path(
      d(
        'M',
        -110 + x,
        y,
        'Q',
        x - 112,
        y - 30,
        x - 100,
        y - 36,
        'L',
        x + 100,
        y - 36,
        'Q',
        x + 112,
        y - 30,
        x + 110,
        y,
        'Z',
      ),
      '#c98b4a',
    ),
    rect(x - 120, y - 58, 240, 24, '#a8652a', { rx: 10 }),
    ...[-130, 130].map((dx) => ellipse(x + dx, y - 66, 30, 12, '#2f6b3a')),
    path(
      d(
        'M',
        x - 110,
        y - 66,
        'q',
        20,
        -14,
        40,
        0,
        't',
        40,
        0,
        't',
        40,
        0,
        't',
        40,
        0,
        't',
        40,
        0,
        't',
        30,
        0,
      ),
      'none',
      {
        stroke: '#fbf7ee',
        'stroke-width': 12,
        'stroke-linecap': 'round',
      },
    ),
    ...[-70, 0, 70].map((dx) => ellipse(x + dx, y - 78, 32, 10, '#8fbf3a')),
    ellipse(x + 40, y - 84, 16, 6, '#c8341e'),
    path(
      d(
        'M',
        x - 116,
        y - 84,
        'Q',
        x - 110,
        y - 190,
        x,
        y - 196,
        'Q',
        x + 110,
        y - 190,
        x + 116,
        y - 84,
        'Z',
      ),
      '#d4964f',
    ),
    ...sesame,
  ]);
}

function chalupas(x: number, y: number): string {
  const chalupa = (dx: number, dy: number, salsa: Colour) =>
    group([
      ellipse(x + dx, y + dy, 62, 20, '#e8c27a'),
      ellipse(x + dx, y + dy - 4, 52, 15, salsa),
      ...[-24, 0, 24].map((sx) => circle(x + dx + sx, y + dy - 6, 5, '#fbf7ee')),
      circle(x + dx + 12, y + dy - 2, 4, '#a8743a'),
    ]);
  return group([
    ellipse(x, y, 190, 52, '#fbf7ee'),
    chalupa(-90, -10, '#c8341e'),
    chalupa(0, -24, '#3f8a3a'),
    chalupa(90, -10, '#c8341e'),
    chalupa(-40, 14, '#3f8a3a'),
    chalupa(60, 14, '#c8341e'),
  ]);
}

export function saboresPoblanos(ctx: DrawContext): string[] {
  const signs = [COLOURS.terracotta, COLOURS.jade, COLOURS.marigold, '#c8341e', TALAVERA_BLUE];
  const stalls = signs.map((sign, i) => {
    const x = i * 240;
    return group([
      rect(x + 14, 196, 212, 60, sign),
      circle(x + 120, 226, 18, '#fbf7ee'),
      rect(x + 14, 256, 212, 124, '#3a2a2a'),
      circle(x + 120, 280, 10, '#ffe7a8'),
      place(x + 70, 380, 0.6, [
        path(
          d('M', -26, -80, 'L', -22, -150, 'Q', 0, -162, 22, -150, 'L', 26, -80, 'Z'),
          '#fbf7ee',
        ),
        circle(0, -172, 17, '#a8714d'),
      ]),
      rect(x + 14, 380, 212, 100, lighten(sign, 0.35)),
      rect(x + 10, 372, 220, 12, '#c9d0d6'),
    ]);
  });
  const truss = Array.from({ length: 12 }, (_, i) =>
    path(d('M', i * 100, 150, 'L', i * 100 + 50, 90, 'L', i * 100 + 100, 150), 'none', {
      stroke: '#7d858c',
      'stroke-width': 6,
    }),
  );
  return [
    rect(0, 0, 1200, 800, '#efe6d6'),
    rect(0, 0, 1200, 150, '#d9d2c4'),
    ...[80, 380, 680, 980].map((x) => rect(x, 16, 160, 60, tint(ctx, '#cfeaf2'))),
    ...truss,
    rect(0, 146, 1200, 12, '#7d858c'),
    ...Array.from({ length: 6 }, (_, i) => rect(i * 240 - 7, 158, 14, 322, '#7d858c')),
    ...stalls,
    rect(0, 480, 1200, 320, '#c9bfae'),
    polygon(
      [
        [80, 600],
        [1120, 600],
        [1180, 690],
        [20, 690],
      ],
      '#e07a3a',
    ),
    rect(20, 690, 1160, 20, '#b5573a'),
    ...[80, 1100].map((x) => rect(x, 710, 20, 90, '#7d858c')),
    cemita(380, 660),
    chalupas(730, 650),
    rect(960, 560, 60, 90, '#efe4cf', { opacity: 0.9 }),
    rect(960, 560, 60, 90, 'none', { stroke: '#ffffff', 'stroke-width': 4 }),
  ];
}

// ——— Fuertes de Loreto y Guadalupe: the fort on its hill ———

function cannon(ctx: DrawContext, facing: 1 | -1): string {
  const wood = tint(ctx, COLOURS.wood);
  const iron = tint(ctx, '#2f3034');
  return group(
    [
      path(d('M', -70, -30, 'L', 40, -30, 'L', 30, -66, 'L', -50, -60, 'Z'), wood),
      rect(-40, -86, 150, 30, iron, { rx: 14, transform: 'rotate(-12 -40 -70)' }),
      circle(-50, -74, 18, iron),
      circle(0, -30, 30, wood),
      circle(0, -30, 22, 'none', { stroke: darken(wood, 0.3), 'stroke-width': 4 }),
      circle(0, -30, 6, iron),
    ],
    facing === -1 ? { transform: 'scale(-1 1)' } : {},
  );
}

function mexicanFlag(x: number, top: number): string {
  return group([
    line(x, top + 260, x, top, '#77726a', 6),
    rect(x + 3, top + 4, 46, 84, '#006847'),
    rect(x + 49, top + 4, 46, 84, '#f7f7f2'),
    rect(x + 95, top + 4, 46, 84, '#ce1126'),
    circle(x + 72, top + 46, 12, '#8a6a3a'),
  ]);
}

/** The Fuerte de Loreto: battered stone walls, round bastions, cannons, its chapel inside. */
export function fuerteLoreto(ctx: DrawContext): string {
  const stoneColour = tint(ctx, '#b8a88e');
  const dark = tint(ctx, '#7d6d56');
  const chapel = tint(ctx, '#efe6d6');
  const bastion = (x: number) =>
    group([
      rect(x - 80, -210, 160, 210, darken(stoneColour, 0.06)),
      rect(x - 80, -210, 40, 210, darken(stoneColour, 0.16)),
      ellipse(x, -210, 80, 16, lighten(stoneColour, 0.15)),
      ...[-40, 20].map((dx) => rect(x + dx, -206, 20, 14, dark)),
      ...[0, 1, 2, 3, 4, 5].map((i) => rect(x - 80, -180 + i * 30, 160, 3, dark, { opacity: 0.5 })),
    ]);
  return group([
    dome(120, -240, 60, tint(ctx, '#b9ae9c')),
    path(
      d(
        'M',
        -110,
        -150,
        'L',
        -110,
        -300,
        'Q',
        -60,
        -310,
        -40,
        -340,
        'L',
        40,
        -340,
        'Q',
        60,
        -310,
        110,
        -300,
        'L',
        110,
        -150,
        'Z',
      ),
      chapel,
    ),
    rect(-44, -400, 88, 62, chapel),
    path(d('M', -44, -400, 'Q', 0, -440, 44, -400, 'Z'), chapel),
    arch(-16, -348, 22, 40, INK),
    arch(16, -348, 22, 40, INK),
    arch(0, -170, 40, 80, tint(ctx, COLOURS.wood)),
    polygon(
      [
        [-330, 0],
        [-310, -170],
        [310, -170],
        [330, 0],
      ],
      stoneColour,
    ),
    ...[0, 1, 2, 3, 4].map((i) =>
      rect(-326 + i * 4, -140 + i * 30, 652 - i * 8, 3, dark, { opacity: 0.45 }),
    ),
    rect(-320, -192, 640, 26, lighten(stoneColour, 0.1)),
    ...[-240, -140, 140, 240].map((x) => rect(x - 12, -192, 24, 16, dark)),
    arch(0, 0, 90, 130, tint(ctx, '#4a2e22')),
    bastion(-360),
    bastion(360),
    mexicanFlag(360, -480),
    place(-180, 40, 0.9, [cannon(ctx, 1)]),
    place(180, 40, 0.9, [cannon(ctx, -1)]),
    place(-470, 50, 1, [agave(70, tint(ctx, COLOURS.agave))]),
  ]);
}

// ——— Convento de San Gabriel and the Capilla Real, Cholula ———

function merlons(x: number, top: number, width: number, colour: Colour): string {
  const count = Math.floor(width / 30);
  return group(
    Array.from({ length: count }, (_, i) => rect(x + i * 30 + 7, top - 18, 16, 20, colour)),
  );
}

/** The Capilla Real's roof: rows of small domes, each on a low drum with a lantern. */
function capillaDomes(ctx: DrawContext, centre: number, base: number): string {
  const domes: string[] = [];
  for (let row = 2; row >= 0; row -= 1) {
    const r = 26 - row * 2;
    const colour = tint(ctx, lighten('#c0603f', row * 0.1));
    for (let i = 0; i < 7; i += 1) {
      const x = centre + (i - 3) * 62 + (row % 2) * 31 - 15;
      const y = base - row * 28;
      domes.push(
        rect(x - r, y - r * 0.5, r * 2, r * 0.5, tint(ctx, '#efc48e')),
        path(
          d(
            'M',
            x - r,
            y - r * 0.5,
            'C',
            x - r,
            y - r * 1.8,
            x + r,
            y - r * 1.8,
            x + r,
            y - r * 0.5,
            'Z',
          ),
          colour,
        ),
        rect(x - 4, y - r * 1.62, 8, 10, tint(ctx, '#efc48e')),
      );
    }
  }
  return group(domes);
}

export function sanGabrielCholula(ctx: DrawContext): string {
  const stoneColour = tint(ctx, '#cdb99b');
  const shade = darken(stoneColour, 0.14);
  const melon = tint(ctx, '#e9a46a');
  return group([
    rect(-440, -480, 96, 480, stoneColour),
    merlons(-440, -480, 96, stoneColour),
    arch(-392, -400, 36, 60, INK),
    rect(-350, -400, 300, 400, stoneColour),
    merlons(-350, -400, 300, stoneColour),
    ...[-330, -200, -76].map((x) => rect(x, -380, 28, 380, shade)),
    arch(-150, 0, 130, 220, lighten(stoneColour, 0.15)),
    arch(-150, 0, 96, 190, tint(ctx, COLOURS.wood)),
    arch(-150, -270, 34, 60, INK),
    capillaDomes(ctx, 200, -200),
    rect(-30, -200, 460, 200, melon),
    merlons(-30, -200, 460, melon),
    ...[50, 350].map((x) => arch(x, -20, 64, 120, darken(melon, 0.12))),
    arch(200, 0, 110, 170, lighten(melon, 0.2)),
    arch(200, 0, 84, 150, INK),
    rect(-460, -8, 900, 8, darken(stoneColour, 0.25)),
  ]);
}
