/**
 * Tulum's own silhouettes, drawn around their bottom centre (0, 0) with negative y going up, or,
 * for the scenes that bring their own sky, on the whole canvas. Shares the palapa roof, figures
 * and bicycles of cancun-shapes.ts so the two Caribbean cities draw them alike.
 */
import { celestial, sea, sky, tint } from '../background.ts';
import type { DrawContext } from '../context.ts';
import { clifftopTemple } from '../architecture.ts';
import { jungle, palm } from '../nature.ts';
import { coach } from '../objects.ts';
import { COLOURS, darken, lighten } from '../palette.ts';
import type { Colour } from '../palette.ts';
import { circle, d, ellipse, group, line, path, place, polygon, rect } from '../svg.ts';
import { bicycleFrame, cyclist, stroke, thatch } from './cancun-shapes.ts';

const INK = COLOURS.ink;

/** A parked bicycle, wheels on y = 0. */
export function bicycle(frame: Colour): string {
  return group([
    bicycleFrame(frame),
    stroke(d('M', -12, -70, 'L', 4, -70, 'M', 28, -62, 'L', 26, -80, 'L', 38, -82), INK, 5),
  ]);
}

// ——— Parque del Jaguar ———

/** A timber lookout tower: splayed legs, cross braces, a railed platform under a thatched cap. */
export function lookoutTower(ctx: DrawContext): string {
  const wood = tint(ctx, '#8a5a34');
  const braces = [0, 1, 2].map((i) => {
    const y0 = -i * 120;
    const y1 = y0 - 120;
    const w0 = 90 - i * 12;
    const w1 = 90 - (i + 1) * 12;
    return stroke(d('M', -w0, y0, 'L', w1, y1, 'M', w0, y0, 'L', -w1, y1), darken(wood, 0.15), 6);
  });
  return group([
    stroke(d('M', -90, 0, 'L', -54, -360, 'M', 90, 0, 'L', 54, -360), wood, 14),
    ...braces,
    rect(-80, -372, 160, 16, wood),
    ...[-70, -35, 0, 35, 70].map((x) => rect(x - 3, -420, 6, 48, wood)),
    rect(-80, -424, 160, 8, wood),
    ...[-60, 60].map((x) => rect(x - 4, -470, 8, 100, wood)),
    place(0, -462, 1, [thatch(220, 80, tint(ctx, '#c99a55'))]),
    stroke(
      d('M', 90, 0, 'L', 150, -90, 'L', 40, -180, 'L', 130, -270, 'L', 60, -360),
      lighten(wood, 0.2),
      8,
    ),
  ]);
}

/** A jaguar walking, facing right: ochre with dark rosettes. */
export function jaguar(ctx: DrawContext): string {
  const coat = tint(ctx, '#d9a03a');
  const spot = tint(ctx, '#3a2a20');
  const rosettes = [
    [-60, -86],
    [-20, -94],
    [20, -88],
    [-40, -64],
    [0, -70],
    [40, -66],
    [-80, -62],
  ].map(([x = 0, y = 0]) => circle(x, y, 7, 'none', { stroke: spot, 'stroke-width': 4 }));
  return group([
    stroke(d('M', -100, -80, 'Q', -150, -90, -160, -40, 'Q', -164, -20, -146, -18), coat, 12),
    ...[-80, -50, 40, 70].map((x, i) =>
      rect(x - 9, -60, 18, 60 - (i % 2) * 4, darken(coat, i % 2 ? 0.12 : 0)),
    ),
    ellipse(-10, -78, 100, 34, coat),
    ellipse(96, -96, 34, 28, coat),
    polygon(
      [
        [76, -118],
        [82, -136],
        [94, -120],
      ],
      coat,
    ),
    polygon(
      [
        [102, -120],
        [110, -138],
        [116, -118],
      ],
      coat,
    ),
    ellipse(120, -88, 14, 10, lighten(coat, 0.3)),
    circle(104, -102, 4, INK),
    ...rosettes,
  ]);
}

// ——— Playa Paraíso ———

/** A woven hammock slung between two points. */
function slungHammock(x1: number, y1: number, x2: number, y2: number, colours: readonly Colour[]) {
  return group(
    colours.map((colour, i) =>
      stroke(
        d('M', x1, y1 + i * 5, 'Q', (x1 + x2) / 2, Math.max(y1, y2) + 80 + i * 6, x2, y2 + i * 5),
        colour,
        6,
      ),
    ),
  );
}

/** Playa Paraíso: leaning palms with a hammock, El Castillo small on the far cliff to the left. */
export function playaParaiso(ctx: DrawContext, y: number): string[] {
  const cliff = tint(ctx, '#cdb48f');
  return [
    path(d('M', 0, 430, 'L', 220, 422, 'Q', 300, 440, 330, 600, 'L', 0, 600, 'Z'), cliff),
    place(130, 428, 0.3, [clifftopTemple(tint(ctx, COLOURS.stone))]),
    place(30, 430, 0.35, [jungle(200, ctx.rng, tint(ctx, '#4f8a5e'))]),
    place(430, y + 40, 1.05, [palm(420, 160)]),
    place(760, y + 50, 1.1, [palm(440, 120)]),
    slungHammock(473, y - 136, 794, y - 144, ['#e4007c', '#f2a900', '#3fbfb0']),
    rect(420, y + 100, 170, 40, tint(ctx, '#3fbfb0'), {
      rx: 6,
      transform: `rotate(-4 505 ${y + 120})`,
    }),
  ];
}

// ——— Avenida Tulum ———

/** A marquesita tricycle cart: a glass box of wafers on three wheels under a striped canopy. */
function marquesitaCart(ctx: DrawContext): string {
  const body = tint(ctx, '#f2a900');
  return group([
    rect(-90, -170, 150, 100, body, { rx: 8 }),
    rect(-80, -160, 130, 50, '#fff6dc', { opacity: 0.9 }),
    ...[-60, -30, 0, 30].map((x) => rect(x - 4, -156, 10, 40, tint(ctx, '#d89a3c'), { rx: 4 })),
    ...[-80, 50].map((x) => rect(x, -260, 6, 92, INK)),
    ...[0, 1, 2, 3, 4].map((i) => rect(-100 + i * 34, -280, 34, 24, i % 2 ? '#fffaf2' : '#e4007c')),
    stroke(d('M', 60, -70, 'L', 110, -70, 'L', 118, -120), INK, 5),
    circle(-60, -26, 26, 'none', { stroke: INK, 'stroke-width': 6 }),
    circle(30, -26, 26, 'none', { stroke: INK, 'stroke-width': 6 }),
    circle(120, -26, 26, 'none', { stroke: INK, 'stroke-width': 6 }),
    rect(100, -110, 30, 8, INK),
  ]);
}

/** The bus station: a flat canopy on round columns with a coach drawn up beneath it. */
function busStation(ctx: DrawContext): string {
  const concrete = tint(ctx, '#ece4d6');
  return group([
    rect(-300, -330, 600, 40, concrete),
    rect(-300, -300, 600, 12, tint(ctx, '#c2562f')),
    ...[-270, -90, 90, 270].map((x) => rect(x - 9, -290, 18, 290, darken(concrete, 0.12))),
    place(0, 0, 0.7, [coach(tint(ctx, '#fffaf2'), tint(ctx, '#c8322a'))]),
  ]);
}

/** Avenida Tulum at dusk: the bus station and its coach, a marquesita cart, bicycles, a palm. */
export function avenidaTulum(ctx: DrawContext): string {
  return group([
    place(-360, 0, 0.95, [palm(360, 40)]),
    place(120, 0, 1, [busStation(ctx)]),
    place(-250, 0, 1, [marquesitaCart(ctx)]),
    place(-400, 0, 0.9, [bicycle(tint(ctx, '#3fbfb0'))]),
    place(-480, 0, 0.9, [bicycle(tint(ctx, '#e64b3c'))]),
  ]);
}

// ——— Taquería Honorio ———

/** A taco of cochinita pibil: shredded orange pork with strands of pink pickled onion. */
function cochinitaTaco(x: number, y: number): string {
  const shreds = [-50, -26, 0, 24, 48].map((dx, i) =>
    ellipse(x + dx, y - 14 - (i % 2) * 8, 24, 14, i % 2 ? '#b4481a' : '#cf6222'),
  );
  const onions = [-40, -10, 22].map((dx) =>
    stroke(d('M', x + dx, y - 20, 'q', 14, -18, 28, -4), '#e35fa0', 5),
  );
  return group([
    ellipse(x, y, 90, 34, '#f1d9a0'),
    ellipse(x, y + 8, 86, 24, '#e4c584'),
    ...shreds,
    ...onions,
  ]);
}

/** Taquería Honorio's table: tacos on a banana leaf, horchata, habanero salsa, under a white awning. */
export function honorioTable(ctx: DrawContext): string[] {
  const scallops = Array.from({ length: 13 }, (_, i) =>
    path(d('M', i * 100, 110, 'q', 50, 46, 100, 0, 'Z'), tint(ctx, '#fbf8f1')),
  );
  return [
    rect(0, 0, 1200, 800, tint(ctx, '#f3e3b8')),
    rect(0, 260, 1200, 220, tint(ctx, '#8fbf7a')),
    ...[100, 330, 900, 1100].map((x) =>
      place(x, 480, 0.7, [jungle(220, ctx.rng, tint(ctx, '#4f8a5e'))]),
    ),
    rect(0, 0, 1200, 112, tint(ctx, '#fbf8f1')),
    ...scallops,
    ...[40, 1160].map((x) => rect(x - 8, 100, 16, 380, tint(ctx, '#d9d4ca'))),
    polygon(
      [
        [60, 470],
        [1140, 470],
        [1200, 800],
        [0, 800],
      ],
      tint(ctx, '#c8322a'),
    ),
    ellipse(560, 630, 320, 110, '#fbfaf6'),
    ellipse(560, 624, 270, 84, '#3f8f4f'),
    stroke(d('M', 300, 624, 'L', 820, 624), '#2f6f3c', 4),
    cochinitaTaco(420, 630),
    cochinitaTaco(560, 610),
    cochinitaTaco(700, 630),
    polygon(
      [
        [860, 400],
        [960, 400],
        [948, 640],
        [872, 640],
      ],
      '#f1e8d4',
      { opacity: 0.95 },
    ),
    ellipse(910, 400, 50, 10, '#ffffff'),
    ...[0, 1, 2, 3, 4].map((i) => circle(880 + i * 14, 420 + (i % 2) * 6, 3, '#a0703e')),
    line(930, 340, 918, 560, '#e4007c', 6),
    ellipse(240, 600, 70, 26, tint(ctx, '#c2562f')),
    ellipse(240, 592, 58, 18, '#f28c1e'),
    ...[0, 1].map((i) =>
      group([circle(280 + i * 50, 700, 26, '#4f9a3a'), circle(280 + i * 50, 700, 18, '#cfe79a')]),
    ),
  ];
}

// ——— Tulum Beach Road ———

/** A beach-road cabaña: wooden walls under a tall palapa roof. */
function cabana(ctx: DrawContext, w: number): string {
  const wall = tint(ctx, '#a07a52');
  return group([
    rect(-w / 2, -110, w, 110, wall),
    ...Array.from({ length: Math.floor(w / 20) }, (_, i) =>
      rect(-w / 2 + 8 + i * 20, -108, 3, 108, darken(wall, 0.15)),
    ),
    rect(-22, -80, 44, 80, darken(wall, 0.45)),
    place(0, -104, 1, [thatch(w * 1.5, w * 0.95, tint(ctx, '#c99a55'))]),
  ]);
}

/** The beach road in morning light: thatched cabañas and palms, the sea between them, cyclists. */
export function beachRoad(ctx: DrawContext): string[] {
  const sand = tint(ctx, '#e6d3ae');
  return [
    sky(ctx),
    celestial(ctx, 920, 300),
    sea(ctx, 420, '#2bb3c0'),
    rect(0, 500, 1200, 300, tint(ctx, '#f0e4ca')),
    place(80, 560, 1, [jungle(300, ctx.rng, tint(ctx, '#3f7d55'))]),
    place(1130, 560, 1, [jungle(240, ctx.rng, tint(ctx, '#3f7d55'))]),
    place(330, 600, 1, [cabana(ctx, 170)]),
    place(470, 600, 0.9, [palm(330, 40)]),
    place(720, 590, 1, [cabana(ctx, 190)]),
    place(910, 600, 0.9, [palm(300, -40)]),
    rect(0, 620, 1200, 180, sand),
    stroke(d('M', 0, 690, 'Q', 600, 670, 1200, 700), darken(sand, 0.12), 6),
    stroke(d('M', 0, 750, 'Q', 600, 730, 1200, 760), darken(sand, 0.12), 6),
    place(460, 730, 1.05, [cyclist(tint(ctx, '#0f7b6c'), tint(ctx, '#f2a900'))]),
    place(700, 760, 1.1, [cyclist(tint(ctx, '#e64b3c'), tint(ctx, '#fffaf2'))]),
    rect(1000, 560, 12, 110, tint(ctx, '#7a4a2a')),
    rect(950, 560, 110, 40, tint(ctx, '#b08a60'), { rx: 6 }),
  ];
}

// ——— Sian Ka'an ———

/** The reserve's entrance: a log arch with a thatched cap and a hanging sign over a sandy road. */
export function sianKaanArch(ctx: DrawContext): string {
  const log = tint(ctx, '#7a5234');
  const board = tint(ctx, '#b08a60');
  return group([
    polygon(
      [
        [-190, 140],
        [190, 140],
        [26, 0],
        [-26, 0],
      ],
      tint(ctx, '#eadcbc'),
    ),
    ...[-210, 210].map((x) => rect(x - 16, -320, 32, 400, log, { rx: 8 })),
    rect(-260, -340, 520, 34, log, { rx: 10 }),
    place(0, -334, 1, [thatch(600, 100, tint(ctx, '#c99a55'))]),
    ...[-110, 110].map((x) => line(x, -306, x, -270, INK, 3)),
    rect(-150, -272, 300, 70, board, { rx: 6 }),
    ...[0, 1].map((i) => rect(-110 + i * 20, -256 + i * 26, 220 - i * 40, 10, darken(board, 0.35))),
  ]);
}
