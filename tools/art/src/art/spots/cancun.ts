/** Cancun's spots that have no landmark elsewhere, each drawn as its own subject. */
import { DAY, stone } from '../landmark.ts';
import type { Landmark } from '../landmark.ts';
import { tint } from '../background.ts';
import { d, path, place, rect } from '../svg.ts';
import {
  avenidaHidalgo,
  cancunLetters,
  dunes,
  lifeguardTower,
  lowTemple,
  mercado23,
  mercado28,
  museoMaya,
  openCenote,
  palapasPark,
  pastorStall,
  playaNorte,
  puertoMorelos,
  puntaCancunNight,
  puntaSur,
} from './cancun-shapes.ts';

/** The colours of the Delfines letters, one per letter. */
const LETTER_COLOURS = ['#e4007c', '#f2a900', '#3fbfb0', '#e64b3c', '#2b8fd6', '#0f7b6c'];

export const cancun: readonly Landmark[] = [
  {
    id: 'cancun-museo-maya',
    spots: ['cancun/museo-maya-de-cancun'],
    setting: 'jungle',
    times: DAY,
    shows:
      "Museo Maya de Cancún, three glass-walled white halls raised on pillars above the trees, San Miguelito's low Maya temple in front",
    draw: (ctx, y) => [
      place(640, y + 10, 0.92, [museoMaya(ctx)]),
      place(300, y + 100, 0.8, [lowTemple(stone(ctx, '#c2b295'))]),
    ],
  },
  {
    id: 'cancun-playa-delfines',
    spots: ['cancun/playa-delfines'],
    setting: 'caribbean',
    times: DAY,
    shows:
      'Playa Delfines, the giant colourful Cancún letters on the lookout above the dunes, with a wooden lifeguard tower',
    draw: (ctx, y) => [
      path(
        d('M', 150, y + 40, 'Q', 200, y - 110, 430, y - 110, 'Q', 660, y - 110, 720, y + 40, 'Z'),
        tint(ctx, '#e6d3a8'),
      ),
      rect(190, y - 104, 480, 14, tint(ctx, '#9a6a42')),
      place(240, y - 118, 0.85, [cancunLetters(LETTER_COLOURS)]),
      place(860, y + 70, 1, [lifeguardTower(ctx)]),
      place(600, y + 150, 1, [dunes(ctx, 1300)]),
    ],
  },
  {
    id: 'cancun-punta-cancun',
    spots: ['cancun/punta-cancun'],
    setting: 'interior',
    times: ['night'],
    shows:
      'Punta Cancún at night, three neon-lit nightclub fronts with a queue and palms, searchlights sweeping over hotel towers',
    draw: (ctx) => puntaCancunNight(ctx),
  },
  {
    id: 'cancun-mercado-28',
    spots: ['cancun/mercado-28'],
    setting: 'cityPlaza',
    times: DAY,
    shows:
      'Mercado 28, a low arcade of craft stalls hung with striped hammocks, sombreros, embroidered blouses and silver',
    draw: (ctx, y) => [place(600, y + 30, 1.1, [mercado28(ctx)])],
  },
  {
    id: 'cancun-mercado-23',
    spots: ['cancun/mercado-23'],
    setting: 'interior',
    times: DAY,
    shows:
      'Mercado 23 inside, a fruit stall piled with oranges, papayas and pineapples, star piñatas overhead and a breakfast counter',
    draw: (ctx) => mercado23(ctx),
  },
  {
    id: 'cancun-avenida-yaxchilan',
    spots: ['cancun/avenida-yaxchilan'],
    setting: 'street',
    times: ['night'],
    shows:
      'Avenida Yaxchilán, a taquería counter with a spit of tacos al pastor crowned by a pineapple, under string lights',
    draw: (ctx, y) => [place(600, y, 0.95, [pastorStall(ctx)])],
  },
  {
    id: 'cancun-parque-de-las-palapas',
    spots: ['cancun/parque-de-las-palapas'],
    setting: 'cityPlaza',
    times: ['dusk'],
    shows:
      'Parque de las Palapas, dancers on a thatch-roofed stage between snack carts ringed with bulbs and palapa-shaded tables',
    draw: (ctx, y) => [place(600, y + 40, 0.95, [palapasPark(ctx)])],
  },
  {
    id: 'cancun-isla-mujeres-centro',
    spots: ['cancun/isla-mujeres-centro'],
    setting: 'street',
    times: DAY,
    shows:
      "Isla Mujeres Town, Avenida Hidalgo's bright two-storey shops with balconies and hammocks for sale, a golf cart in front",
    draw: (ctx, y) => [place(600, y, 1, [avenidaHidalgo(ctx)])],
  },
  {
    id: 'cancun-playa-norte',
    spots: ['cancun/isla-mujeres-playa-norte'],
    setting: 'caribbean',
    times: ['dusk'],
    shows:
      'Playa Norte, Isla Mujeres: bathers waist-deep in calm shallows, a swing under a palm and thatched umbrellas over sunbeds',
    draw: (ctx, y) => [place(600, y, 1, [playaNorte(ctx)])],
  },
  {
    id: 'cancun-punta-sur',
    spots: ['cancun/punta-sur-isla-mujeres'],
    setting: 'interior',
    times: ['morning'],
    shows:
      "Punta Sur, Isla Mujeres, at sunrise: Ixchel's small stone shrine, a lighthouse and bright sculptures on cliffs over a deep blue sea",
    draw: (ctx) => puntaSur(ctx),
  },
  {
    id: 'cancun-puerto-morelos',
    spots: ['cancun/puerto-morelos-reef'],
    setting: 'caribbean',
    times: DAY,
    shows:
      'Puerto Morelos Reef, the leaning white-and-blue lighthouse beside the new one, snorkellers and a boat over the coral',
    draw: (ctx, y) => [place(600, y, 1, [puertoMorelos(ctx)])],
  },
  {
    id: 'cancun-ruta-de-los-cenotes',
    spots: ['cancun/ruta-de-los-cenotes'],
    setting: 'jungle',
    times: DAY,
    shows:
      'Ruta de los Cenotes, an open limestone cenote with a wooden dock and a zip line over its pool, by a roadside signpost',
    draw: (ctx, y) => [place(600, y - 10, 0.9, [openCenote(ctx)])],
  },
];
