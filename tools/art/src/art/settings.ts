/**
 * Settings: the ground a subject stands on, each with the words that describe it. A scene is a
 * setting plus a subject, so its alt text is the subject's words plus the setting's.
 */
import { birds, celestial, clouds, hills, ridge, sea, sky, stars, tint } from './background.ts';
import type { DrawContext, TimeOfDay } from './context.ts';
import { agave, cactus, jungle, palm, peak, roundTree } from './nature.ts';
import { COLOURS } from './palette.ts';
import { houseRow, laurels, plazaFloor } from './scenery.ts';
import { d, ellipse, group, path, place, polygon, rect } from './svg.ts';

export type SettingKey =
  | 'plaza'
  | 'cityPlaza'
  | 'street'
  | 'hillside'
  | 'valley'
  | 'desert'
  | 'jungle'
  | 'caribbean'
  | 'gulf'
  | 'pacific'
  | 'seaOfCortez'
  | 'highland'
  | 'interior'
  | 'underwater';

export interface Setting {
  /** Where the subject stands (its bottom centre's y). */
  groundY: number;
  /** Drawn behind the subject. */
  back(ctx: DrawContext): string[];
  /** Drawn in front of the subject. */
  front(ctx: DrawContext): string[];
  /** How the setting reads in alt text: "on a paved plaza". */
  words: string;
  /** Indoor and underwater settings have no sky. */
  outdoor: boolean;
}

export const TIME_WORDS: Record<TimeOfDay, string> = {
  day: 'under a blue sky',
  morning: 'in early morning light',
  dusk: 'at sunset',
  night: 'at night',
};

const skyLayers = (ctx: DrawContext) =>
  ctx.time === 'night'
    ? [sky(ctx), stars(ctx, 50), celestial(ctx)]
    : [sky(ctx), celestial(ctx), clouds(ctx, 3)];

function shore(ctx: DrawContext, y: number, colour: string): string {
  return path(
    d('M', 0, y, 'Q', 300, y - 24, 600, y, 'T', 1200, y - 8, 'L', 1200, 800, 'L', 0, 800, 'Z'),
    tint(ctx, colour),
  );
}

function pines(ctx: DrawContext, y: number, count: number): string {
  const trees: string[] = [];
  for (let i = 0; i < count; i += 1) {
    const x = (i + 0.5) * (1200 / count) + ctx.rng.range(-30, 30);
    const h = ctx.rng.range(60, 110);
    trees.push(
      polygon(
        [
          [x - h * 0.3, y],
          [x, y - h],
          [x + h * 0.3, y],
        ],
        tint(ctx, '#2f5e45'),
      ),
    );
  }
  return group(trees);
}

export const SETTINGS: Record<SettingKey, Setting> = {
  plaza: {
    groundY: 660,
    outdoor: true,
    words: 'over a paved plaza',
    back: (ctx) => [...skyLayers(ctx), hills(ctx), plazaFloor(ctx, 640)],
    front: (ctx) => [laurels(ctx, [90, 1110], 730, 0.8), birds(ctx, 3)],
  },
  cityPlaza: {
    groundY: 660,
    outdoor: true,
    words: 'over a wide paved square',
    back: (ctx) => [...skyLayers(ctx), houseRow(ctx, -40, 1240, 600, 0.5), plazaFloor(ctx, 620)],
    front: (ctx) => [birds(ctx, 3)],
  },
  street: {
    groundY: 680,
    outdoor: true,
    words: 'above a street of colourful houses',
    back: (ctx) => [...skyLayers(ctx), hills(ctx), houseRow(ctx, -40, 1240, 660, 0.7)],
    front: (ctx) => [rect(0, 680, 1200, 120, tint(ctx, '#c9b497')), birds(ctx, 2)],
  },
  hillside: {
    groundY: 700,
    outdoor: true,
    words: 'among green hills',
    back: (ctx) => [
      ...skyLayers(ctx),
      hills(ctx, 'green'),
      rect(0, 680, 1200, 120, tint(ctx, '#7fae6e')),
    ],
    front: (ctx) => [place(120, 760, 1, [roundTree(60, tint(ctx, COLOURS.leafDark), ctx.rng)])],
  },
  valley: {
    groundY: 660,
    outdoor: true,
    words: 'on a hilltop above a valley ringed by blue mountains',
    back: (ctx) => [
      ...skyLayers(ctx),
      hills(ctx, 'mountain'),
      rect(0, 640, 1200, 160, tint(ctx, '#9dbb7a')),
    ],
    front: () => [place(110, 770, 1, [agave(70)]), place(1100, 780, 1, [agave(60)])],
  },
  desert: {
    groundY: 660,
    outdoor: true,
    words: 'in dry scrub with cacti',
    back: (ctx) => [
      ...skyLayers(ctx),
      hills(ctx, 'desert'),
      rect(0, 640, 1200, 160, tint(ctx, '#e2c193')),
    ],
    front: () => [place(120, 760, 1, [cactus(150)]), place(1080, 770, 0.8, [cactus(130)])],
  },
  jungle: {
    groundY: 660,
    outdoor: true,
    words: 'rising from green jungle',
    back: (ctx) => [
      ...skyLayers(ctx),
      place(600, 560, 1, [jungle(1300, ctx.rng, tint(ctx, '#4f8a5e'))]),
      rect(0, 640, 1200, 160, tint(ctx, '#6fa567')),
    ],
    front: (ctx) => [
      place(90, 800, 1, [jungle(240, ctx.rng, tint(ctx, COLOURS.leafDark))]),
      place(1110, 800, 1, [jungle(240, ctx.rng, tint(ctx, COLOURS.leafDark))]),
    ],
  },
  caribbean: {
    groundY: 640,
    outdoor: true,
    words: 'on white sand by a turquoise Caribbean sea',
    back: (ctx) => [...skyLayers(ctx), sea(ctx, 440, '#2bb3c0'), shore(ctx, 600, '#f4ead6')],
    front: () => [place(1100, 790, 1, [palm(400, -80)])],
  },
  gulf: {
    groundY: 640,
    outdoor: true,
    words: 'by the green Gulf sea',
    back: (ctx) => [...skyLayers(ctx), sea(ctx, 440, '#3a9c8c'), shore(ctx, 610, '#eadcbc')],
    front: () => [],
  },
  pacific: {
    groundY: 650,
    outdoor: true,
    words: 'on a Pacific bay below jungle-covered hills',
    back: (ctx) => [
      ...skyLayers(ctx),
      ridge(ctx, 430, 200, '#3f7d55', 4),
      ridge(ctx, 470, 110, '#2f6b48', 5),
      sea(ctx, 480, '#1f6fa3'),
      shore(ctx, 620, COLOURS.sand),
    ],
    front: () => [place(90, 790, 1, [palm(380, 70)])],
  },
  seaOfCortez: {
    groundY: 640,
    outdoor: true,
    words: 'on a calm bay of the Sea of Cortez below bare desert hills',
    back: (ctx) => [
      ...skyLayers(ctx),
      ridge(ctx, 440, 170, '#c98d62', 3),
      ridge(ctx, 470, 90, '#b8734a', 4),
      sea(ctx, 480, '#1f8fa3'),
      shore(ctx, 620, '#ecd7b0'),
    ],
    front: () => [place(1110, 780, 0.8, [cactus(140, '#5f8f5b')])],
  },
  highland: {
    groundY: 670,
    outdoor: true,
    words: 'below pine-covered highland mountains',
    back: (ctx) => [
      ...skyLayers(ctx),
      place(300, 560, 1, [peak(800, 300, tint(ctx, '#6f82a8'))]),
      place(900, 560, 1, [peak(800, 260, tint(ctx, '#56679a'))]),
      pines(ctx, 600, 14),
      rect(0, 600, 1200, 200, tint(ctx, '#7e9f6e')),
    ],
    front: (ctx) => [pines(ctx, 800, 5)],
  },
  interior: {
    groundY: 800,
    outdoor: false,
    words: 'indoors',
    back: () => [],
    front: () => [],
  },
  underwater: {
    groundY: 700,
    outdoor: false,
    words: 'under clear blue water',
    back: (ctx) => {
      const id = ctx.id('water');
      ctx.defs.push(
        `<linearGradient id="${id}" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#5fd0e0"/><stop offset="1" stop-color="#125e8a"/></linearGradient>`,
      );
      return [
        rect(0, 0, 1200, 800, `url(#${id})`),
        ...[200, 520, 860].map((x) =>
          polygon(
            [
              [x, 0],
              [x + 80, 0],
              [x + 260, 800],
              [x + 120, 800],
            ],
            '#ffffff',
            { opacity: 0.08 },
          ),
        ),
        ellipse(600, 760, 700, 80, '#e8d9b0'),
      ];
    },
    front: () => [],
  },
};
