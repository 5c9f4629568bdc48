/** Mexico City's spots that have no landmark elsewhere, each drawn as its own subject. */
import { DAY } from '../landmark.ts';
import type { Landmark } from '../landmark.ts';
import { place } from '../svg.ts';
import {
  barLaOpera,
  califaDeLeon,
  coyoacan,
  losCocuyos,
  mercadoJamaica,
  mercadoMedellin,
  mercadoSanJuan,
  parqueMexico,
  trotskyHouse,
} from './mexico-city-shapes.ts';

export const mexicoCity: readonly Landmark[] = [
  {
    id: 'mexico-city-casa-trotsky',
    spots: ['mexico-city/museo-casa-de-leon-trotsky'],
    setting: 'street',
    times: DAY,
    shows:
      'the Museo Casa de León Trotsky: high brick walls, two watchtowers and a steel door, a red flag flying over the garden',
    draw: (ctx, y) => [place(600, y, 1, [trotskyHouse(ctx)])],
  },
  {
    id: 'mexico-city-jardin-centenario',
    spots: ['mexico-city/coyoacan-jardin-centenario'],
    setting: 'plaza',
    times: ['day', 'morning', 'dusk'],
    shows:
      "Coyoacán's Jardín Centenario: two bronze coyotes on a fountain, a balloon seller, the single-towered church of San Juan Bautista",
    draw: (ctx, y) => [place(600, y + 40, 1.05, [coyoacan(ctx)])],
  },
  {
    id: 'mexico-city-parque-mexico',
    spots: ['mexico-city/parque-mexico'],
    setting: 'street',
    times: ['day', 'morning'],
    shows:
      "Parque México's Foro Lindbergh: five Art Deco pillars, a pergola, a fountain of a woman with jars, a clock tower, jacarandas",
    draw: (ctx, y) => [place(600, y, 1, [parqueMexico(ctx)])],
  },
  {
    id: 'mexico-city-mercado-medellin',
    spots: ['mexico-city/mercado-medellin'],
    setting: 'interior',
    times: ['day'],
    shows:
      'Mercado Medellín, a fonda counter under flags of Colombia, Venezuela, Peru and Cuba: soup, rice and stew, jars of agua fresca',
    draw: () => mercadoMedellin(),
  },
  {
    id: 'mexico-city-mercado-san-juan',
    spots: ['mexico-city/mercado-de-san-juan'],
    setting: 'interior',
    times: ['day'],
    shows:
      'Mercado de San Juan, a gourmet stall of hanging serrano hams, chorizos and cheeses over a basket of red chapulín grasshoppers',
    draw: (ctx) => mercadoSanJuan(ctx),
  },
  {
    id: 'mexico-city-mercado-jamaica',
    spots: ['mexico-city/mercado-de-jamaica'],
    setting: 'interior',
    times: ['day'],
    shows:
      'Mercado de Jamaica, tiers of buckets of roses, sunflowers, marigolds and birds of paradise around a towering flower arrangement',
    draw: (ctx) => mercadoJamaica(ctx),
  },
  {
    id: 'mexico-city-los-cocuyos',
    spots: ['mexico-city/taqueria-los-cocuyos'],
    setting: 'street',
    times: ['night'],
    shows:
      'Taquería Los Cocuyos, a tiny lit stand with beef simmering in a huge round comal, steam, tortillas and bowls of salsa',
    draw: (ctx, y) => [place(600, y, 1, [losCocuyos(ctx)])],
  },
  {
    id: 'mexico-city-califa-de-leon',
    spots: ['mexico-city/el-califa-de-leon'],
    setting: 'interior',
    times: ['day'],
    shows:
      'Taquería El Califa de León, thin slices of beef fillet searing on a steel griddle behind a counter with tacos, lime and salt',
    draw: (ctx) => califaDeLeon(ctx),
  },
  {
    id: 'mexico-city-bar-la-opera',
    spots: ['mexico-city/bar-la-opera'],
    setting: 'interior',
    times: ['night'],
    shows:
      'Bar La Ópera: dark wood booths, gilded mirrors, a pressed-tin ceiling, a waiter in a white jacket, tequila and a beer on the table',
    draw: () => barLaOpera(),
  },
];
