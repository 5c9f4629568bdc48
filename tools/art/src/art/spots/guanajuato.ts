/** Guanajuato's spots that have no landmark elsewhere, each drawn as its own subject. */
import { ANY, DAY } from '../landmark.ts';
import type { Landmark } from '../landmark.ts';
import { place } from '../svg.ts';
import {
  jardinDeLaUnion,
  mercadoHidalgo,
  momiasHall,
  presaDeLaOlla,
  quijoteMuseum,
  riveraRoom,
} from './guanajuato-shapes.ts';

export const guanajuato: readonly Landmark[] = [
  {
    id: 'guanajuato-jardin-de-la-union',
    spots: ['guanajuato/jardin-de-la-union'],
    setting: 'plaza',
    times: ['dusk', 'day'],
    shows:
      'the Jardín de la Unión: the Templo de San Diego behind a wedge of clipped laurels shading a bandstand and café umbrellas',
    draw: (ctx, y) => [place(600, y + 20, 1, [jardinDeLaUnion(ctx)])],
  },
  {
    id: 'guanajuato-mercado-hidalgo',
    spots: ['guanajuato/mercado-hidalgo'],
    setting: 'street',
    times: DAY,
    shows:
      'the Mercado Hidalgo: a pink-stone hall of arched windows and fruit crates under an iron-and-glass vault and clock tower',
    draw: (ctx, y) => [place(600, y + 40, 0.95, [mercadoHidalgo(ctx)])],
  },
  {
    id: 'guanajuato-museo-casa-diego-rivera',
    spots: ['guanajuato/museo-casa-diego-rivera'],
    setting: 'interior',
    times: ['day'],
    shows:
      'the Museo Casa Diego Rivera: a Cubist canvas in a gilt frame above a carved cradle and a sketch on an easel, in a papered room',
    draw: (ctx) => [riveraRoom(ctx)],
  },
  {
    id: 'guanajuato-museo-iconografico-del-quijote',
    spots: ['guanajuato/museo-iconografico-del-quijote'],
    setting: 'street',
    times: ANY,
    shows:
      'the Museo Iconográfico del Quijote: bronze Don Quixote with his lance and Sancho Panza on a donkey before an arcaded mansion',
    draw: (ctx, y) => [place(600, y + 40, 0.95, [quijoteMuseum(ctx)])],
  },
  {
    id: 'guanajuato-museo-de-las-momias',
    spots: ['guanajuato/museo-de-las-momias'],
    setting: 'interior',
    times: ['day'],
    shows:
      'the Museo de las Momias: naturally mummified bodies standing upright in lit glass cases along a dim stone vault',
    draw: (ctx) => [momiasHall(ctx)],
  },
  {
    id: 'guanajuato-presa-de-la-olla',
    spots: ['guanajuato/presa-de-la-olla'],
    setting: 'hillside',
    times: ['morning', 'day'],
    shows:
      'the Presa de la Olla: rowing boats on a small lake below a colonial stone dam with iron gates and a yellow mansion',
    draw: (ctx, y) => [place(600, y, 1, [presaDeLaOlla(ctx)])],
  },
];
