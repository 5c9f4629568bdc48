/** La Paz's spots that have no landmark elsewhere, each drawn as its own subject. */
import { celestial, clouds, ridge, sea, sky, tint } from '../background.ts';
import type { DrawContext } from '../context.ts';
import { ANY, DAY } from '../landmark.ts';
import type { Landmark } from '../landmark.ts';
import { agave, palm } from '../nature.ts';
import { COLOURS } from '../palette.ts';
import { ellipse, group, path, place, rect } from '../svg.ts';
import {
  bronzeWhale,
  chocolateClams,
  coromuelPier,
  distantIsland,
  ferry,
  fishAndCheeseCounter,
  headland,
  hotSauce,
  kayak,
  maleconKiosk,
  maleconLamp,
  mercadoBravoHall,
  museoRegionalBcs,
  paddleboard,
  palapaRestaurant,
  palapaShade,
  panga,
  promenade,
  seafoodCocktail,
  swimRing,
  windFlag,
} from './la-paz-shapes.ts';
import type { Paint } from './la-paz-shapes.ts';

const paintOf =
  (ctx: DrawContext): Paint =>
  (colour) =>
    tint(ctx, colour);

/** A red-and-white checked plastic cloth over the whole table top, from `top` down. */
function ginghamTable(ctx: DrawContext, top: number): string {
  const id = ctx.id('gingham');
  const red = tint(ctx, '#d9473a');
  ctx.defs.push(
    `<pattern id="${id}" width="60" height="60" patternUnits="userSpaceOnUse">` +
      rect(0, 0, 60, 60, tint(ctx, '#fbf6ee')) +
      rect(0, 0, 30, 60, red, { opacity: 0.45 }) +
      rect(0, 0, 60, 30, red, { opacity: 0.45 }) +
      '</pattern>',
  );
  return group([
    rect(0, top, 1200, 800 - top, `url(#${id})`),
    rect(0, top, 1200, 8, tint(ctx, '#b83a2f'), { opacity: 0.5 }),
  ]);
}

/** The bay seen from a seafront table: sky, bare hills and the water, drawn here because the
 * table fills the foreground and the setting's own cactus would stand on it. */
function bayBackdrop(ctx: DrawContext): string[] {
  return [
    sky(ctx),
    celestial(ctx),
    clouds(ctx, 2),
    ridge(ctx, 470, 120, '#c98d62', 3),
    sea(ctx, 470, '#1f8fa3'),
  ];
}

/** The scalloped edge of a striped awning across the top of the picture. */
function awningEdge(ctx: DrawContext): string {
  const stripes = Array.from({ length: 12 }, (_, i) =>
    path(
      `M${i * 100},0 L${i * 100 + 100},0 L${i * 100 + 100},60 Q${i * 100 + 50},100 ${i * 100},60 Z`,
      tint(ctx, i % 2 === 0 ? '#1f8fa3' : '#fbf6ee'),
    ),
  );
  return group(stripes);
}

export const laPaz: readonly Landmark[] = [
  {
    id: 'la-paz-malecon',
    spots: ['la-paz/malecon-de-la-paz'],
    setting: 'seaOfCortez',
    times: ['dusk'],
    shows:
      'the Malecón de La Paz, a palm-lined seafront walk with its white two-storey kiosk and a bronze leaping whale',
    draw: (ctx, y) => {
      const paint = paintOf(ctx);
      return [
        promenade(paint, y + 10),
        place(250, y + 120, 1, [palm(380, 50, tint(ctx, COLOURS.leaf))]),
        place(990, y + 130, 1, [palm(400, -60, tint(ctx, COLOURS.leaf))]),
        place(380, y + 80, 1, [maleconLamp(paint, 230)]),
        place(540, y + 70, 0.9, [maleconKiosk(paint)]),
        place(830, y + 90, 0.85, [bronzeWhale(paint)]),
      ];
    },
  },
  {
    id: 'la-paz-museo-regional',
    spots: ['la-paz/museo-regional-de-antropologia-e-historia'],
    setting: 'desert',
    times: DAY,
    shows:
      'the Museo Regional de Antropología e Historia de Baja California Sur, a plain modern block hung with red-and-black rock art',
    draw: (ctx, y) => {
      const paint = paintOf(ctx);
      return [
        place(600, y + 20, 1, [museoRegionalBcs(paint)]),
        place(330, y + 110, 1, [agave(70, tint(ctx, COLOURS.agave))]),
        place(860, y + 100, 1, [agave(60, tint(ctx, COLOURS.agave))]),
      ];
    },
  },
  {
    id: 'la-paz-mercado-bravo',
    spots: ['la-paz/mercado-bravo'],
    setting: 'street',
    times: ['morning', 'day'],
    shows:
      'Mercado Municipal Nicolás Bravo, a plain flat-roofed 1960s hall behind a counter of iced fish, ranch cheeses and guava rolls',
    draw: (ctx, y) => {
      const paint = paintOf(ctx);
      return [
        place(600, y - 4, 0.95, [mercadoBravoHall(paint)]),
        // The street setting paves over everything below its ground line, so the counter stands on it.
        place(600, y, 0.95, [fishAndCheeseCounter(paint)]),
      ];
    },
  },
  {
    id: 'la-paz-bismarkcito',
    spots: ['la-paz/bismarkcito'],
    setting: 'interior',
    times: DAY,
    shows:
      'Bismarkcito, a tall seafood cocktail and chocolate clams on a checked plastic cloth under an awning, across from the bay',
    draw: (ctx) => {
      const paint = paintOf(ctx);
      return [
        ...bayBackdrop(ctx),
        awningEdge(ctx),
        ginghamTable(ctx, 600),
        ellipse(470, 770, 110, 16, '#1a1020', { opacity: 0.15 }),
        place(440, 770, 1.05, [seafoodCocktail(paint)]),
        place(760, 760, 1, [chocolateClams(paint)]),
        place(1020, 720, 0.9, [hotSauce(paint)]),
      ];
    },
  },
  {
    id: 'la-paz-coromuel',
    spots: ['la-paz/playa-el-coromuel'],
    setting: 'seaOfCortez',
    times: ['day', 'dusk'],
    shows:
      'Playa El Coromuel, a family beach split by a lamp-lit pier, thatched shades and swim rings in the shallows',
    draw: (ctx, y) => {
      const paint = paintOf(ctx);
      return [
        place(150, 596, 1.15, [coromuelPier(paint, 680)]),
        place(982, 500, 1.1, [windFlag(paint, '#e64b3c')]),
        place(470, 604, 1.1, [swimRing(paint, '#f2a900')]),
        place(690, 612, 1, [swimRing(paint, '#e4007c')]),
        place(300, y + 130, 1.1, [palapaShade(paint)]),
        place(900, y + 140, 1.15, [palapaShade(paint)]),
      ];
    },
  },
  {
    id: 'la-paz-pichilingue',
    spots: ['la-paz/playa-pichilingue'],
    setting: 'seaOfCortez',
    times: ANY,
    shows:
      'Playa Pichilingue, a sheltered cove with a palapa restaurant and a white ferry docked at the port',
    draw: (ctx, y) => {
      const paint = paintOf(ctx);
      return [
        place(0, 616, 1, [headland(paint, 380, 230)]),
        place(840, 560, 0.78, [ferry(paint)]),
        place(480, y + 130, 0.92, [palapaRestaurant(paint)]),
      ];
    },
  },
  {
    id: 'la-paz-tecolote',
    spots: ['la-paz/playa-el-tecolote'],
    setting: 'seaOfCortez',
    times: ['day', 'dusk', 'morning'],
    shows:
      'Playa El Tecolote, a long beach of kayaks and paddleboards, a panga heading to Isla Espíritu Santo',
    draw: (ctx, y) => {
      const paint = paintOf(ctx);
      return [
        // Open water across the channel, so the island stands clear of the hills behind it.
        rect(0, 420, 1200, 64, tint(ctx, '#2a8fa8')),
        place(600, 476, 1, [distantIsland(paint, 1000)]),
        place(720, 604, 0.9, [panga(paint, '#2d6fb3')]),
        place(900, y + 120, 1.15, [paddleboard(paint, '#3fbfb0')]),
        place(970, y + 128, 1.15, [paddleboard(paint, '#f2a900')]),
        place(420, y + 70, 1.1, [kayak(paint, '#e64b3c')]),
        place(610, y + 108, 1.2, [kayak(paint, '#f2a900')]),
        place(360, y + 140, 1.25, [kayak(paint, '#2d6fb3')]),
      ];
    },
  },
];
