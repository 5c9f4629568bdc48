/** Still-life, event and guide motifs (1200 × 800 canvas). */
import {
  birds,
  celestial,
  cloud,
  ground,
  hills,
  papelPicado,
  ridge,
  sarape,
  sky,
  stars,
  tabletop,
  tint,
} from './background.ts';
import { church, kiosk } from './architecture.ts';
import type { DrawContext } from './context.ts';
import { cactus, roundTree } from './nature.ts';
import {
  calavera,
  castillo,
  childWithKite,
  coach,
  coffeeAndConcha,
  fireworkBurst,
  firstAidKit,
  folkloricoDancer,
  foldedMap,
  jarrito,
  molePlate,
  tacoStand,
  tortillaBasket,
  luchaMask,
  margarita,
  mariachiInstruments,
  mezcalSet,
  passport,
  pesos,
  rainCloud,
  safetyShield,
  salsaBowl,
  speechBubbles,
  suitcase,
  tacoPlate,
  umbrella,
} from './objects.ts';
import { COLOURS, accentAt, lighten } from './palette.ts';
import { confetti, grass, houseRow, outdoor, plazaFloor, studio } from './scenery.ts';
import { circle, d, ellipse, linearGradient, path, place, rect } from './svg.ts';

const CENTRE = 600;

/** Food varies between a plate of tacos, a plate of mole and a street taco stand. */
export function foodScene(ctx: DrawContext): string[] {
  const { rng, palette } = ctx;
  const layout = /\bmole\b/.test(ctx.hints)
    ? 1
    : /street|stand|taco|taqueria/.test(ctx.hints)
      ? rng.pick([0, 2] as const)
      : rng.int(0, 2);
  if (layout === 0) {
    ctx.notes.push('a plate of tacos between bowls of red and green salsa on a striped cloth');
    return [
      tabletop(ctx, 440),
      sarape(ctx, 540, 120),
      place(rng.range(150, 220), 560, 0.85, [salsaBowl('#b3261e')]),
      place(rng.range(980, 1050), 570, 0.85, [salsaBowl('#4c8c2b')]),
      place(CENTRE + rng.range(-30, 30), 680, rng.range(1.3, 1.45), [tacoPlate(rng)]),
      rng.chance(0.5) ? papelPicado(ctx, 0, 20, 80) : '',
    ];
  }
  if (layout === 1) {
    ctx.notes.push('a plate of dark mole with a basket of tortillas and a bottle of soda');
    return [
      tabletop(ctx, 400),
      sarape(ctx, 470, 70),
      place(rng.range(220, 280), 580, 1.1, [tortillaBasket(accentAt(palette, 0))]),
      place(rng.range(980, 1040), 620, 1.2, [
        jarrito(rng.pick(['#e23d6d', '#f2a900', '#7cc242', '#c2562f'] as const)),
      ]),
      place(CENTRE, 700, 1.55, [molePlate(rng.pick(['#5a2a1c', '#8c2f1b', '#b5532a'] as const))]),
      rng.chance(0.5) ? papelPicado(ctx, 0, 20, 80) : '',
    ];
  }
  ctx.notes.push('a street taco stand under papel picado before colourful houses');
  return [
    ...outdoor(ctx),
    houseRow(ctx, -40, 1240, 620, 0.85),
    plazaFloor(ctx, 620),
    place(CENTRE + rng.range(-120, 120), 760, 1.1, [
      tacoStand(accentAt(palette, 0), accentAt(palette, 2)),
    ]),
    papelPicado(ctx, 0, 26, 80),
  ];
}

export function mezcalScene(ctx: DrawContext): string[] {
  return [tabletop(ctx, 540), place(CENTRE, 700, 1.1, [mezcalSet(accentAt(ctx.palette, 0))])];
}

/** A bar after dark: string lights over a margarita and a mezcal bottle. */
export function barScene(ctx: DrawContext): string[] {
  const { rng, palette } = ctx;
  const bulbs: string[] = [
    path(d('M', 0, 80, 'Q', 600, 200, 1200, 80), 'none', {
      stroke: COLOURS.ink,
      'stroke-width': 3,
    }),
  ];
  for (let x = 40; x < 1200; x += 80) {
    const t = x / 1200;
    const y = 80 + 240 * t * (1 - t) + 12;
    bulbs.push(circle(x, y, 26, '#ffd66b', { opacity: 0.25 }), circle(x, y, 10, '#ffe8a3'));
  }
  return [
    rect(0, 0, 1200, 800, '#2a2347'),
    rect(0, 300, 1200, 260, '#33294f'),
    ...[0, 1, 2, 3, 4, 5, 6].map((index) =>
      rect(100 + index * 150, 330, 50, 140, accentAt(palette, index), { opacity: 0.55, rx: 10 }),
    ),
    rect(0, 460, 1200, 14, '#4a3a5e'),
    ...bulbs,
    rect(0, 600, 1200, 200, '#5a3320'),
    rect(0, 600, 1200, 16, '#7a4a2a'),
    place(rng.range(420, 520), 690, 1, [
      margarita(rng.pick(['#c8e67a', '#f6a5c0', '#ffd27a'] as const)),
    ]),
    place(rng.range(760, 840), 700, 0.8, [mezcalSet(accentAt(palette, 1))]),
  ];
}

export function coffeeScene(ctx: DrawContext): string[] {
  return [
    tabletop(ctx, 520),
    sarape(ctx, 640, 70),
    place(CENTRE, 690, 1.1, [coffeeAndConcha(accentAt(ctx.palette, 0))]),
  ];
}

export function musicScene(ctx: DrawContext): string[] {
  return [
    tabletop(ctx, 600),
    papelPicado(ctx, 0, 20, 80),
    place(CENTRE + 60, 720, 0.95, [mariachiInstruments(accentAt(ctx.palette, 0), ctx.rng)]),
  ];
}

export function dayOfTheDeadScene(ctx: DrawContext): string[] {
  const night = { ...ctx, palette: { ...ctx.palette, backdrop: '#3b2a4f' } };
  const glow: string[] = [];
  for (let index = 0; index < 18; index += 1)
    glow.push(
      circle(ctx.rng.range(0, 1200), ctx.rng.range(200, 420), ctx.rng.range(3, 7), '#ffd66b', {
        opacity: 0.6,
      }),
    );
  return [
    rect(0, 0, 1200, 800, '#3b2a4f'),
    ...glow,
    rect(0, 560, 1200, 240, COLOURS.wood),
    rect(0, 560, 1200, 16, lighten(COLOURS.wood, 0.2)),
    sarape(night, 600, 60),
    papelPicado(ctx, 0, 24, 80),
    place(CENTRE, 720, 1, [calavera(accentAt(ctx.palette, 0), COLOURS.rosa)]),
  ];
}

export function fireworksScene(ctx: DrawContext): string[] {
  const { rng, palette } = ctx;
  const bursts: string[] = [];
  const count = rng.int(3, 5);
  for (let index = 0; index < count; index += 1) {
    bursts.push(
      fireworkBurst(
        (1200 / count) * (index + 0.5) + rng.range(-60, 60),
        rng.range(120, 330),
        rng.range(60, 110),
        index === 1 ? COLOURS.rosa : accentAt(palette, index + 1),
      ),
    );
  }
  return [
    sky(ctx),
    stars(ctx, 50),
    ...bursts,
    hills(ctx),
    place(420, 660, 0.75, [church(tint(ctx, COLOURS.ochre), COLOURS.marigold)]),
    place(860, 680, 0.8, [castillo(COLOURS.rosa)]),
    plazaFloor(ctx, 660),
  ];
}

export function danceScene(ctx: DrawContext): string[] {
  const { palette } = ctx;
  return [
    ...outdoor(ctx),
    houseRow(ctx, -40, 1240, 620, 0.8),
    plazaFloor(ctx, 620),
    papelPicado(ctx, 0, 30, 80),
    place(CENTRE, 770, 0.95, [
      folkloricoDancer([
        accentAt(palette, 0),
        COLOURS.white,
        accentAt(palette, 1),
        COLOURS.rosa,
        accentAt(palette, 2),
      ]),
    ]),
  ];
}

/** Festivals vary between a bunting-hung street, a lit-up bandstand and a troupe of dancers. */
export function festivalScene(ctx: DrawContext): string[] {
  const { rng, palette } = ctx;
  const layout = rng.int(0, 2);
  if (layout === 0) {
    ctx.notes.push('a street of colourful houses hung with papel picado, confetti in the air');
    return [
      ...outdoor(ctx),
      houseRow(ctx, -40, 1240, 680, 1.1, true),
      plazaFloor(ctx, 680),
      papelPicado(ctx, 0, 40, 90),
      papelPicado(ctx, 170, 30, 70),
      confetti(ctx, 50),
    ];
  }
  if (layout === 1) {
    ctx.notes.push('a bandstand between two firework towers on a plaza hung with papel picado');
    return [
      ...outdoor(ctx),
      houseRow(ctx, -40, 1240, 600, 0.75),
      plazaFloor(ctx, 600),
      place(CENTRE, 700, 1.1, [kiosk(accentAt(palette, 0), COLOURS.marigold)]),
      ...[200, 1000].map((x) => place(x, 720, 0.7, [castillo(accentAt(palette, 1))])),
      papelPicado(ctx, 0, 30, 80),
      confetti(ctx, 40),
    ];
  }
  const skirts = [0, 1, 2].map((index) => [
    accentAt(palette, index),
    COLOURS.white,
    accentAt(palette, index + 1),
    COLOURS.rosa,
  ]);
  ctx.notes.push('three folklórico dancers in swirling skirts on a plaza under papel picado');
  return [
    ...outdoor(ctx),
    houseRow(ctx, -40, 1240, 620, 0.8),
    plazaFloor(ctx, 620),
    papelPicado(ctx, 0, 30, 80),
    ...skirts.map((skirt, index) =>
      place(260 + index * 340, 740 + (index % 2) * 20, 0.55, [folkloricoDancer(skirt)]),
    ),
    confetti(ctx, 30),
  ];
}

export function sportScene(ctx: DrawContext): string[] {
  const { palette } = ctx;
  return [
    rect(0, 0, 1200, 800, '#1e2444'),
    ...[0, 1, 2].map((index) =>
      rect(0, 300 + index * 70, 1200, 10, COLOURS.rosa, { opacity: 0.9 }),
    ),
    ellipse(600, 760, 600, 120, '#2f3866'),
    path(d('M', 450, 0, 'L', 750, 0, 'L', 900, 800, 'L', 300, 800, 'Z'), '#fff6d8', {
      opacity: 0.12,
    }),
    place(CENTRE, 720, 1.1, [luchaMask(accentAt(palette, 0), accentAt(palette, 1))]),
    confetti(ctx, 30),
  ];
}

export function passportScene(ctx: DrawContext): string[] {
  return [
    ...studio(ctx),
    place(CENTRE, 700, 1.05, [
      passport(ctx.rng.pick([COLOURS.indigo, COLOURS.jade, '#1f4d3f'] as const)),
    ]),
  ];
}

export function moneyScene(ctx: DrawContext): string[] {
  return [...studio(ctx), place(CENTRE, 680, 1, [pesos(['#c77dab', '#7fb069'])])];
}

export function busScene(ctx: DrawContext): string[] {
  const { palette, rng } = ctx;
  return [
    ...outdoor(ctx, 'desert'),
    ground(ctx, '#d9b88a', 600),
    rect(0, 640, 1200, 110, '#4a4a55'),
    ...[0, 1, 2, 3, 4, 5, 6, 7].map((index) => rect(index * 160 + 20, 690, 90, 8, COLOURS.cream)),
    place(rng.range(520, 680), 720, 0.95, [
      coach(
        accentAt(palette, 0) === COLOURS.marigold ? COLOURS.white : COLOURS.white,
        accentAt(palette, 0),
      ),
    ]),
    place(100, 630, 0.8, [cactus(160)]),
    place(1100, 640, 0.7, [cactus(140)]),
  ];
}

export function healthScene(ctx: DrawContext): string[] {
  return [...studio(ctx), place(CENTRE - 40, 700, 1, [firstAidKit(COLOURS.terracotta)])];
}

export function safetyScene(ctx: DrawContext): string[] {
  return [
    ...studio(ctx),
    place(CENTRE, 700, 1.05, [safetyShield(ctx.rng.pick([COLOURS.jade, COLOURS.indigo] as const))]),
  ];
}

export function weatherScene(ctx: DrawContext): string[] {
  const { palette } = ctx;
  return [
    sky(ctx),
    celestial(ctx, 260, 200),
    hills(ctx),
    grass(ctx, 640),
    place(880, 190, 1.1, [rainCloud()]),
    place(CENTRE, 740, 1, [umbrella([accentAt(palette, 0), accentAt(palette, 1)])]),
  ];
}

export function packingScene(ctx: DrawContext): string[] {
  const { palette } = ctx;
  return [
    ...studio(ctx),
    place(CENTRE, 700, 1, [
      suitcase(accentAt(palette, 0), [accentAt(palette, 1), accentAt(palette, 2), COLOURS.rosa]),
    ]),
  ];
}

export function languageScene(ctx: DrawContext): string[] {
  return [
    ...studio(ctx),
    place(CENTRE, 720, 1, [speechBubbles(accentAt(ctx.palette, 0), accentAt(ctx.palette, 2))]),
  ];
}

export function kidsScene(ctx: DrawContext): string[] {
  const { palette, rng } = ctx;
  return [
    ...outdoor(ctx),
    grass(ctx, 620, '#7dbb6f'),
    place(rng.range(300, 500), 740, 1, [
      childWithKite(accentAt(palette, 0), [COLOURS.rosa, accentAt(palette, 1)]),
    ]),
    place(1040, 660, 1, [roundTree(70, tint(ctx, COLOURS.jacaranda), rng)]),
    birds(ctx, 2),
  ];
}

export function mapScene(ctx: DrawContext): string[] {
  return [...studio(ctx), place(CENTRE, 720, 1.1, [foldedMap(COLOURS.jade, COLOURS.rosa)])];
}

/** A generic, muted scene for missing images. */
export function placeholderScene(ctx: DrawContext): string[] {
  const skyId = ctx.id('muted-sky');
  ctx.defs.push(
    linearGradient(skyId, [
      [0, '#e9e4dc'],
      [1, '#f4efe6'],
    ]),
  );
  return [
    rect(0, 0, 1200, 800, `url(#${skyId})`),
    circle(860, 230, 70, '#f1e4c6'),
    cloud(300, 180, 1, '#faf7f2'),
    ridge(ctx, 500, 150, '#ddd2c0', 3),
    ridge(ctx, 560, 110, '#d2c5ae', 4),
    place(600, 650, 0.8, [church('#e2d7c5', '#cbbfa9')]),
    ridge(ctx, 660, 40, '#cdbfa6', 6),
    rect(0, 700, 1200, 100, '#c6b89f'),
    rect(0, 0, 1200, 800, '#efe7da', { opacity: 0.35 }),
  ];
}
