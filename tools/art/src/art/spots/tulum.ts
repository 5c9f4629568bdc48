/** Tulum's spots that have no landmark elsewhere, each drawn as its own subject. */
import { DAY } from '../landmark.ts';
import type { Landmark } from '../landmark.ts';
import { tint } from '../background.ts';
import { jungle, mangroves, wader } from '../nature.ts';
import { COLOURS } from '../palette.ts';
import { d, path, place } from '../svg.ts';
import { cyclist } from './cancun-shapes.ts';
import {
  avenidaTulum,
  beachRoad,
  honorioTable,
  jaguar,
  lookoutTower,
  playaParaiso,
  sianKaanArch,
} from './tulum-shapes.ts';

export const tulum: readonly Landmark[] = [
  {
    id: 'tulum-parque-del-jaguar',
    spots: ['tulum/parque-del-jaguar'],
    setting: 'jungle',
    times: DAY,
    shows:
      'Parque del Jaguar, a wooden lookout tower over the coastal forest, a cyclist on the park path and a spotted jaguar',
    draw: (ctx, y) => [
      place(650, y + 20, 1, [lookoutTower(ctx)]),
      place(650, y + 40, 1, [jungle(520, ctx.rng, tint(ctx, COLOURS.leafDark))]),
      path(
        d(
          'M',
          0,
          y + 130,
          'Q',
          500,
          y + 50,
          1200,
          y + 90,
          'L',
          1200,
          y + 150,
          'Q',
          500,
          y + 110,
          0,
          y + 190,
          'Z',
        ),
        tint(ctx, '#d9cdb4'),
      ),
      place(820, y + 115, 1, [cyclist(tint(ctx, '#e64b3c'), tint(ctx, '#fffaf2'))]),
      place(340, y + 110, 1.05, [jaguar(ctx)]),
    ],
  },
  {
    id: 'tulum-playa-paraiso',
    spots: ['tulum/playa-paraiso'],
    includes: ['tulum-castillo'],
    setting: 'caribbean',
    times: DAY,
    shows:
      'Playa Paraíso, coconut palms leaning seaward with a hammock between them and El Castillo small on a far cliff',
    draw: (ctx, y) => playaParaiso(ctx, y),
  },
  {
    id: 'tulum-avenida-tulum',
    spots: ['tulum/avenida-tulum'],
    setting: 'street',
    times: ['dusk'],
    shows:
      'Tulum Pueblo and Avenida Tulum, a long-distance coach under the bus station canopy, a marquesita tricycle cart and bicycles',
    draw: (ctx, y) => [place(620, y, 1, [avenidaTulum(ctx)])],
  },
  {
    id: 'tulum-taqueria-honorio',
    spots: ['tulum/taqueria-honorio'],
    setting: 'interior',
    times: DAY,
    shows:
      'Taquería Honorio, three cochinita pibil tacos with pickled red onion on a banana leaf, horchata and habanero salsa on a red table',
    draw: (ctx) => honorioTable(ctx),
  },
  {
    id: 'tulum-zona-hotelera',
    spots: ['tulum/zona-hotelera'],
    setting: 'interior',
    times: ['morning'],
    shows:
      'Tulum Beach Road in early morning light, cyclists on the sandy lane past thatched cabañas and palms, the sea glimpsed behind',
    draw: (ctx) => beachRoad(ctx),
  },
  {
    id: 'tulum-sian-kaan',
    spots: ['tulum/sian-kaan-arch'],
    // The reserve's own tours name it ("Floating Through Sian Ka'an").
    aka: /sian ka.?an/,
    setting: 'jungle',
    times: DAY,
    shows:
      "Sian Ka'an Biosphere Reserve, its wooden entrance arch and sign over a sandy road into the mangroves, a heron beside it",
    draw: (ctx, y) => [
      place(230, y + 10, 1, [mangroves(420, ctx.rng, tint(ctx, COLOURS.leafDark))]),
      place(970, y + 10, 1, [mangroves(420, ctx.rng, tint(ctx, COLOURS.leafDark))]),
      place(600, y - 20, 1, [sianKaanArch(ctx)]),
      place(930, y + 110, 1.1, [wader(tint(ctx, '#f4f1ea'))]),
    ],
  },
];
