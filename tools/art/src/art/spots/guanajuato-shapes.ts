/**
 * Guanajuato's spot silhouettes, drawn around their bottom centre (0, 0) with negative y going up.
 * Each takes the context so its colours follow the scene's light.
 */
import { arch, kiosk } from '../architecture.ts';
import { tint } from '../background.ts';
import type { DrawContext } from '../context.ts';
import { roundTree } from '../nature.ts';
import { COLOURS, darken, lighten } from '../palette.ts';
import { lampPost } from '../scenery.ts';
import { dome } from '../silhouettes.ts';
import { circle, d, ellipse, group, line, path, polygon, rect } from '../svg.ts';

type Paint = (colour: string) => string;
const painter =
  (ctx: DrawContext): Paint =>
  (colour) =>
    tint(ctx, colour);

// ——— Jardín de la Unión ———

/** A café umbrella over a small round table, as on the terraces that ring the garden. */
function cafeUmbrella(x: number, canopy: string, p: Paint): string {
  return group([
    rect(x - 3, -150, 6, 150, p(COLOURS.ink)),
    path(d('M', x - 70, -140, 'Q', x, -200, x + 70, -140, 'Z'), canopy),
    rect(x - 70, -144, 140, 8, darken(canopy, 0.15)),
    ellipse(x, -52, 34, 8, p(COLOURS.white)),
    rect(x - 3, -52, 6, 52, p(COLOURS.ink)),
    ...[-40, 40].map((dx) => rect(x + dx - 10, -40, 20, 40, p(COLOURS.wood))),
  ]);
}

/** The Templo de San Diego's pink-stone front with its single tower, seen above the trees. */
function sanDiegoFront(p: Paint): string {
  const wall = p('#d9a08a');
  return group([
    rect(-120, -470, 240, 470, wall),
    path(d('M', -120, -470, 'Q', -40, -470, 0, -540, 'Q', 40, -470, 120, -470, 'Z'), wall),
    circle(0, -420, 22, darken(wall, 0.35)),
    rect(130, -560, 90, 560, wall),
    arch(175, -470, 40, 60, darken(wall, 0.45)),
    path(d('M', 130, -560, 'Q', 175, -640, 220, -560, 'Z'), lighten(wall, 0.15)),
  ]);
}

/**
 * The garden's clipped Indian laurels grow into one flat-topped canopy, narrow at the wedge's
 * western point and deep at its eastern end.
 */
function laurelWedge(p: Paint): string {
  const leaf = p('#3f7d4a');
  const trunks = Array.from({ length: 12 }, (_, i) => -330 + i * 60).map((x) =>
    rect(x - 6, -220, 12, 220, p(COLOURS.wood)),
  );
  const tufts = Array.from({ length: 16 }, (_, i) => -360 + i * 48).map((x) =>
    circle(x, -300 - ((x + 380) / 760) * 70, 26, lighten(leaf, 0.1)),
  );
  return group([
    ...trunks,
    ...tufts,
    polygon(
      [
        [-380, -290],
        [380, -360],
        [380, -190],
        [-380, -220],
      ],
      leaf,
    ),
    polygon(
      [
        [-380, -232],
        [380, -206],
        [380, -190],
        [-380, -220],
      ],
      darken(leaf, 0.25),
    ),
  ]);
}

export function jardinDeLaUnion(ctx: DrawContext): string {
  const p = painter(ctx);
  return group([
    group([sanDiegoFront(p)], { transform: 'translate(150 -60) scale(0.8)' }),
    laurelWedge(p),
    group([kiosk(p('#2a3040'), p(COLOURS.marigold))], { transform: 'scale(0.8)' }),
    cafeUmbrella(-300, p(COLOURS.white), p),
    cafeUmbrella(-190, p(COLOURS.terracotta), p),
    cafeUmbrella(200, p(COLOURS.terracotta), p),
    cafeUmbrella(310, p(COLOURS.white), p),
    lampPost(-120, 0, 150),
    lampPost(120, 0, 150),
  ]);
}

// ——— Mercado Hidalgo ———

/** The four-faced clock tower on the vault's crown, with its small cupola and weathervane. */
function clockTower(p: Paint): string {
  const stone = p('#d9a393');
  return group([
    rect(-48, -570, 96, 170, stone),
    rect(-56, -578, 112, 12, lighten(stone, 0.2)),
    circle(0, -500, 32, p(COLOURS.white)),
    circle(0, -500, 32, 'none', { stroke: p(COLOURS.ink), 'stroke-width': 4 }),
    line(0, -500, 0, -522, p(COLOURS.ink), 4),
    line(0, -500, 16, -494, p(COLOURS.ink), 4),
    dome(0, -578, 44, p('#5f7a7e')),
    line(0, -634, 0, -680, p(COLOURS.ink), 3),
    polygon(
      [
        [0, -678],
        [26, -670],
        [0, -662],
      ],
      p(COLOURS.ink),
    ),
  ]);
}

/** A crate of fruit by the door: the ground floor's produce stalls. */
function fruitCrate(x: number, fruit: string, p: Paint): string {
  return group([
    rect(x - 50, -40, 100, 40, p(COLOURS.wood)),
    ...[-32, -10, 12, 34].map((dx, i) => circle(x + dx - 2, -46 - (i % 2) * 6, 14, fruit)),
  ]);
}

export function mercadoHidalgo(ctx: DrawContext): string {
  const p = painter(ctx);
  const cantera = p('#d9a393');
  const glass = p('#9fc4cf');
  const iron = p('#5f7a7e');
  const windows = [-300, -200, -100, 100, 200, 300];
  return group([
    path(d('M', -340, -270, 'Q', -340, -440, 0, -440, 'Q', 340, -440, 340, -270, 'Z'), iron),
    ...[-240, -160, -80, 0, 80, 160, 240].map((x) =>
      rect(x - 14, -420 + Math.abs(x) * 0.45, 28, 150 - Math.abs(x) * 0.45, glass, {
        opacity: 0.8,
      }),
    ),
    clockTower(p),
    rect(-370, -290, 740, 290, cantera),
    rect(-380, -300, 760, 16, lighten(cantera, 0.2)),
    rect(-370, -150, 740, 10, lighten(cantera, 0.2)),
    polygon(
      [
        [-110, -300],
        [0, -350],
        [110, -300],
      ],
      cantera,
    ),
    ...windows.map((x) => arch(x, -170, 60, 110, glass)),
    ...windows.map((x) => line(x, -172, x, -260, iron, 3)),
    ...windows.map((x) => arch(x, -20, 50, 100, darken(cantera, 0.4))),
    arch(0, 0, 140, 260, darken(cantera, 0.55)),
    ...[-50, -25, 0, 25, 50].map((dx) => line(0, -190, dx * 1.3, -255, iron, 3)),
    rect(-70, -190, 140, 6, iron),
    fruitCrate(-130, p(COLOURS.marigold), p),
    fruitCrate(130, p('#7fb347'), p),
  ]);
}

// ——— Museo Casa Diego Rivera ———

/** Angular facets in earth colours, in the manner of Rivera's Paris Cubist canvases. */
function cubistCanvas(x: number, y: number, w: number, h: number, p: Paint): string {
  const facets: ReadonlyArray<readonly [string, ReadonlyArray<readonly [number, number]>]> = [
    [
      '#8a6a45',
      [
        [0, 0],
        [0.55, 0],
        [0.3, 0.6],
        [0, 0.45],
      ],
    ],
    [
      '#4f7394',
      [
        [0.55, 0],
        [1, 0],
        [1, 0.4],
        [0.45, 0.3],
      ],
    ],
    [
      '#d89a3c',
      [
        [0.3, 0.6],
        [0.45, 0.3],
        [1, 0.4],
        [0.7, 0.75],
      ],
    ],
    [
      '#5c7d4f',
      [
        [0, 0.45],
        [0.3, 0.6],
        [0.2, 1],
        [0, 1],
      ],
    ],
    [
      '#b8483a',
      [
        [0.3, 0.6],
        [0.7, 0.75],
        [0.6, 1],
        [0.2, 1],
      ],
    ],
    [
      '#e8dcc0',
      [
        [0.7, 0.75],
        [1, 0.4],
        [1, 1],
        [0.6, 1],
      ],
    ],
  ];
  return group([
    rect(x - 18, y - 18, w + 36, h + 36, p('#c9a24a')),
    rect(x - 8, y - 8, w + 16, h + 16, p('#a8822e')),
    ...facets.map(([colour, points]) =>
      polygon(
        points.map(([px, py]) => [x + px * w, y + py * h] as const),
        p(colour),
      ),
    ),
    circle(x + w * 0.42, y + h * 0.34, h * 0.1, p('#2a2230'), { opacity: 0.7 }),
    line(x + w * 0.15, y + h * 0.2, x + w * 0.85, y + h * 0.85, p('#2a2230'), 3),
  ]);
}

/** A carved wooden cradle on rockers, like the one kept in the room where Rivera was born. */
function cradle(x: number, base: number, p: Paint): string {
  const wood = p('#6b3f22');
  return group([
    path(d('M', x - 130, base - 20, 'Q', x, base + 10, x + 130, base - 20), 'none', {
      stroke: wood,
      'stroke-width': 12,
      'stroke-linecap': 'round',
    }),
    rect(x - 110, base - 130, 220, 100, wood, { rx: 10 }),
    ...Array.from({ length: 9 }, (_, i) => rect(x - 96 + i * 23, base - 120, 8, 70, p('#8a5a3a'))),
    rect(x - 120, base - 160, 14, 140, wood),
    rect(x + 106, base - 160, 14, 140, wood),
    path(
      d('M', x - 100, base - 130, 'Q', x, base - 170, x + 100, base - 130, 'Z'),
      p(COLOURS.white),
    ),
  ]);
}

/** A drawing on a wooden easel: the upstairs rooms hold his academic sketches. */
function easel(x: number, base: number, p: Paint): string {
  const wood = p(COLOURS.wood);
  return group([
    line(x - 60, base, x, base - 330, wood, 10),
    line(x + 60, base, x, base - 330, wood, 10),
    line(x, base - 300, x + 10, base, wood, 8),
    rect(x - 80, base - 130, 160, 12, wood),
    rect(x - 70, base - 310, 140, 180, p('#f1e6cf')),
    path(
      d(
        'M',
        x - 20,
        base - 170,
        'Q',
        x - 40,
        base - 250,
        x,
        base - 270,
        'Q',
        x + 40,
        base - 250,
        x + 20,
        base - 170,
      ),
      'none',
      { stroke: p('#a8553a'), 'stroke-width': 4 },
    ),
    line(x - 40, base - 150, x + 40, base - 150, p('#a8553a'), 3),
  ]);
}

export function riveraRoom(ctx: DrawContext): string {
  const p = painter(ctx);
  const paper = p('#efe0c4');
  return group([
    rect(0, 0, 1200, 800, paper),
    ...Array.from({ length: 20 }, (_, i) => rect(i * 60 + 26, 0, 8, 560, darken(paper, 0.06))),
    rect(0, 40, 1200, 14, p('#b58a5a')),
    rect(0, 540, 1200, 110, p('#7a4a2a')),
    rect(0, 540, 1200, 12, p('#9a6a42')),
    rect(0, 650, 1200, 150, p('#b5744a')),
    ...Array.from({ length: 7 }, (_, i) =>
      line(i * 200 - 100, 800, i * 180 + 60, 650, p('#9a5f3a'), 3),
    ),
    cubistCanvas(440, 120, 320, 260, p),
    cradle(320, 720, p),
    easel(900, 740, p),
  ]);
}

// ——— Museo Iconográfico del Quijote ———

/** A horse (or, with `donkey`, Sancho's ass) facing right, standing on y = 0. */
function mount(legs: number, length: number, colour: string, donkey: boolean): string {
  const body = -legs - 24;
  const half = length / 2;
  const ear = donkey ? 34 : 14;
  return group([
    ...[-half + 14, -half + 34, half - 34, half - 14].map((x) =>
      rect(x - 5, body, donkey ? 12 : 9, legs + 24, colour),
    ),
    ellipse(0, body, half, donkey ? 30 : 24, colour),
    polygon(
      [
        [half - 30, body - 10],
        [half + 30, body - 90],
        [half + 50, body - 80],
        [half + 10, body + 10],
      ],
      colour,
    ),
    polygon(
      [
        [half + 18, body - 100],
        [half + 42, body - 108],
        [half + 88, body - 66],
        [half + 76, body - 50],
        [half + 28, body - 68],
      ],
      colour,
    ),
    polygon(
      [
        [half + 30, body - 92],
        [half + 32, body - 92 - ear],
        [half + 42, body - 90],
      ],
      colour,
    ),
    path(d('M', -half, body - 6, 'Q', -half - 30, body + 20, -half - 20, body + 60), 'none', {
      stroke: colour,
      'stroke-width': 8,
      'stroke-linecap': 'round',
    }),
  ]);
}

/** Don Quixote, thin and upright, with his lance, shield and barber's-basin helmet. */
function quixote(colour: string, light: string): string {
  return group([
    mount(110, 170, colour, false),
    rect(-8, -160, 14, 90, colour),
    polygon(
      [
        [-16, -150],
        [16, -150],
        [12, -290],
        [-12, -290],
      ],
      colour,
    ),
    circle(0, -310, 18, colour),
    path(d('M', -26, -320, 'Q', 0, -354, 26, -320, 'Z'), light),
    polygon(
      [
        [-7, -298],
        [7, -298],
        [0, -270],
      ],
      colour,
    ),
    line(10, -180, 170, -540, colour, 7),
    circle(-26, -230, 32, light),
    circle(-26, -230, 22, colour),
  ]);
}

/** Sancho Panza, round and short, in a wide hat on his donkey. */
function sancho(colour: string, light: string): string {
  return group([
    mount(70, 130, colour, true),
    ellipse(0, -160, 36, 44, colour),
    rect(-6, -130, 12, 60, colour),
    circle(0, -222, 20, colour),
    ellipse(0, -236, 40, 9, light),
    ellipse(0, -244, 20, 12, colour),
  ]);
}

/** The museum's two-storey patio of stone arches on Tuscan columns. */
function arcadedMansion(p: Paint): string {
  const cantera = p('#d9c2a0');
  const shadow = p('#8a6a4a');
  const xs = [-280, -140, 0, 140, 280];
  return group([
    rect(-350, -440, 700, 440, cantera),
    rect(-360, -452, 720, 16, lighten(cantera, 0.2)),
    rect(-350, -230, 700, 14, lighten(cantera, 0.2)),
    ...xs.map((x) => arch(x, -250, 100, 170, shadow)),
    ...xs.map((x) =>
      group(
        Array.from({ length: 5 }, (_, i) =>
          rect(x - 44 + i * 20, -284, 8, 34, lighten(cantera, 0.1)),
        ),
      ),
    ),
    rect(-350, -290, 700, 8, lighten(cantera, 0.1)),
    ...xs.map((x) => arch(x, 0, 104, 200, shadow)),
  ]);
}

export function quijoteMuseum(ctx: DrawContext): string {
  const p = painter(ctx);
  const bronze = p('#4a3a2c');
  const sheen = p('#7a6245');
  return group([
    arcadedMansion(p),
    rect(-240, -90, 480, 90, p('#a89478')),
    rect(-250, -100, 500, 14, p('#bda98c')),
    group([quixote(bronze, sheen)], { transform: 'translate(-90 -100)' }),
    group([sancho(bronze, sheen)], { transform: 'translate(120 -100)' }),
  ]);
}

// ——— Museo de las Momias ———

/** One body preserved by the crypts' dry air, standing in its case, arms crossed. */
function mummy(x: number, base: number, height: number, p: Paint): string {
  const skin = p('#a88a64');
  const fold = p('#7a6248');
  const top = base - height;
  return group([
    ellipse(x, top + 30, 24, 30, skin),
    polygon(
      [
        [x - 30, top + 60],
        [x + 30, top + 60],
        [x + 20, base],
        [x - 20, base],
      ],
      skin,
    ),
    line(x - 26, top + 110, x + 22, top + 140, fold, 6),
    line(x + 26, top + 110, x - 22, top + 140, fold, 6),
    ...[0.55, 0.7, 0.85].map((t) =>
      line(x - 18, top + height * t, x + 18, top + height * t, fold, 3),
    ),
    ellipse(x - 9, top + 26, 5, 7, p('#3a2a20')),
    ellipse(x + 9, top + 26, 5, 7, p('#3a2a20')),
    ellipse(x, top + 46, 6, 4, p('#3a2a20')),
  ]);
}

/** A lit glass case with its wooden frame and label. */
function glassCase(x: number, width: number, p: Paint, body: string): string {
  const frame = p('#3a2a20');
  return group([
    polygon(
      [
        [x - 40, 40],
        [x + 40, 40],
        [x + width * 0.8, 640],
        [x - width * 0.8, 640],
      ],
      p('#fff3c4'),
      { opacity: 0.1 },
    ),
    rect(x - width / 2, 200, width, 420, p('#d8b98a'), { opacity: 0.35 }),
    body,
    rect(x - width / 2, 200, width, 420, p('#bfe3e8'), { opacity: 0.16 }),
    line(x - width / 2 + 20, 220, x - width / 2 + 50, 320, p(COLOURS.white), 4),
    rect(x - width / 2, 200, width, 420, 'none', { stroke: frame, 'stroke-width': 12 }),
    rect(x - width / 2 - 10, 620, width + 20, 40, frame),
    rect(x - 30, 632, 60, 16, p('#e8dcc0')),
  ]);
}

export function momiasHall(ctx: DrawContext): string {
  const p = painter(ctx);
  return group([
    rect(0, 0, 1200, 800, p('#2e2824')),
    path(
      d('M', 60, 800, 'L', 60, 260, 'Q', 600, -80, 1140, 260, 'L', 1140, 800, 'Z'),
      p('#4d423a'),
    ),
    ...[0, 1, 2, 3].map((i) =>
      path(d('M', 60, 300 + i * 90, 'Q', 600, -40 + i * 90, 1140, 300 + i * 90), 'none', {
        stroke: p('#3d342e'),
        'stroke-width': 4,
      }),
    ),
    rect(0, 660, 1200, 140, p('#241e1a')),
    glassCase(320, 180, p, mummy(320, 610, 360, p)),
    glassCase(600, 200, p, mummy(600, 610, 390, p)),
    glassCase(880, 180, p, mummy(880, 610, 340, p)),
  ]);
}

// ——— Presa de la Olla ———

/** A Porfirian mansion of the Paseo de la Presa: two storeys, arched windows, a balustrade. */
function porfirianMansion(p: Paint): string {
  const wall = p('#e0b25a');
  return group([
    rect(-120, -200, 240, 200, wall),
    rect(-130, -214, 260, 16, lighten(wall, 0.3)),
    ...Array.from({ length: 11 }, (_, i) => rect(-120 + i * 23, -236, 8, 22, lighten(wall, 0.3))),
    rect(-130, -240, 260, 8, lighten(wall, 0.3)),
    ...[-80, 0, 80].flatMap((x) => [
      arch(x, -120, 36, 60, p(COLOURS.indigo)),
      arch(x, -10, 36, 70, p(COLOURS.indigo)),
    ]),
  ]);
}

/** The colonial dam's stone curtain, its gate house and the iron gates opened each July. */
function damWall(p: Paint): string {
  const masonry = p('#a99a86');
  const iron = p('#3a3a44');
  return group([
    rect(-420, -70, 840, 70, masonry),
    rect(-430, -80, 860, 14, lighten(masonry, 0.2)),
    ...Array.from({ length: 14 }, (_, i) => rect(-410 + i * 60, -60, 3, 60, darken(masonry, 0.15))),
    rect(-110, -170, 220, 170, masonry),
    rect(-120, -180, 240, 14, lighten(masonry, 0.2)),
    ...[-60, 0, 60].map((x) => arch(x, -20, 44, 110, iron)),
    ...[-60, 0, 60].flatMap((x) =>
      [-86, -64, -42].map((y) => rect(x - 22, y, 44, 3, lighten(iron, 0.3))),
    ),
  ]);
}

/** A rowing boat hired on the lake, with its oars out. */
function rowingBoat(x: number, y: number, hull: string, p: Paint): string {
  return group([
    path(
      d(
        'M',
        x - 60,
        y - 14,
        'L',
        x + 60,
        y - 14,
        'Q',
        x + 50,
        y + 6,
        x + 30,
        y + 8,
        'L',
        x - 40,
        y + 8,
        'Q',
        x - 56,
        y + 4,
        x - 60,
        y - 14,
        'Z',
      ),
      hull,
    ),
    line(x - 70, y + 10, x + 70, y - 30, p(COLOURS.wood), 4),
    circle(x, y - 30, 12, p(COLOURS.ink)),
    rect(x - 10, y - 20, 20, 8, p(COLOURS.rosa)),
  ]);
}

export function presaDeLaOlla(ctx: DrawContext): string {
  const p = painter(ctx);
  const water = p('#4a90a8');
  return group([
    group([porfirianMansion(p)], { transform: 'translate(-250 -150) scale(0.75)' }),
    group([damWall(p)], { transform: 'translate(70 -120) scale(0.95)' }),
    path(
      d('M', -460, -120, 'L', 460, -120, 'Q', 480, 40, 0, 40, 'Q', -480, 40, -460, -110, 'Z'),
      water,
    ),
    ...[-80, -40, 0].map((y, i) => line(-300 + i * 90, y, -200 + i * 90, y, p(COLOURS.white), 3)),
    rowingBoat(-130, -50, p(COLOURS.terracotta), p),
    rowingBoat(170, -20, p('#2d6fb3'), p),
    group([roundTree(90, p(COLOURS.leafDark), ctx.rng)], { transform: 'translate(-420 0)' }),
    group([roundTree(80, p('#2f7d62'), ctx.rng)], { transform: 'translate(430 10)' }),
  ]);
}
