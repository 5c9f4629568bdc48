/** Wide hero scenes (1600 × 900) for the home page: richer compositions of iconic places. */
import {
  birds,
  celestial,
  clouds,
  ground,
  hills,
  papelPicado,
  ridge,
  sea,
  sky,
  stars,
  tint,
} from './background.ts';
import { church, clifftopTemple, gothicParroquia, pyramid } from './architecture.ts';
import { normalise } from './classify.ts';
import { altText, composeArtwork } from './compose.ts';
import type { Artwork } from './compose.ts';
import type { ArtSubject } from './classify.ts';
import type { DrawContext, TimeOfDay } from './context.ts';
import { cenoteOf } from './motifs-places.ts';
import { santoDomingoOaxaca } from './silhouettes.ts';
import { agave, cactus, canyon, jungle, marigold, palm, roundTree } from './nature.ts';
import { balloon, ofrenda, train } from './objects.ts';
import { COLOURS, accentAt } from './palette.ts';
import { CARD_CANVAS, HERO_CANVAS, createContext, svgDocument } from './scene.ts';
import { houseRow, laurels, lampPost, plazaFloor } from './scenery.ts';
import { d, group, path, place, rect } from './svg.ts';

interface HeroScene {
  time: TimeOfDay;
  draw(ctx: DrawContext): string[];
  shows: string;
}

function teotihuacanSunrise(ctx: DrawContext): string[] {
  const { palette, rng } = ctx;
  const stone = tint(ctx, '#c99f7a');
  return [
    sky(ctx),
    celestial(ctx, 1240, 400),
    clouds(ctx, 2),
    hills(ctx, 'mountain'),
    ground(ctx, '#d8b27f', 600),
    path(d('M', 700, 900, 'L', 760, 610, 'L', 800, 610, 'L', 980, 900, 'Z'), tint(ctx, '#e8cfa6')),
    place(360, 620, 0.6, [pyramid(stone, 4, false)]),
    place(1020, 660, 1.15, [pyramid(stone, 5, false)]),
    ...[0, 1, 2].flatMap((index) => [
      place(700 - index * 70, 650 + index * 80, 0.14 + index * 0.05, [pyramid(stone, 2, false)]),
      place(880 + index * 90, 650 + index * 80, 0.14 + index * 0.05, [pyramid(stone, 2, false)]),
    ]),
    rect(0, 860, 1600, 40, tint(ctx, '#c99b6b')),
    ...[0, 1, 2].map((index) =>
      place(300 + index * 420 + rng.range(-60, 60), 260 + rng.range(-60, 60), 0.5 + index * 0.12, [
        balloon([accentAt(palette, index), COLOURS.cream]),
      ]),
    ),
    place(120, 860, 1, [cactus(170)]),
    place(1480, 870, 1, [agave(110)]),
    place(1360, 890, 0.8, [agave(90)]),
  ];
}

function oaxacaSantoDomingo(ctx: DrawContext): string[] {
  const { rng } = ctx;
  const garden: string[] = [];
  for (let x = 60; x < 1600; x += rng.range(110, 160)) {
    if (Math.abs(x - 800) < 260) continue;
    garden.push(
      rng.chance(0.5)
        ? place(x, 860, rng.range(0.7, 1.1), [cactus(rng.range(140, 220))])
        : place(x, 870, 1, [agave(rng.range(70, 100))]),
    );
  }
  return [
    sky(ctx),
    celestial(ctx, 1300, 160),
    clouds(ctx, 3),
    hills(ctx),
    plazaFloor(ctx, 700),
    place(800, 720, 1.05, [santoDomingoOaxaca()]),
    ...garden,
    papelPicado(ctx, 0, 26, 90),
    birds(ctx, 4),
  ];
}

function guanajuatoHillside(ctx: DrawContext): string[] {
  return [
    sky(ctx),
    celestial(ctx),
    clouds(ctx, 2),
    ridge(ctx, 320, 120, '#9fc3a7', 3),
    houseRow(ctx, -40, 1640, 380, 0.45),
    houseRow(ctx, -40, 1640, 470, 0.55),
    place(620, 520, 0.5, [church(tint(ctx, COLOURS.marigold), COLOURS.terracotta, 300)]),
    houseRow(ctx, -40, 1640, 590, 0.6),
    houseRow(ctx, -40, 1640, 730, 0.8),
    houseRow(ctx, -40, 1640, 900, 1),
    birds(ctx, 3),
  ];
}

function tulumClifftop(ctx: DrawContext): string[] {
  const { rng } = ctx;
  return [
    sky(ctx),
    celestial(ctx, 1300, 170),
    clouds(ctx, 3),
    sea(ctx, 480),
    path(
      d('M', 0, 560, 'L', 860, 540, 'Q', 960, 590, 990, 900, 'L', 0, 900, 'Z'),
      tint(ctx, '#cdb48f'),
    ),
    path(
      d('M', 860, 540, 'Q', 960, 590, 990, 900, 'L', 900, 900, 'Q', 890, 680, 820, 550, 'Z'),
      tint(ctx, '#a88e6b'),
    ),
    place(480, 552, 1.3, [clifftopTemple(tint(ctx, COLOURS.stone))]),
    place(90, 570, 1, [palm(rng.range(340, 400), 70)]),
    place(800, 560, 0.8, [jungle(220, rng, tint(ctx, COLOURS.leaf))]),
    place(200, 900, 1, [jungle(420, rng, tint(ctx, COLOURS.leafDark))]),
    path(d('M', 990, 900, 'Q', 1200, 760, 1600, 780, 'L', 1600, 900, 'Z'), tint(ctx, COLOURS.sand)),
    place(1480, 900, 1.1, [palm(420, -90)]),
    birds(ctx, 3),
  ];
}

function yucatanCenote(ctx: DrawContext): string[] {
  return [cenoteOf(ctx, 1600, 900, 0.5)];
}

function dayOfTheDeadAltar(ctx: DrawContext): string[] {
  const { rng, palette } = ctx;
  const petals: string[] = [];
  for (let index = 0; index < 30; index += 1)
    petals.push(marigold(rng.range(0, 1600), rng.range(800, 890), rng.range(10, 22)));
  return [
    rect(0, 0, 1600, 900, '#2d2142'),
    stars(ctx, 50),
    papelPicado(ctx, 0, 30, 96),
    rect(0, 780, 1600, 120, COLOURS.wood),
    place(800, 790, 1, [ofrenda(accentAt(palette, 0), COLOURS.marigold)]),
    ...petals,
  ];
}

function sanMiguelParroquia(ctx: DrawContext): string[] {
  const { rng } = ctx;
  return [
    sky(ctx),
    celestial(ctx, 1320, 300),
    clouds(ctx, 2),
    hills(ctx, 'desert'),
    houseRow(ctx, -40, 1640, 700, 0.85),
    plazaFloor(ctx, 700),
    place(800, 720, 1.2, [gothicParroquia(tint(ctx, '#e59a8b'))]),
    ...[130, 360, 1240, 1470].map((x) =>
      place(x, 800, rng.range(0.9, 1.1), [roundTree(80, tint(ctx, COLOURS.jacaranda), rng)]),
    ),
    laurels(ctx, [560, 1040], 800, 0.7),
    lampPost(470, 820, 200),
    lampPost(1130, 820, 200),
    birds(ctx, 4),
  ];
}

function copperCanyon(ctx: DrawContext): string[] {
  const { palette } = ctx;
  return [
    sky(ctx),
    celestial(ctx, 300, 160),
    clouds(ctx, 3),
    ridge(ctx, 380, 120, '#b7a3c4', 3),
    place(800, 900, 1, [
      canyon(1600, [tint(ctx, '#d08a5a'), tint(ctx, COLOURS.terracotta), tint(ctx, '#8f3f2a')]),
    ]),
    rect(0, 470, 520, 16, tint(ctx, '#6b4a3a')),
    place(300, 470, 0.6, [train(accentAt(palette, 0), COLOURS.marigold, 3)]),
    place(1380, 470, 0.8, [jungle(300, ctx.rng, tint(ctx, '#4f8a5e'))]),
    birds(ctx, 3),
  ];
}

function puertoVallartaBay(ctx: DrawContext): string[] {
  const { rng } = ctx;
  return [
    sky(ctx),
    celestial(ctx, 800, 460),
    clouds(ctx, 2),
    ridge(ctx, 470, 200, '#5e8f74', 3),
    houseRow(ctx, 200, 1500, 540, 0.35),
    sea(ctx, 540),
    path(
      d('M', 0, 760, 'Q', 500, 700, 1000, 770, 'T', 1600, 780, 'L', 1600, 900, 'L', 0, 900, 'Z'),
      tint(ctx, COLOURS.sand),
    ),
    place(130, 880, 1.1, [palm(rng.range(420, 480), 90)]),
    place(1480, 890, 1, [palm(rng.range(400, 460), -80)]),
    birds(ctx, 4),
  ];
}

/** Keyword → scene; the first match in the caption wins. `shows` is what the scene draws. */
const HERO_SCENES: ReadonlyArray<readonly [RegExp, HeroScene]> = [
  [
    /teotihuacan|pyramid of the sun/,
    {
      time: 'morning',
      draw: teotihuacanSunrise,
      shows:
        'Teotihuacan at sunrise: the Pyramids of the Sun and the Moon, hot-air balloons drifting above, cacti and agaves in front',
    },
  ],
  [
    /santo domingo|oaxaca/,
    {
      time: 'day',
      draw: oaxacaSantoDomingo,
      shows:
        "Oaxaca's Templo de Santo Domingo, green cantera stone between two square towers, behind a garden of cacti and agaves, papel picado above",
    },
  ],
  [
    /guanajuato/,
    {
      time: 'day',
      draw: guanajuatoHillside,
      shows:
        "Guanajuato's hillsides stacked with houses painted in every colour around a yellow church",
    },
  ],
  [
    /tulum/,
    {
      time: 'day',
      draw: tulumClifftop,
      shows:
        "Tulum's El Castillo on its limestone cliff above a turquoise Caribbean sea, with palms",
    },
  ],
  [
    /cenote/,
    {
      time: 'day',
      draw: yucatanCenote,
      shows: 'a Yucatán cenote: a shaft of sunlight falling into a turquoise pool in a cave',
    },
  ],
  [
    /muertos|day of the dead|marigold|ofrenda/,
    {
      time: 'night',
      draw: dayOfTheDeadAltar,
      shows:
        'a Day of the Dead ofrenda under an arch of marigolds: candles and a sugar skull, petals on the floor, papel picado above',
    },
  ],
  [
    /san miguel|parroquia/,
    {
      time: 'dusk',
      draw: sanMiguelParroquia,
      shows: "San Miguel de Allende's pink neo-gothic Parroquia at dusk, framed by jacaranda trees",
    },
  ],
  [
    /copper canyon|barranca|canyon/,
    {
      time: 'day',
      draw: copperCanyon,
      shows: "the Copper Canyon's layered red cliffs with a train running along a ledge",
    },
  ],
  [
    /vallarta|banderas|\bbay\b/,
    {
      time: 'dusk',
      draw: puertoVallartaBay,
      shows:
        "Puerto Vallarta's bay at sunset, white houses below green hills and palms on the beach",
    },
  ],
];

/** A hero scene: a dedicated composition when one fits, else a card artwork cropped to 16:9. */
export function renderHero(subject: ArtSubject): Artwork {
  const text = normalise(subject.name);
  const scene = HERO_SCENES.find(([pattern]) => pattern.test(text))?.[1];
  if (scene) {
    const ctx = createContext(subject.file, HERO_CANVAS, scene.time);
    const alt = altText(scene.shows);
    return {
      svg: svgDocument(ctx, subject.name, alt, scene.draw(ctx)),
      alt,
      key: `hero:${scene.shows}`,
    };
  }
  const card = composeArtwork({ ...subject, kind: 'spot' });
  const scale = HERO_CANVAS.width / CARD_CANVAS.width;
  const inner = card.svg.replace(/^<svg[^>]*>/, '').replace(/<\/svg>\n?$/, '');
  const ctx = createContext(subject.file, HERO_CANVAS, 'day');
  const cropped = group([inner], {
    transform: `translate(0 ${-(CARD_CANVAS.height * scale - HERO_CANVAS.height) / 2}) scale(${scale})`,
  });
  return {
    svg: svgDocument(ctx, subject.name, card.alt, [cropped]),
    alt: card.alt,
    key: `hero:${card.key}`,
  };
}
