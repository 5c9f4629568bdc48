/** Guadalajara's spots that have no landmark elsewhere, each drawn as its own subject. */
import { tint } from '../background.ts';
import type { DrawContext } from '../context.ts';
import { DAY } from '../landmark.ts';
import type { Landmark } from '../landmark.ts';
import { agave } from '../nature.ts';
import { tortillaBasket } from '../objects.ts';
import { COLOURS, accentAt } from '../palette.ts';
import type { Colour } from '../palette.ts';
import { lampPost } from '../scenery.ts';
import { circle, d, group, line, path, place, rect } from '../svg.ts';
import {
  barranca,
  barrelEnd,
  birriaBowl,
  brickHall,
  casaHerradura,
  claySun,
  cornerView,
  limeHalves,
  mansionBar,
  mercadoLibertad,
  onionDish,
  palacioGobierno,
  pinaPile,
  plazaMariachis,
  potStill,
  potsAndGlass,
  promenadeTree,
  stillLamp,
  stroller,
  tianguisStall,
  tlaquepaqueLane,
} from './guadalajara-shapes.ts';
import type { Tinter } from './guadalajara-shapes.ts';

const tinter =
  (ctx: DrawContext): Tinter =>
  (colour: Colour) =>
    tint(ctx, colour);

/** A cream wall with a wainscot of blue-and-white tiles and a wooden table top. */
function fondaRoom(ctx: DrawContext): string[] {
  const tiles: string[] = [];
  for (let col = 0; col < 20; col += 1)
    for (let row = 0; row < 3; row += 1)
      tiles.push(
        rect(col * 60 + 4, 420 + row * 46 + 4, 52, 38, (col + row) % 2 ? '#2d5fa8' : '#f4f0e4'),
        circle(col * 60 + 30, 420 + row * 46 + 23, 8, (col + row) % 2 ? '#f4f0e4' : '#2d5fa8'),
      );
  return [
    rect(0, 0, 1200, 800, '#f3e2c4'),
    rect(430, 110, 340, 330, '#8a5a36'),
    place(600, 430, 1, [cornerView(tinter(ctx))]),
    rect(0, 416, 1200, 144, '#e9e3d4'),
    ...tiles,
    rect(0, 560, 1200, 240, '#8a5a36'),
    ...[600, 660, 720].map((y) => line(0, y, 1200, y + 6, '#6f4526', 3)),
  ];
}

/** Strings of bulbs looped between the promenade's trees. */
function stringLights(xs: readonly number[], y: number): string {
  const parts: string[] = [];
  xs.slice(1).forEach((x, i) => {
    const from = xs[i] ?? x;
    parts.push(
      path(d('M', from, y, 'Q', (from + x) / 2, y + 50, x, y), 'none', {
        stroke: COLOURS.ink,
        'stroke-width': 2,
      }),
    );
    for (let k = 1; k < 6; k += 1) {
      const u = k / 6;
      const bx = from + (x - from) * u;
      const by = y + 100 * u * (1 - u);
      parts.push(circle(bx, by, 6, '#ffe29a'));
    }
  });
  return group(parts);
}

function chapultepecNight(ctx: DrawContext, y: number): string[] {
  const t = tinter(ctx);
  const trees = [190, 460, 740, 1010];
  return [
    place(330, y - 30, 1, [mansionBar(t, COLOURS.pink, COLOURS.rosa, 250)]),
    place(600, y - 30, 1.05, [mansionBar(t, '#7fb8a4', COLOURS.jade, 240)]),
    place(870, y - 30, 1, [mansionBar(t, COLOURS.ochre, COLOURS.terracotta, 250)]),
    rect(120, y - 34, 960, 34, t('#9a9284')),
    ...trees.map((x) => place(x, y - 10, 1, [promenadeTree(t, ctx.rng, 80)])),
    stringLights(trees, y - 150),
    lampPost(320, y - 6, 190),
    lampPost(880, y - 6, 190),
    ...[390, 560, 640, 800].map((x, i) =>
      place(x, y, 1, [stroller(t(i % 2 ? '#3a3046' : '#4a3a5c'), 120 + (i % 3) * 10)]),
    ),
  ];
}

function tonalaMarket(ctx: DrawContext, y: number): string[] {
  const t = tinter(ctx);
  const tarps = [COLOURS.rosa, '#2f7fd0', COLOURS.marigold];
  return [
    ...[300, 600, 900].map((x, i) =>
      place(x, y, 0.95, [tianguisStall(t, tarps[i] ?? COLOURS.rosa, ctx.rng)]),
    ),
    ...[300, 600, 900].map((x) => place(x, y - 222, 1, [claySun(t, 30)])),
  ];
}

function herraduraHacienda(ctx: DrawContext, y: number): string[] {
  const t = tinter(ctx);
  return [
    place(640, y - 20, 1, [casaHerradura(t)]),
    ...[170, 260, 350, 440, 530].map((x) => place(x, y + 50, 0.7, [agave(70, t('#6a9eaa'))])),
    place(880, y + 80, 0.95, [pinaPile(t)]),
  ];
}

function rojenaCellar(ctx: DrawContext): string[] {
  const barrels: Array<readonly [number, number]> = [
    [720, 620],
    [880, 620],
    [1040, 620],
    [800, 466],
    [960, 466],
    [880, 312],
  ];
  return [
    brickHall(tinter(ctx)),
    stillLamp(330),
    stillLamp(880),
    place(290, 720, 0.95, [potStill()]),
    rect(630, 696, 500, 14, '#4a3a34'),
    ...barrels.map(([x, y]) => barrelEnd(x, y, 78)),
  ];
}

export const guadalajara: readonly Landmark[] = [
  {
    id: 'guadalajara-palacio-de-gobierno',
    spots: ['guadalajara/palacio-de-gobierno'],
    setting: 'cityPlaza',
    times: DAY,
    shows:
      'Palacio de Gobierno de Jalisco, two storeys of Huentitán stone with iron balconies, corner turrets and a clock over the portal',
    draw: (ctx, y) => [place(600, y, 1, [palacioGobierno(tinter(ctx))])],
  },
  {
    id: 'guadalajara-mercado-san-juan-de-dios',
    spots: ['guadalajara/mercado-san-juan-de-dios'],
    setting: 'cityPlaza',
    times: ['day', 'morning'],
    shows:
      'Mercado San Juan de Dios, three storeys of bare concrete under a row of tent-like roof shells, fruit stalls at its doors',
    draw: (ctx, y) => [place(600, y, 1.15, [mercadoLibertad(tinter(ctx), ctx.rng)])],
  },
  {
    id: 'guadalajara-plaza-de-los-mariachis',
    spots: ['guadalajara/plaza-de-los-mariachis'],
    setting: 'plaza',
    times: ['dusk', 'night'],
    shows:
      'Plaza de los Mariachis, a violinist, a guitarrón player and a trumpeter in silver-buttoned charro suits before an old stone arcade',
    draw: (ctx, y) => [place(600, y + 20, 0.95, [plazaMariachis(tinter(ctx))])],
  },
  {
    id: 'guadalajara-nueve-esquinas',
    spots: ['guadalajara/barrio-de-las-nueve-esquinas'],
    setting: 'interior',
    times: DAY,
    shows:
      'Barrio de las Nueve Esquinas, a clay bowl of birria in red consommé with tortillas, chopped onion and lime, corner houses beyond',
    draw: (ctx) => [
      ...fondaRoom(ctx),
      place(230, 730, 0.85, [tortillaBasket(accentAt(ctx.palette, 3))]),
      place(600, 750, 1, [birriaBowl()]),
      place(960, 690, 1, [onionDish()]),
      place(1000, 780, 1, [limeHalves()]),
    ],
  },
  {
    id: 'guadalajara-avenida-chapultepec',
    spots: ['guadalajara/avenida-chapultepec'],
    setting: 'street',
    times: ['night'],
    shows:
      'Avenida Chapultepec, glowing bars in old mansions behind a tree-lined promenade with lamps, string lights and strollers',
    draw: chapultepecNight,
  },
  {
    id: 'guadalajara-tlaquepaque',
    spots: ['guadalajara/tlaquepaque'],
    setting: 'street',
    times: DAY,
    shows:
      'San Pedro Tlaquepaque, a lane of craft shops under papel picado toward a church tower, clay jars and blown glass in front',
    draw: (ctx, y) => [
      place(600, y, 1, [tlaquepaqueLane(tinter(ctx), ctx.palette.accents)]),
      place(250, y + 10, 0.8, [potsAndGlass(tinter(ctx))]),
      place(960, y + 10, 0.7, [potsAndGlass(tinter(ctx))]),
    ],
  },
  {
    id: 'guadalajara-tonala-tianguis',
    spots: ['guadalajara/tonala-tianguis'],
    setting: 'street',
    times: ['morning', 'day'],
    shows:
      'Tonalá street market, stalls under bright tarps with hand-painted plates and burnished pots, a smiling clay sun on each',
    draw: tonalaMarket,
  },
  {
    id: 'guadalajara-barranca-de-huentitan',
    spots: ['guadalajara/barranca-de-huentitan'],
    setting: 'hillside',
    times: ['morning', 'day'],
    shows:
      'Barranca de Huentitán, a deep wooded canyon with a switchback path down to a river crossed by an old arched bridge',
    draw: (ctx, y) => [place(600, y, 1, [barranca(tinter(ctx))])],
  },
  {
    id: 'guadalajara-casa-herradura',
    spots: ['guadalajara/casa-herradura-amatitan'],
    setting: 'hillside',
    times: ['day', 'dusk'],
    shows:
      'Casa Herradura, Amatitán: an ochre arcaded hacienda with its chapel and horseshoe emblem, agave hearts piled in front',
    draw: herraduraHacienda,
  },
  {
    id: 'guadalajara-la-rojena',
    spots: ['guadalajara/la-rojena-jose-cuervo'],
    setting: 'interior',
    times: DAY,
    shows:
      'La Rojeña, a copper pot still beside stacked oak barrels branded with the Cuervo raven under brick vaults',
    draw: rojenaCellar,
  },
];
