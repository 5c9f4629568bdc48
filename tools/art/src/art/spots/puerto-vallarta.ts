/** Puerto Vallarta's spots that have no landmark elsewhere, each drawn as its own subject. */
import { tint } from '../background.ts';
import type { DrawContext } from '../context.ts';
import { DAY } from '../landmark.ts';
import type { Landmark } from '../landmark.ts';
import { salsaBowl } from '../objects.ts';
import type { Colour } from '../palette.ts';
import { circle, line, place, rect } from '../svg.ts';
import {
  bromeliad,
  cerroDeLaCruz,
  haciendaDeOro,
  hummingbird,
  islaCuale,
  mercadoCuale,
  mismaloyaCove,
  orchidSpray,
  pastorPlate,
  trompo,
  zonaRomantica,
} from './puerto-vallarta-shapes.ts';
import type { Tinter } from './puerto-vallarta-shapes.ts';

const tinter =
  (ctx: DrawContext): Tinter =>
  (colour: Colour) =>
    tint(ctx, colour);

/** The taco stand seen from the street at night: tiled back wall, a glowing grill, steel counter. */
function taqueria(ctx: DrawContext): string[] {
  const glow = ctx.id('grill');
  ctx.defs.push(
    `<radialGradient id="${glow}"><stop offset="0" stop-color="#ffb347"/><stop offset="0.6" stop-color="#e4572e"/><stop offset="1" stop-color="#e4572e" stop-opacity="0"/></radialGradient>`,
  );
  const tiles = Array.from({ length: 13 }, (_, i) =>
    line(i * 100, 110, i * 100, 560, '#cfd3cc', 3),
  );
  const rows = Array.from({ length: 5 }, (_, i) =>
    line(0, 160 + i * 90, 1200, 160 + i * 90, '#cfd3cc', 3),
  );
  return [
    rect(0, 0, 1200, 800, '#eef0ea'),
    ...tiles,
    ...rows,
    circle(600, 380, 300, `url(#${glow})`),
    rect(0, 0, 1200, 110, '#c8313a'),
    rect(0, 96, 1200, 14, '#f2c230'),
    // The dark street shows at both sides of the open front.
    rect(0, 110, 90, 690, '#1d2240'),
    rect(1110, 110, 90, 690, '#1d2240'),
    ...[30, 1150].map((x) => rect(x, 200, 30, 40, '#ffd27a', { opacity: 0.7 })),
    place(600, 600, 1, [trompo()]),
    rect(0, 560, 1200, 240, '#a9b3bc'),
    rect(0, 560, 1200, 22, '#dfe5ea'),
    place(300, 680, 1, [pastorPlate()]),
    place(900, 690, 1, [pastorPlate()]),
    place(600, 740, 0.7, [salsaBowl('#c8313a')]),
    place(760, 770, 0.6, [salsaBowl('#4f9a3e')]),
    place(440, 770, 0.6, [salsaBowl('#e4572e')]),
  ];
}

function botanicalGarden(ctx: DrawContext, y: number): string[] {
  const t = tinter(ctx);
  return [
    place(600, y - 30, 0.95, [haciendaDeOro(t)]),
    place(860, y + 50, 1.6, [bromeliad(t)]),
    place(1000, y + 70, 1.1, [bromeliad(t)]),
    place(230, y + 70, 1.5, [orchidSpray(0, 0, t('#e07ab8'), t('#a0206a'))]),
    place(470, y + 90, 1.3, [orchidSpray(0, 0, t('#b98ae0'), t('#6a2a9a'), -1)]),
    place(300, y - 330, 1.3, [hummingbird(t('#2aa37a'))]),
  ];
}

export const puertoVallarta: readonly Landmark[] = [
  {
    id: 'vallarta-cerro-de-la-cruz',
    spots: ['puerto-vallarta/mirador-cerro-de-la-cruz'],
    setting: 'pacific',
    times: ['dusk', 'morning', 'day'],
    shows:
      'Mirador Cerro de la Cruz, a tall white cross on a railed hilltop lookout above stairs and red-tiled roofs',
    draw: (ctx, y) => [place(600, y + 40, 0.95, [cerroDeLaCruz(tinter(ctx))])],
  },
  {
    id: 'vallarta-mercado-rio-cuale',
    spots: ['puerto-vallarta/mercado-municipal-rio-cuale'],
    setting: 'street',
    times: DAY,
    shows:
      'Mercado Municipal Río Cuale, two storeys with an iguana mural and stalls hung with embroidered dresses, hammocks and silver',
    draw: (ctx, y) => [place(600, y, 1, [mercadoCuale(tinter(ctx), ctx.rng)])],
  },
  {
    id: 'vallarta-isla-cuale',
    spots: ['puerto-vallarta/isla-cuale'],
    setting: 'hillside',
    times: ['morning', 'day'],
    shows:
      'Isla Cuale, a giant fig tree trailing aerial roots on a river island, with a suspension footbridge, an iguana and a heron',
    draw: (ctx, y) => [place(600, y, 1, [islaCuale(tinter(ctx), ctx.rng)])],
  },
  {
    id: 'vallarta-zona-romantica',
    spots: ['puerto-vallarta/zona-romantica'],
    setting: 'street',
    times: ['dusk', 'night'],
    shows:
      'Zona Romántica, white restaurant fronts with bougainvillea and rainbow flags, café umbrellas and a rooftop bar strung with lights',
    draw: (ctx, y) => [
      place(600, y, 1, [zonaRomantica(tinter(ctx), ctx.rng, ctx.palette.accents)]),
    ],
  },
  {
    id: 'vallarta-panchos-takos',
    spots: ['puerto-vallarta/panchos-takos'],
    setting: 'interior',
    times: ['night'],
    shows:
      "Pancho's Takos, a trompo of al pastor pork crowned with a pineapple behind a steel counter of tacos and salsas",
    draw: taqueria,
  },
  {
    id: 'vallarta-mismaloya',
    spots: ['puerto-vallarta/mismaloya'],
    setting: 'pacific',
    times: ['day', 'dusk'],
    shows:
      'Mismaloya, a cove between rocky headlands with palapa restaurants, a river mouth and film-set ruins on the point',
    draw: (ctx, y) => [place(600, y + 20, 1, [mismaloyaCove(tinter(ctx))])],
  },
  {
    id: 'vallarta-botanical-garden',
    spots: ['puerto-vallarta/vallarta-botanical-garden'],
    setting: 'jungle',
    times: DAY,
    shows:
      'Vallarta Botanical Garden, pink orchids, bromeliads and a hummingbird before the arcaded Hacienda de Oro',
    draw: botanicalGarden,
  },
];
