/** Oaxaca's spots that have no landmark elsewhere, each drawn as its own subject. */
import type { Landmark } from '../landmark.ts';
import { DAY } from '../landmark.ts';
import { place } from '../svg.ts';
import {
  andadorMacedonio,
  auditorioGuelaguetza,
  benitoJuarezStall,
  culturasCloister,
  inSituBar,
  jalatlaco,
  museoTextil,
  palenque,
  pasilloDeHumo,
  teotitlanLoom,
} from './oaxaca-shapes.ts';

export const oaxaca: readonly Landmark[] = [
  {
    id: 'oaxaca-museo-de-las-culturas',
    spots: ['oaxaca/museo-de-las-culturas-de-oaxaca'],
    setting: 'plaza',
    times: DAY,
    shows:
      "the Museo de las Culturas de Oaxaca, the old monastery's two-storey cloister of grey-green arches around a fountain",
    draw: (ctx, y) => [place(600, y, 0.92, [culturasCloister(ctx)])],
  },
  {
    id: 'oaxaca-andador-macedonio-alcala',
    spots: ['oaxaca/andador-macedonio-alcala'],
    setting: 'street',
    times: ['day', 'dusk'],
    shows:
      'the Andador Macedonio Alcalá, a cobbled walkway between balconied mansions selling blouses, leading to Santo Domingo',
    draw: (ctx, y) => [place(600, y + 20, 1, [andadorMacedonio(ctx)])],
  },
  {
    id: 'oaxaca-mercado-benito-juarez',
    spots: ['oaxaca/mercado-benito-juarez'],
    setting: 'interior',
    times: DAY,
    shows:
      'the Mercado Benito Juárez, a stall of chocolate tablets, baskets of red chapulines and a gourd of tejate under iron roof trusses',
    draw: (ctx) => benitoJuarezStall(ctx),
  },
  {
    id: 'oaxaca-mercado-20-de-noviembre',
    spots: ['oaxaca/mercado-20-de-noviembre'],
    setting: 'interior',
    times: DAY,
    shows:
      "the Mercado 20 de Noviembre's smoky grill hall: tasajo and chorizo on charcoal below hanging meat, tortillas on the table",
    draw: (ctx) => pasilloDeHumo(ctx),
  },
  {
    id: 'oaxaca-museo-textil',
    spots: ['oaxaca/museo-textil-de-oaxaca'],
    setting: 'interior',
    times: DAY,
    shows:
      'the Museo Textil de Oaxaca, three embroidered huipiles on wooden rods above bowls of cochineal, indigo and marigold dye',
    draw: (ctx) => museoTextil(ctx),
  },
  {
    id: 'oaxaca-barrio-de-jalatlaco',
    spots: ['oaxaca/barrio-de-jalatlaco'],
    setting: 'street',
    times: ['morning', 'day'],
    shows:
      'the Barrio de Jalatlaco, low ochre, pink and blue homes, one painted with a hummingbird mural, before the San Matías church',
    draw: (ctx, y) => [place(600, y + 20, 1.15, [jalatlaco(ctx)])],
  },
  {
    id: 'oaxaca-cerro-del-fortin',
    spots: ['oaxaca/cerro-del-fortin'],
    setting: 'valley',
    times: ['day', 'dusk'],
    shows:
      "the Cerro del Fortín's Auditorio Guelaguetza: tiers of green cantera under white sail roofs and a giant flag",
    draw: (ctx, y) => [place(600, y + 40, 1, [auditorioGuelaguetza(ctx)])],
  },
  {
    id: 'oaxaca-mezcaleria-in-situ',
    spots: ['oaxaca/mezcaleria-in-situ'],
    setting: 'interior',
    // Lamp-lit indoors: the warm dusk tint, not the night one that would sink the bottles.
    times: ['dusk'],
    shows:
      'the Mezcalería In Situ, a long bar before shelves of hundreds of mezcal bottles, with a tasting flight, oranges and worm salt',
    draw: (ctx) => inSituBar(ctx),
  },
  {
    id: 'oaxaca-teotitlan-del-valle',
    spots: ['oaxaca/teotitlan-del-valle'],
    setting: 'hillside',
    times: DAY,
    shows:
      'Teotitlán del Valle, a wooden treadle loom weaving a red rug with a Zapotec diamond, finished rugs hung beside it',
    draw: (ctx, y) => [place(600, y + 50, 1, [teotitlanLoom(ctx)])],
  },
  {
    id: 'oaxaca-santiago-matatlan',
    spots: ['oaxaca/santiago-matatlan'],
    setting: 'desert',
    times: ['morning', 'day'],
    shows:
      'a Santiago Matatlán palenque: a horse turning a stone tahona over roasted agave, wooden vats and a copper still beyond',
    draw: (ctx, y) => [place(600, y + 60, 1, [palenque(ctx)])],
  },
];
