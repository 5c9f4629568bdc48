/**
 * Mexico City's spot drawings. Outdoor subjects are drawn around their bottom centre (0, 0) with
 * negative y going up, so the setting can place them; indoor ones fill the whole 1200×800 card.
 */
import { tint } from '../background.ts';
import type { DrawContext } from '../context.ts';
import { arch } from '../architecture.ts';
import { cactus, marigold, palm, roundTree } from '../nature.ts';
import { COLOURS, darken, lighten } from '../palette.ts';
import type { Colour } from '../palette.ts';
import { tower } from '../silhouettes.ts';
import type { Point } from '../svg.ts';
import { circle, d, ellipse, group, line, path, place, polygon, rect } from '../svg.ts';

const INK = COLOURS.ink;

/** A standing figure about 180 tall: legs, a body, a head, an optional hat. */
export function person(body: Colour, legs: Colour, skin = '#a8714d', hat?: Colour): string {
  return group([
    rect(-16, -80, 13, 80, legs),
    rect(3, -80, 13, 80, legs),
    path(d('M', -26, -80, 'L', -22, -150, 'Q', 0, -162, 22, -150, 'L', 26, -80, 'Z'), body),
    circle(0, -172, 17, skin),
    hat ? rect(-20, -192, 40, 10, hat, { rx: 4 }) : '',
  ]);
}

/** Horizontal mortar courses with staggered joints, over a brick wall. */
function brickwork(x: number, top: number, width: number, height: number, mortar: Colour) {
  const parts: string[] = [];
  for (let row = 0; row * 26 < height; row += 1) {
    const y = top + row * 26;
    parts.push(rect(x, y, width, 3, mortar));
    for (let jx = x + (row % 2) * 28 + 14; jx < x + width; jx += 56)
      parts.push(rect(jx, y, 3, Math.min(26, top + height - y), mortar));
  }
  return group(parts, { opacity: 0.55 });
}

/** A guard tower: brick shaft, a concrete lookout with a band of dark windows, a flat slab roof. */
function watchtower(x: number, width: number, height: number, colours: readonly Colour[]) {
  const [brick = '#a5593f', mortar = '#7f3f2c', concrete = '#bdb6aa'] = colours;
  const half = width / 2;
  return group([
    rect(x - half, -height, width, height, brick),
    brickwork(x - half, -height, width, height, mortar),
    rect(x - half - 10, -height - 70, width + 20, 70, concrete),
    rect(x - half + 2, -height - 58, width - 4, 32, INK),
    ...[-0.25, 0, 0.25].map((t) => rect(x + t * width - 3, -height - 58, 6, 32, concrete)),
    rect(x - half - 24, -height - 94, width + 48, 26, lighten(concrete, 0.15)),
    rect(x - 7, -height * 0.62, 14, 44, INK),
  ]);
}

/** Trotsky's "little fortress": high brick walls, guard towers, a steel door, the garden behind. */
export function trotskyHouse(ctx: DrawContext): string {
  const brick = tint(ctx, '#a5593f');
  const mortar = tint(ctx, '#74392a');
  const concrete = tint(ctx, '#bdb6aa');
  const steel = tint(ctx, '#55635e');
  const flag = tint(ctx, '#c8102e');
  return group([
    place(-250, -250, 1, [roundTree(92, tint(ctx, COLOURS.leafDark), ctx.rng)]),
    place(-40, -250, 1, [roundTree(76, tint(ctx, '#3f7d52'), ctx.rng)]),
    place(-150, -200, 1, [cactus(230, tint(ctx, '#3f7f5b'))]),
    // The red flag flies over the tomb in the garden.
    line(80, -260, 80, -500, tint(ctx, '#77726a'), 7),
    path(
      d('M', 83, -498, 'Q', 125, -512, 170, -490, 'L', 170, -424, 'Q', 125, -444, 83, -430, 'Z'),
      flag,
    ),
    rect(-400, -262, 800, 262, brick),
    brickwork(-400, -262, 800, 262, mortar),
    rect(-412, -278, 824, 18, concrete),
    watchtower(280, 130, 330, [brick, mortar, concrete]),
    watchtower(-345, 100, 300, [brick, mortar, concrete]),
    rect(0, -190, 130, 190, steel),
    rect(8, -182, 114, 174, lighten(steel, 0.1)),
    line(65, -182, 65, -8, darken(steel, 0.35), 4),
    rect(22, -150, 30, 8, INK),
    ...[-160, -100, -40].flatMap((y) => [circle(16, y, 4, INK), circle(114, y, 4, INK)]),
  ]);
}

/** A coyote in bronze, trotting to the right with its muzzle raised. */
function coyote(bronze: Colour): string {
  return group([
    path(d('M', -58, -70, 'Q', -112, -60, -126, -16, 'Q', -96, -44, -54, -50, 'Z'), bronze),
    ellipse(-2, -66, 64, 25, bronze),
    ...[-48, -26, 26, 46].map((x, i) =>
      rect(x, -66, 12, 66 - (i % 2) * 6, i % 2 ? darken(bronze, 0.2) : bronze),
    ),
    polygon(
      [
        [36, -78],
        [58, -128],
        [82, -124],
        [64, -64],
      ],
      bronze,
    ),
    polygon(
      [
        [54, -130],
        [70, -150],
        [116, -136],
        [80, -116],
      ],
      bronze,
    ),
    polygon(
      [
        [60, -134],
        [64, -168],
        [78, -140],
      ],
      bronze,
    ),
    circle(80, -134, 3, lighten(bronze, 0.4)),
  ]);
}

/** The Coyote Fountain of Jardín Centenario: two bronze coyotes on a rock in a round basin. */
function coyoteFountain(ctx: DrawContext): string {
  const stoneColour = tint(ctx, '#b9a48a');
  const water = tint(ctx, '#5fb6cf');
  const bronze = tint(ctx, '#6b4a2e');
  return group([
    ellipse(0, -40, 270, 48, darken(stoneColour, 0.15)),
    ellipse(0, -50, 252, 36, water),
    path(d('M', -150, -60, 'Q', -100, -150, 0, -146, 'Q', 110, -150, 150, -60, 'Z'), stoneColour),
    // One coyote trots each way off the rock, the far one smaller and darker.
    group([place(0, 0, 1, [coyote(darken(bronze, 0.2))])], {
      transform: 'translate(-50 -150) scale(-1 1)',
    }),
    place(50, -130, 1.3, [coyote(bronze)]),
    rect(-270, -40, 540, 40, stoneColour),
    rect(-274, -46, 548, 10, lighten(stoneColour, 0.2)),
  ]);
}

/** The Parroquia de San Juan Bautista: an ochre front with a stone portal and a single tower. */
function sanJuanBautista(ctx: DrawContext): string {
  const wall = tint(ctx, '#e0b354');
  const cantera = tint(ctx, '#c9a98e');
  return group([
    tower(210, 120, 330, wall, 'dome', tint(ctx, '#d98c3a')),
    path(
      d(
        'M',
        -170,
        0,
        'L',
        -170,
        -320,
        'Q',
        -90,
        -330,
        -60,
        -370,
        'Q',
        0,
        -410,
        60,
        -370,
        'Q',
        90,
        -330,
        150,
        -320,
        'L',
        150,
        0,
        'Z',
      ),
      wall,
    ),
    rect(-90, -260, 160, 260, cantera),
    arch(-10, 0, 90, 190, tint(ctx, COLOURS.wood)),
    circle(-10, -300, 26, darken(cantera, 0.3)),
  ]);
}

/** A balloon seller holding a bunch of balloons above his head. */
function balloonSeller(ctx: DrawContext): string {
  const colours = [COLOURS.rosa, COLOURS.marigold, '#2d6fb3', COLOURS.jade, '#e64b3c', '#8e6cc9'];
  const balloons = colours.flatMap((colour, i) => {
    const x = -60 + (i % 3) * 60 + (i > 2 ? 30 : 0);
    const y = -390 + (i > 2 ? 60 : 0) + (i % 2) * 12;
    return [line(18, -160, x, y + 34, '#6b6b6b', 2), ellipse(x, y, 30, 36, tint(ctx, colour))];
  });
  return group([
    ...balloons,
    person(tint(ctx, '#d94f3a'), tint(ctx, '#3a3f5a'), tint(ctx, '#a8714d'), tint(ctx, INK)),
    rect(14, -164, 8, 40, tint(ctx, '#a8714d')),
  ]);
}

/** Jardín Centenario: the Coyote Fountain, a balloon seller, San Juan Bautista behind. */
export function coyoacan(ctx: DrawContext): string {
  return group([
    place(20, -90, 0.95, [sanJuanBautista(ctx)]),
    coyoteFountain(ctx),
    place(350, 10, 1, [balloonSeller(ctx)]),
  ]);
}

/** One of the Foro Lindbergh's monumental pillars, capped by a flat Art Deco marquee. */
function deco(x: number, height: number, concrete: Colour): string {
  return group([
    rect(x - 24, -height, 48, height, concrete),
    rect(x - 24, -height, 10, height, darken(concrete, 0.12)),
    rect(x - 80, -height - 20, 160, 20, lighten(concrete, 0.12)),
    rect(x - 56, -height - 34, 112, 14, concrete),
    rect(x - 30, -height - 44, 60, 10, lighten(concrete, 0.12)),
  ]);
}

/** A pergola of slim posts under a curving beam. */
function pergola(fromX: number, toX: number, concrete: Colour, vine: Colour): string {
  const posts = Array.from({ length: 6 }, (_, i) => {
    const x = fromX + ((toX - fromX) * i) / 5;
    return rect(x - 6, -150, 12, 150, concrete);
  });
  return group([
    ...posts,
    rect(Math.min(fromX, toX) - 14, -166, Math.abs(toX - fromX) + 28, 18, concrete),
    ...Array.from({ length: 5 }, (_, i) =>
      circle(fromX + ((toX - fromX) * (i + 0.5)) / 5, -170, 24, vine),
    ),
  ]);
}

/** The fountain's figure: a woman pouring water from a jar on each shoulder. */
function jarBearer(stoneColour: Colour, water: Colour): string {
  return group([
    ellipse(0, -20, 130, 22, darken(stoneColour, 0.15)),
    ellipse(0, -26, 116, 15, water),
    rect(-20, -60, 40, 36, stoneColour),
    path(d('M', -24, -60, 'L', -14, -160, 'L', 14, -160, 'L', 24, -60, 'Z'), stoneColour),
    circle(0, -176, 14, stoneColour),
    ...[-1, 1].flatMap((side) => [
      ellipse(side * 34, -170, 18, 22, stoneColour),
      path(d('M', side * 46, -176, 'Q', side * 96, -150, side * 90, -30), 'none', {
        stroke: water,
        'stroke-width': 7,
        'stroke-linecap': 'round',
      }),
    ]),
  ]);
}

/** An Art Deco clock tower: a stepped slim shaft with a clock near the top. */
function clockTower(concrete: Colour): string {
  return group([
    rect(-30, -380, 60, 380, concrete),
    rect(-40, -40, 80, 40, darken(concrete, 0.1)),
    rect(-38, -440, 76, 70, lighten(concrete, 0.1)),
    rect(-26, -470, 52, 30, concrete),
    rect(-14, -492, 28, 22, lighten(concrete, 0.1)),
    circle(0, -405, 26, COLOURS.white),
    line(0, -405, 0, -424, INK, 4),
    line(0, -405, 13, -400, INK, 4),
    ...[-1, 0, 1].map((i) => rect(-4 + i * 14, -360, 6, 300, darken(concrete, 0.12))),
  ]);
}

/** Parque México: the Foro Lindbergh's five pillars and pergola, the clock tower, jacarandas. */
export function parqueMexico(ctx: DrawContext): string {
  const concrete = tint(ctx, '#e6ddca');
  const lawn = tint(ctx, '#6fae6a');
  const jacaranda = tint(ctx, COLOURS.jacaranda);
  return group([
    rect(-600, -80, 1200, 80, lawn),
    place(-200, -150, 1, [roundTree(80, jacaranda, ctx.rng)]),
    place(210, -150, 1, [roundTree(86, jacaranda, ctx.rng)]),
    place(400, -40, 1, [palm(380, 30, tint(ctx, COLOURS.leaf))]),
    pergola(-420, -260, concrete, tint(ctx, '#4f8a4f')),
    pergola(260, 420, concrete, tint(ctx, '#4f8a4f')),
    rect(-250, -190, 500, 120, tint(ctx, '#c9a98e')),
    ...[-190, -65, 65, 190].map((x) => rect(x - 40, -176, 80, 90, tint(ctx, '#b5573a'))),
    ...[-240, -120, 0, 120, 240].map((x) => deco(x, 320 + (x === 0 ? 30 : 0), concrete)),
    rect(-300, -80, 600, 50, lighten(concrete, 0.05)),
    rect(-320, -36, 640, 36, darken(concrete, 0.08)),
    place(-330, -20, 0.95, [clockTower(concrete)]),
    place(0, 40, 0.75, [jarBearer(concrete, tint(ctx, '#5fb6cf'))]),
  ]);
}

/** A flag from the fondas' bunting: Colombia, Venezuela, Peru or Cuba. */
function latinFlag(kind: number, x: number, y: number): string {
  const w = 110;
  const h = 72;
  const flags: string[][] = [
    [
      rect(x, y, w, h / 2, '#fcd116'),
      rect(x, y + h / 2, w, h / 4, '#003893'),
      rect(x, y + h * 0.75, w, h / 4, '#ce1126'),
    ],
    [
      rect(x, y, w, h / 3, '#f4c400'),
      rect(x, y + h / 3, w, h / 3, '#00247d'),
      rect(x, y + (2 * h) / 3, w, h / 3, '#cf142b'),
      ...[-2, -1, 0, 1, 2].map((i) =>
        circle(x + w / 2 + i * 11, y + h / 2 - Math.abs(i) * -3 + 2, 3, '#ffffff'),
      ),
    ],
    [
      rect(x, y, w / 3, h, '#d91023'),
      rect(x + w / 3, y, w / 3, h, '#ffffff'),
      rect(x + (2 * w) / 3, y, w / 3, h, '#d91023'),
    ],
    [
      ...[0, 1, 2, 3, 4].map((i) =>
        rect(x, y + (i * h) / 5, w, h / 5, i % 2 ? '#ffffff' : '#002a8f'),
      ),
      polygon(
        [
          [x, y],
          [x + w * 0.45, y + h / 2],
          [x, y + h],
        ],
        '#cf142b',
      ),
      circle(x + w * 0.15, y + h / 2, 6, '#ffffff'),
    ],
  ];
  return group(flags[kind % flags.length] ?? []);
}

/** A clay bowl of soup, seen from the front. */
function soupBowl(x: number, y: number, broth: Colour): string {
  return group([
    path(
      d('M', x - 90, y - 70, 'Q', x - 80, y, x, y, 'Q', x + 80, y, x + 90, y - 70, 'Z'),
      COLOURS.terracotta,
    ),
    ellipse(x, y - 70, 90, 20, darken(COLOURS.terracotta, 0.2)),
    ellipse(x, y - 70, 76, 14, broth),
    ...[-30, 10, 40].map((dx) => circle(x + dx, y - 72, 6, '#f1cf7e')),
    circle(x - 10, y - 68, 5, COLOURS.leaf),
  ]);
}

/** A tall glass barrel of agua fresca (a vitrolero) with its ladle. */
function vitrolero(x: number, y: number, drink: Colour): string {
  return group([
    rect(x - 62, y - 220, 124, 220, drink, { rx: 30, opacity: 0.9 }),
    rect(x - 62, y - 220, 124, 220, 'none', {
      rx: 30,
      stroke: '#ffffff',
      'stroke-width': 6,
      opacity: 0.6,
    }),
    rect(x - 48, y - 204, 14, 180, '#ffffff', { opacity: 0.35, rx: 7 }),
    rect(x - 52, y - 240, 104, 24, '#d9d9d9', { rx: 8 }),
    line(x + 30, y - 300, x + 20, y - 150, '#8c8c8c', 6),
  ]);
}

/** Mercado Medellín: a fonda's tiled counter set with a comida corrida under Latin American flags. */
export function mercadoMedellin(): string[] {
  const tileLines = Array.from({ length: 30 }, (_, i) => rect(i * 40, 300, 2, 240, '#5f9d88'));
  const flags = Array.from({ length: 9 }, (_, i) =>
    latinFlag(i, 10 + i * 134, 70 + Math.sin((i / 8) * Math.PI) * 24),
  );
  return [
    rect(0, 0, 1200, 800, '#f4ead6'),
    rect(0, 0, 1200, 40, '#9aa6a0'),
    rect(0, 300, 1200, 240, '#7fb8a4'),
    ...tileLines,
    ...[360, 420, 480].map((y) => rect(0, y, 1200, 2, '#5f9d88')),
    path(d('M', 0, 64, 'Q', 600, 130, 1200, 64), 'none', { stroke: INK, 'stroke-width': 3 }),
    ...flags,
    // Fruit from across the continent on the shelf behind the cook.
    rect(80, 270, 1040, 16, COLOURS.wood),
    ...[140, 200, 260].map((x, i) =>
      ellipse(x, 244, 34, 26, ['#f28c28', '#e64b3c', '#f2a900'][i] ?? '#f28c28'),
    ),
    ...[880, 960, 1040].map((x) => ellipse(x, 232, 28, 40, '#e8914a')),
    path(d('M', 420, 150, 'Q', 470, 250, 540, 200, 'Q', 480, 220, 440, 150, 'Z'), '#8fbf3a'),
    path(d('M', 460, 150, 'Q', 520, 240, 580, 190, 'Q', 520, 210, 480, 150, 'Z'), '#a8cf4a'),
    rect(0, 560, 1200, 240, '#e9c46a'),
    ...[610, 680, 750].map((y) => rect(0, y, 1200, 20, '#2d6fb3', { opacity: 0.7 })),
    rect(0, 530, 1200, 34, '#e3ddd2'),
    place(290, 548, 1.35, [soupBowl(0, 0, '#c2562f')]),
    place(560, 548, 1.35, [
      ellipse(0, -10, 150, 34, COLOURS.white),
      ellipse(-60, -24, 70, 24, '#e8914a'),
      ellipse(60, -22, 70, 22, '#7a3b24'),
      ...[30, 65, 90].map((x) => circle(x, -28, 7, '#5aa332')),
    ]),
    vitrolero(800, 532, '#b3123d'),
    vitrolero(950, 532, '#efe4cf'),
    vitrolero(1100, 532, '#8fcf5a'),
  ];
}

/** A cured serrano ham hanging by its hoof. */
function ham(x: number, top: number): string {
  return group([
    line(x, 96, x, top, '#6b6b6b', 3),
    rect(x - 8, top, 16, 30, INK),
    rect(x - 14, top + 28, 28, 22, COLOURS.white),
    path(
      d(
        'M',
        x - 14,
        top + 48,
        'Q',
        x - 70,
        top + 170,
        x - 40,
        top + 230,
        'Q',
        x,
        top + 262,
        x + 44,
        top + 226,
        'Q',
        x + 66,
        top + 150,
        x + 14,
        top + 48,
        'Z',
      ),
      '#8c3b2a',
    ),
    path(
      d(
        'M',
        x + 14,
        top + 48,
        'Q',
        x + 66,
        top + 150,
        x + 44,
        top + 226,
        'Q',
        x + 40,
        top + 150,
        x + 6,
        top + 60,
        'Z',
      ),
      '#e7cfa6',
    ),
  ]);
}

/** A string of small chorizos. */
function chorizos(x: number, top: number, count: number): string {
  return group([
    line(x, 96, x, top, '#6b6b6b', 3),
    ...Array.from({ length: count }, (_, i) =>
      ellipse(x + (i % 2) * 4, top + 18 + i * 34, 14, 18, i % 2 ? '#9e2f22' : '#b8402c'),
    ),
  ]);
}

/** A cheese wheel seen from the front: a rind, a pale top. */
function cheeseWheel(x: number, y: number, r: number, rind: Colour): string {
  return group([
    rect(x - r, y - r * 0.6, r * 2, r * 0.6, rind),
    ellipse(x, y, r, r * 0.22, rind),
    ellipse(x, y - r * 0.6, r, r * 0.22, lighten(rind, 0.35)),
  ]);
}

/** A basket heaped with toasted red grasshoppers (chapulines). */
function chapulines(ctx: DrawContext, x: number, y: number): string {
  const bugs = Array.from({ length: 70 }, () => {
    const bx = x + ctx.rng.range(-150, 150);
    const spread = 1 - Math.abs(bx - x) / 170;
    const by = y - 60 - ctx.rng.range(0, 70 * spread);
    const angle = Math.round(ctx.rng.range(-60, 60));
    const colour = ctx.rng.pick(['#b23a2a', '#8c2a1e', '#c8553a', '#a34a22'] as const);
    return ellipse(bx, by, 14, 5, colour, {
      transform: `rotate(${angle} ${Math.round(bx)} ${Math.round(by)})`,
    });
  });
  return group([
    path(
      d('M', x - 180, y - 60, 'Q', x - 170, y, x, y, 'Q', x + 170, y, x + 180, y - 60, 'Z'),
      '#c9934f',
    ),
    ...bugs,
    ...[-120, -40, 40, 120].map((dx) => line(x + dx, y - 56, x + dx * 0.9, y - 4, '#a8743a', 4)),
    ellipse(x, y - 60, 180, 16, 'none', { stroke: '#a8743a', 'stroke-width': 8 }),
  ]);
}

/** Mercado de San Juan: a gourmet stall of hanging hams and chorizo, cheeses and chapulines. */
export function mercadoSanJuan(ctx: DrawContext): string[] {
  return [
    rect(0, 0, 1200, 800, '#4a2e22'),
    ...Array.from({ length: 7 }, (_, i) => rect(i * 180 + 60, 0, 10, 560, '#3a2219')),
    rect(60, 88, 1080, 12, '#a9b3b8'),
    ...[240, 420, 780, 960].map((x, i) => ham(x, 110 + (i % 2) * 20)),
    ...[150, 330, 600, 870, 1050].map((x, i) => chorizos(x, 100, 5 + (i % 2))),
    rect(40, 450, 1120, 14, '#6b4329'),
    cheeseWheel(150, 444, 70, '#e0a63a'),
    cheeseWheel(150, 402, 60, '#d98c2a'),
    cheeseWheel(310, 444, 60, '#f0d27a'),
    cheeseWheel(900, 444, 64, '#e8b04a'),
    cheeseWheel(1060, 444, 70, '#c97b2a'),
    cheeseWheel(1060, 398, 56, '#f0d27a'),
    rect(0, 580, 1200, 220, '#6b4329'),
    ...[0, 1, 2, 3].map((i) => rect(0, 620 + i * 46, 1200, 4, '#553421')),
    rect(0, 560, 1200, 26, '#c8ccd0'),
    chapulines(ctx, 600, 580),
    ellipse(280, 548, 90, 26, '#8a6a45'),
    ...Array.from({ length: 22 }, (_, i) =>
      circle(220 + (i % 11) * 12, 536 - Math.floor(i / 11) * 10, 6, '#efe3c2'),
    ),
    path(d('M', 880, 572, 'L', 1040, 572, 'L', 1000, 500, 'Z'), '#f0d27a'),
    rect(860, 568, 200, 14, '#a8743a'),
  ];
}

/** One bloom of a bucket's kind: a rose, a sunflower, a marigold, a lily or a bird of paradise. */
function bloom(kind: number, x: number, y: number): string {
  switch (kind % 5) {
    case 0:
      return group([circle(x, y, 16, '#c8102e'), circle(x, y, 7, '#8c0b20')]);
    case 1:
      // A dashed stroke round the disc reads as a ring of petals at card size.
      return group([
        circle(x, y, 16, 'none', {
          stroke: '#f7c62f',
          'stroke-width': 14,
          'stroke-dasharray': '7 4',
        }),
        circle(x, y, 11, '#6b3a1e'),
      ]);
    case 2:
      return marigold(x, y, 17);
    case 3:
      return polygon(
        Array.from({ length: 10 }, (_, i): Point => {
          const r = i % 2 ? 7 : 20;
          const a = (i / 10) * Math.PI * 2;
          return [x + Math.sin(a) * r, y - Math.cos(a) * r];
        }),
        '#ffffff',
      );
    default:
      return group([
        path(d('M', x - 18, y + 6, 'L', x + 22, y - 2, 'L', x - 14, y - 4, 'Z'), '#3f7f5b'),
        path(
          d('M', x - 10, y - 2, 'L', x, y - 30, 'L', x + 14, y - 26, 'L', x + 8, y - 2, 'Z'),
          '#f28c00',
        ),
        path(d('M', x - 4, y - 2, 'L', x + 24, y - 12, 'L', x + 8, y - 2, 'Z'), '#2d6fb3'),
      ]);
  }
}

/** A galvanised bucket of one kind of flower. */
function flowerBucket(x: number, y: number, scale: number, kind: number): string {
  const heads = [
    [-28, -116],
    [0, -132],
    [28, -116],
    [-14, -96],
    [16, -98],
  ].map(([bx = 0, by = 0]) => bloom(kind, bx, by));
  return place(x, y, scale, [
    ...[-20, 0, 20].map((bx) => line(bx, -60, bx * 1.4, -110, '#3f7f5b', 4)),
    ...heads,
    path(d('M', -44, -70, 'L', 44, -70, 'L', 34, 0, 'L', -34, 0, 'Z'), '#a9b3b8'),
    rect(-46, -76, 92, 10, '#c9d0d6'),
  ]);
}

/** A towering wedding arrangement: a cone of roses and lilies on a stand. */
function flowerTower(rng: DrawContext['rng']): string {
  const blooms: string[] = [];
  for (let row = 0; row < 11; row += 1) {
    const width = 150 - row * 12;
    const y = -110 - row * 34;
    for (let i = 0; i < 6; i += 1) {
      const x = -width + (i / 5) * width * 2 + rng.range(-8, 8);
      const colour = rng.pick(['#c8102e', '#ef8fb5', '#ffffff', '#e4007c', '#f7c6d9'] as const);
      blooms.push(circle(x, y, 22, colour), circle(x, y, 9, darken(colour, 0.2)));
    }
  }
  return group([
    rect(-60, -110, 120, 110, '#8a6a45'),
    rect(-80, -120, 160, 16, '#a8845a'),
    path(d('M', -170, -110, 'L', 0, -520, 'L', 170, -110, 'Z'), '#3f7f5b'),
    ...blooms,
  ]);
}

/** Mercado de Jamaica: tiers of buckets of flowers under a steel roof, a towering arrangement. */
export function mercadoJamaica(ctx: DrawContext): string[] {
  const truss = Array.from({ length: 13 }, (_, i) =>
    path(d('M', i * 100, 130, 'L', i * 100 + 50, 30, 'L', i * 100 + 100, 130), 'none', {
      stroke: '#8a9aa0',
      'stroke-width': 6,
    }),
  );
  const row = (y: number, scale: number, skip: (x: number) => boolean, offset: number) =>
    Array.from({ length: 10 }, (_, i) => 60 + i * 120 + offset)
      .filter((x) => !skip(x))
      .map((x, i) => flowerBucket(x, y, scale, i + offset / 50));
  return [
    rect(0, 0, 1200, 800, '#e3ece6'),
    rect(0, 0, 1200, 140, '#cfdcd6'),
    ...truss,
    rect(0, 130, 1200, 10, '#8a9aa0'),
    rect(0, 360, 1200, 440, '#b9b0a2'),
    rect(0, 380, 1200, 30, '#8f8578'),
    ...row(390, 0.9, () => false, 0),
    rect(0, 520, 1200, 30, '#8f8578'),
    place(600, 640, 1, [flowerTower(ctx.rng)]),
    ...row(540, 1.05, (x) => Math.abs(x - 600) < 150, 50),
    rect(0, 690, 1200, 110, '#8f8578'),
    ...row(720, 1.25, (x) => Math.abs(x - 600) < 160, 0),
  ];
}

/** The huge round comal of a suadero stand: a raised centre of meats in a ring of bubbling fat. */
function comal(rng: DrawContext['rng']): string {
  const bubbles = Array.from({ length: 18 }, (_, i) => {
    const angle = (i / 18) * Math.PI * 2;
    return circle(Math.cos(angle) * 170, -16 + Math.sin(angle) * 24, rng.range(4, 9), '#f7d27a');
  });
  const meats = Array.from({ length: 14 }, (_, i) => {
    const x = -90 + (i % 7) * 30 + rng.range(-6, 6);
    const y = -64 - Math.floor(i / 7) * 22;
    return ellipse(x, y, 20, 11, i % 3 === 0 ? '#9e2f22' : '#7a4a2a');
  });
  return group([
    ellipse(0, 0, 240, 44, '#3e3f46'),
    ellipse(0, -10, 220, 36, '#c98d2a'),
    ...bubbles,
    path(d('M', -120, -20, 'Q', -110, -110, 0, -112, 'Q', 110, -110, 120, -20, 'Z'), '#5e5f66'),
    ...meats,
  ]);
}

/** Taquería Los Cocuyos: a tiny lit stand, its steaming comal on a steel counter. */
export function losCocuyos(ctx: DrawContext): string {
  const wall = tint(ctx, '#b8402c');
  const steam = Array.from({ length: 5 }, (_, i) =>
    path(d('M', -140 + i * 70, -230, 'q', -26, -50, 0, -100, 'q', 26, -50, 0, -100), 'none', {
      stroke: '#ffffff',
      'stroke-width': 12,
      'stroke-linecap': 'round',
      opacity: 0.35,
    }),
  );
  const fireflies = Array.from({ length: 9 }, (_, i) =>
    group([
      circle(-280 + i * 70, -432, 14, '#e8ff7a', { opacity: 0.35 }),
      circle(-280 + i * 70, -432, 6, '#f4ffb0'),
    ]),
  );
  return group([
    rect(-380, -500, 760, 500, wall),
    rect(-340, -470, 680, 76, '#f2c230'),
    ...fireflies,
    rect(-340, -380, 680, 270, '#ffd98a'),
    ...Array.from({ length: 9 }, (_, i) => rect(-340 + i * 80, -380, 3, 270, '#e8b85a')),
    circle(0, -360, 12, '#ffffff'),
    place(-200, -150, 1, [person('#f7efe2', '#3a3f5a', '#a8714d', '#ffffff')]),
    place(220, -150, 0.95, [person('#2d6fb3', '#3a3f5a', '#8a5a3d')]),
    rect(-370, -140, 740, 140, '#b8c2cc'),
    ...Array.from({ length: 9 }, (_, i) => rect(-360 + i * 90, -126, 4, 126, '#9aa5b0')),
    rect(-380, -156, 760, 20, '#dfe5ea'),
    place(-10, -150, 1, [comal(ctx.rng)]),
    ...steam,
    ...[-320, -260].map((x, i) =>
      group([
        ellipse(x, -166, 30, 12, '#e9e4da'),
        ellipse(x, -170, 24, 8, i ? '#3f8a3a' : '#c8341e'),
      ]),
    ),
    ...[0, 1, 2, 3].map((i) => ellipse(300, -160 - i * 7, 44, 12, i === 3 ? '#f6dd9a' : '#efd08a')),
  ]);
}

/** Taquería El Califa de León: thin beef fillet searing on a steel plancha, tacos on the counter. */
export function califaDeLeon(ctx: DrawContext): string[] {
  const tiles = [
    ...Array.from({ length: 30 }, (_, i) => rect(i * 40, 0, 2, 420, '#d9d9d2')),
    ...Array.from({ length: 11 }, (_, i) => rect(0, i * 40, 1200, 2, '#d9d9d2')),
  ];
  const slices = Array.from({ length: 9 }, (_, i) => {
    const x = 270 + i * 80 + ctx.rng.range(-10, 10);
    const y = 402 + (i % 2) * 18;
    return group([ellipse(x, y, 44, 14, '#7a2e20'), ellipse(x - 4, y - 2, 34, 9, '#a8493a')]);
  });
  const smoke = [360, 600, 840].map((x) =>
    path(d('M', x, 380, 'q', -24, -50, 0, -100, 'q', 24, -50, 0, -100), 'none', {
      stroke: '#ffffff',
      'stroke-width': 14,
      'stroke-linecap': 'round',
      opacity: 0.6,
    }),
  );
  const taco = (x: number) =>
    group([
      ellipse(x, 664, 74, 26, '#f1dc9c'),
      ellipse(x, 660, 56, 16, '#8a3b2a'),
      ellipse(x - 10, 656, 30, 7, '#b55a44'),
    ]);
  return [
    rect(0, 0, 1200, 800, '#f4f4ef'),
    ...tiles,
    polygon(
      [
        [200, 0],
        [1000, 0],
        [1060, 150],
        [140, 150],
      ],
      '#b8c2cc',
    ),
    rect(140, 150, 920, 14, '#9aa5b0'),
    rect(920, 200, 160, 110, '#c8102e', { rx: 10 }),
    path(
      d(
        'M',
        1000,
        222,
        'L',
        1012,
        248,
        'L',
        1040,
        252,
        'L',
        1018,
        270,
        'L',
        1024,
        296,
        'L',
        1000,
        282,
        'L',
        976,
        296,
        'L',
        982,
        270,
        'L',
        960,
        252,
        'L',
        988,
        248,
        'Z',
      ),
      '#ffffff',
    ),
    polygon(
      [
        [210, 380],
        [990, 380],
        [1040, 450],
        [160, 450],
      ],
      '#3d3f45',
    ),
    rect(160, 450, 880, 40, '#2a2b30'),
    ...slices,
    ...smoke,
    rect(780, 350, 90, 10, '#c9d0d6'),
    rect(860, 346, 70, 18, COLOURS.wood, { rx: 6 }),
    rect(0, 560, 1200, 240, '#c9d0d6'),
    rect(0, 560, 1200, 24, '#e6eaee'),
    ...Array.from({ length: 8 }, (_, i) => rect(i * 160 + 40, 600, 4, 200, '#aab3bb')),
    ellipse(560, 672, 250, 60, '#2f8f5a'),
    ellipse(560, 668, 220, 50, '#ffffff'),
    taco(440),
    taco(560),
    taco(680),
    ...[380, 760].map((x) =>
      group([
        path(d('M', x - 26, 640, 'A', 26, 26, 0, 0, 0, x + 26, 640, 'Z'), '#5aa332'),
        path(d('M', x - 20, 640, 'A', 20, 20, 0, 0, 0, x + 20, 640, 'Z'), '#b8e07a'),
      ]),
    ),
    ellipse(900, 650, 50, 16, '#e9e4da'),
    ellipse(900, 640, 34, 10, '#ffffff'),
    ellipse(1020, 650, 50, 16, '#e9e4da'),
    ellipse(1020, 646, 40, 12, '#c8341e'),
  ];
}

/** A gilt-framed arched mirror catching the lamplight. */
function giltMirror(x: number, top: number, width: number, height: number): string {
  return group([
    arch(x, top + height + 16, width + 32, height + 32, '#c9952e'),
    arch(x, top + height + 4, width + 8, height + 8, '#f0c75e'),
    arch(x, top + height, width, height, '#6f8286'),
    polygon(
      [
        [x - width * 0.3, top + height],
        [x - width * 0.05, top + height],
        [x + width * 0.3, top + 40],
        [x + width * 0.1, top + 30],
      ],
      '#ffffff',
      { opacity: 0.16 },
    ),
  ]);
}

/** A high-backed wooden booth with red upholstery, seen end-on. */
function booth(x: number, facing: 1 | -1): string {
  return group([
    rect(x - 60, 430, 120, 370, '#2a170f'),
    rect(x - 70, 420, 140, 22, '#4a2c1a'),
    circle(x, 410, 16, '#4a2c1a'),
    rect(x - 40 + facing * 20, 470, 60, 200, '#8c1f24', { rx: 10 }),
    rect(x - 60 + facing * 50, 640, 110, 40, '#8c1f24', { rx: 8 }),
  ]);
}

/** A waiter in a white jacket carrying a tray. */
function waiter(): string {
  return group([
    rect(-22, -150, 18, 150, INK),
    rect(4, -150, 18, 150, INK),
    path(d('M', -42, -150, 'L', -36, -290, 'Q', 0, -306, 36, -290, 'L', 42, -150, 'Z'), '#f7f5ee'),
    polygon(
      [
        [-10, -292],
        [0, -284],
        [10, -292],
        [10, -278],
        [0, -284],
        [-10, -278],
      ],
      INK,
    ),
    circle(0, -318, 24, '#a8714d'),
    path(d('M', -24, -326, 'Q', 0, -356, 24, -326, 'Z'), INK),
    rect(36, -290, 60, 16, '#f7f5ee', { transform: 'rotate(-30 36 -290)' }),
    ellipse(96, -330, 56, 8, '#c9d0d6'),
    rect(80, -366, 16, 34, '#d9a23a', { opacity: 0.85 }),
  ]);
}

/** Bar La Ópera: dark wood, gilded mirrors, a pressed-tin ceiling with its bullet hole, a waiter. */
export function barLaOpera(): string[] {
  const tin = Array.from({ length: 30 }, (_, i) => {
    const x = (i % 15) * 80 + 40;
    const y = Math.floor(i / 15) * 60 + 30;
    return group([rect(x - 32, y - 24, 64, 48, '#a8823f'), circle(x, y, 14, '#c9a458')]);
  });
  const lamp = (x: number) =>
    group([
      line(x, 120, x, 220, '#2a170f', 3),
      circle(x, 240, 90, '#ffd98a', { opacity: 0.16 }),
      circle(x, 240, 26, '#ffe7a8'),
    ]);
  return [
    rect(0, 0, 1200, 800, '#3b2418'),
    rect(0, 0, 1200, 120, '#8c6a34'),
    ...tin,
    circle(780, 58, 7, INK),
    ...[0, 60, 130, 210, 290].map((a) => {
      const r = (a * Math.PI) / 180;
      return line(780, 58, 780 + Math.cos(r) * 20, 58 + Math.sin(r) * 20, INK, 2);
    }),
    rect(0, 120, 1200, 24, '#2a170f'),
    ...[0, 1, 2, 3, 4, 5, 6].map((i) => rect(i * 200 - 10, 144, 20, 656, '#4d2f1f')),
    rect(0, 500, 1200, 300, '#4d2f1f'),
    ...[100, 300, 500, 700, 900, 1100].map((x) => rect(x - 70, 540, 140, 200, '#43291b')),
    giltMirror(240, 180, 200, 250),
    giltMirror(600, 170, 240, 270),
    giltMirror(960, 180, 200, 250),
    lamp(420),
    lamp(780),
    booth(80, 1),
    booth(1120, -1),
    rect(360, 620, 440, 24, '#5a3621'),
    rect(560, 644, 40, 156, '#2a170f'),
    ellipse(580, 800, 140, 20, '#2a170f'),
    rect(470, 520, 26, 100, '#f2c14e', { opacity: 0.85 }),
    rect(470, 520, 26, 100, 'none', { stroke: '#ffffff', 'stroke-width': 3, opacity: 0.6 }),
    path(
      d(
        'M',
        620,
        620,
        'L',
        620,
        520,
        'Q',
        620,
        500,
        636,
        490,
        'L',
        636,
        440,
        'L',
        656,
        440,
        'L',
        656,
        490,
        'Q',
        672,
        500,
        672,
        520,
        'L',
        672,
        620,
        'Z',
      ),
      '#8a4b12',
    ),
    rect(620, 540, 52, 30, '#f2e6c8'),
    ellipse(730, 616, 40, 8, '#e9e4da'),
    path(d('M', 710, 612, 'A', 20, 20, 0, 0, 1, 750, 612, 'Z'), '#5aa332'),
    place(930, 800, 1, [waiter()]),
  ];
}
