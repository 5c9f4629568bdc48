/** San Miguel de Allende's spots that have no landmark elsewhere, each drawn as its own subject. */
import { ANY, DAY } from '../landmark.ts';
import type { Landmark } from '../landmark.ts';
import { place } from '../svg.ts';
import {
  artesaniasLane,
  atotonilco,
  auroraHall,
  casaDeAllende,
  guadalupeMurals,
  jardinAllende,
  miradorView,
  nigromanteCloister,
  parqueJuarez,
  sanFrancisco,
} from './san-miguel-de-allende-shapes.ts';

export const sanMiguelDeAllende: readonly Landmark[] = [
  {
    id: 'san-miguel-jardin-allende',
    spots: ['san-miguel-de-allende/jardin-allende'],
    includes: ['parroquia-san-miguel'],
    setting: 'plaza',
    times: ['day', 'dusk'],
    shows:
      "the Jardín Allende: clipped laurels, iron benches, giant mojiganga puppets and a balloon seller below the Parroquia's pink spires",
    draw: (ctx, y) => [place(600, y + 30, 1, [jardinAllende(ctx)])],
  },
  {
    id: 'san-miguel-casa-de-allende',
    spots: ['san-miguel-de-allende/museo-casa-de-allende'],
    setting: 'street',
    times: DAY,
    shows:
      'the Museo Histórico Casa de Allende: an orange two-storey mansion with a carved doorway, a Latin plaque and iron balconies',
    draw: (ctx, y) => [place(600, y + 40, 1, [casaDeAllende(ctx)])],
  },
  {
    id: 'san-miguel-el-nigromante',
    spots: ['san-miguel-de-allende/centro-cultural-el-nigromante'],
    setting: 'interior',
    times: ['day'],
    shows:
      "the Centro Cultural El Nigromante: a two-storey arcaded cloister round a fountain and leafy trees, the old convent's dome above",
    draw: (ctx) => [nigromanteCloister(ctx)],
  },
  {
    id: 'san-miguel-templo-de-san-francisco',
    spots: ['san-miguel-de-allende/templo-de-san-francisco'],
    setting: 'street',
    times: ['day', 'dusk'],
    shows:
      'the Templo de San Francisco: a carved churrigueresque front of saints and estípite columns beside a neoclassical tower and a dome',
    draw: (ctx, y) => [place(600, y + 30, 1, [sanFrancisco(ctx)])],
  },
  {
    id: 'san-miguel-mercado-de-artesanias',
    spots: ['san-miguel-de-allende/mercado-de-artesanias'],
    setting: 'interior',
    times: ['day'],
    shows:
      'the Mercado de Artesanías: a stepped lane hung with punched-tin star lanterns, with tin mirrors, blue glass and a catrina for sale',
    draw: (ctx) => [artesaniasLane(ctx)],
  },
  {
    id: 'san-miguel-colonia-guadalupe-murals',
    spots: ['san-miguel-de-allende/colonia-guadalupe-murals'],
    setting: 'street',
    times: DAY,
    shows:
      'the Colonia Guadalupe street murals: a flower-crowned face, a hummingbird and bold zigzags painted on walls and a garage door',
    draw: (ctx, y) => [place(600, y + 40, 1, [guadalupeMurals(ctx)])],
  },
  {
    id: 'san-miguel-fabrica-la-aurora',
    spots: ['san-miguel-de-allende/fabrica-la-aurora'],
    setting: 'interior',
    times: ['day'],
    shows:
      "Fábrica La Aurora: a long green spinning machine from the old cotton mill among paintings, under a white hall's iron roof trusses",
    draw: (ctx) => [auroraHall(ctx)],
  },
  {
    id: 'san-miguel-el-mirador',
    spots: ['san-miguel-de-allende/el-mirador'],
    includes: ['parroquia-san-miguel'],
    setting: 'valley',
    times: ['dusk', 'day'],
    shows:
      "El Mirador: a stone balustrade over the town's rooftops, the Parroquia's spires and the Presa Allende reservoir",
    draw: (ctx, y) => [place(600, y, 1, [miradorView(ctx)])],
  },
  {
    id: 'san-miguel-parque-juarez',
    spots: ['san-miguel-de-allende/parque-juarez'],
    setting: 'hillside',
    times: ['dusk', 'day'],
    shows:
      'the Parque Benito Juárez: white egrets roosting in tall shade trees over a stream crossed by a small iron footbridge',
    draw: (ctx, y) => [place(600, y + 20, 1, [parqueJuarez(ctx)])],
  },
  {
    id: 'san-miguel-atotonilco',
    spots: ['san-miguel-de-allende/santuario-de-atotonilco'],
    setting: 'desert',
    times: ANY,
    shows:
      'the Santuario de Atotonilco: plain whitewashed fortress-like walls crowned by lantern-topped domes beside a red bell tower',
    draw: (ctx, y) => [place(600, y + 20, 1, [atotonilco(ctx)])],
  },
];
