/**
 * Cancún's own silhouettes, each drawn around its bottom centre (0, 0) with negative y going up so
 * a landmark can `place()` it, or, for the scenes that bring their own sky, on the whole canvas.
 * Colours go through `tint()` so the time of day shows; lights and neon stay untinted on purpose.
 */
import { celestial, sea, sky, stars, tint } from '../background.ts';
import type { DrawContext } from '../context.ts';
import { boat, jungle, palm, roundTree } from '../nature.ts';
import { COLOURS, darken, lighten } from '../palette.ts';
import type { Colour } from '../palette.ts';
import type { Attrs, Point } from '../svg.ts';
import { circle, d, ellipse, group, line, path, place, polygon, rect } from '../svg.ts';

const INK = COLOURS.ink;
const STRAW = '#c99a55';

/** A stroked open path: ropes, rails, letters and neon tubes. */
export const stroke = (dd: string, colour: Colour, width: number, extra: Attrs = {}) =>
  path(dd, 'none', {
    stroke: colour,
    'stroke-width': width,
    'stroke-linecap': 'round',
    'stroke-linejoin': 'round',
    ...extra,
  });

/** A palapa roof: a thatched cone with a ragged fringe, apex at (0, -h). */
export function thatch(w: number, h: number, colour: Colour = STRAW): string {
  const count = Math.max(4, Math.round(w / 22));
  const fringe: Point[] = Array.from({ length: count + 1 }, (_, i) => [
    w / 2 - (i * w) / count,
    i % 2 === 0 ? 0 : 10,
  ]);
  const straws = [-0.35, -0.15, 0.05, 0.25].map((t) =>
    line(0, -h + 6, t * w, -4, darken(colour, 0.18), 3),
  );
  return group([polygon([[0, -h], ...fringe], colour), ...straws]);
}

/** A standing figure about 90 tall. */
export function person(shirt: Colour, skin = '#8a5a3c'): string {
  return group([
    rect(-11, -36, 9, 36, darken(shirt, 0.45)),
    rect(2, -36, 9, 36, darken(shirt, 0.45)),
    rect(-15, -72, 30, 40, shirt, { rx: 10 }),
    circle(0, -82, 12, skin),
  ]);
}

/** A bicycle's wheels and frame, facing right, wheels on y = 0 (ridden or parked). */
export function bicycleFrame(frame: Colour): string {
  const wheel = (x: number) => circle(x, -26, 24, 'none', { stroke: INK, 'stroke-width': 5 });
  return group([
    wheel(-38),
    wheel(40),
    stroke(
      d(
        'M',
        -38,
        -26,
        'L',
        -8,
        -62,
        'L',
        28,
        -62,
        'L',
        40,
        -26,
        'M',
        -8,
        -62,
        'L',
        2,
        -26,
        'L',
        -38,
        -26,
      ),
      frame,
      6,
    ),
  ]);
}

/** A bicycle with its rider, facing right, wheels on y = 0. */
export function cyclist(frame: Colour, shirt: Colour): string {
  return group([
    bicycleFrame(frame),
    stroke(d('M', 2, -26, 'L', -6, -70, 'L', -18, -72), INK, 5),
    stroke(d('M', 28, -62, 'L', 30, -78), INK, 5),
    path(d('M', -14, -74, 'L', 6, -122, 'L', 24, -116, 'L', 2, -70, 'Z'), shirt),
    stroke(d('M', 14, -112, 'L', 30, -80), shirt, 9),
    circle(14, -134, 13, '#8a5a3c'),
  ]);
}

// ——— Museo Maya de Cancún and San Miguelito ———

/** One of the museum's glass-walled halls in its white concrete frame. */
function pavilion(ctx: DrawContext, x: number, y: number, w: number, h: number): string {
  const concrete = tint(ctx, '#f3efe6');
  const glass = tint(ctx, '#6fb6c9');
  const mullions = Array.from({ length: Math.floor((w - 30) / 34) }, (_, i) =>
    rect(x + 24 + i * 34, y + 16, 3, h - 40, darken(glass, 0.25)),
  );
  return group([
    rect(x, y, w, h, concrete),
    rect(x + 10, y + 14, w - 20, h - 36, glass),
    polygon(
      [
        [x + w * 0.2, y + 14],
        [x + w * 0.34, y + 14],
        [x + w * 0.24, y + h - 22],
        [x + w * 0.1, y + h - 22],
      ],
      '#ffffff',
      { opacity: 0.28 },
    ),
    ...mullions,
    rect(x - 10, y - 12, w + 20, 14, darken(concrete, 0.1)),
  ]);
}

/** A low stepped Maya platform with a one-room temple, as at San Miguelito. */
export function lowTemple(stoneColour: Colour): string {
  return group([
    rect(-130, -40, 260, 40, darken(stoneColour, 0.08)),
    rect(-100, -76, 200, 38, stoneColour),
    rect(-20, -76, 40, 76, lighten(stoneColour, 0.12)),
    rect(-60, -136, 120, 60, lighten(stoneColour, 0.05)),
    rect(-68, -146, 136, 12, darken(stoneColour, 0.12)),
    rect(-16, -124, 32, 48, INK, { opacity: 0.7 }),
  ]);
}

/** The Museo Maya: three glass halls raised high on slim pillars above the trees, a stair up. */
export function museoMaya(ctx: DrawContext): string {
  const pillar = tint(ctx, '#d6cfc2');
  const pillars = [-320, -240, -160, -80, 0, 80, 160, 240, 320].map((x) =>
    rect(x - 7, -190, 14, 190, pillar),
  );
  const trees = [-290, -130, 40, 200, 330].map((x, i) =>
    place(x, 0, 1, [
      roundTree(58 + (i % 2) * 16, tint(ctx, i % 2 ? COLOURS.leafDark : COLOURS.leaf), ctx.rng),
    ]),
  );
  const stair = group([
    polygon(
      [
        [-470, 0],
        [-360, -200],
        [-336, -200],
        [-440, 0],
      ],
      tint(ctx, '#e4ded2'),
    ),
    stroke(d('M', -478, -40, 'L', -366, -240), tint(ctx, '#9a9486'), 4),
  ]);
  return group([
    ...pillars,
    stair,
    pavilion(ctx, -370, -330, 300, 140),
    pavilion(ctx, 150, -320, 230, 130),
    pavilion(ctx, -110, -380, 290, 160),
    ...trees,
  ]);
}

// ——— Playa Delfines ———

/** The big "CANCÚN" letters of the lookout, each stroke in its own colour. */
export function cancunLetters(colours: readonly Colour[]): string {
  const letter = (x: number, shape: string) =>
    group([
      stroke(shape, '#ffffff', 26),
      stroke(shape, colours[Math.round(x / 80) % colours.length] ?? COLOURS.rosa, 18),
    ]);
  const c = (x: number) =>
    d('M', x + 56, -72, 'Q', x + 4, -96, x + 4, -40, 'Q', x + 4, 12, x + 56, -8);
  const a = (x: number) =>
    d('M', x, 0, 'L', x + 30, -80, 'L', x + 60, 0, 'M', x + 14, -30, 'L', x + 46, -30);
  const n = (x: number) => d('M', x, 0, 'L', x, -80, 'L', x + 56, 0, 'L', x + 56, -80);
  const u = (x: number) =>
    d(
      'M',
      x,
      -80,
      'L',
      x,
      -30,
      'Q',
      x,
      4,
      x + 28,
      4,
      'Q',
      x + 56,
      4,
      x + 56,
      -30,
      'L',
      x + 56,
      -80,
    );
  return group([
    letter(0, c(0)),
    letter(80, a(80)),
    letter(160, n(164)),
    letter(240, c(248)),
    letter(320, u(330)),
    stroke(d('M', 352, -100, 'L', 370, -118), colours[0] ?? COLOURS.rosa, 12),
    letter(400, n(412)),
  ]);
}

/** A wooden lifeguard tower on stilts with a red flag. */
export function lifeguardTower(ctx: DrawContext): string {
  const wood = tint(ctx, '#c98f5a');
  return group([
    ...[-40, 40].map((x) => stroke(d('M', x * 1.3, 0, 'L', x, -130), wood, 10)),
    stroke(d('M', -52, -20, 'L', 40, -110, 'M', 52, -20, 'L', -40, -110), darken(wood, 0.2), 5),
    rect(-56, -200, 112, 76, tint(ctx, '#f2ede2')),
    rect(-40, -186, 80, 34, tint(ctx, '#3b6f8f')),
    polygon(
      [
        [-76, -198],
        [0, -238],
        [76, -198],
      ],
      tint(ctx, '#d9482b'),
    ),
    polygon(
      [
        [-60, -126],
        [-120, 0],
        [-100, 0],
        [-44, -126],
      ],
      darken(wood, 0.1),
    ),
    line(60, -238, 60, -320, INK, 4),
    polygon(
      [
        [62, -318],
        [118, -304],
        [62, -288],
      ],
      '#e23b2e',
    ),
  ]);
}

/** Low dunes with tufts of sea oats, spanning ±w/2. */
export function dunes(ctx: DrawContext, w: number): string {
  const sand = tint(ctx, '#efe0bf');
  const tufts = Array.from({ length: 9 }, (_, i) => {
    const x = -w / 2 + 40 + i * ((w - 80) / 8);
    const top = -48 - Math.sin(i * 1.7) * 14;
    return group(
      [-12, 0, 12].map((lean) =>
        stroke(
          d('M', x, top + 30, 'Q', x + lean, top + 6, x + lean * 2, top - 12),
          tint(ctx, '#7c9a52'),
          3,
        ),
      ),
    );
  });
  return group([
    path(
      d(
        'M',
        -w / 2,
        0,
        'Q',
        -w / 4,
        -90,
        0,
        -40,
        'Q',
        w / 4,
        -10,
        w / 2,
        -70,
        'L',
        w / 2,
        20,
        'L',
        -w / 2,
        20,
        'Z',
      ),
      sand,
    ),
    ...tufts,
  ]);
}

// ——— Punta Cancún ———

function searchlights(): string {
  return group(
    [
      [420, -30],
      [760, 25],
      [600, -8],
    ].map(([x = 0, lean = 0]) =>
      polygon(
        [
          [x - 8, 560],
          [x + lean * 10 - 70, 0],
          [x + lean * 10 + 70, 0],
          [x + 8, 560],
        ],
        '#fff4c8',
        { opacity: 0.13 },
      ),
    ),
  );
}

/** Hotel towers of the strip, dark with lit windows, behind the clubs. */
function hotelTowers(ctx: DrawContext): string {
  const towers: string[] = [];
  [
    [40, 200, 260],
    [250, 160, 200],
    [900, 180, 240],
    [1060, 150, 300],
  ].forEach(([x = 0, w = 0, h = 0]) => {
    towers.push(rect(x, 560 - h, w, h, '#232a4d'));
    for (let row = 0; row < Math.floor(h / 34); row += 1)
      for (let col = 0; col < Math.floor(w / 30); col += 1)
        if (ctx.rng.chance(0.45))
          towers.push(
            rect(x + 10 + col * 30, 576 - h + row * 34, 14, 16, '#f6d77a', { opacity: 0.85 }),
          );
  });
  return group(towers);
}

/** A club front with a neon-framed entrance and a glowing sign. */
function clubFront(x: number, w: number, h: number, wall: Colour, neon: Colour): string {
  const top = 660 - h;
  return group([
    rect(x, top, w, h, wall),
    stroke(
      d(
        'M',
        x + 16,
        top + 16,
        'L',
        x + w - 16,
        top + 16,
        'L',
        x + w - 16,
        650,
        'M',
        x + 16,
        650,
        'L',
        x + 16,
        top + 16,
      ),
      neon,
      6,
      { opacity: 0.9 },
    ),
    rect(x + w * 0.2, top + 34, w * 0.6, 50, '#120c22'),
    stroke(
      d('M', x + w * 0.26, top + 72, 'q', w * 0.12, -40, w * 0.24, 0, 't', w * 0.24, 0),
      neon,
      7,
    ),
    path(
      d(
        'M',
        x + w * 0.32,
        660,
        'L',
        x + w * 0.32,
        top + 130,
        'Q',
        x + w / 2,
        top + 100,
        x + w * 0.68,
        top + 130,
        'L',
        x + w * 0.68,
        660,
        'Z',
      ),
      '#ffcf6b',
    ),
  ]);
}

/** Punta Cancún by night: searchlights over hotel towers, three neon club fronts, a queue, palms. */
export function puntaCancunNight(ctx: DrawContext): string[] {
  const id = ctx.id('night');
  ctx.defs.push(
    `<linearGradient id="${id}" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#0d1230"/><stop offset="1" stop-color="#3a2456"/></linearGradient>`,
  );
  const queue = [0, 1, 2, 3, 4, 5].map((i) =>
    place(310 + i * 44, 730, 1.1, [
      person(['#e4007c', '#3fbfb0', '#f2a900'][i % 3] ?? INK, '#3a2a30'),
    ]),
  );
  return [
    rect(0, 0, 1200, 800, `url(#${id})`),
    stars(ctx, 30),
    searchlights(),
    hotelTowers(ctx),
    clubFront(250, 230, 240, '#2a1f4a', '#ff3fa4'),
    clubFront(490, 260, 300, '#1e2c52', '#3ff0e0'),
    clubFront(760, 210, 220, '#3a1f3f', '#ffd23f'),
    rect(0, 660, 1200, 140, '#1b1830'),
    rect(0, 700, 1200, 6, '#ff3fa4', { opacity: 0.4 }),
    ...queue,
    place(150, 790, 1, [palm(420, 50, '#1f4a48')]),
    place(1060, 790, 1, [palm(380, -60, '#1f4a48')]),
  ];
}

// ——— Mercado 28 ———

/** A hammock for sale, hung from two hooks, in bands of colour. */
function hammock(x: number, y: number, w: number, colours: readonly Colour[]): string {
  return group(
    colours.map((colour, i) =>
      stroke(d('M', x, y + i * 6, 'Q', x + w / 2, y + 90 + i * 8, x + w, y + i * 6), colour, 7),
    ),
  );
}

/** An embroidered white blouse with a ring of flowers at the neck. */
function blouse(x: number, y: number, flower: Colour): string {
  return group([
    path(
      d(
        'M',
        x - 30,
        y,
        'L',
        x - 50,
        y + 24,
        'L',
        x - 36,
        y + 34,
        'L',
        x - 26,
        y + 22,
        'L',
        x - 24,
        y + 90,
        'L',
        x + 24,
        y + 90,
        'L',
        x + 26,
        y + 22,
        'L',
        x + 36,
        y + 34,
        'L',
        x + 50,
        y + 24,
        'L',
        x + 30,
        y,
        'Z',
      ),
      '#fbf7ee',
    ),
    ...[-16, 0, 16].map((dx) => circle(x + dx, y + 14 + Math.abs(dx) * 0.2, 6, flower)),
    rect(x - 24, y + 76, 48, 6, flower),
  ]);
}

function sombrero(x: number, y: number, colour: Colour): string {
  return group([
    ellipse(x, y, 46, 12, colour),
    ellipse(x, y - 14, 18, 18, darken(colour, 0.1)),
    rect(x - 18, y - 8, 36, 5, '#c2562f'),
  ]);
}

/** A silver stall: a black board of rings and necklaces. */
function silverBoard(x: number, y: number): string {
  return group([
    rect(x, y, 90, 70, '#2a2230'),
    ...[0, 1, 2].map((i) =>
      stroke(
        d('M', x + 12, y + 12 + i * 18, 'Q', x + 45, y + 30 + i * 18, x + 78, y + 12 + i * 18),
        '#d9dde2',
        3,
      ),
    ),
    ...[0, 1, 2, 3].map((i) =>
      circle(x + 16 + i * 20, y + 60, 5, 'none', { stroke: '#e8ebee', 'stroke-width': 3 }),
    ),
  ]);
}

/** Mercado 28: a low arcade of craft stalls with hammocks, sombreros, blouses and silver. */
export function mercado28(ctx: DrawContext): string {
  const wall = tint(ctx, '#f4ecd8');
  const trim = tint(ctx, '#d89a3c');
  const shade = tint(ctx, '#5a3a2e');
  const bays = [-330, -198, -66, 66, 198];
  const hammocks = [
    ['#e4007c', '#f2a900', '#3fbfb0'],
    ['#2b3a67', '#e64b3c', '#f2a900'],
    ['#0f7b6c', '#ef8fb5', '#fffaf2'],
  ];
  const wares = bays.map((x, i) => {
    const cx = x + 66;
    if (i === 0 || i === 3)
      return group([
        hammock(x + 14, -214, 104, hammocks[i % 3] ?? []),
        hammock(x + 14, -160, 104, hammocks[(i + 1) % 3] ?? []),
      ]);
    if (i === 1)
      return group([
        sombrero(cx, -176, tint(ctx, '#e9c46a')),
        sombrero(cx, -118, tint(ctx, '#f1d8a0')),
        sombrero(cx, -62, tint(ctx, '#e2b65a')),
      ]);
    if (i === 2) return group([blouse(cx - 28, -210, '#e4007c'), blouse(cx + 28, -200, '#2b8fd6')]);
    return group([silverBoard(cx - 45, -200), blouse(cx, -110, '#f2a900')]);
  });
  return group([
    place(-240, -250, 1, [roundTree(60, tint(ctx, COLOURS.leafDark), ctx.rng)]),
    place(250, -250, 1, [roundTree(70, tint(ctx, COLOURS.leaf), ctx.rng)]),
    rect(-350, -300, 700, 300, wall),
    rect(-360, -312, 720, 22, trim),
    rect(-120, -380, 240, 76, tint(ctx, '#0f7b6c')),
    stroke(
      d('M', -60, -364, 'Q', -30, -384, -12, -360, 'Q', 0, -340, -62, -320, 'L', -10, -320),
      '#fffaf2',
      10,
    ),
    circle(40, -362, 13, 'none', { stroke: '#fffaf2', 'stroke-width': 10 }),
    circle(40, -332, 15, 'none', { stroke: '#fffaf2', 'stroke-width': 10 }),
    ...bays.map((x) =>
      path(
        d(
          'M',
          x + 10,
          0,
          'L',
          x + 10,
          -190,
          'Q',
          x + 66,
          -260,
          x + 122,
          -190,
          'L',
          x + 122,
          0,
          'Z',
        ),
        shade,
      ),
    ),
    ...wares,
    ...[-340, 340].map((x) => rect(x - 10, -300, 20, 300, trim)),
  ]);
}

// ——— Mercado 23 ———

function orangePile(x: number, y: number, fruit: Colour, rows = 4): string {
  const fruits: string[] = [];
  for (let row = 0; row < rows; row += 1)
    for (let i = 0; i < rows - row; i += 1)
      fruits.push(
        circle(x + i * 30 + row * 15, y - row * 26, 16, i % 2 ? fruit : lighten(fruit, 0.12)),
      );
  return group(fruits);
}

function pineapple(x: number, y: number): string {
  return group([
    ...[-14, 0, 14].map((dx) =>
      polygon(
        [
          [x + dx - 8, y - 54],
          [x + dx * 1.6, y - 96],
          [x + dx + 8, y - 54],
        ],
        '#3f8f4f',
      ),
    ),
    ellipse(x, y - 28, 24, 32, '#d6a23a'),
    stroke(
      d('M', x - 16, y - 44, 'L', x + 16, y - 12, 'M', x + 16, y - 44, 'L', x - 16, y - 12),
      '#9a6a22',
      2,
    ),
  ]);
}

function papaya(x: number, y: number): string {
  return group([
    ellipse(x, y - 18, 40, 20, '#6f9a3a'),
    ellipse(x + 40, y - 18, 34, 18, '#f08a3c'),
    ellipse(x + 40, y - 18, 12, 7, '#3a2a20'),
  ]);
}

/** A five-pointed cone piñata on its string. */
function starPinata(x: number, y: number, body: Colour, cones: Colour): string {
  const points = Array.from({ length: 5 }, (_, i) => {
    const a = (i * 2 * Math.PI) / 5 - Math.PI / 2;
    return polygon(
      [
        [x + Math.cos(a + 0.5) * 30, y + Math.sin(a + 0.5) * 30],
        [x + Math.cos(a) * 92, y + Math.sin(a) * 92],
        [x + Math.cos(a - 0.5) * 30, y + Math.sin(a - 0.5) * 30],
      ],
      i % 2 ? cones : lighten(cones, 0.2),
    );
  });
  const tassels = [-1, 0, 1].map((i) =>
    stroke(d('M', x + i * 12, y + 40, 'L', x + i * 16, y + 110), body, 4),
  );
  return group([line(x, 0, x, y - 40, INK, 2), ...tassels, ...points, circle(x, y, 40, body)]);
}

/** Mercado 23 inside: a fruit stall, star piñatas from the roof beams, a breakfast counter. */
export function mercado23(ctx: DrawContext): string[] {
  const crate = tint(ctx, '#a0703e');
  return [
    rect(0, 0, 1200, 800, tint(ctx, '#e9dcc0')),
    rect(0, 0, 1200, 90, tint(ctx, '#9aa3a8')),
    ...Array.from({ length: 13 }, (_, i) => rect(i * 100, 0, 8, 90, tint(ctx, '#7f878c'))),
    rect(0, 86, 1200, 16, tint(ctx, '#5a4a3a')),
    rect(0, 420, 1200, 380, tint(ctx, '#5f9a8a')),
    starPinata(300, 210, '#e4007c', '#f2a900'),
    starPinata(560, 170, '#3fbfb0', '#e64b3c'),
    starPinata(880, 220, '#f2a900', '#2b3a67'),
    rect(200, 560, 560, 240, crate),
    ...[0, 1, 2, 3].map((i) => rect(200, 580 + i * 52, 560, 6, darken(crate, 0.2))),
    rect(190, 540, 580, 24, darken(crate, 0.15)),
    place(210, 540, 1.5, [
      orangePile(14, -16, '#f28c1e'),
      orangePile(130, -16, '#e64b3c', 3),
      pineapple(236, 0),
      pineapple(272, 0),
      papaya(300, 0),
      papaya(306, -36),
    ]),
    stroke(d('M', 760, 320, 'Q', 790, 400, 760, 470), '#f2cf3a', 18),
    stroke(d('M', 780, 320, 'Q', 810, 400, 790, 470), '#e9c22c', 18),
    line(770, 300, 770, 110, INK, 3),
    rect(830, 520, 230, 280, tint(ctx, '#d9482b')),
    rect(820, 500, 250, 24, tint(ctx, '#f4ecd8')),
    ellipse(890, 494, 44, 10, '#fbf7ee'),
    ellipse(890, 486, 30, 8, '#c2562f'),
    ellipse(1000, 478, 34, 26, tint(ctx, '#6a6a70')),
    rect(966, 470, 68, 22, tint(ctx, '#6a6a70')),
    rect(980, 430, 30, 40, '#f6a13a', { opacity: 0.9 }),
    ...[880, 1000].map((x) =>
      group([rect(x - 22, 640, 44, 12, '#e8e0cf'), rect(x - 4, 652, 8, 148, '#8a8a90')]),
    ),
  ];
}

// ——— Avenida Yaxchilán ———

/** A trompo of al pastor: red-orange meat stacked on a vertical spit, a pineapple on top. */
function trompo(): string {
  const layers = Array.from({ length: 9 }, (_, i) => {
    const y = -40 - i * 26;
    const w = 34 + i * 6;
    return rect(-w, y - 26, w * 2, 26, i % 2 ? '#c2452a' : '#d8612f', { rx: 8 });
  });
  return group([
    rect(-6, -330, 12, 330, '#9aa0a8'),
    rect(-70, -10, 140, 12, '#9aa0a8'),
    ...layers,
    ...[0, 1, 2].map((i) =>
      stroke(d('M', -30 + i * 30, -80, 'L', -36 + i * 34, -250), '#8c2f1b', 3, { opacity: 0.6 }),
    ),
    ...[-12, 0, 12].map((dx) =>
      polygon(
        [
          [dx - 8, -318],
          [dx * 1.8, -356],
          [dx + 8, -318],
        ],
        '#3f8f4f',
      ),
    ),
    ellipse(0, -300, 30, 24, '#e9b93a'),
  ]);
}

function stringLights(x1: number, x2: number, y: number, sag: number): string {
  const bulbs = Array.from({ length: 11 }, (_, i) => {
    const t = i / 10;
    const x = x1 + (x2 - x1) * t;
    const by = y + sag * 4 * t * (1 - t);
    return circle(x, by + 8, 8, ['#ffd23f', '#ff6f91', '#7ff0e0'][i % 3] ?? '#ffd23f');
  });
  return group([stroke(d('M', x1, y, 'Q', (x1 + x2) / 2, y + sag * 2, x2, y), INK, 3), ...bulbs]);
}

/** A taquería of Avenida Yaxchilán: the pastor spit before its grill, a counter and its lights. */
export function pastorStall(ctx: DrawContext): string {
  const counter = tint(ctx, '#e64b3c');
  return group([
    rect(-330, -480, 12, 480, tint(ctx, '#6a4a3a')),
    rect(318, -480, 12, 480, tint(ctx, '#6a4a3a')),
    rect(-350, -520, 700, 60, tint(ctx, '#0f7b6c')),
    ...Array.from({ length: 10 }, (_, i) =>
      path(d('M', -350 + i * 70, -460, 'q', 35, 30, 70, 0, 'Z'), i % 2 ? '#fffaf2' : '#f2a900'),
    ),
    rect(-250, -420, 140, 220, '#3a2a2a'),
    ...[0, 1, 2, 3].map((i) => rect(-240, -404 + i * 52, 120, 30, '#ff8a2a', { opacity: 0.85 })),
    place(-60, -200, 1, [trompo()]),
    rect(-310, -200, 620, 200, counter),
    rect(-320, -214, 640, 20, tint(ctx, '#f4ecd8')),
    ...[-250, -150, -50, 50, 150, 250].map((x) =>
      rect(x - 40, -170, 80, 80, lighten(counter, 0.25), { opacity: 0.5 }),
    ),
    rect(100, -234, 160, 20, tint(ctx, '#c99a55')),
    ...[130, 180, 230].map((x) =>
      group([
        path(d('M', x - 26, -232, 'A', 26, 22, 0, 0, 1, x + 26, -232, 'Z'), '#f1cf7e'),
        circle(x - 6, -240, 6, '#d8612f'),
        circle(x + 8, -238, 5, '#e9b93a'),
      ]),
    ),
    stringLights(-360, 360, -560, 40),
  ]);
}

// ——— Parque de las Palapas ———

/** A snack cart ringed with bulbs, on two wheels. */
function snackCart(body: Colour, roof: Colour): string {
  const bulbs = Array.from({ length: 9 }, (_, i) => circle(-80 + i * 20, -176, 6, '#ffe27a'));
  return group([
    rect(-90, -150, 180, 110, body, { rx: 8 }),
    rect(-76, -136, 152, 44, '#fff6dc', { opacity: 0.85 }),
    rect(-70, -250, 6, 100, INK),
    rect(64, -250, 6, 100, INK),
    rect(-100, -270, 200, 30, roof, { rx: 6 }),
    ...bulbs,
    ...[-80, 80].map((x) => circle(x, -170 - 60, 6, '#ffe27a')),
    circle(-50, -24, 24, INK),
    circle(50, -24, 24, INK),
  ]);
}

/** Parque de las Palapas: the thatched stage with dancers, bright snack carts, shaded tables. */
export function palapasPark(ctx: DrawContext): string {
  const post = tint(ctx, '#7a4a2a');
  const table = (x: number) =>
    group([
      place(x, -170, 1, [thatch(170, 80, tint(ctx, STRAW))]),
      rect(x - 4, -170, 8, 170, post),
      rect(x - 50, -60, 100, 10, tint(ctx, '#f4ecd8')),
      rect(x - 4, -50, 8, 50, post),
    ]);
  const dancer = (x: number, skirt: Colour) =>
    group([
      path(
        d('M', x - 36, -130, 'Q', x, -170, x + 36, -130, 'L', x + 16, -170, 'L', x - 16, -170, 'Z'),
        skirt,
      ),
      rect(x - 10, -210, 20, 44, '#fffaf2', { rx: 6 }),
      circle(x, -222, 11, '#8a5a3c'),
    ]);
  return group([
    rect(-230, -110, 460, 110, tint(ctx, '#cdbf9f')),
    rect(-240, -118, 480, 12, tint(ctx, '#e8dcc2')),
    ...[-210, -70, 70, 210].map((x) => rect(x - 7, -360, 14, 250, post)),
    place(0, -350, 1, [thatch(560, 170, tint(ctx, STRAW))]),
    dancer(-50, '#e4007c'),
    dancer(50, '#f2a900'),
    place(-350, 0, 0.9, [snackCart(tint(ctx, '#e64b3c'), tint(ctx, '#fffaf2'))]),
    place(340, 0, 0.9, [snackCart(tint(ctx, '#2b8fd6'), tint(ctx, '#f2a900'))]),
    table(-470),
    table(470),
  ]);
}

// ——— Isla Mujeres Town ———

/** A two-storey island shopfront with a balcony, an awning and its door. */
function islandShop(x: number, w: number, h: number, wall: Colour, trim: Colour): string {
  return group([
    rect(x, -h, w, h, wall),
    rect(x - 6, -h - 14, w + 12, 16, trim),
    ...[0.2, 0.6].map((t) => rect(x + w * t, -h + 36, w * 0.22, 56, darken(wall, 0.35), { rx: 4 })),
    rect(x - 6, -h + 104, w + 12, 10, lighten(trim, 0.2)),
    ...Array.from({ length: Math.floor(w / 18) }, (_, i) =>
      rect(x + 4 + i * 18, -h + 76, 4, 30, lighten(trim, 0.2)),
    ),
    path(
      d('M', x + 6, -116, 'L', x + w - 6, -116, 'L', x + w + 10, -82, 'L', x - 10, -82, 'Z'),
      trim,
    ),
    rect(x + w * 0.32, -80, w * 0.36, 80, darken(wall, 0.45)),
  ]);
}

/** A rental golf cart with its white canopy, facing left. */
export function golfCart(body: Colour): string {
  return group([
    rect(-110, -80, 220, 50, body, { rx: 14 }),
    rect(-120, -190, 240, 14, COLOURS.white, { rx: 6 }),
    rect(-96, -180, 8, 110, '#6a6a70'),
    rect(86, -180, 8, 110, '#6a6a70'),
    rect(-20, -110, 100, 34, darken(body, 0.2), { rx: 8 }),
    circle(-70, -24, 26, INK),
    circle(70, -24, 26, INK),
    circle(-70, -24, 10, '#c8cfd6'),
    circle(70, -24, 10, '#c8cfd6'),
  ]);
}

/** Avenida Hidalgo: three bright shopfronts with hammocks for sale and a golf cart before them. */
export function avenidaHidalgo(ctx: DrawContext): string {
  return group([
    islandShop(-380, 240, 300, tint(ctx, '#3fbfb0'), tint(ctx, '#e4007c')),
    islandShop(-120, 240, 340, tint(ctx, '#f2a900'), tint(ctx, '#0f7b6c')),
    islandShop(140, 240, 310, tint(ctx, '#ef8fb5'), tint(ctx, '#2b3a67')),
    hammock(-360, -150, 90, ['#e4007c', '#f2a900', '#3fbfb0']),
    hammock(300, -150, 70, ['#2b3a67', '#fffaf2', '#e64b3c']),
    place(20, 0, 0.95, [golfCart(tint(ctx, '#2b8fd6'))]),
  ]);
}

// ——— Playa Norte ———

/** A thatched beach umbrella over a sunbed. */
function beachUmbrella(ctx: DrawContext, towel: Colour): string {
  return group([
    rect(-4, -170, 8, 170, tint(ctx, '#7a4a2a')),
    place(0, -160, 1, [thatch(190, 70, tint(ctx, STRAW))]),
    path(
      d('M', -80, -26, 'L', 40, -26, 'L', 80, -70, 'L', 92, -64, 'L', 56, -16, 'L', -80, -16, 'Z'),
      tint(ctx, towel),
    ),
    rect(-76, -16, 6, 16, INK),
    rect(40, -16, 6, 16, INK),
  ]);
}

/** A bather standing waist-deep: only head, shoulders and arms above the water. */
function bather(x: number, y: number, swim: Colour): string {
  return group([
    rect(x - 14, y - 40, 28, 40, swim, { rx: 10 }),
    circle(x, y - 52, 12, '#8a5a3c'),
    ellipse(x, y, 30, 6, '#ffffff', { opacity: 0.5 }),
  ]);
}

/** Playa Norte: waist-deep shallows with bathers, a swing under a palm, thatched umbrellas. */
export function playaNorte(ctx: DrawContext): string {
  return group([
    path(
      d('M', -600, -60, 'Q', 0, -100, 600, -60, 'L', 600, 20, 'Q', 0, -10, -600, 20, 'Z'),
      tint(ctx, '#8fe3da'),
      { opacity: 0.8 },
    ),
    bather(-150, -40, '#e4007c'),
    bather(-70, -46, '#2b3a67'),
    bather(70, -44, '#f2a900'),
    place(260, 30, 1, [palm(360, -190)]),
    stroke(d('M', 60, -300, 'L', 66, -120, 'M', 120, -300, 'L', 126, -120), INK, 3),
    rect(56, -124, 76, 12, tint(ctx, '#7a4a2a')),
    place(-280, 130, 1, [beachUmbrella(ctx, '#3fbfb0')]),
    place(-30, 140, 1, [beachUmbrella(ctx, '#e64b3c')]),
    place(380, 130, 0.9, [beachUmbrella(ctx, '#f2a900')]),
  ]);
}

// ——— Punta Sur ———

/** The small stone shrine of Ixchel, half fallen: a doorway, a broken roof line. */
function ixchelShrine(stoneColour: Colour): string {
  return group([
    rect(-90, -30, 180, 30, darken(stoneColour, 0.1)),
    path(
      d(
        'M',
        -70,
        -30,
        'L',
        -70,
        -120,
        'L',
        -20,
        -126,
        'L',
        10,
        -112,
        'L',
        40,
        -120,
        'L',
        70,
        -96,
        'L',
        70,
        -30,
        'Z',
      ),
      stoneColour,
    ),
    rect(-22, -96, 44, 66, INK, { opacity: 0.7 }),
    rect(60, -20, 30, 20, lighten(stoneColour, 0.1)),
  ]);
}

function lighthouse(body: Colour, band: Colour, lantern: Colour, h: number): string {
  return group([
    polygon(
      [
        [-30, 0],
        [-20, -h],
        [20, -h],
        [30, 0],
      ],
      body,
    ),
    rect(-26, -h * 0.55, 52, 14, band),
    rect(-28, -h - 8, 56, 10, band),
    rect(-16, -h - 44, 32, 36, lantern),
    polygon(
      [
        [-20, -h - 44],
        [0, -h - 64],
        [20, -h - 44],
      ],
      band,
    ),
    rect(-6, -h * 0.25, 12, 22, darken(body, 0.4)),
  ]);
}

/** Bright abstract metal sculptures of the Punta Sur garden. */
function sculptures(): string {
  return group([
    stroke(d('M', -70, 0, 'Q', -80, -150, 0, -160, 'Q', 60, -150, 40, -80), '#e64b3c', 16),
    polygon(
      [
        [40, 0],
        [90, -120],
        [140, 0],
      ],
      '#f2a900',
    ),
    circle(90, -150, 26, 'none', { stroke: '#2b8fd6', 'stroke-width': 12 }),
  ]);
}

/** Punta Sur at sunrise: a rocky cliff over deep blue sea, the shrine at its tip, the lighthouse. */
export function puntaSur(ctx: DrawContext): string[] {
  const rock = tint(ctx, '#9a8470');
  const foam = Array.from({ length: 6 }, (_, i) =>
    stroke(d('M', 740 + i * 60, 640 + (i % 2) * 30, 'q', 20, -10, 40, 0), '#ffffff', 5, {
      opacity: 0.8,
    }),
  );
  return [
    sky(ctx),
    celestial(ctx, 1000, 400),
    sea(ctx, 450, '#163f7a'),
    path(
      d(
        'M',
        0,
        470,
        'L',
        300,
        440,
        'L',
        640,
        452,
        'L',
        760,
        470,
        'L',
        800,
        560,
        'L',
        770,
        620,
        'L',
        820,
        700,
        'L',
        780,
        800,
        'L',
        0,
        800,
        'Z',
      ),
      rock,
    ),
    path(d('M', 640, 452, 'L', 760, 470, 'L', 800, 560, 'L', 720, 540, 'Z'), darken(rock, 0.2)),
    path(
      d('M', 0, 520, 'L', 500, 500, 'L', 720, 540, 'L', 770, 620, 'L', 0, 800, 'Z'),
      darken(rock, 0.08),
    ),
    ...foam,
    place(90, 470, 0.9, [jungle(220, ctx.rng, tint(ctx, '#4f8a5e'))]),
    place(300, 448, 1, [lighthouse(tint(ctx, '#f4f1ea'), tint(ctx, '#c2562f'), '#ffe9a8', 210)]),
    place(470, 450, 0.7, [sculptures()]),
    place(650, 462, 0.9, [ixchelShrine(tint(ctx, '#cdb48f'))]),
    ...[0, 1, 2, 3, 4, 5].map((i) => rect(150 + i * 80, 470 + i * 2, 6, 34, tint(ctx, '#7a4a2a'))),
    stroke(d('M', 150, 476, 'L', 556, 486), tint(ctx, '#7a4a2a'), 5),
  ];
}

// ——— Puerto Morelos ———

/** The Faro Inclinado: a square white tower with blue trim, leaning where Beulah left it. */
function leaningLighthouse(): string {
  return group(
    [
      polygon(
        [
          [-34, 0],
          [-24, -220],
          [24, -220],
          [34, 0],
        ],
        '#f6f3ec',
      ),
      rect(-32, -12, 64, 12, '#2f6fb5'),
      rect(-28, -120, 56, 10, '#2f6fb5'),
      rect(-32, -232, 64, 14, '#2f6fb5'),
      rect(-18, -270, 36, 38, '#f6f3ec'),
      rect(-10, -262, 20, 20, '#2f6fb5'),
      rect(-22, -280, 44, 10, '#2f6fb5'),
      rect(-8, -70, 16, 30, '#2f6fb5'),
    ],
    { transform: 'rotate(14)' },
  );
}

function snorkeller(x: number, y: number): string {
  return group([
    ellipse(x, y, 34, 10, '#e8874a'),
    circle(x - 32, y - 4, 10, '#8a5a3c'),
    rect(x - 40, y - 26, 5, 20, '#f2a900'),
    polygon(
      [
        [x + 30, y],
        [x + 58, y - 12],
        [x + 58, y + 10],
      ],
      '#2b3a67',
    ),
  ]);
}

/** Puerto Morelos: the leaning lighthouse and the new one behind, a snorkel boat over the reef. */
export function puertoMorelos(ctx: DrawContext): string {
  const reef = Array.from({ length: 7 }, (_, i) =>
    ellipse(20 + i * 70, -160 + (i % 2) * 16, 46, 14, i % 3 ? '#2a7f7f' : '#c9705a', {
      opacity: 0.55,
    }),
  );
  return group([
    ...reef,
    place(300, -170, 0.55, [boat(tint(ctx, '#fffaf2'), tint(ctx, '#2f6fb5'))]),
    snorkeller(130, -120),
    snorkeller(420, -128),
    place(60, 70, 0.8, [lighthouse(tint(ctx, '#f4f1ea'), tint(ctx, '#e64b3c'), '#fff3c4', 300)]),
    place(-220, 90, 1.15, [leaningLighthouse()]),
  ]);
}

// ——— Ruta de los Cenotes ———

/** A roadside signpost with two arrow boards. */
function signpost(wood: Colour): string {
  const board = (y: number, dir: 1 | -1) =>
    polygon(
      [
        [0, y],
        [dir * 110, y],
        [dir * 132, y + 18],
        [dir * 110, y + 36],
        [0, y + 36],
      ],
      lighten(wood, 0.25),
    );
  return group([
    rect(-7, -220, 14, 220, wood),
    board(-210, 1),
    board(-160, -1),
    ...[-196, -146].map((y, i) => rect(i ? -96 : 20, y, 76, 6, darken(wood, 0.3))),
  ]);
}

/** An open cenote: a round limestone pit of turquoise water, a wooden dock, a zip line across. */
export function openCenote(ctx: DrawContext): string {
  const lime = tint(ctx, '#d8c9a3');
  const wall = tint(ctx, '#8c7a5e');
  const wood = tint(ctx, '#7a4a2a');
  const vines = Array.from({ length: 10 }, (_, i) => {
    const x = -260 + i * 56;
    return stroke(d('M', x, -10, 'q', 6, 40, 0, 60 + (i % 3) * 20), tint(ctx, '#3f7a3f'), 3);
  });
  return group([
    ellipse(0, 60, 360, 110, lime),
    ellipse(0, 60, 320, 90, wall),
    ellipse(0, 84, 290, 62, tint(ctx, '#34c3c4')),
    ellipse(-60, 74, 120, 16, '#ffffff', { opacity: 0.35 }),
    ...vines,
    rect(120, 40, 150, 14, wood),
    ...[130, 250].map((x) => rect(x, 54, 8, 50, darken(wood, 0.2))),
    stroke(
      d(
        'M',
        150,
        54,
        'L',
        150,
        120,
        'M',
        176,
        54,
        'L',
        176,
        120,
        'M',
        150,
        76,
        'L',
        176,
        76,
        'M',
        150,
        100,
        'L',
        176,
        100,
      ),
      '#c9c9c9',
      4,
    ),
    rect(-380, -330, 16, 330, wood),
    stroke(d('M', -372, -320, 'L', 380, -150), INK, 3),
    rect(372, -170, 16, 170, wood),
    stroke(d('M', -60, -250, 'L', -60, -214), INK, 3),
    place(-60, -128, 0.9, [person(tint(ctx, '#e4007c'))]),
    place(-470, 40, 1, [signpost(wood)]),
  ]);
}
