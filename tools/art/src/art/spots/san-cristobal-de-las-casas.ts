/** San Cristobal de las Casas's spots that have no landmark elsewhere, each drawn as its own subject. */
import type { Landmark } from '../landmark.ts';
import { DAY } from '../landmark.ts';
import { place } from '../svg.ts';
import {
  amberCase,
  laPila,
  mercadoMunicipal,
  naBolom,
  realDeGuadalupe,
  textilesMundoMaya,
  zinacantan,
} from './san-cristobal-de-las-casas-shapes.ts';

export const sanCristobalDeLasCasas: readonly Landmark[] = [
  {
    id: 'san-cristobal-centro-de-textiles',
    spots: ['san-cristobal-de-las-casas/centro-de-textiles-del-mundo-maya'],
    setting: 'interior',
    times: DAY,
    shows:
      'the Centro de Textiles del Mundo Maya, brocaded huipiles on cross-shaped stands in glass cases under timber beams, a ribboned hat',
    draw: (ctx) => textilesMundoMaya(ctx),
  },
  {
    id: 'san-cristobal-mercado-municipal',
    spots: ['san-cristobal-de-las-casas/mercado-municipal'],
    setting: 'highland',
    times: ['morning', 'day'],
    shows:
      'the Mercado Municipal José Castillo Tielemans, stalls under blue and orange tarps heaped with produce, flowers and candles',
    draw: (ctx, y) => [place(600, y + 40, 1, [mercadoMunicipal(ctx)])],
  },
  {
    id: 'san-cristobal-na-bolom',
    spots: ['san-cristobal-de-las-casas/na-bolom'],
    setting: 'highland',
    times: DAY,
    shows:
      'Casa Na Bolom, a long yellow house with a tiled roof and big wooden doors under a jaguar emblem, among tall garden trees',
    draw: (ctx, y) => [place(600, y + 30, 1, [naBolom(ctx)])],
  },
  {
    id: 'san-cristobal-andador-real-de-guadalupe',
    spots: ['san-cristobal-de-las-casas/andador-real-de-guadalupe'],
    setting: 'highland',
    times: ['day', 'dusk'],
    shows:
      'the Andador Real de Guadalupe, a straight cobbled lane under strings of lanterns, running to a white hilltop church',
    draw: (ctx, y) => [place(600, y + 60, 1.1, [realDeGuadalupe(ctx)])],
  },
  {
    id: 'san-cristobal-museo-del-ambar',
    spots: ['san-cristobal-de-las-casas/museo-del-ambar'],
    setting: 'interior',
    times: DAY,
    shows:
      'the Museo del Ámbar de Chiapas, a large polished drop of golden amber with an insect trapped inside, carved pieces around it',
    draw: (ctx) => amberCase(ctx),
  },
  {
    id: 'san-cristobal-zinacantan',
    spots: ['san-cristobal-de-las-casas/zinacantan'],
    setting: 'highland',
    times: ['morning', 'day'],
    shows:
      'Zinacantán, slopes of white greenhouses above buckets of chrysanthemums and a purple shawl embroidered with flowers',
    draw: (ctx, y) => [place(600, y + 60, 1, [zinacantan(ctx)])],
  },
  {
    id: 'san-cristobal-chiapa-de-corzo',
    spots: ['san-cristobal-de-las-casas/chiapa-de-corzo'],
    setting: 'plaza',
    times: ['day', 'dusk'],
    shows:
      "Chiapa de Corzo's La Pila, an octagonal red-brick fountain of arches and buttresses under a crown-like dome, by a ceiba tree",
    draw: (ctx, y) => [place(620, y + 30, 1, [laPila(ctx)])],
  },
];
