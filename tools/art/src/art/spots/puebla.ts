/** Puebla's spots that have no landmark elsewhere, each drawn as its own subject. */
import { DAY } from '../landmark.ts';
import type { Landmark } from '../landmark.ts';
import { place } from '../svg.ts';
import {
  amparoTerrace,
  callejonDeLosSapos,
  dulcesShop,
  fondaSantaClara,
  fuerteLoreto,
  palafoxiana,
  parian,
  saboresPoblanos,
  sanGabrielCholula,
} from './puebla-shapes.ts';

export const puebla: readonly Landmark[] = [
  {
    id: 'puebla-biblioteca-palafoxiana',
    spots: ['puebla/biblioteca-palafoxiana'],
    setting: 'interior',
    times: ['day'],
    shows:
      'the Biblioteca Palafoxiana, a vaulted hall lined with three tiers of carved wooden bookshelves, a gilded altarpiece at its end',
    draw: () => palafoxiana(),
  },
  {
    id: 'puebla-museo-amparo',
    spots: ['puebla/museo-amparo'],
    setting: 'interior',
    times: ['day'],
    shows:
      "the Museo Amparo's rooftop café terrace, looking over tiled church domes to the cathedral towers and snow-capped Popocatépetl",
    draw: (ctx) => amparoTerrace(ctx),
  },
  {
    id: 'puebla-calle-de-los-dulces',
    spots: ['puebla/calle-de-los-dulces'],
    setting: 'street',
    times: DAY,
    shows:
      'the Calle de los Dulces, an old sweet shop with trays of camotes in waxed paper, iced tortitas, candied fruit and jamoncillo',
    draw: (ctx, y) => [place(600, y, 1, [dulcesShop(ctx)])],
  },
  {
    id: 'puebla-el-parian',
    spots: ['puebla/el-parian'],
    setting: 'plaza',
    times: ['day', 'morning', 'dusk'],
    shows:
      'El Parián, a long low arcade of brick-and-tile craft shops hung with embroidered blouses and blue-and-white Talavera plates',
    draw: (ctx, y) => [place(600, y + 20, 1.05, [parian(ctx)])],
  },
  {
    id: 'puebla-callejon-de-los-sapos',
    spots: ['puebla/callejon-de-los-sapos'],
    setting: 'street',
    times: ['dusk', 'day'],
    shows:
      'the Callejón de los Sapos: a fountain of green toads between tiled colonial fronts, flea-market tables of records and a gramophone',
    draw: (ctx, y) => [place(600, y, 1, [callejonDeLosSapos(ctx)])],
  },
  {
    id: 'puebla-fonda-de-santa-clara',
    spots: ['puebla/fonda-de-santa-clara'],
    setting: 'interior',
    times: ['day'],
    shows:
      'the Fonda de Santa Clara: mole poblano over turkey with red rice on a Talavera plate, a clay pot of mole, tortillas, papel picado',
    draw: (ctx) => fondaSantaClara(ctx),
  },
  {
    id: 'puebla-mercado-de-sabores',
    spots: ['puebla/mercado-de-sabores-poblanos'],
    setting: 'interior',
    times: ['day'],
    shows:
      'the Mercado de Sabores Poblanos, a food hall under a steel roof, a cemita and chalupas in red and green salsa on a shared table',
    draw: (ctx) => saboresPoblanos(ctx),
  },
  {
    id: 'puebla-fuertes',
    spots: ['puebla/fuertes-de-loreto-y-guadalupe'],
    setting: 'valley',
    times: DAY,
    shows:
      "the Fuertes de Loreto y Guadalupe: Loreto's stone walls, round bastions, cannons, a chapel, the Mexican flag",
    draw: (ctx, y) => [place(600, y, 1, [fuerteLoreto(ctx)])],
  },
  {
    id: 'puebla-san-gabriel-cholula',
    spots: ['puebla/convento-de-san-gabriel-cholula'],
    setting: 'cityPlaza',
    times: DAY,
    shows:
      'the Convento de San Gabriel, a battlemented fortress church, and the melon-walled Capilla Real crowned by rows of small domes',
    draw: (ctx, y) => [place(600, y, 1, [sanGabrielCholula(ctx)])],
  },
];
