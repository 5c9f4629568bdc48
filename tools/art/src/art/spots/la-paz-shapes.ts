/**
 * La Paz's own silhouettes, each drawn around its bottom centre (0, 0) with negative y going up.
 * Every colour goes through `paint`, so a shape follows the scene's time of day.
 */
import { arch } from '../architecture.ts';
import { darken, lighten } from '../palette.ts';
import type { Colour } from '../palette.ts';
import { circle, d, ellipse, group, line, path, polygon, rect } from '../svg.ts';

/** Shifts a colour to the scene's light (tint bound to one drawing context). */
export type Paint = (colour: Colour) => Colour;

const INK = '#2a2230';

/** A thick rounded stroke, for rails, ropes and poles. */
const stroke = (dPath: string, colour: Colour, width: number) =>
  path(dPath, 'none', { stroke: colour, 'stroke-width': width, 'stroke-linecap': 'round' });

// ——— Malecón ———

/** The malecón's white kiosk: an arcaded lower storey, a railed upper deck and a small dome. */
export function maleconKiosk(paint: Paint): string {
  const white = paint('#f6f2ea');
  const shadow = paint('#d9d2c4');
  const lowerArches = [-120, -60, 0, 60, 120];
  const upperArches = [-70, 0, 70];
  return group([
    rect(-190, -30, 380, 30, paint('#cfc6b5')),
    rect(-160, -210, 320, 180, white),
    ...lowerArches.map((x) => arch(x, -30, 44, 130, paint('#7fa6b8'))),
    rect(-180, -230, 360, 24, shadow),
    ...Array.from({ length: 19 }, (_, i) => rect(-176 + i * 19, -262, 7, 32, white)),
    rect(-180, -268, 360, 8, white),
    rect(-110, -370, 220, 110, white),
    ...upperArches.map((x) => arch(x, -268, 40, 90, paint('#7fa6b8'))),
    rect(-126, -386, 252, 18, shadow),
    path(d('M', -100, -386, 'Q', -96, -470, 0, -480, 'Q', 96, -470, 100, -386, 'Z'), white),
    rect(-6, -512, 12, 34, white),
    circle(0, -516, 10, paint('#e2b33c')),
    // The outside stair that climbs to the upper deck.
    polygon(
      [
        [160, -30],
        [250, 0],
        [250, -14],
        [170, -230],
        [160, -230],
      ],
      shadow,
    ),
    ...Array.from({ length: 8 }, (_, i) => rect(168 + i * 10, -214 + i * 26, 26, 5, white)),
  ]);
}

/** A bronze humpback whale leaping from its pedestal, as on the malecón's sculpture walk. */
export function bronzeWhale(paint: Paint): string {
  const bronze = paint('#8a5a2f');
  return group([
    rect(-70, -60, 140, 60, paint('#bfb3a0')),
    rect(-80, -70, 160, 12, paint('#d8cdb9')),
    path(
      d(
        'M',
        -30,
        -70,
        'Q',
        -70,
        -200,
        10,
        -330,
        'Q',
        40,
        -370,
        70,
        -350,
        'Q',
        60,
        -250,
        30,
        -170,
        'Q',
        10,
        -110,
        30,
        -70,
        'Z',
      ),
      bronze,
    ),
    // A long pectoral fin, the humpback's mark.
    path(d('M', 20, -230, 'Q', 120, -250, 150, -190, 'Q', 90, -200, 30, -200, 'Z'), bronze),
    path(d('M', -6, -300, 'Q', 20, -200, 10, -90), 'none', {
      stroke: lighten(bronze, 0.3),
      'stroke-width': 6,
      opacity: 0.6,
    }),
    circle(46, -320, 5, paint(INK)),
  ]);
}

/** The paved promenade and its sea wall, across the whole canvas, with a low rail. */
export function promenade(paint: Paint, top: number): string {
  return group([
    rect(0, top - 24, 1200, 26, paint('#b9ab95')),
    rect(0, top, 1200, 800 - top, paint('#e6d6bc')),
    ...Array.from({ length: 13 }, (_, i) => rect(i * 100 - 10, top + 34, 60, 6, paint('#d3c1a4'))),
    stroke(d('M', 0, top - 58, 'L', 1200, top - 58), paint('#f2ede4'), 6),
    ...Array.from({ length: 25 }, (_, i) => rect(i * 50, top - 58, 5, 36, paint('#f2ede4'))),
  ]);
}

/** A street lamp with two globes. */
export function maleconLamp(paint: Paint, height: number): string {
  const iron = paint('#3a3f4a');
  return group([
    rect(-5, -height, 10, height, iron),
    rect(-12, -12, 24, 12, iron),
    stroke(d('M', -34, -height + 10, 'Q', 0, -height - 20, 34, -height + 10), iron, 6),
    circle(-34, -height + 24, 14, '#ffe9a8'),
    circle(34, -height + 24, 14, '#ffe9a8'),
  ]);
}

// ——— Museo Regional ———

/** A rock-art figure of the Sierra de San Francisco: arms raised, painted half red, half black. */
function rockArtFigure(x: number, y: number, size: number, paint: Paint): string {
  const half = (side: -1 | 1, colour: Colour) =>
    path(
      d(
        'M',
        x,
        y - size,
        'L',
        x + side * size * 0.16,
        y - size,
        'L',
        x + side * size * 0.5,
        y - size * 1.35,
        'L',
        x + side * size * 0.56,
        y - size * 1.28,
        'L',
        x + side * size * 0.2,
        y - size * 0.82,
        'L',
        x + side * size * 0.18,
        y - size * 0.3,
        'L',
        x + side * size * 0.22,
        y,
        'L',
        x,
        y - size * 0.18,
        'Z',
      ),
      colour,
    );
  return group([
    half(-1, paint('#a8322a')),
    half(1, paint('#2a2230')),
    circle(x, y - size * 1.12, size * 0.13, paint('#a8322a')),
  ]);
}

/** The museum: a plain modern block and its stair tower, a rock-art banner by the door. */
export function museoRegionalBcs(paint: Paint): string {
  const wall = paint('#e9dcc2');
  const band = paint('#c9b08e');
  const glass = paint('#5f7f92');
  return group([
    rect(-330, -280, 520, 280, wall),
    rect(-340, -296, 540, 20, band),
    rect(-310, -230, 480, 56, glass),
    ...Array.from({ length: 9 }, (_, i) => rect(-310 + i * 58, -230, 8, 176, band)),
    rect(-310, -110, 480, 56, glass),
    rect(-120, -100, 120, 100, paint('#3d4a55')),
    rect(-140, -116, 160, 16, band),
    // The taller stair tower, with slit windows.
    rect(190, -360, 150, 360, lighten(wall, 0.05)),
    rect(180, -376, 170, 20, band),
    ...[-330, -260, -190, -120].map((y) => rect(256, y, 18, 50, glass)),
    // The banner: a rock-art panel in the colours of the cave paintings.
    rect(30, -290, 150, 240, paint('#e3c59a')),
    rect(24, -296, 162, 12, paint('#8a5a2f')),
    rockArtFigure(76, -80, 140, paint),
    rockArtFigure(140, -96, 90, paint),
    rect(-360, -6, 720, 6, darken(band, 0.1)),
  ]);
}

// ——— Mercado Bravo ———

/** Mercado Bravo: a plain 1960s hall, a flat roof slab on piers and a breeze-block screen. */
export function mercadoBravoHall(paint: Paint): string {
  const concrete = paint('#e5ddcf');
  const trim = paint('#5aa0b0');
  const piers = [-300, -180, -60, 60, 180, 300];
  const screen: string[] = [];
  for (let row = 0; row < 2; row += 1)
    for (let col = 0; col < 24; col += 1)
      screen.push(circle(-288 + col * 25, -232 + row * 24, 8, paint('#b7ad9c')));
  return group([
    rect(-340, -260, 680, 260, concrete),
    rect(-300, -250, 600, 50, paint('#d3c9b7')),
    ...screen,
    rect(-370, -290, 740, 30, concrete),
    rect(-370, -262, 740, 6, darken(concrete, 0.15)),
    rect(-150, -196, 300, 40, trim),
    ...Array.from({ length: 9 }, (_, i) => rect(-130 + i * 30, -184, 18, 16, paint('#f6f2ea'))),
    ...piers.map((x) => rect(x - 14, -156, 28, 156, darken(concrete, 0.08))),
    ...piers.slice(0, -1).map((x) => rect(x + 14, -150, 92, 150, paint('#4a3a32'))),
    ...piers
      .slice(0, -1)
      .map((x, i) => rect(x + 22, -148, 76, 26, i % 2 === 0 ? paint('#e64b3c') : paint('#f2a900'))),
  ]);
}

/** A market counter: whole fish on crushed ice, round ranch cheeses and guava rolls. */
export function fishAndCheeseCounter(paint: Paint): string {
  const fish = (x: number, y: number, flip: 1 | -1, colour: Colour) =>
    group([
      ellipse(x, y, 70, 20, colour),
      polygon(
        [
          [x + flip * 62, y],
          [x + flip * 100, y - 22],
          [x + flip * 100, y + 22],
        ],
        colour,
      ),
      circle(x - flip * 46, y - 5, 5, paint(INK)),
      path(d('M', x - flip * 32, y - 14, 'Q', x - flip * 24, y, x - flip * 32, y + 14), 'none', {
        stroke: darken(colour, 0.25),
        'stroke-width': 4,
      }),
    ]);
  const cheese = (x: number, y: number) =>
    group([
      rect(x - 56, y - 36, 112, 36, paint('#f3ecd8'), { rx: 14 }),
      ellipse(x, y - 36, 56, 12, paint('#fffaf0')),
    ]);
  return group([
    rect(-320, -90, 640, 90, paint('#7a4a2a')),
    rect(-330, -106, 660, 20, paint('#9a6a42')),
    // Crushed ice on the left, the fish laid on it.
    path(d('M', -320, -106, 'Q', -170, -170, -10, -106, 'Z'), paint('#e8f4f7')),
    fish(-230, -126, 1, paint('#9fb3bf')),
    fish(-110, -136, -1, paint('#c0cdd4')),
    fish(-190, -160, 1, paint('#e0785a')),
    // Cheeses stacked on the right, beside a tray of guava rolls.
    cheese(70, -106),
    cheese(186, -106),
    cheese(128, -142),
    rect(240, -126, 86, 20, paint('#c9934f')),
    ...[0, 1].map((i) => rect(250 + i * 36, -150, 32, 26, paint('#c23b4e'), { rx: 12 })),
  ]);
}

// ——— Bismarkcito ———

/** A tall glass of seafood cocktail: red broth, shrimp on the rim, avocado and a lime wedge. */
export function seafoodCocktail(paint: Paint): string {
  const glass = paint('#e8f1f3');
  const shrimp = (x: number, y: number, flip: 1 | -1) =>
    path(
      d(
        'M',
        x,
        y,
        'q',
        flip * 30,
        -34,
        flip * 54,
        -4,
        'q',
        -flip * 10,
        8,
        -flip * 22,
        2,
        'q',
        -flip * 16,
        -12,
        -flip * 32,
        2,
        'Z',
      ),
      paint('#f08a6a'),
    );
  return group([
    ellipse(0, 0, 70, 12, glass),
    rect(-8, -90, 16, 90, glass),
    path(d('M', -90, -330, 'L', 90, -330, 'L', 60, -100, 'Q', 0, -80, -60, -100, 'Z'), glass, {
      opacity: 0.9,
    }),
    path(
      d('M', -84, -300, 'L', 84, -300, 'L', 58, -106, 'Q', 0, -88, -58, -106, 'Z'),
      paint('#d5452f'),
    ),
    ...[-40, 10, 44, -14, 28].map((x, i) =>
      rect(x - 10, -250 + (i % 3) * 46, 20, 20, paint('#8fbf4a'), { rx: 4 }),
    ),
    ...[-50, -4, 36].map((x, i) => circle(x, -180 + i * 20, 9, paint('#f6f2ea'))),
    shrimp(-90, -320, 1),
    shrimp(90, -320, -1),
    shrimp(-20, -338, 1),
    path(d('M', 50, -340, 'A', 40, 40, 0, 0, 1, 120, -300, 'Z'), paint('#6cb33f')),
    path(d('M', 58, -334, 'A', 32, 32, 0, 0, 1, 112, -302, 'Z'), paint('#c8e68a')),
  ]);
}

/** A plate of chocolate clams: brown shells opened on the half shell, with lime. */
export function chocolateClams(paint: Paint): string {
  const clam = (x: number, y: number) =>
    group([
      ellipse(x, y, 46, 26, paint('#5a3424')),
      ellipse(x, y - 2, 38, 19, paint('#8a5a3c')),
      ellipse(x, y - 4, 26, 12, paint('#f0c3a0')),
    ]);
  return group([
    ellipse(0, -20, 230, 56, paint('#fffaf2')),
    ellipse(0, -24, 200, 44, paint('#eef0f0')),
    clam(-120, -30),
    clam(-40, -46),
    clam(40, -30),
    clam(120, -44),
    clam(0, -14),
    path(d('M', 150, -8, 'A', 30, 30, 0, 0, 0, 206, -8, 'Z'), paint('#6cb33f')),
  ]);
}

/** A bottle of hot sauce. */
export function hotSauce(paint: Paint): string {
  return group([
    rect(-30, -150, 60, 150, paint('#b3261e'), { rx: 10 }),
    rect(-12, -200, 24, 52, paint('#b3261e')),
    rect(-14, -220, 28, 22, paint('#f2a900')),
    rect(-30, -110, 60, 60, paint('#f6f2ea')),
    circle(0, -80, 16, paint('#2b8a3e')),
  ]);
}

// ——— Beaches ———

/** Playa El Coromuel's pier, side-on: a deck on pilings with lamps and a T-head. */
export function coromuelPier(paint: Paint, length: number): string {
  const deck = paint('#e7e0d2');
  const pile = paint('#8d8578');
  const piles = Array.from({ length: Math.floor(length / 70) + 1 }, (_, i) => i * 70);
  return group([
    ...piles.map((x) => rect(x - 6, -60, 12, 90, pile)),
    rect(0, -74, length, 18, deck),
    rect(length - 40, -84, 90, 28, deck),
    stroke(d('M', 0, -110, 'L', length + 40, -110), paint('#f6f2ea'), 5),
    ...piles.map((x) => rect(x - 2, -110, 4, 36, paint('#f6f2ea'))),
    ...[length * 0.35, length * 0.7, length].map((x) =>
      group([rect(x - 3, -190, 6, 116, paint('#3a3f4a')), circle(x, -194, 10, '#ffe9a8')]),
    ),
  ]);
}

/** A flag stretched out by the wind (the Coromuel breeze), on its pole. */
export function windFlag(paint: Paint, colour: Colour): string {
  return group([
    rect(-3, -220, 6, 220, paint('#3a3f4a')),
    path(
      d(
        'M',
        3,
        -216,
        'Q',
        50,
        -230,
        96,
        -206,
        'Q',
        70,
        -190,
        96,
        -170,
        'Q',
        50,
        -188,
        3,
        -176,
        'Z',
      ),
      paint(colour),
    ),
  ]);
}

/** A round beach shade: a concrete post under a thatched palm-leaf cap. */
export function palapaShade(paint: Paint): string {
  const thatch = paint('#c9a25a');
  return group([
    ellipse(0, 0, 80, 10, '#1a1020', { opacity: 0.14 }),
    rect(-7, -170, 14, 170, paint('#d6cbb5')),
    path(d('M', -110, -150, 'Q', -40, -230, 0, -240, 'Q', 40, -230, 110, -150, 'Z'), thatch),
    ...[-90, -60, -30, 0, 30, 60, 90].map((x) =>
      stroke(d('M', x, -150, 'L', x * 0.3, -226), darken(thatch, 0.15), 3),
    ),
    path(
      d(
        'M',
        -110,
        -150,
        'L',
        -100,
        -134,
        'L',
        -86,
        -150,
        'L',
        -72,
        -134,
        'L',
        -58,
        -150,
        'L',
        -44,
        -134,
        'L',
        -30,
        -150,
        'L',
        -16,
        -134,
        'L',
        0,
        -150,
        'L',
        16,
        -134,
        'L',
        30,
        -150,
        'L',
        44,
        -134,
        'L',
        58,
        -150,
        'L',
        72,
        -134,
        'L',
        86,
        -150,
        'L',
        100,
        -134,
        'L',
        110,
        -150,
        'Z',
      ),
      darken(thatch, 0.1),
    ),
  ]);
}

/** A swim ring floating in the shallows, a child's head beside it. */
export function swimRing(paint: Paint, colour: Colour): string {
  return group([
    ellipse(0, 0, 44, 14, paint(colour)),
    ellipse(0, -2, 22, 6, paint('#5fc9c2')),
    circle(58, -14, 14, paint('#7a4a2a')),
    ellipse(58, 0, 24, 6, '#ffffff', { opacity: 0.5 }),
  ]);
}

/** The ferry at Pichilingue's port: a long white ship with a blue band and a funnel. */
export function ferry(paint: Paint): string {
  const white = paint('#f6f4ee');
  const blue = paint('#1f5fa0');
  return group([
    path(d('M', -300, -80, 'L', 300, -80, 'L', 270, 0, 'L', -280, 0, 'Z'), white),
    rect(-296, -56, 590, 18, blue),
    rect(-240, -150, 440, 70, white),
    rect(-200, -200, 300, 50, white),
    ...Array.from({ length: 14 }, (_, i) => rect(-226 + i * 30, -126, 18, 14, paint('#4a6a85'))),
    ...Array.from({ length: 9 }, (_, i) => rect(-186 + i * 30, -186, 18, 14, paint('#4a6a85'))),
    rect(40, -260, 50, 60, blue),
    rect(40, -260, 50, 14, paint('#d5452f')),
    rect(180, -116, 110, 36, paint('#d6d3cc')),
    ellipse(0, 6, 320, 8, '#ffffff', { opacity: 0.35 }),
  ]);
}

/** A beach restaurant's palapa: a wide thatched roof on poles over plastic tables and chairs. */
export function palapaRestaurant(paint: Paint): string {
  const thatch = paint('#c9a25a');
  const pole = paint('#7a4a2a');
  const table = (x: number, colour: Colour) =>
    group([
      rect(x - 50, -66, 100, 10, paint(colour)),
      rect(x - 4, -60, 8, 60, paint(colour)),
      ...[-70, 70].map((dx) =>
        group([
          rect(x + dx - 18, -44, 36, 8, paint(colour)),
          rect(x + dx + (dx < 0 ? -18 : 12), -90, 6, 90, paint(colour)),
          rect(x + dx - 16, -40, 5, 40, paint(colour)),
          rect(x + dx + 11, -40, 5, 40, paint(colour)),
        ]),
      ),
      rect(x - 10, -96, 12, 30, paint('#c98a2a')),
      rect(x + 14, -92, 10, 26, paint('#2b8a3e')),
    ]);
  return group([
    ...[-230, -80, 80, 230].map((x) => rect(x - 7, -250, 14, 250, pole)),
    path(d('M', -300, -230, 'Q', -150, -330, 0, -350, 'Q', 150, -330, 300, -230, 'Z'), thatch),
    ...Array.from({ length: 11 }, (_, i) =>
      stroke(
        d('M', -270 + i * 54, -236, 'L', (-270 + i * 54) * 0.4, -334),
        darken(thatch, 0.15),
        4,
      ),
    ),
    rect(-304, -240, 608, 16, darken(thatch, 0.12)),
    table(-150, '#f6f4ee'),
    table(150, '#e64b3c'),
  ]);
}

/** A rocky desert headland running down into the sea, closing one side of a cove. */
export function headland(paint: Paint, width: number, height: number): string {
  return group([
    path(
      d(
        'M',
        0,
        0,
        'L',
        0,
        -height,
        'Q',
        width * 0.35,
        -height * 1.05,
        width * 0.6,
        -height * 0.55,
        'Q',
        width * 0.85,
        -height * 0.15,
        width,
        0,
        'Z',
      ),
      paint('#b8734a'),
    ),
    path(
      d('M', 0, -height * 0.6, 'Q', width * 0.4, -height * 0.6, width * 0.75, 0, 'L', 0, 0, 'Z'),
      paint('#9a5a38'),
    ),
    ellipse(width * 0.8, -4, width * 0.25, 8, '#ffffff', { opacity: 0.5 }),
  ]);
}

/** A sea kayak lying on the sand, seen side-on and a little from above. */
export function kayak(paint: Paint, colour: Colour): string {
  return group([
    ellipse(0, 4, 150, 10, '#1a1020', { opacity: 0.14 }),
    path(d('M', -160, -10, 'Q', 0, -50, 160, -10, 'Q', 0, 20, -160, -10, 'Z'), paint(colour)),
    ellipse(10, -24, 40, 9, paint(INK)),
    path(d('M', -160, -10, 'Q', 0, -30, 160, -10), 'none', {
      stroke: lighten(paint(colour), 0.35),
      'stroke-width': 4,
    }),
  ]);
}

/** A paddleboard stood upright in the sand. */
export function paddleboard(paint: Paint, colour: Colour): string {
  return group([
    path(d('M', -26, 0, 'Q', -34, -150, 0, -250, 'Q', 34, -150, 26, 0, 'Z'), paint(colour)),
    rect(-3, -230, 6, 220, lighten(paint(colour), 0.4)),
  ]);
}

/** A panga: the open fibreglass fishing boat of the Baja coast, with an outboard motor. */
export function panga(paint: Paint, hull: Colour): string {
  return group([
    path(d('M', -170, -40, 'L', 180, -56, 'Q', 150, 0, 120, 6, 'L', -150, 6, 'Z'), paint(hull)),
    rect(-170, -48, 350, 10, paint('#f6f4ee')),
    rect(-190, -70, 24, 50, paint('#3a3f4a')),
    rect(-184, -30, 10, 40, paint('#3a3f4a')),
    circle(-20, -64, 14, paint('#7a4a2a')),
    rect(-32, -52, 24, 14, paint('#f2a900')),
    line(-180, 14, 180, 14, '#ffffff', 3),
  ]);
}

/** Isla Espíritu Santo seen low and long across the channel, its red cliffs catching the light. */
export function distantIsland(paint: Paint, width: number): string {
  const half = width / 2;
  return group([
    path(
      d(
        'M',
        -half,
        0,
        'Q',
        -half * 0.8,
        -60,
        -half * 0.5,
        -70,
        'L',
        -half * 0.1,
        -84,
        'Q',
        half * 0.2,
        -100,
        half * 0.4,
        -80,
        'L',
        half * 0.8,
        -64,
        'Q',
        half * 0.96,
        -30,
        half,
        0,
        'Z',
      ),
      paint('#b5553a'),
    ),
    // The sunlit upper cliffs, a paler band along the crest.
    path(
      d(
        'M',
        -half * 0.7,
        -56,
        'Q',
        -half * 0.4,
        -74,
        -half * 0.1,
        -80,
        'Q',
        half * 0.2,
        -96,
        half * 0.4,
        -76,
        'L',
        half * 0.75,
        -62,
        'L',
        half * 0.4,
        -66,
        'Q',
        half * 0.2,
        -82,
        -half * 0.1,
        -68,
        'Z',
      ),
      paint('#d9875e'),
    ),
  ]);
}
