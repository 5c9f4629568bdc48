/**
 * San Cristóbal's spot silhouettes, each drawn around its bottom centre (0, 0) with negative y
 * going up, or, for indoor subjects, over the whole 1200×800 canvas. Colours arrive tinted.
 */
import { tint } from '../background.ts';
import type { DrawContext } from '../context.ts';
import { arch } from '../architecture.ts';
import { roundTree } from '../nature.ts';
import { COLOURS, darken, lighten } from '../palette.ts';
import type { Colour } from '../palette.ts';
import { templeOnHill } from '../silhouettes.ts';
import {
  circle,
  d,
  ellipse,
  group,
  line,
  path,
  place,
  polygon,
  radialGradient,
  rect,
} from '../svg.ts';

const INK = COLOURS.ink;

// ——— Centro de Textiles del Mundo Maya ———

/** A brocaded huipil on a cross-shaped stand: red field, rows of diamonds, a sash below. */
function huipilOnStand(ctx: DrawContext, x: number, field: Colour, motif: Colour): string {
  const top = 190;
  const diamonds: string[] = [];
  for (let row = 0; row < 3; row += 1)
    for (let col = 0; col < 4; col += 1) {
      const cx = x - 72 + col * 48;
      const cy = top + 80 + row * 52;
      diamonds.push(
        polygon(
          [
            [cx, cy - 18],
            [cx + 16, cy],
            [cx, cy + 18],
            [cx - 16, cy],
          ],
          motif,
        ),
        circle(cx, cy, 4, tint(ctx, COLOURS.white)),
      );
    }
  return group([
    // The glass case, then the stand and the garment on it.
    rect(x - 150, 120, 300, 490, tint(ctx, '#dcefe9'), { opacity: 0.35 }),
    rect(x - 150, 120, 300, 490, 'none', { stroke: tint(ctx, '#7a6a5a'), 'stroke-width': 6 }),
    rect(x - 6, top - 30, 12, 420, tint(ctx, '#5a4a3a')),
    line(x - 130, top, x + 130, top, tint(ctx, '#5a4a3a'), 8),
    rect(x - 120, top, 240, 240, field),
    rect(x - 24, top, 48, 30, tint(ctx, '#f3ece0')),
    ...diamonds,
    rect(x - 120, top + 240, 240, 14, motif),
    rect(x - 70, top + 262, 140, 24, tint(ctx, COLOURS.indigo)),
    rect(x - 160, 610, 320, 40, tint(ctx, '#6b4a32')),
  ]);
}

/** A flat Zinacantán palm hat hung with coloured ribbons. */
function ribbonHat(ctx: DrawContext, x: number, y: number): string {
  const ribbons = [COLOURS.rosa, '#e03b3b', COLOURS.jade, COLOURS.marigold, '#7b4fc9'];
  return group([
    ...ribbons.map((colour, i) =>
      path(
        d('M', x - 40 + i * 20, y, 'Q', x - 50 + i * 24, y + 60, x - 44 + i * 22, y + 120),
        'none',
        {
          stroke: tint(ctx, colour),
          'stroke-width': 10,
        },
      ),
    ),
    ellipse(x, y, 90, 20, tint(ctx, '#e6cf8f')),
    ellipse(x, y - 12, 40, 16, tint(ctx, '#d9bd74')),
  ]);
}

export function textilesMundoMaya(ctx: DrawContext): string[] {
  const beam = tint(ctx, '#5a3a26');
  return [
    rect(0, 0, 1200, 800, tint(ctx, '#f4efe6')),
    // The former monastery's timber ceiling.
    rect(0, 0, 1200, 70, tint(ctx, '#7a4a2a')),
    ...Array.from({ length: 9 }, (_, i) => rect(i * 140 - 10, 60, 40, 30, beam)),
    rect(0, 86, 1200, 12, beam),
    rect(0, 650, 1200, 150, tint(ctx, '#b06a44')),
    huipilOnStand(ctx, 250, tint(ctx, '#b3261e'), tint(ctx, '#1f1a2e')),
    huipilOnStand(ctx, 950, tint(ctx, COLOURS.white), tint(ctx, '#b3261e')),
    // Centre: a low case with the ribboned hat over a folded sash.
    rect(470, 440, 260, 210, tint(ctx, '#6b4a32')),
    rect(470, 300, 260, 140, tint(ctx, '#dcefe9'), { opacity: 0.35 }),
    rect(470, 300, 260, 140, 'none', { stroke: tint(ctx, '#7a6a5a'), 'stroke-width': 6 }),
    ribbonHat(ctx, 600, 340),
    ...[0, 1, 2, 3].map((i) =>
      rect(
        500,
        460 + i * 26,
        200,
        20,
        tint(ctx, ['#b3261e', '#f2a900', '#2b3a67', '#0f7b6c'][i] ?? INK),
      ),
    ),
  ];
}

// ——— Mercado Municipal José Castillo Tielemans ———

function tarp(x: number, w: number, top: number, colour: Colour, pole: Colour): string {
  return group([
    line(x - w / 2 + 10, top, x - w / 2 + 10, 0, pole, 8),
    line(x + w / 2 - 10, top, x + w / 2 - 10, 0, pole, 8),
    path(
      d(
        'M',
        x - w / 2,
        top,
        'Q',
        x,
        top + 50,
        x + w / 2,
        top,
        'L',
        x + w / 2 - 20,
        top - 30,
        'Q',
        x,
        top + 10,
        x - w / 2 + 20,
        top - 30,
        'Z',
      ),
      colour,
    ),
  ]);
}

function pile(cx: number, base: number, r: number, colour: Colour, rows = 3): string {
  const parts: string[] = [];
  for (let row = 0; row < rows; row += 1) {
    const n = rows - row + 1;
    for (let i = 0; i < n; i += 1)
      parts.push(circle(cx + (i - (n - 1) / 2) * r * 1.8, base - r - row * r * 1.5, r, colour));
  }
  return group(parts);
}

export function mercadoMunicipal(ctx: DrawContext): string {
  const pole = tint(ctx, '#6b5a4a');
  const table = tint(ctx, '#8a5a3a');
  return group([
    // The concrete market hall behind the street stalls.
    rect(-380, -420, 760, 300, tint(ctx, '#d8d2c4')),
    ...[-300, -150, 0, 150, 300].map((x) => rect(x - 40, -380, 80, 120, tint(ctx, '#8d8a80'))),
    tarp(-230, 320, -300, tint(ctx, '#2f6fb3'), pole),
    tarp(110, 300, -320, tint(ctx, '#e0782e'), pole),
    tarp(360, 200, -280, tint(ctx, '#2f6fb3'), pole),
    rect(-380, -130, 760, 20, table),
    rect(-370, -110, 740, 110, darken(table, 0.2)),
    pile(-300, -130, 18, tint(ctx, '#d63b2a'), 3),
    pile(-190, -130, 24, tint(ctx, '#8fbf5a'), 2),
    pile(-80, -130, 14, tint(ctx, '#f28c00'), 3),
    pile(30, -130, 16, tint(ctx, '#6b3a7a'), 3),
    // Bundles of candles hung from the tarp, for the highland churches.
    ...Array.from({ length: 8 }, (_, i) =>
      rect(150 + i * 14, -290, 8, 110, tint(ctx, i % 2 === 0 ? '#f7efe2' : '#f2d06b')),
    ),
    line(140, -292, 270, -292, INK, 3),
    // Buckets of flowers: calla lilies and chrysanthemums.
    ...[300, 380].map((x, i) =>
      group([
        rect(x - 34, -110, 68, 110, tint(ctx, '#5b8fc7')),
        ...[-22, 0, 22].map((dx, k) =>
          i === 0
            ? group([
                line(x + dx, -110, x + dx, -170 - k * 10, tint(ctx, '#3f7f3a'), 5),
                ellipse(x + dx, -180 - k * 10, 12, 20, tint(ctx, COLOURS.white)),
              ])
            : circle(x + dx, -140 - (k % 2) * 22, 24, tint(ctx, k === 1 ? '#e4007c' : '#f2c94c')),
        ),
      ]),
    ),
  ]);
}

// ——— Casa Na Bolom ———

export function naBolom(ctx: DrawContext): string {
  const wall = tint(ctx, '#e8b948');
  const trim = tint(ctx, '#f4ead6');
  const tiles = tint(ctx, '#a9472a');
  const door = tint(ctx, '#5a3a22');
  const jaguar = group([
    circle(0, -318, 34, tint(ctx, '#d98c1f')),
    circle(-26, -346, 11, tint(ctx, '#d98c1f')),
    circle(26, -346, 11, tint(ctx, '#d98c1f')),
    ...[
      [-14, -326],
      [14, -326],
      [-18, -302],
      [18, -302],
      [0, -296],
    ].map(([x = 0, y = 0]) => circle(x, y, 4, INK)),
    ellipse(-12, -324, 5, 3, tint(ctx, '#fff6d0')),
    ellipse(12, -324, 5, 3, tint(ctx, '#fff6d0')),
  ]);
  return group([
    // The tall garden trees that rise behind the house.
    ...[-330, -150, 180, 340].map((x, i) =>
      place(x, -200, 1, [
        roundTree(200 + (i % 2) * 40, tint(ctx, i % 2 === 0 ? '#2f5e45' : '#3f7a4a'), ctx.rng),
      ]),
    ),
    polygon(
      [
        [-400, -230],
        [-380, -280],
        [380, -280],
        [400, -230],
      ],
      tiles,
    ),
    rect(-390, -236, 780, 236, wall),
    rect(-390, -30, 780, 30, darken(wall, 0.15)),
    ...[-300, -190, 190, 300].map((x) =>
      group([
        rect(x - 34, -190, 68, 110, trim),
        rect(x - 26, -182, 52, 96, tint(ctx, '#3a4a5a')),
        ...[-14, 0, 14].map((dx) => rect(x + dx - 2, -182, 4, 96, INK)),
      ]),
    ),
    // The neoclassical portal: pilasters, a pediment and the house's jaguar emblem.
    rect(-110, -270, 220, 270, trim),
    rect(-100, -262, 24, 262, lighten(wall, 0.1)),
    rect(76, -262, 24, 262, lighten(wall, 0.1)),
    polygon(
      [
        [-130, -270],
        [0, -370],
        [130, -270],
      ],
      trim,
    ),
    jaguar,
    arch(0, 0, 130, 230, door),
    line(0, -210, 0, 0, darken(door, 0.3), 4),
    // The organic garden in front.
    ...[-320, -220, 220, 320].map((x) =>
      group([
        ellipse(x, -4, 50, 26, tint(ctx, '#4f9a5e')),
        circle(x, -22, 8, tint(ctx, COLOURS.rosa)),
      ]),
    ),
  ]);
}

// ——— Andador Real de Guadalupe ———

/** One side of the straight street, in perspective: low houses with tiled eaves. */
function streetSide(ctx: DrawContext, sign: 1 | -1): string {
  const walls = ['#e9c46a', '#ef8fb5', '#7fb8a4', '#de8a62', '#5b8fc7'];
  const parts: string[] = [];
  // Houses shrink toward the vanishing point at (0, -250).
  let x = 380;
  let h = 300;
  for (let i = 0; i < 5; i += 1) {
    const next = x * 0.66;
    const nextH = h * 0.66;
    const wall = tint(ctx, walls[i] ?? '#e9c46a');
    parts.push(
      polygon(
        [
          [sign * x, 0 - (380 - x) * 0.55],
          [sign * x, -h - (380 - x) * 0.55],
          [sign * next, -nextH - (380 - next) * 0.55],
          [sign * next, 0 - (380 - next) * 0.55],
        ],
        wall,
      ),
      polygon(
        [
          [sign * x, -h - (380 - x) * 0.55],
          [sign * (x + 40 * (x / 380)), -h - (380 - x) * 0.55 + 20 * (x / 380)],
          [sign * (next + 40 * (next / 380)), -nextH - (380 - next) * 0.55 + 20 * (next / 380)],
          [sign * next, -nextH - (380 - next) * 0.55],
        ],
        tint(ctx, '#a9472a'),
      ),
      rect(
        (sign * (x + next)) / 2 - (x - next) * 0.18,
        -(h + nextH) / 4 - (380 - (x + next) / 2) * 0.55 - h * 0.3,
        (x - next) * 0.36,
        h * 0.4,
        tint(ctx, COLOURS.wood),
      ),
    );
    x = next;
    h = nextH;
  }
  return group(parts);
}

export function realDeGuadalupe(ctx: DrawContext): string {
  const lanterns: string[] = [];
  for (let row = 0; row < 2; row += 1) {
    const span = 360 * Math.pow(0.66, row);
    const y = -380 * Math.pow(0.66, row) - (380 - span) * 0.55;
    lanterns.push(
      path(d('M', -span, y, 'Q', 0, y + 40 * Math.pow(0.66, row), span, y), 'none', {
        stroke: INK,
        'stroke-width': 2,
      }),
    );
    for (let i = 1; i < 6; i += 1) {
      const lx = -span + (i * span) / 3;
      const t = lx / span;
      const ly = y + 40 * Math.pow(0.66, row) * (1 - t * t) * 0.5 + 10;
      lanterns.push(
        ellipse(
          lx,
          ly,
          14 * Math.pow(0.7, row),
          20 * Math.pow(0.7, row),
          tint(ctx, ['#e4007c', '#f2a900', '#3fbfb0'][i % 3] ?? '#f2a900'),
        ),
      );
    }
  }
  return group([
    place(0, -196, 0.62, [templeOnHill(tint(ctx, '#f1ece2'), tint(ctx, '#2d6fb3'))]),
    polygon(
      [
        [-380, 0],
        [-70, -200],
        [70, -200],
        [380, 0],
      ],
      tint(ctx, '#a8998a'),
    ),
    ...[-20, -60, -110, -160].map((yy) => {
      const half = 70 + (380 - 70) * ((200 + yy) / 200);
      return line(-half, yy, half, yy, tint(ctx, '#8f8070'), 3);
    }),
    streetSide(ctx, -1),
    streetSide(ctx, 1),
    ...lanterns,
  ]);
}

// ——— Museo del Ámbar ———

export function amberCase(ctx: DrawContext): string[] {
  const glow = ctx.id('amber');
  const halo = ctx.id('halo');
  ctx.defs.push(
    radialGradient(glow, [
      [0, '#ffe08a'],
      [0.55, '#f0a020'],
      [1, '#b5560f'],
    ]),
    radialGradient(halo, [
      [0, '#fff3c4', 0.55],
      [1, '#fff3c4', 0],
    ]),
  );
  const insect = group([
    ellipse(600, 380, 10, 34, INK, { transform: 'rotate(20 600 380)' }),
    circle(588, 346, 9, INK),
    ellipse(570, 376, 40, 12, '#3a2a20', { opacity: 0.55, transform: 'rotate(-30 570 376)' }),
    ellipse(630, 370, 40, 12, '#3a2a20', { opacity: 0.55, transform: 'rotate(30 630 370)' }),
    ...[-1, 1].flatMap((s) =>
      [0, 1, 2].map((k) => line(600, 370 + k * 14, 600 + s * 32, 386 + k * 18, INK, 2)),
    ),
  ]);
  const piece = (x: number, y: number, rx: number, ry: number) =>
    group([
      ellipse(x, y, rx, ry, `url(#${glow})`),
      ellipse(x - rx * 0.35, y - ry * 0.4, rx * 0.25, ry * 0.15, '#fff6d8', { opacity: 0.7 }),
    ]);
  return [
    rect(0, 0, 1200, 800, tint(ctx, '#2a2230')),
    // The Merced cloister's arches, dim behind the lit case.
    ...[150, 450, 750, 1050].map((x) => arch(x, 520, 220, 420, tint(ctx, '#3a3040'))),
    rect(0, 520, 1200, 280, tint(ctx, '#3a2a28')),
    circle(600, 380, 330, `url(#${halo})`),
    rect(300, 560, 600, 30, tint(ctx, '#1a1420')),
    rect(330, 590, 540, 210, tint(ctx, '#4a3a38')),
    // The big polished drop with its trapped insect, on a dark stand.
    rect(560, 500, 80, 60, tint(ctx, '#1a1420')),
    path(
      d(
        'M',
        600,
        200,
        'C',
        720,
        300,
        740,
        420,
        690,
        480,
        'C',
        650,
        520,
        550,
        520,
        510,
        480,
        'C',
        460,
        420,
        480,
        300,
        600,
        200,
        'Z',
      ),
      `url(#${glow})`,
    ),
    insect,
    ellipse(560, 300, 26, 50, '#fff6d8', { opacity: 0.45, transform: 'rotate(25 560 300)' }),
    // Smaller raw and carved pieces: a nugget, a heart and a fish.
    piece(380, 530, 60, 34),
    piece(820, 530, 56, 30),
    path(d('M', 260, 560, 'Q', 300, 500, 340, 560, 'L', 300, 600, 'Z'), `url(#${glow})`),
    path(
      d(
        'M',
        880,
        550,
        'Q',
        940,
        510,
        990,
        550,
        'L',
        1020,
        530,
        'L',
        1020,
        570,
        'L',
        990,
        550,
        'Q',
        940,
        590,
        880,
        550,
        'Z',
      ),
      `url(#${glow})`,
    ),
  ];
}

// ——— Zinacantán ———

function greenhouse(
  x: number,
  y: number,
  w: number,
  h: number,
  film: Colour,
  frame: Colour,
): string {
  const left = x - w / 2;
  const right = x + w / 2;
  return group([
    path(
      d(
        'M',
        left,
        y,
        'Q',
        left,
        y - h,
        left + h,
        y - h,
        'L',
        right - h,
        y - h,
        'Q',
        right,
        y - h,
        right,
        y,
        'Z',
      ),
      film,
    ),
    ...[0.2, 0.4, 0.6, 0.8].map((t) => line(left + t * w, y, left + t * w, y - h + 2, frame, 2)),
    rect(left, y - 4, w, 4, frame),
  ]);
}

export function zinacantan(ctx: DrawContext): string {
  const film = tint(ctx, '#f3f1ea');
  const frame = tint(ctx, '#b8b2a6');
  const hill = tint(ctx, '#5e8f5a');
  const houses: string[] = [];
  [
    [-200, -340],
    [20, -370],
    [230, -330],
    [-310, -270],
    [-100, -290],
    [120, -290],
    [320, -270],
  ].forEach(([x = 0, y = 0]) => houses.push(greenhouse(x, y, 180, 44, film, frame)));
  const shawl = group([
    line(-200, -250, 200, -250, INK, 3),
    rect(-170, -250, 340, 140, tint(ctx, '#6a2c91')),
    ...Array.from({ length: 6 }, (_, i) =>
      group([
        circle(
          -140 + i * 56,
          -190,
          18,
          tint(ctx, ['#ef8fb5', '#5b8fc7', '#f2a900'][i % 3] ?? '#ef8fb5'),
        ),
        circle(-140 + i * 56, -190, 7, tint(ctx, COLOURS.white)),
        ellipse(-140 + i * 56 + 20, -170, 10, 5, tint(ctx, '#3fa35a')),
      ]),
    ),
    ...Array.from({ length: 17 }, (_, i) =>
      line(-166 + i * 20, -110, -166 + i * 20, -90, tint(ctx, '#6a2c91'), 4),
    ),
  ]);
  const bucket = (x: number, bloom: Colour) =>
    group([
      rect(x - 40, -100, 80, 100, tint(ctx, '#c2562f')),
      ...[-26, 0, 26, -13, 13].map((dx, k) => circle(x + dx, -112 - (k > 2 ? 26 : 0), 22, bloom)),
    ]);
  return group([
    path(
      d('M', -520, 0, 'C', -380, -300, -200, -450, 0, -450, 'C', 200, -450, 380, -300, 520, 0, 'Z'),
      hill,
    ),
    // San Lorenzo's white church among the greenhouse-covered slopes.
    rect(-50, -470, 100, 80, tint(ctx, '#f4efe6')),
    polygon(
      [
        [-56, -470],
        [0, -510],
        [56, -470],
      ],
      tint(ctx, '#c4452e'),
    ),
    arch(0, -390, 30, 50, tint(ctx, '#5a3a22')),
    ...houses,
    line(-200, -250, -200, 0, tint(ctx, COLOURS.wood), 8),
    line(200, -250, 200, 0, tint(ctx, COLOURS.wood), 8),
    shawl,
    bucket(-320, tint(ctx, '#e4007c')),
    bucket(-230, tint(ctx, '#f7efe2')),
    bucket(260, tint(ctx, '#9b59d0')),
    bucket(350, tint(ctx, '#f2c94c')),
  ]);
}

// ——— Chiapa de Corzo: La Pila ———

/** Brick courses: thin lighter lines across a shape's box. */
function courses(x: number, y: number, w: number, h: number, colour: Colour): string {
  return group(
    Array.from({ length: Math.floor(h / 16) }, (_, i) =>
      line(x, y + i * 16 + 8, x + w, y + i * 16 + 8, colour, 2),
    ),
  );
}

export function laPila(ctx: DrawContext): string {
  const brick = tint(ctx, '#b5553a');
  const dark = darken(brick, 0.45);
  const light = lighten(brick, 0.2);
  const bays = [-180, -60, 60, 180];
  return group([
    // The ceiba that shades the plaza: straight pale trunk, wide flat crown.
    rect(-430, -420, 50, 420, tint(ctx, '#a89a86')),
    ellipse(-400, -440, 190, 70, tint(ctx, '#3f7a4a')),
    ellipse(-420, -490, 130, 50, tint(ctx, '#4f8a5e')),
    // The round east tower and the arch that joins it: the crown's "handle".
    rect(270, -380, 80, 380, brick),
    courses(270, -380, 80, 380, light),
    polygon(
      [
        [262, -380],
        [310, -440],
        [358, -380],
      ],
      brick,
    ),
    path(d('M', 200, -250, 'Q', 240, -330, 280, -300), 'none', {
      stroke: brick,
      'stroke-width': 26,
    }),
    // The octagon: a stepped base, four visible arched bays, flying buttresses, the dome.
    rect(-300, -40, 600, 40, tint(ctx, '#c9b08e')),
    rect(-270, -70, 540, 30, tint(ctx, '#bba27f')),
    rect(-240, -250, 480, 180, brick),
    courses(-240, -250, 480, 180, light),
    ...bays.map((x) => arch(x, -70, 84, 150, dark)),
    ...[-240, -120, 0, 120, 240].map((x) =>
      polygon(
        [
          [x - 14, -70],
          [x - 14, -260],
          [x, -300],
          [x + 14, -260],
          [x + 14, -70],
        ],
        light,
      ),
    ),
    path(d('M', -200, -250, 'Q', -200, -420, 0, -430, 'Q', 200, -420, 200, -250, 'Z'), brick),
    // The dome's ribs and its diamond-point bricks, the crown's jewels.
    ...[-0.6, -0.2, 0.2, 0.6].map((t) =>
      path(d('M', t * 200, -250, 'Q', t * 180, -400, 0, -430), 'none', {
        stroke: light,
        'stroke-width': 6,
      }),
    ),
    ...Array.from({ length: 7 }, (_, i) =>
      polygon(
        [
          [-180 + i * 60, -250],
          [-166 + i * 60, -282],
          [-152 + i * 60, -250],
        ],
        light,
      ),
    ),
    rect(-18, -470, 36, 44, brick),
    polygon(
      [
        [-24, -470],
        [0, -500],
        [24, -470],
      ],
      light,
    ),
  ]);
}
