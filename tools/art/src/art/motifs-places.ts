/** Place motifs: outdoor scenes for spots, tours and cities (1200 × 800 canvas). */
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
import {
  bookshelf,
  cathedral,
  church,
  clifftopTemple,
  courtyardMuseum,
  galleryWall,
  gothicParroquia,
  hacienda,
  kiosk,
  modernMuseum,
  museum,
  pyramid,
  theatreStage,
} from './architecture.ts';
import type { DrawContext } from './context.ts';
import {
  agave,
  boat,
  cactus,
  canyon,
  cenote,
  jungle,
  mangroves,
  palm,
  peak,
  roundTree,
  volcano,
  wader,
  waterfall,
} from './nature.ts';
import { folkloricoDancer } from './objects.ts';
import { COLOURS, accentAt, darken, lighten } from './palette.ts';
import type { Colour } from './palette.ts';
import {
  grass,
  houseRow,
  lampPost,
  laurels,
  maybePapelPicado,
  outdoor,
  plazaFloor,
} from './scenery.ts';
import {
  circle,
  d,
  el,
  ellipse,
  group,
  linearGradient,
  path,
  place,
  polygon,
  rect,
} from './svg.ts';

const CENTRE = 600;

/** Records which of two pictures a motif chose, and returns the choice. */
function note(ctx: DrawContext, choice: boolean, ifTrue: string, ifFalse: string): boolean {
  ctx.notes.push(choice ? ifTrue : ifFalse);
  return choice;
}

export function pyramidScene(ctx: DrawContext): string[] {
  const { rng } = ctx;
  const desert = rng.chance(0.5);
  ctx.notes.push(
    desert ? 'a stepped stone pyramid among cacti' : 'a stepped stone pyramid in green jungle',
  );
  const stone = tint(ctx, rng.pick([COLOURS.stone, '#c99f7a', '#b9ab95'] as const));
  const flank = desert
    ? [place(160, 690, 1, [cactus(150)]), place(1060, 700, 0.8, [cactus(130)])]
    : [place(130, 700, 1, [jungle(300, rng)]), place(1080, 700, 1, [jungle(300, rng)])];
  return [
    ...outdoor(ctx, desert ? 'desert' : 'green'),
    ground(ctx, desert ? '#e2c193' : '#8dbb7d', 600),
    place(CENTRE + rng.range(-80, 80), 650, rng.range(0.85, 1.05), [
      pyramid(stone, rng.int(4, 6), rng.chance(0.7)),
    ]),
    rect(0, 650, 1200, 150, tint(ctx, desert ? '#d8b27f' : '#6fa567')),
    ...flank,
    birds(ctx),
  ];
}

export function churchScene(ctx: DrawContext): string[] {
  const { rng, palette } = ctx;
  const wall = tint(
    ctx,
    rng.pick([COLOURS.ochre, COLOURS.stone, '#e6b98a', COLOURS.adobe, '#f2d6a2'] as const),
  );
  return [
    ...outdoor(ctx),
    plazaFloor(ctx, 640),
    place(CENTRE + rng.range(-60, 60), 660, rng.range(0.95, 1.12), [
      church(wall, accentAt(palette, rng.int(0, 2)), rng.range(230, 280)),
    ]),
    laurels(ctx, [130, 1070], 700, rng.range(0.9, 1.1)),
    lampPost(330, 700),
    lampPost(870, 700),
    maybePapelPicado(ctx, 0.35),
    birds(ctx),
  ];
}

export function cathedralScene(ctx: DrawContext): string[] {
  const { rng, palette } = ctx;
  const wall = tint(ctx, rng.pick([COLOURS.stone, '#d9c2a0', '#e3b48c'] as const));
  return [
    ...outdoor(ctx),
    plazaFloor(ctx, 640),
    place(CENTRE, 660, rng.range(0.9, 1), [cathedral(wall, accentAt(palette, rng.int(0, 2)))]),
    laurels(ctx, [90, 1110], 720, 0.9),
    lampPost(260, 720, 200),
    lampPost(940, 720, 200),
    birds(ctx, 4),
  ];
}

export function parroquiaScene(ctx: DrawContext): string[] {
  const { rng } = ctx;
  return [
    ...outdoor(ctx),
    houseRow(ctx, -40, 1240, 640, 0.8),
    plazaFloor(ctx, 640),
    place(CENTRE, 660, 1, [
      gothicParroquia(tint(ctx, rng.pick(['#e59a8b', '#d97c6b', '#eaa394'] as const))),
    ]),
    laurels(ctx, [140, 1060], 720, 0.9),
  ];
}

export function beachScene(ctx: DrawContext): string[] {
  const { rng, palette } = ctx;
  const shoreline = 590;
  const palms = rng.int(1, 3);
  const trees: string[] = [];
  for (let index = 0; index < palms; index += 1) {
    const left = index % 2 === 0;
    trees.push(
      place(left ? rng.range(80, 260) : rng.range(940, 1120), 760, rng.range(0.9, 1.2), [
        palm(rng.range(360, 460), left ? rng.range(40, 110) : rng.range(-110, -40)),
      ]),
    );
  }
  const umbrellaX = rng.range(420, 780);
  return [
    sky(ctx),
    celestial(ctx),
    clouds(ctx),
    rng.chance(0.4)
      ? place(rng.range(300, 900), 430, 1, [ellipse(0, 0, 160, 30, tint(ctx, COLOURS.leafDark))])
      : '',
    sea(ctx, 420),
    path(
      d(
        'M',
        0,
        shoreline,
        'Q',
        300,
        shoreline - 30,
        600,
        shoreline,
        'T',
        1200,
        shoreline - 10,
        'L',
        1200,
        800,
        'L',
        0,
        800,
        'Z',
      ),
      tint(ctx, COLOURS.sand),
    ),
    path(
      d('M', 0, shoreline, 'Q', 300, shoreline - 30, 600, shoreline, 'T', 1200, shoreline - 10),
      'none',
      { stroke: '#ffffff', 'stroke-width': 8, opacity: 0.8 },
    ),
    group([
      ellipse(umbrellaX, 712, 90, 14, '#1a1020', { opacity: 0.12 }),
      rect(umbrellaX - 3, 560, 6, 150, COLOURS.wood),
      path(
        d('M', umbrellaX - 110, 580, 'Q', umbrellaX, 480, umbrellaX + 110, 580, 'Z'),
        accentAt(palette, 0),
      ),
      path(
        d('M', umbrellaX - 40, 566, 'Q', umbrellaX, 490, umbrellaX + 40, 566, 'Z'),
        accentAt(palette, 1),
      ),
      rect(umbrellaX + 30, 690, 120, 16, accentAt(palette, 2), { rx: 8 }),
    ]),
    ...trees,
    birds(ctx, 2),
  ];
}

export function clifftopScene(ctx: DrawContext): string[] {
  const { rng } = ctx;
  return [
    sky(ctx),
    celestial(ctx, 980, undefined),
    clouds(ctx),
    sea(ctx, 440),
    path(
      d('M', 0, 520, 'L', 620, 500, 'Q', 700, 540, 720, 800, 'L', 0, 800, 'Z'),
      tint(ctx, '#cdb48f'),
    ),
    path(
      d('M', 620, 500, 'Q', 700, 540, 720, 800, 'L', 660, 800, 'Q', 650, 600, 600, 510, 'Z'),
      tint(ctx, '#a88e6b'),
    ),
    place(330, 510, 1, [clifftopTemple(tint(ctx, COLOURS.stone))]),
    place(40, 520, 0.9, [palm(rng.range(300, 360), 60)]),
    place(560, 525, 0.6, [jungle(200, rng, tint(ctx, COLOURS.leaf))]),
    path(d('M', 720, 800, 'Q', 900, 690, 1200, 700, 'L', 1200, 800, 'Z'), tint(ctx, COLOURS.sand)),
  ];
}

/** A cenote of `width` × `height`: turquoise water under a shaft of light (`lightOpacity` at its top). */
export function cenoteOf(ctx: DrawContext, width: number, height: number, lightOpacity: number) {
  const light = ctx.id('light');
  const water = ctx.id('water');
  ctx.defs.push(
    linearGradient(light, [
      [0, '#fff6d8', lightOpacity],
      [1, '#fff6d8', 0],
    ]),
  );
  ctx.defs.push(
    linearGradient(water, [
      [0, '#45d6c4'],
      [1, '#0f6f7b'],
    ]),
  );
  return cenote(width, height, ctx.rng, `url(#${light})`, `url(#${water})`);
}

export function cenoteScene(ctx: DrawContext): string[] {
  return [cenoteOf(ctx, 1200, 800, 0.45)];
}

export function agaveFieldScene(ctx: DrawContext): string[] {
  const { rng } = ctx;
  const rows: string[] = [];
  for (let row = 0; row < 5; row += 1) {
    const y = 590 + row * row * 9 + row * 22;
    const size = 26 + row * 18;
    const spacing = size * 2.1;
    for (let x = (row % 2) * spacing * 0.5 - 20; x < 1240; x += spacing) {
      rows.push(
        place(x + rng.range(-6, 6), y, 1, [
          agave(size, tint(ctx, row % 2 === 0 ? COLOURS.agave : '#5d9183')),
        ]),
      );
    }
  }
  return [
    ...outdoor(ctx, rng.chance(0.5) ? 'mountain' : 'desert'),
    ground(ctx, '#c99b6b', 580),
    ...rows,
    birds(ctx, 2),
  ];
}

type Goods = 'produce' | 'crafts' | 'flowers' | 'cooking';

function stall(ctx: DrawContext, x: number, baseY: number, index: number, kind: Goods): string {
  const { palette } = ctx;
  const awning = accentAt(palette, index);
  const stripes: string[] = [];
  for (let stripe = 0; stripe < 6; stripe += 1) {
    stripes.push(
      rect(x - 120 + stripe * 40, baseY - 260, 40, 50, stripe % 2 === 0 ? awning : COLOURS.cream),
    );
  }
  const goods =
    kind === 'crafts'
      ? craftGoods(ctx, x, baseY)
      : kind === 'flowers'
        ? flowerGoods(ctx, x, baseY)
        : kind === 'cooking'
          ? cookingGoods(x, baseY)
          : produce(ctx, x, baseY);
  return group([
    rect(x - 116, baseY - 210, 6, 210, COLOURS.wood),
    rect(x + 110, baseY - 210, 6, 210, COLOURS.wood),
    ...stripes,
    path(`M${x - 120},${baseY - 210} ${'q20,20 40,0 '.repeat(6)}Z`, awning),
    rect(x - 120, baseY - 120, 240, 120, COLOURS.wood),
    rect(x - 120, baseY - 120, 240, 14, lighten(COLOURS.wood, 0.2)),
    ...goods,
  ]);
}

/** Buckets of flowers: roses, gerberas and marigolds. */
function flowerGoods(ctx: DrawContext, x: number, baseY: number): string[] {
  const colours = ['#e4007c', '#f2a900', '#d7263d', '#ef8fb5', '#f7efe2', '#8e6cc9'] as const;
  const goods: string[] = [];
  for (let bucket = 0; bucket < 4; bucket += 1) {
    const bx = x - 90 + bucket * 60;
    goods.push(rect(bx - 18, baseY - 150, 36, 30, '#6f7f8a'));
    for (let bloom = 0; bloom < 7; bloom += 1)
      goods.push(
        circle(
          bx - 20 + (bloom % 4) * 13,
          baseY - 160 - Math.floor(bloom / 4) * 16 - ctx.rng.range(0, 6),
          9,
          colours[(bucket + bloom) % colours.length] ?? COLOURS.rosa,
        ),
      );
  }
  return goods;
}

/** Clay pots on a counter and a stack of plates: a market food stall. */
function cookingGoods(x: number, baseY: number): string[] {
  return [
    ...[-70, 10].map((px) =>
      group([
        ellipse(x + px, baseY - 140, 40, 26, '#a5502a'),
        ellipse(x + px, baseY - 160, 34, 8, '#5a2a1c'),
        path(d('M', x + px - 10, baseY - 175, 'q', -8, -20, 4, -36), 'none', {
          stroke: '#ffffff',
          'stroke-width': 4,
          opacity: 0.6,
        }),
      ]),
    ),
    ...[0, 1, 2, 3].map((i) => ellipse(x + 80, baseY - 124 - i * 7, 30, 6, COLOURS.cream)),
  ];
}

/** Piles of fruit and vegetables on a market table. */
function produce(ctx: DrawContext, x: number, baseY: number): string[] {
  const { rng } = ctx;
  const produceColours = [
    '#d7263d',
    '#5aa332',
    '#f28c00',
    COLOURS.marigold,
    '#7b2d26',
    COLOURS.rosa,
  ] as const;
  const piles: string[] = [];
  for (let pile = 0; pile < 4; pile += 1) {
    const colour = produceColours[rng.int(0, produceColours.length - 1)] ?? COLOURS.marigold;
    const px = x - 90 + pile * 60;
    for (let item = 0; item < 6; item += 1) {
      piles.push(
        circle(
          px + (item % 3) * 14 - 14,
          baseY - 120 - Math.floor(item / 3) * 12 - (item % 3 === 1 ? 6 : 0),
          10,
          colour,
        ),
      );
    }
  }
  piles.push(
    ellipse(x - 40, baseY - 150, 32, 10, '#c99b6b'),
    ellipse(x + 60, baseY - 150, 32, 10, '#c99b6b'),
  );
  return piles;
}

/** Clay pots on the table and woven rugs hanging from the awning. */
function craftGoods(ctx: DrawContext, x: number, baseY: number): string[] {
  const { rng, palette } = ctx;
  const goods: string[] = [];
  for (let rug = 0; rug < 2; rug += 1) {
    const left = x - 100 + rug * 110;
    const colour = accentAt(palette, rug + 1);
    goods.push(rect(left, baseY - 205, 90, 70, colour));
    goods.push(
      path(
        d(
          'M',
          left,
          baseY - 170,
          'l',
          15,
          -12,
          'l',
          15,
          12,
          'l',
          15,
          -12,
          'l',
          15,
          12,
          'l',
          15,
          -12,
          'l',
          15,
          12,
        ),
        'none',
        { stroke: COLOURS.cream, 'stroke-width': 5 },
      ),
    );
    goods.push(rect(left, baseY - 150, 90, 6, COLOURS.indigo));
  }
  for (let pot = 0; pot < 4; pot += 1) {
    const px = x - 84 + pot * 56;
    const height = rng.range(34, 56);
    const colour =
      pot % 2 === 0
        ? COLOURS.terracotta
        : rng.pick([COLOURS.ink, COLOURS.indigo, '#5a2a1c'] as const);
    goods.push(
      path(
        d(
          'M',
          px - 10,
          baseY - 120 - height,
          'L',
          px + 10,
          baseY - 120 - height,
          'Q',
          px + 26,
          baseY - 120 - height / 2,
          px + 14,
          baseY - 120,
          'L',
          px - 14,
          baseY - 120,
          'Q',
          px - 26,
          baseY - 120 - height / 2,
          px - 10,
          baseY - 120 - height,
          'Z',
        ),
        colour,
      ),
    );
    goods.push(rect(px - 16, baseY - 120 - height / 2, 32, 4, COLOURS.cream, { opacity: 0.7 }));
  }
  return goods;
}

export function marketScene(ctx: DrawContext): string[] {
  const kind: Goods = /flower|flores|jamaica/.test(ctx.hints)
    ? 'flowers'
    : /craft|artesan|artisan|textile|talavera|ceramic|pottery|weav|antique/.test(ctx.hints)
      ? 'crafts'
      : /santa ana|sabores|comida|loncher|cocina/.test(ctx.hints)
        ? 'cooking'
        : ctx.rng.pick(['produce', 'cooking', 'produce'] as const);
  const words: Record<Goods, string> = {
    crafts: 'market stalls under striped awnings with clay pots and woven rugs',
    flowers: 'flower-market stalls under striped awnings, buckets full of roses and marigolds',
    cooking: 'market food stalls under striped awnings with steaming clay pots and stacked plates',
    produce: 'market stalls under striped awnings piled with fruit and vegetables',
  };
  ctx.notes.push(words[kind]);
  const first = ctx.rng.int(0, 3);
  const stalls = [210, 600, 990].map((x, index) =>
    place(x + ctx.rng.range(-15, 15), 740, 1.4, [stall(ctx, 0, 0, first + index, kind)]),
  );
  return [
    ...outdoor(ctx),
    houseRow(ctx, -40, 1240, 560, 0.9),
    plazaFloor(ctx, 560),
    ...stalls,
    papelPicado(ctx, 0, 30, 80),
  ];
}

/** Museums: a neoclassical front, a colonial house-museum, or a modern building. */
export function museumScene(ctx: DrawContext): string[] {
  const { rng, palette } = ctx;
  const wall = tint(ctx, rng.pick([COLOURS.stone, '#e7d3b4', '#d9a77e', '#c7b5a0'] as const));
  const banners = [accentAt(palette, 0), COLOURS.rosa] as const;
  const courtyard = /casa|palacio|hospicio|colonial|convent|ex-|cloister|fuerte|alhondiga/;
  const modern =
    /anthropolog|antropolog|modern|contemporary|amparo|soumaya|tamayo|mundo maya|underwater|musa/;
  ctx.notes.push(
    courtyard.test(ctx.hints)
      ? 'a colonial courtyard museum hung with banners'
      : modern.test(ctx.hints)
        ? 'a modern museum building beside a sculpture'
        : 'a neoclassical museum front with columns and banners',
  );
  const building = courtyard.test(ctx.hints)
    ? place(CENTRE, 690, 1.4, [courtyardMuseum(wall, banners)])
    : modern.test(ctx.hints)
      ? place(CENTRE - 50, 690, 1.2, [
          modernMuseum(
            tint(ctx, rng.pick(['#cbb89c', '#b9a58a', '#d6c6ae'] as const)),
            COLOURS.terracotta,
          ),
        ])
      : place(CENTRE, 670, rng.range(0.9, 1.05), [museum(wall, banners)]);
  return [
    ...outdoor(ctx),
    plazaFloor(ctx, 650),
    building,
    laurels(ctx, [90, 1110], 740, 0.8),
    birds(ctx, 2),
  ];
}

export function galleryScene(ctx: DrawContext): string[] {
  const { palette, rng } = ctx;
  const wall = lighten(palette.backdrop, 0.3);
  return [
    rect(0, 0, 1200, 800, wall),
    rect(0, 620, 1200, 180, '#b98b62'),
    ...[0, 1, 2, 3, 4, 5].map((index) => rect(0, 640 + index * 30, 1200, 2, '#a47650')),
    place(CENTRE, 560, 1, [
      galleryWall(
        [accentAt(palette, 0), accentAt(palette, 1), accentAt(palette, 2), COLOURS.rosa],
        rng,
      ),
    ]),
    ...[300, 600, 900].map((x) =>
      polygon(
        [
          [x - 12, 0],
          [x + 12, 0],
          [x + 90, 140],
          [x - 90, 140],
        ],
        '#fff6d8',
        { opacity: 0.35 },
      ),
    ),
    rect(420, 660, 360, 26, COLOURS.wood),
    rect(440, 686, 16, 60, darken(COLOURS.wood, 0.2)),
    rect(744, 686, 16, 60, darken(COLOURS.wood, 0.2)),
  ];
}

export function libraryScene(ctx: DrawContext): string[] {
  const { palette, rng } = ctx;
  return [
    rect(0, 0, 1200, 800, palette.backdrop),
    place(CENTRE, 680, 1.05, [
      bookshelf([...palette.accents, COLOURS.cream, COLOURS.sand, COLOURS.wood], rng),
    ]),
    rect(0, 680, 1200, 120, '#a47650'),
    place(1040, 680, 0.8, [roundTree(50, COLOURS.leaf, rng)]),
  ];
}

export function theatreScene(ctx: DrawContext): string[] {
  const { palette, rng } = ctx;
  const skirt = [accentAt(palette, 0), COLOURS.white, accentAt(palette, 1), COLOURS.rosa];
  return [
    place(CENTRE, 800, 1, [
      theatreStage(rng.pick([COLOURS.terracotta, '#9e1b32', COLOURS.rosa] as const)),
    ]),
    place(CENTRE + rng.range(-40, 40), 700, 0.5, [folkloricoDancer(skirt)]),
  ];
}

export function parkScene(ctx: DrawContext): string[] {
  const { rng } = ctx;
  const trees: string[] = [];
  const count = rng.int(3, 5);
  for (let index = 0; index < count; index += 1) {
    const x = (1200 / count) * (index + 0.5) + rng.range(-50, 50);
    const blossom = rng.chance(0.7) ? COLOURS.jacaranda : COLOURS.leaf;
    trees.push(
      place(x, rng.range(600, 640), rng.range(0.9, 1.3), [roundTree(80, tint(ctx, blossom), rng)]),
    );
  }
  const petals: string[] = [];
  for (let index = 0; index < 40; index += 1)
    petals.push(
      circle(rng.range(0, 1200), rng.range(620, 790), rng.range(3, 6), '#b49be0', { opacity: 0.8 }),
    );
  return [
    ...outdoor(ctx),
    grass(ctx, 590),
    path(
      d(
        'M',
        520,
        800,
        'Q',
        560,
        680,
        640,
        620,
        'Q',
        700,
        590,
        760,
        590,
        'L',
        800,
        590,
        'Q',
        720,
        620,
        700,
        680,
        'Q',
        680,
        740,
        740,
        800,
        'Z',
      ),
      tint(ctx, COLOURS.sand),
    ),
    ...trees,
    ...petals,
    group([
      rect(860, 690, 160, 14, COLOURS.wood),
      rect(860, 660, 160, 10, COLOURS.wood),
      rect(870, 704, 8, 30, COLOURS.ink),
      rect(1002, 704, 8, 30, COLOURS.ink),
    ]),
    lampPost(300, 720, 170),
  ];
}

export function streetScene(ctx: DrawContext): string[] {
  const { rng } = ctx;
  const cobbles: string[] = [];
  for (let row = 0; row < 4; row += 1) {
    for (let x = (row % 2) * 30; x < 1200; x += 60)
      cobbles.push(ellipse(x, 700 + row * 26, 26, 9, tint(ctx, '#b59f86')));
  }
  return [
    ...outdoor(ctx),
    note(
      ctx,
      rng.chance(0.5),
      'a cobbled street of tall colourful houses with a church tower behind',
      'a cobbled street of tall colourful houses with a street lamp',
    )
      ? place(rng.range(250, 950), 560, 0.7, [
          church(tint(ctx, COLOURS.ochre), accentAt(ctx.palette, 1)),
        ])
      : '',
    houseRow(ctx, -30, 1230, 680, rng.range(1.05, 1.25), true),
    rect(0, 680, 1200, 120, tint(ctx, '#c9b497')),
    ...cobbles,
    rect(0, 676, 1200, 12, tint(ctx, '#e8dcc6')),
    lampPost(rng.range(200, 1000), 690, 220),
    maybePapelPicado(ctx, 0.6),
  ];
}

export function plazaScene(ctx: DrawContext): string[] {
  const { rng, palette } = ctx;
  return [
    ...outdoor(ctx),
    houseRow(ctx, -40, 1240, 600, 0.75),
    plazaFloor(ctx, 600),
    place(CENTRE, 690, rng.range(1, 1.15), [
      kiosk(tint(ctx, accentAt(palette, 0)), COLOURS.marigold),
    ]),
    laurels(ctx, [150, 320, 880, 1050], 720, 0.8),
    lampPost(460, 740, 190),
    lampPost(740, 740, 190),
    maybePapelPicado(ctx, 0.5),
  ];
}

/** A railed lookout over a town: a valley of rooftops and domes, or a bay. */
export function viewpointScene(ctx: DrawContext): string[] {
  const { rng } = ctx;
  const coastal =
    /vallarta|cancun|la paz|tulum|isla|\bsea\b|\bbay\b|malecon|beach|coast|waterfront/.test(
      ctx.hints,
    );
  ctx.notes.push(
    coastal
      ? 'a railed lookout with a telescope over a bay and its town'
      : 'a railed lookout with a telescope over a valley of rooftops and a church',
  );
  const view = coastal
    ? [ridge(ctx, 430, 140, '#6e9f7e', 3), houseRow(ctx, 380, 1240, 480, 0.3), sea(ctx, 480)]
    : [
        hills(ctx, rng.chance(0.5) ? 'mountain' : 'green'),
        houseRow(ctx, 80, 1160, 520, 0.26),
        place(rng.range(420, 780), 560, 0.3, [church(tint(ctx, COLOURS.ochre), COLOURS.marigold)]),
        houseRow(ctx, 20, 1220, 580, 0.34),
      ];
  return [
    sky(ctx),
    celestial(ctx),
    clouds(ctx),
    ...view,
    path(
      d('M', 0, 640, 'Q', 300, 610, 560, 650, 'L', 600, 800, 'L', 0, 800, 'Z'),
      tint(ctx, '#8a7560'),
    ),
    rect(0, 690, 1200, 110, tint(ctx, '#b59f86')),
    rect(0, 630, 1200, 10, COLOURS.ink),
    el('line', {
      x1: 0,
      y1: 660,
      x2: 1200,
      y2: 660,
      stroke: COLOURS.ink,
      'stroke-width': 60,
      'stroke-dasharray': '6 60',
    }),
    rect(0, 684, 1200, 8, COLOURS.ink),
    group([
      rect(880, 570, 16, 180, COLOURS.indigo),
      rect(846, 528, 84, 44, COLOURS.indigo, { rx: 12 }),
      circle(846, 550, 18, COLOURS.marigold),
    ]),
  ];
}

export function lagoonScene(ctx: DrawContext): string[] {
  const { rng, palette } = ctx;
  const reflections: string[] = [];
  for (let index = 0; index < 10; index += 1)
    reflections.push(
      rect(rng.range(0, 1100), rng.range(560, 780), rng.range(60, 140), 4, '#ffffff', {
        opacity: 0.35,
        rx: 2,
      }),
    );
  return [
    sky(ctx),
    celestial(ctx),
    clouds(ctx),
    ridge(ctx, 500, 80, '#7fae8c', 3),
    rect(0, 500, 1200, 300, tint(ctx, rng.pick(['#49b3b0', '#3c9fb0', '#5cc2b4'] as const))),
    place(600, 510, 1, [mangroves(1300, rng, tint(ctx, COLOURS.leafDark))]),
    ...reflections,
    place(rng.range(420, 780), 680, rng.range(0.9, 1.1), [
      boat(accentAt(palette, 0), accentAt(palette, 1)),
    ]),
    place(rng.range(120, 260), 760, 1, [wader(rng.chance(0.6) ? COLOURS.pink : COLOURS.white)]),
    place(rng.range(950, 1100), 740, 0.85, [wader(COLOURS.pink)]),
  ];
}

export function waterfallScene(ctx: DrawContext): string[] {
  const { rng } = ctx;
  return [
    sky(ctx),
    celestial(ctx),
    clouds(ctx),
    place(600, 420, 1, [jungle(1300, rng, tint(ctx, '#5e9e78'))]),
    place(600, 760, 1, [
      waterfall(
        tint(ctx, rng.pick(['#a9896b', '#c2a27f', '#8f7a66'] as const)),
        tint(ctx, rng.pick([COLOURS.turquoise, '#5cc8d8'] as const)),
      ),
    ]),
    rect(0, 760, 1200, 40, tint(ctx, '#2f7d62')),
    place(80, 800, 1, [jungle(260, rng, tint(ctx, COLOURS.leafDark))]),
    place(1120, 800, 1, [jungle(260, rng, tint(ctx, COLOURS.leafDark))]),
  ];
}

export function canyonScene(ctx: DrawContext): string[] {
  return [
    sky(ctx),
    celestial(ctx),
    clouds(ctx),
    ridge(ctx, 360, 100, '#b7a3c4', 3),
    place(600, 800, 1, [
      canyon(1200, [tint(ctx, '#d08a5a'), tint(ctx, COLOURS.terracotta), tint(ctx, '#8f3f2a')]),
    ]),
    place(120, 420, 0.7, [jungle(200, ctx.rng, tint(ctx, '#4f8a5e'))]),
    birds(ctx, 3),
  ];
}

export function volcanoScene(ctx: DrawContext): string[] {
  const { rng } = ctx;
  return [
    sky(ctx),
    celestial(ctx, rng.chance(0.5) ? 180 : 1020),
    clouds(ctx),
    place(rng.range(520, 680), 560, rng.range(0.9, 1.1), [volcano(tint(ctx, '#7d8cb5'))]),
    ridge(ctx, 580, 60, '#8fb68a', 5),
    ground(ctx, '#b9c97f', 620),
    ...[0, 1, 2, 3, 4, 5].map((index) =>
      rect(0, 640 + index * 28, 1200, 10, tint(ctx, index % 2 === 0 ? '#a6b86b' : '#cdd893')),
    ),
    place(140, 760, 1, [agave(80)]),
    place(1060, 770, 1, [agave(70)]),
  ];
}

export function mountainScene(ctx: DrawContext): string[] {
  const { rng } = ctx;
  return [
    sky(ctx),
    celestial(ctx),
    clouds(ctx),
    place(380, 600, 1, [peak(700, rng.range(360, 440), tint(ctx, '#7d8cb5'), rng.chance(0.5))]),
    place(820, 600, 1, [peak(800, rng.range(300, 380), tint(ctx, '#5f70a0'))]),
    ridge(ctx, 620, 90, '#5e9e78', 4),
    grass(ctx, 680, '#3f8a66'),
    place(200, 760, 0.9, [roundTree(60, tint(ctx, COLOURS.leafDark), rng)]),
    place(1000, 780, 1.1, [roundTree(60, tint(ctx, COLOURS.leafDark), rng)]),
    birds(ctx, 3),
  ];
}

export function haciendaScene(ctx: DrawContext): string[] {
  const { rng, palette } = ctx;
  const wall = tint(
    ctx,
    rng.pick([COLOURS.terracotta, '#d9825b', COLOURS.ochre, '#c9415d'] as const),
  );
  return [
    ...outdoor(ctx, 'desert'),
    ground(ctx, '#d8b27f', 620),
    place(CENTRE, 650, rng.range(1.2, 1.4), [hacienda(wall, accentAt(palette, 2))]),
    rect(0, 650, 1200, 150, tint(ctx, '#c99b6b')),
    ...[90, 230, 970, 1110].map((x, index) =>
      place(x, 760 - (index % 2) * 20, 1, [agave(70 + (index % 2) * 20)]),
    ),
    place(CENTRE + 250, 760, 0.9, [agave(60)]),
  ];
}

type Landmark = 'church' | 'cathedral';

/** Glass towers with a window grid, for the big cities. */
function towers(ctx: DrawContext): string {
  const { rng } = ctx;
  const windowsId = ctx.id('windows');
  ctx.defs.push(
    `<pattern id="${windowsId}" width="24" height="30" patternUnits="userSpaceOnUse">` +
      rect(6, 6, 12, 16, '#dfeaf2', { opacity: 0.55 }) +
      '</pattern>',
  );
  const shapes: string[] = [];
  for (const x of [120, 260, 900, 1040]) {
    const width = rng.int(90, 130);
    const height = rng.int(260, 380);
    const body = tint(ctx, rng.pick(['#5f7fa8', '#7d8fa8', '#4d6a8f'] as const));
    shapes.push(
      rect(x, 600 - height, width, height, body),
      rect(x, 600 - height, width, height, `url(#${windowsId})`),
    );
  }
  return group(shapes);
}

/** A city skyline: colourful houses around a church or cathedral; towers for the big cities. */
export function skylineScene(ctx: DrawContext, landmark?: Landmark): string[] {
  const { rng, palette } = ctx;
  const kind = landmark ?? (rng.chance(0.5) ? 'cathedral' : 'church');
  const building =
    kind === 'cathedral'
      ? cathedral(
          tint(ctx, rng.pick([COLOURS.stone, '#d9c2a0', '#e3b48c'] as const)),
          accentAt(palette, 1),
        )
      : church(
          tint(ctx, rng.pick([COLOURS.ochre, COLOURS.adobe, '#e6b98a'] as const)),
          accentAt(palette, 0),
          280,
        );
  const metropolis = /mexico city|cdmx|guadalajara|monterrey/.test(ctx.hints);
  return [
    ...outdoor(ctx),
    metropolis ? towers(ctx) : '',
    houseRow(ctx, -40, 1240, 610, 0.6),
    place(rng.range(520, 680), 690, rng.range(0.85, 0.95), [building]),
    houseRow(ctx, -60, 330, 730, 0.9),
    houseRow(ctx, 870, 1260, 730, 0.9),
    rect(0, 725, 1200, 75, tint(ctx, '#c9b497')),
    maybePapelPicado(ctx, 0.3),
    birds(ctx, 3),
  ];
}

export const cityChurchScene = (ctx: DrawContext) => skylineScene(ctx, 'church');
export const cityCathedralScene = (ctx: DrawContext) => skylineScene(ctx, 'cathedral');
export const anySkylineScene = (ctx: DrawContext) => skylineScene(ctx);

export function coastalSkylineScene(ctx: DrawContext): string[] {
  const { rng } = ctx;
  return [
    sky(ctx),
    celestial(ctx),
    clouds(ctx),
    ridge(ctx, 430, 140, '#6e9f7e', 3),
    houseRow(ctx, 480, 1240, 500, 0.45),
    sea(ctx, 500),
    path(
      d('M', 0, 660, 'Q', 400, 620, 800, 680, 'T', 1200, 690, 'L', 1200, 800, 'L', 0, 800, 'Z'),
      tint(ctx, COLOURS.sand),
    ),
    place(140, 780, 1, [palm(rng.range(380, 440), 80)]),
    place(1080, 790, 0.9, [palm(rng.range(360, 420), -70)]),
    place(rng.range(500, 800), 560, 0.4, [boat(COLOURS.white, COLOURS.terracotta)]),
    birds(ctx, 3),
  ];
}

/** A night sky over a moonlit church: for the rare place best seen after dark. */
export function nightSkyline(ctx: DrawContext, accent: Colour): string[] {
  return [
    sky(ctx),
    stars(ctx, 60),
    celestial(ctx),
    hills(ctx),
    place(CENTRE, 660, 0.9, [church(tint(ctx, COLOURS.ochre), accent)]),
    plazaFloor(ctx, 660),
  ];
}
