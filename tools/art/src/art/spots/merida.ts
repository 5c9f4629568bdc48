/** Mérida's spots that have no landmark elsewhere, each drawn as its own subject. */
import { tint } from '../background.ts';
import { mix } from '../palette.ts';
import type { DrawContext } from '../context.ts';
import { DAY } from '../landmark.ts';
import type { Landmark } from '../landmark.ts';
import { salsaBowl } from '../objects.ts';
import { arch } from '../architecture.ts';
import { circle, group, path, place, rect } from '../svg.ts';
import {
  aguaDeChaya,
  arm,
  balloonSeller,
  ceilingFan,
  clippedLaurel,
  cochinitaTacos,
  comalStove,
  confidente,
  figure,
  guitar,
  habaneroHeap,
  hammock,
  loncheriaHall,
  maizeMural,
  marquesitaCart,
  orangeJuice,
  palacioMunicipal,
  panDulce,
  portalArcade,
  recadoBricks,
  santaAnaChurch,
  santaLuciaChurch,
  sopaDeLima,
  sourOrangeHeap,
  stoneStair,
  tinRoof,
} from './merida-shapes.ts';
import type { Paint } from './merida-shapes.ts';

const paintOf =
  (ctx: DrawContext): Paint =>
  (colour) =>
    tint(ctx, colour);

const WHITE_CLOTHES = '#f6f2ea';

/** Figures under the arcade's lamps keep half their own colour even at night. */
const lamplitOf =
  (ctx: DrawContext): Paint =>
  (colour) =>
    mix(colour, tint(ctx, colour), 0.45);

/** A trova trio in white guayaberas, each with a guitar across his body. */
function trovaTrio(paint: Paint): string {
  return group(
    [-110, 0, 110].map((x) =>
      group([
        place(x, 0, 1, [figure(paint, { height: 230, top: WHITE_CLOTHES, legs: '#3a3f4a' })]),
        guitar(paint, x + 6, -100, 0.9),
        arm(
          paint,
          [
            [x - 30, -170],
            [x - 40, -120],
            [x - 20, -118],
          ],
          WHITE_CLOTHES,
        ),
        arm(
          paint,
          [
            [x + 30, -170],
            [x + 36, -130],
            [x + 14, -96],
          ],
          WHITE_CLOTHES,
        ),
      ]),
    ),
  );
}

/** A couple dancing the jarana: she in an embroidered huipil, he in white with a palm hat. */
function jaranaCouple(paint: Paint): string {
  return group([
    place(-70, 0, 1, [
      figure(paint, { height: 240, top: WHITE_CLOTHES, legs: WHITE_CLOTHES, hat: '#e8d9b0' }),
    ]),
    arm(
      paint,
      [
        [-100, -180],
        [-130, -220],
        [-120, -260],
      ],
      WHITE_CLOTHES,
    ),
    arm(
      paint,
      [
        [-40, -180],
        [-10, -220],
        [-20, -260],
      ],
      WHITE_CLOTHES,
    ),
    place(80, 0, 1, [
      figure(paint, {
        height: 220,
        top: WHITE_CLOTHES,
        legs: WHITE_CLOTHES,
        skirt: WHITE_CLOTHES,
        embroidery: '#2f9e6a',
      }),
    ]),
    arm(
      paint,
      [
        [54, -166],
        [24, -206],
        [34, -240],
      ],
      WHITE_CLOTHES,
    ),
    arm(
      paint,
      [
        [106, -166],
        [136, -206],
        [126, -240],
      ],
      WHITE_CLOTHES,
    ),
  ]);
}

/** A plain interior wall from the top of the picture down to `floor`, and the floor below. */
function room(paint: Paint, wall: string, floor: number, floorColour: string): string {
  return group([
    rect(0, 0, 1200, floor, paint(wall)),
    rect(0, floor, 1200, 800 - floor, paint(floorColour)),
  ]);
}

export const merida: readonly Landmark[] = [
  {
    id: 'merida-plaza-grande',
    spots: ['merida/plaza-grande'],
    setting: 'cityPlaza',
    times: ['day', 'morning', 'dusk'],
    shows:
      'the Plaza Grande, white S-shaped love seats and a balloon seller under clipped laurels before the arcaded, clock-towered town hall',
    draw: (ctx, y) => {
      const paint = paintOf(ctx);
      return [
        place(600, y - 30, 0.78, [palacioMunicipal(paint)]),
        place(200, y + 110, 1, [clippedLaurel(paint, 120)]),
        place(1000, y + 120, 1, [clippedLaurel(paint, 120)]),
        place(420, y + 110, 1, [confidente(paint)]),
        place(800, y + 124, 1.05, [confidente(paint)]),
        place(610, y + 96, 0.9, [balloonSeller(paint)]),
      ];
    },
  },
  {
    id: 'merida-palacio-de-gobierno',
    spots: ['merida/palacio-de-gobierno'],
    setting: 'interior',
    times: ['day'],
    shows:
      "the Palacio de Gobierno's stone staircase below a huge mural of a Maya face rising among ears of maize",
    draw: (ctx) => {
      const paint = paintOf(ctx);
      return [
        room(paint, '#eadfc8', 740, '#b9a586'),
        rect(270, 40, 760, 520, paint('#d6c6a6')),
        arch(650, 560, 720, 540, paint('#cdbb98')),
        place(650, 540, 1, [maizeMural(paint, 640, 400)]),
        place(560, 800, 0.95, [stoneStair(paint)]),
      ];
    },
  },
  {
    id: 'merida-santa-lucia',
    spots: ['merida/parque-de-santa-lucia'],
    setting: 'plaza',
    times: ['night'],
    shows:
      'the Parque de Santa Lucía, a trova trio with guitars and a couple in white dancing the jarana before a lit arcade and church',
    draw: (ctx, y) => {
      const paint = paintOf(ctx);
      return [
        place(480, y - 30, 0.9, [portalArcade(paint, 7)]),
        place(960, y - 30, 0.9, [santaLuciaChurch(paint)]),
        place(370, y + 120, 1.2, [trovaTrio(lamplitOf(ctx))]),
        place(790, y + 120, 1.2, [jaranaCouple(lamplitOf(ctx))]),
      ];
    },
  },
  {
    id: 'merida-lucas-de-galvez',
    spots: ['merida/mercado-lucas-de-galvez'],
    setting: 'interior',
    times: ['morning'],
    shows:
      'Mercado Lucas de Gálvez, heaps of habanero chiles and sour oranges on a crowded stall under striped hammocks and a tin roof',
    draw: (ctx) => {
      const paint = paintOf(ctx);
      return [
        room(paint, '#cbbb9c', 560, '#7a4a2a'),
        ...[120, 480, 840].map((x) => rect(x, 360, 240, 200, paint('#a88e6a'))),
        ...[300, 660, 1020].map((x) => rect(x - 16, 120, 32, 440, paint('#8d959a'))),
        tinRoof(paint, 120),
        place(330, 150, 1, [hammock(paint, 300, ['#e64b3c', '#f2a900', '#3fbfb0', '#e4007c'])]),
        place(690, 150, 1, [hammock(paint, 300, ['#2b3a67', '#f6f2ea', '#e64b3c', '#f2a900'])]),
        place(1050, 150, 1, [hammock(paint, 300, ['#0f7b6c', '#f2a900', '#e4007c', '#5b8fc7'])]),
        rect(0, 560, 1200, 20, paint('#9a6a42')),
        place(440, 700, 1, [habaneroHeap(paint, 420, 7)]),
        place(800, 700, 1, [sourOrangeHeap(paint, 300, 4)]),
        place(1040, 700, 0.8, [recadoBricks(paint)]),
      ];
    },
  },
  {
    id: 'merida-santiago',
    spots: ['merida/mercado-de-santiago'],
    setting: 'interior',
    times: ['morning'],
    shows:
      'Mercado de Santiago, a steel breakfast counter under ceiling fans with cochinita pibil tacos, orange juice and pan dulce',
    draw: (ctx) => {
      const paint = paintOf(ctx);
      const tiles = Array.from({ length: 20 }, (_, i) =>
        rect(i * 60, 300, 2, 260, paint('#d5dadc')),
      );
      return [
        room(paint, '#4f9a7e', 560, '#b9c2c8'),
        rect(0, 300, 1200, 260, paint('#f3f5f4')),
        ...tiles,
        ...[360, 420, 480].map((y) => rect(0, y, 1200, 2, paint('#d5dadc'))),
        place(330, 0, 1.4, [ceilingFan(paint)]),
        place(870, 0, 1.4, [ceilingFan(paint)]),
        // The stalls' hand-painted name board along the back wall.
        rect(380, 170, 440, 90, paint('#f2a900'), { rx: 10 }),
        rect(400, 190, 400, 50, paint('#fbf6ee'), { rx: 6 }),
        ...[430, 520, 610, 700].map((x) => rect(x, 206, 60, 18, paint('#c2562f'), { rx: 4 })),
        rect(0, 560, 1200, 24, paint('#e8ecee')),
        rect(0, 584, 1200, 216, paint('#c3ccd2')),
        ...[0, 300, 600, 900].map((x) => rect(x, 584, 4, 216, paint('#a9b3ba'))),
        place(280, 670, 0.85, [panDulce(paint)]),
        place(880, 690, 1, [orangeJuice(paint)]),
        place(1040, 700, 0.7, [salsaBowl(paint('#f07a1a'))]),
        place(580, 780, 1, [cochinitaTacos(paint)]),
      ];
    },
  },
  {
    id: 'merida-santa-ana',
    spots: ['merida/mercado-de-santa-ana'],
    setting: 'plaza',
    times: ['dusk', 'night'],
    shows:
      'the Mercado y Parque de Santa Ana: a marquesita cart before a stone church with pyramid-capped belfries and a low market hall',
    draw: (ctx, y) => {
      const paint = paintOf(ctx);
      return [
        place(250, y - 10, 0.9, [loncheriaHall(paint, 380)]),
        place(720, y - 20, 0.95, [santaAnaChurch(paint)]),
        place(470, y + 120, 0.85, [marquesitaCart(paint)]),
        place(640, y + 120, 1, [figure(paint, { height: 210, top: '#f6f2ea', legs: '#2b3a67' })]),
      ];
    },
  },
  {
    id: 'merida-la-chaya-maya',
    spots: ['merida/la-chaya-maya'],
    setting: 'interior',
    times: DAY,
    shows:
      'La Chaya Maya, a cook in an embroidered huipil patting tortillas by a comal, with green agua de chaya and sopa de lima',
    draw: (ctx) => {
      const paint = paintOf(ctx);
      return [
        room(paint, '#e7a487', 640, '#8a5a3a'),
        rect(0, 0, 1200, 40, paint('#7a4a2a')),
        arch(200, 640, 220, 420, paint('#f6e9d6')),
        arch(200, 640, 180, 390, paint('#2f7d62')),
        ...[900, 1010].map((x) => circle(x, 220, 40, paint('#b8693f'))),
        rect(860, 260, 200, 12, paint('#7a4a2a')),
        place(930, 640, 1, [comalStove(paint)]),
        place(620, 660, 1, [
          figure(paint, {
            height: 440,
            top: WHITE_CLOTHES,
            legs: WHITE_CLOTHES,
            skirt: WHITE_CLOTHES,
            embroidery: '#e4007c',
          }),
        ]),
        arm(
          paint,
          [
            [570, 330],
            [556, 410],
            [586, 416],
          ],
          WHITE_CLOTHES,
        ),
        arm(
          paint,
          [
            [670, 330],
            [680, 400],
            [654, 404],
          ],
          WHITE_CLOTHES,
        ),
        path('M560,416 Q620,390 680,410 Q620,434 560,416 Z', paint('#f1d28e')),
        circle(590, 414, 14, paint('#a8684a')),
        circle(650, 406, 14, paint('#a8684a')),
        rect(0, 620, 1200, 180, paint('#fbf6ee')),
        ...Array.from({ length: 24 }, (_, i) =>
          circle(
            25 + i * 50,
            640,
            12,
            paint(i % 3 === 0 ? '#e4007c' : i % 3 === 1 ? '#2f9e6a' : '#f2a900'),
          ),
        ),
        place(400, 780, 1, [aguaDeChaya(paint)]),
        place(700, 780, 1.1, [sopaDeLima(paint)]),
      ];
    },
  },
];
