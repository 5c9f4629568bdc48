/** Still-life objects and figures, drawn around their bottom centre (0, 0). */
import type { Rng } from './random.ts';
import { COLOURS, darken, lighten } from './palette.ts';
import type { Colour } from './palette.ts';
import { marigold } from './nature.ts';
import { circle, d, el, ellipse, group, line, path, place, polygon, rect } from './svg.ts';

const shadow = (width: number) =>
  ellipse(0, 0, width / 2, width / 14, '#1a1020', { opacity: 0.18 });

/** Three tacos on a plate with lime wedges. */
export function tacoPlate(rng: Rng): string {
  const taco = (x: number, tilt: number) => {
    const bits: string[] = [];
    for (let index = 0; index < 9; index += 1) {
      const colour =
        [COLOURS.terracotta, '#8c2f1b', COLOURS.leaf, COLOURS.white][index % 4] ?? COLOURS.leaf;
      bits.push(
        circle(
          x - 60 + index * 15,
          -64 - (index % 3) * 8 + rng.range(-4, 4),
          index % 4 === 2 ? 7 : 9,
          colour,
        ),
      );
    }
    return group(
      [
        ...bits,
        path(d('M', x - 80, -50, 'A', 80, 62, 0, 0, 0, x + 80, -50, 'Z'), '#f1cf7e'),
        path(d('M', x - 80, -50, 'A', 80, 62, 0, 0, 0, x + 80, -50), 'none', {
          stroke: '#d6a94a',
          'stroke-width': 4,
        }),
      ],
      { transform: `rotate(${tilt} ${x} -30)` },
    );
  };
  const lime = (x: number, y: number) =>
    group([
      path(d('M', x - 26, y, 'A', 26, 26, 0, 0, 0, x + 26, y, 'Z'), '#5aa332'),
      path(d('M', x - 20, y, 'A', 20, 20, 0, 0, 0, x + 20, y, 'Z'), '#b8e07a'),
    ]);
  return group([
    shadow(640),
    ellipse(0, -20, 310, 62, COLOURS.white),
    ellipse(0, -24, 270, 48, darken(COLOURS.white, 0.06)),
    ellipse(0, -24, 300, 58, 'none', {
      stroke: COLOURS.indigo,
      'stroke-width': 6,
      'stroke-dasharray': '14 10',
    }),
    taco(-150, -6),
    taco(0, 0),
    taco(150, 6),
    lime(-230, -36),
    lime(240, -32),
  ]);
}

/** A clay salsa bowl. */
export function salsaBowl(sauce: Colour): string {
  return group([
    shadow(170),
    path(d('M', -80, -60, 'Q', -70, 0, 0, 0, 'Q', 70, 0, 80, -60, 'Z'), COLOURS.terracotta),
    ellipse(0, -60, 80, 18, darken(COLOURS.terracotta, 0.2)),
    ellipse(0, -60, 66, 12, sauce),
  ]);
}

/** A mezcal bottle, a clay copita and orange slices. */
export function mezcalSet(label: Colour): string {
  return group([
    shadow(520),
    path(
      d(
        'M',
        -220,
        0,
        'L',
        -220,
        -260,
        'Q',
        -220,
        -300,
        -190,
        -320,
        'L',
        -190,
        -400,
        'L',
        -150,
        -400,
        'L',
        -150,
        -320,
        'Q',
        -120,
        -300,
        -120,
        -260,
        'L',
        -120,
        0,
        'Z',
      ),
      '#6fae9d',
      { opacity: 0.9 },
    ),
    rect(-220, -150, 100, 120, '#c6e3d6', { opacity: 0.6 }),
    rect(-212, -230, 84, 100, label),
    circle(-170, -180, 26, COLOURS.cream),
    rect(-196, -420, 52, 24, COLOURS.wood),
    path(d('M', -20, -120, 'L', 60, -120, 'L', 50, 0, 'L', -10, 0, 'Z'), COLOURS.terracotta),
    ellipse(20, -120, 40, 10, '#e9d59a'),
    ...[0, 1].map((index) =>
      group([
        circle(150 + index * 90, -40, 44, '#f28c00'),
        circle(150 + index * 90, -40, 36, '#ffbe55'),
        ...[0, 60, 120].map((angle) =>
          line(
            150 + index * 90 - 34 * Math.cos((angle * Math.PI) / 180),
            -40 - 34 * Math.sin((angle * Math.PI) / 180),
            150 + index * 90 + 34 * Math.cos((angle * Math.PI) / 180),
            -40 + 34 * Math.sin((angle * Math.PI) / 180),
            '#f28c00',
            3,
          ),
        ),
      ]),
    ),
    ellipse(330, -10, 56, 14, darken(COLOURS.terracotta, 0.2)),
    ellipse(330, -14, 44, 9, '#a0412a'),
  ]);
}

/** A salt-rimmed margarita glass with a lime wheel. */
export function margarita(drink: Colour): string {
  return group([
    shadow(220),
    ellipse(0, -6, 70, 12, lighten(COLOURS.skyPale, 0.3), { opacity: 0.9 }),
    rect(-6, -150, 12, 146, '#d7ecf3', { opacity: 0.9 }),
    path(
      d('M', -120, -300, 'L', 120, -300, 'Q', 100, -200, 0, -150, 'Q', -100, -200, -120, -300, 'Z'),
      drink,
      { opacity: 0.9 },
    ),
    path(d('M', -120, -300, 'L', 120, -300), 'none', {
      stroke: COLOURS.white,
      'stroke-width': 10,
      'stroke-linecap': 'round',
      'stroke-dasharray': '2 8',
    }),
    circle(100, -300, 44, '#5aa332'),
    circle(100, -300, 36, '#b8e07a'),
    line(60, -330, 20, -420, COLOURS.rosa, 6),
  ]);
}

/** A cup of café de olla with steam and a concha. */
export function coffeeAndConcha(cup: Colour): string {
  const steam = [-30, 0, 30].map((x) =>
    path(d('M', x - 150, -250, 'q', 20, -30, 0, -60, 'q', -20, -30, 0, -60), 'none', {
      stroke: COLOURS.white,
      'stroke-width': 8,
      'stroke-linecap': 'round',
      opacity: 0.75,
    }),
  );
  const conchaLines = [-50, -20, 10, 40].map((x) =>
    path(d('M', 170 + x, -150, 'Q', 190 + x, -100, 170 + x, -60), 'none', {
      stroke: '#e7b77c',
      'stroke-width': 5,
    }),
  );
  return group([
    shadow(640),
    ellipse(-150, -8, 150, 24, darken(cup, 0.15)),
    path(
      d('M', -260, -220, 'L', -40, -220, 'Q', -50, -30, -150, -20, 'Q', -250, -30, -260, -220, 'Z'),
      cup,
    ),
    path(d('M', -45, -180, 'q', 70, 10, 20, 90), 'none', { stroke: cup, 'stroke-width': 18 }),
    ellipse(-150, -220, 110, 22, '#5a3320'),
    rect(-250, -160, 200, 14, lighten(cup, 0.4), { opacity: 0.7 }),
    ...steam,
    ellipse(180, -40, 130, 34, '#e0a45c'),
    path(d('M', 50, -50, 'Q', 60, -170, 180, -170, 'Q', 300, -170, 310, -50, 'Z'), '#f6d6a8'),
    ...conchaLines,
  ]);
}

/** A guitar and a trumpet with a charro hat behind. */
export function mariachiInstruments(body: Colour, rng: Rng): string {
  const notes = [0, 1, 2].map((index) => {
    const x = -260 + index * 240 + rng.range(-30, 30);
    const y = -520 + rng.range(-40, 40);
    return group([
      ellipse(x, y, 18, 13, COLOURS.indigo),
      rect(x + 14, y - 70, 5, 70, COLOURS.indigo),
      path(d('M', x + 14, y - 70, 'q', 30, 10, 30, 40), 'none', {
        stroke: COLOURS.indigo,
        'stroke-width': 5,
      }),
    ]);
  });
  return group([
    shadow(700),
    ellipse(-40, -320, 260, 46, COLOURS.ink),
    path(d('M', -140, -330, 'Q', -130, -470, -40, -470, 'Q', 50, -470, 60, -330, 'Z'), COLOURS.ink),
    path(d('M', -290, -320, 'Q', -40, -280, 210, -320), 'none', {
      stroke: COLOURS.marigold,
      'stroke-width': 6,
      'stroke-dasharray': '10 8',
    }),
    group(
      [
        path(
          d(
            'M',
            0,
            0,
            'C',
            -120,
            0,
            -130,
            -110,
            -70,
            -150,
            'C',
            -110,
            -200,
            -80,
            -270,
            0,
            -270,
            'C',
            80,
            -270,
            110,
            -200,
            70,
            -150,
            'C',
            130,
            -110,
            120,
            0,
            0,
            0,
            'Z',
          ),
          body,
        ),
        circle(0, -150, 32, COLOURS.ink),
        circle(0, -150, 40, 'none', { stroke: COLOURS.marigold, 'stroke-width': 6 }),
        rect(-16, -520, 32, 260, COLOURS.wood),
        rect(-22, -580, 44, 70, darken(COLOURS.wood, 0.3)),
        rect(-30, -60, 60, 12, COLOURS.ink),
        ...[-9, -3, 3, 9].map((x) => rect(x, -560, 1.5, 500, '#f1e6cf')),
      ],
      { transform: 'translate(-150 -10) rotate(-18)' },
    ),
    group(
      [
        path(
          d(
            'M',
            0,
            -40,
            'L',
            200,
            -40,
            'L',
            290,
            -90,
            'L',
            290,
            30,
            'L',
            200,
            -20,
            'L',
            0,
            -20,
            'Z',
          ),
          COLOURS.marigold,
        ),
        rect(-60, -38, 60, 14, '#e0b23c'),
        path(d('M', 40, -20, 'q', 60, 60, 120, 0), 'none', {
          stroke: COLOURS.marigold,
          'stroke-width': 12,
        }),
        ...[60, 90, 120].map((x) => rect(x, -70, 12, 32, '#c98d00')),
      ],
      { transform: 'translate(60 -120) rotate(-8)' },
    ),
    ...notes,
  ]);
}

/** A sugar skull (calavera) with marigolds and candles: Día de Muertos. */
export function calavera(accent: Colour, second: Colour): string {
  const candle = (x: number, height: number) =>
    group([
      rect(x - 18, -height, 36, height, COLOURS.cream),
      rect(x - 18, -height * 0.5, 36, 10, accent),
      line(x, -height, x, -height - 12, COLOURS.ink, 3),
      path(
        d(
          'M',
          x,
          -height - 50,
          'Q',
          x + 16,
          -height - 22,
          x,
          -height - 12,
          'Q',
          x - 16,
          -height - 22,
          x,
          -height - 50,
          'Z',
        ),
        COLOURS.marigold,
      ),
      circle(x, -height - 24, 34, '#ffd66b', { opacity: 0.25 }),
    ]);
  const petalRing = (x: number, y: number, colour: Colour) =>
    group(
      [0, 60, 120, 180, 240, 300]
        .map((angle) =>
          circle(
            x + 14 * Math.cos((angle * Math.PI) / 180),
            y + 14 * Math.sin((angle * Math.PI) / 180),
            10,
            colour,
          ),
        )
        .concat(circle(x, y, 9, COLOURS.marigold)),
    );
  return group([
    shadow(760),
    candle(-300, 200),
    candle(-220, 140),
    candle(260, 170),
    path(
      d(
        'M',
        -150,
        -200,
        'C',
        -150,
        -400,
        150,
        -400,
        150,
        -200,
        'C',
        150,
        -150,
        120,
        -120,
        100,
        -100,
        'L',
        100,
        -20,
        'L',
        -100,
        -20,
        'L',
        -100,
        -100,
        'C',
        -120,
        -120,
        -150,
        -150,
        -150,
        -200,
        'Z',
      ),
      COLOURS.white,
    ),
    petalRing(-62, -210, accent),
    petalRing(62, -210, second),
    circle(-62, -210, 30, COLOURS.ink),
    circle(62, -210, 30, COLOURS.ink),
    circle(-62, -210, 10, accent),
    circle(62, -210, 10, second),
    path(d('M', 0, -170, 'L', -16, -130, 'L', 16, -130, 'Z'), COLOURS.ink),
    rect(-80, -80, 160, 6, COLOURS.ink),
    ...[-60, -30, 0, 30, 60].map((x) => rect(x - 2, -96, 4, 38, COLOURS.ink)),
    path(d('M', -90, -300, 'Q', 0, -340, 90, -300), 'none', {
      stroke: COLOURS.rosa,
      'stroke-width': 8,
      'stroke-linecap': 'round',
      'stroke-dasharray': '2 14',
    }),
    circle(0, -310, 16, COLOURS.jade),
    ...[-420, -380, -160, 150, 340, 400, 440].map((x, index) =>
      marigold(x, -30 - (index % 3) * 30, 34 + (index % 2) * 8),
    ),
  ]);
}

/** A firework burst centred on (x, y). */
export function fireworkBurst(x: number, y: number, radius: number, colour: Colour): string {
  const rays: string[] = [];
  for (let index = 0; index < 16; index += 1) {
    const angle = (index / 16) * Math.PI * 2;
    const inner = radius * 0.25;
    rays.push(
      line(
        x + Math.cos(angle) * inner,
        y + Math.sin(angle) * inner,
        x + Math.cos(angle) * radius,
        y + Math.sin(angle) * radius,
        colour,
        5,
      ),
    );
    rays.push(
      circle(
        x + Math.cos(angle) * (radius + 14),
        y + Math.sin(angle) * (radius + 14),
        5,
        lighten(colour, 0.4),
      ),
    );
  }
  return group([
    circle(x, y, radius * 1.3, colour, { opacity: 0.12 }),
    ...rays,
    circle(x, y, 8, COLOURS.white),
  ]);
}

/** A folklórico dancer swirling a wide, banded skirt. */
export function folkloricoDancer(bands: readonly Colour[]): string {
  const skirt: string[] = [];
  bands.forEach((colour, index) => {
    const scale = 1 - index * 0.16;
    skirt.push(
      path(
        d(
          'M',
          -320 * scale,
          -60 * scale - 40,
          'Q',
          -300 * scale,
          -30,
          -180 * scale,
          0,
          'Q',
          0,
          30 * scale,
          180 * scale,
          0,
          'Q',
          300 * scale,
          -30,
          320 * scale,
          -60 * scale - 40,
          'Q',
          200 * scale,
          -200,
          0,
          -260,
          'Q',
          -200 * scale,
          -200,
          -320 * scale,
          -60 * scale - 40,
          'Z',
        ),
        colour,
      ),
    );
  });
  return group([
    shadow(600),
    ...skirt,
    path(d('M', -44, -260, 'L', 44, -260, 'L', 36, -380, 'L', -36, -380, 'Z'), COLOURS.white),
    path(d('M', -36, -370, 'Q', -150, -420, -300, -120), 'none', {
      stroke: '#a8643f',
      'stroke-width': 16,
      'stroke-linecap': 'round',
    }),
    path(d('M', 36, -370, 'Q', 150, -420, 300, -120), 'none', {
      stroke: '#a8643f',
      'stroke-width': 16,
      'stroke-linecap': 'round',
    }),
    rect(-12, -410, 24, 36, '#a8643f'),
    circle(0, -440, 40, '#a8643f'),
    path(
      d(
        'M',
        -42,
        -440,
        'Q',
        -40,
        -490,
        0,
        -488,
        'Q',
        40,
        -490,
        42,
        -440,
        'Q',
        20,
        -470,
        -42,
        -440,
        'Z',
      ),
      COLOURS.ink,
    ),
    ...[-34, -10, 16].map((x, index) =>
      circle(
        x,
        -484,
        13,
        [COLOURS.rosa, COLOURS.marigold, COLOURS.terracotta][index] ?? COLOURS.rosa,
      ),
    ),
    path(d('M', 40, -440, 'Q', 70, -380, 50, -330), 'none', {
      stroke: COLOURS.ink,
      'stroke-width': 14,
      'stroke-linecap': 'round',
    }),
  ]);
}

/** A passport with an eagle seal, an entry stamp and a boarding pass. */
export function passport(cover: Colour): string {
  return group([
    shadow(700),
    group(
      [
        rect(-330, -300, 360, 170, COLOURS.white, { rx: 14 }),
        rect(-330, -300, 360, 40, COLOURS.jade, { rx: 14 }),
        rect(-300, -230, 180, 12, '#c9c2b4'),
        rect(-300, -200, 140, 12, '#c9c2b4'),
        rect(-100, -230, 100, 70, 'none', {
          stroke: COLOURS.ink,
          'stroke-width': 4,
          'stroke-dasharray': '6 6',
        }),
      ],
      { transform: 'rotate(-10 -150 -215)' },
    ),
    group(
      [
        rect(-120, -420, 300, 410, cover, { rx: 18 }),
        rect(-120, -420, 30, 410, darken(cover, 0.2), { rx: 12 }),
        circle(30, -270, 58, 'none', { stroke: COLOURS.marigold, 'stroke-width': 8 }),
        path(
          d('M', 0, -270, 'Q', 30, -320, 60, -270, 'Q', 30, -240, 0, -270, 'Z'),
          COLOURS.marigold,
        ),
        rect(-40, -160, 140, 14, COLOURS.marigold),
        rect(-20, -130, 100, 10, COLOURS.marigold, { opacity: 0.7 }),
      ],
      { transform: 'rotate(6 30 -215)' },
    ),
    group(
      [
        circle(260, -130, 70, 'none', { stroke: COLOURS.rosa, 'stroke-width': 8 }),
        circle(260, -130, 50, 'none', { stroke: COLOURS.rosa, 'stroke-width': 4 }),
        rect(210, -138, 100, 14, COLOURS.rosa),
      ],
      { opacity: 0.8, transform: 'rotate(-15 260 -130)' },
    ),
  ]);
}

/** Peso banknotes and bimetallic coins. */
export function pesos(noteColours: readonly [Colour, Colour]): string {
  const note = (x: number, y: number, tilt: number, colour: Colour) =>
    group(
      [
        rect(x - 200, y - 90, 400, 180, colour, { rx: 10 }),
        rect(x - 184, y - 74, 368, 148, 'none', {
          stroke: lighten(colour, 0.5),
          'stroke-width': 4,
          rx: 6,
        }),
        circle(x + 100, y, 52, lighten(colour, 0.35)),
        rect(x - 160, y - 40, 140, 18, lighten(colour, 0.45)),
        rect(x - 160, y + 10, 90, 14, lighten(colour, 0.45)),
      ],
      { transform: `rotate(${tilt} ${x} ${y})` },
    );
  const coin = (x: number, y: number, radius: number) =>
    group([
      ellipse(x, y + 8, radius, radius * 0.35, '#1a1020', { opacity: 0.15 }),
      circle(x, y, radius, '#c8cfd6'),
      circle(x, y, radius * 0.66, '#e0b23c'),
      circle(x, y, radius * 0.5, 'none', { stroke: '#b8860b', 'stroke-width': 3 }),
    ]);
  return group([
    shadow(800),
    note(-120, -230, -8, noteColours[0]),
    note(40, -180, 6, noteColours[1]),
    coin(230, -70, 66),
    coin(330, -40, 50),
    coin(-280, -60, 56),
    coin(-190, -40, 40),
  ]);
}

/** A long-distance coach, drawn at road level. */
export function coach(livery: Colour, stripe: Colour): string {
  const wheel = (x: number) =>
    group([circle(x, -10, 42, COLOURS.ink), circle(x, -10, 18, '#c8cfd6')]);
  return group([
    rect(-380, -250, 760, 220, livery, { rx: 34 }),
    rect(-350, -220, 560, 80, COLOURS.indigo, { rx: 10, opacity: 0.9 }),
    ...[-210, -70, 70].map((x) => rect(x, -220, 6, 80, livery)),
    rect(240, -220, 110, 150, COLOURS.indigo, { rx: 10, opacity: 0.9 }),
    rect(-380, -120, 760, 20, stripe),
    rect(-380, -92, 760, 8, COLOURS.white),
    rect(360, -80, 22, 16, COLOURS.marigold, { rx: 4 }),
    wheel(-250),
    wheel(240),
  ]);
}

/** A first-aid kit with a water bottle and sunscreen. */
export function firstAidKit(box: Colour): string {
  return group([
    shadow(700),
    rect(-260, -290, 400, 270, box, { rx: 28 }),
    rect(-120, -330, 120, 50, 'none', { stroke: darken(box, 0.25), 'stroke-width': 14, rx: 14 }),
    rect(-85, -230, 70, 170, COLOURS.white, { rx: 8 }),
    rect(-135, -180, 170, 70, COLOURS.white, { rx: 8 }),
    rect(200, -300, 80, 280, '#9fd3e6', { rx: 26, opacity: 0.9 }),
    rect(210, -340, 60, 44, COLOURS.indigo, { rx: 8 }),
    rect(300, -170, 70, 150, COLOURS.marigold, { rx: 16 }),
    rect(316, -200, 38, 34, COLOURS.white, { rx: 6 }),
    circle(335, -100, 20, COLOURS.white),
  ]);
}

/** A shield with a check mark: safety. */
export function safetyShield(colour: Colour): string {
  return group([
    shadow(420),
    path(
      d(
        'M',
        0,
        -20,
        'Q',
        -200,
        -100,
        -200,
        -300,
        'L',
        -200,
        -420,
        'Q',
        -100,
        -420,
        0,
        -480,
        'Q',
        100,
        -420,
        200,
        -420,
        'L',
        200,
        -300,
        'Q',
        200,
        -100,
        0,
        -20,
        'Z',
      ),
      colour,
    ),
    path(
      d(
        'M',
        0,
        -60,
        'Q',
        -160,
        -130,
        -160,
        -300,
        'L',
        -160,
        -390,
        'Q',
        -80,
        -392,
        0,
        -438,
        'L',
        0,
        -60,
        'Z',
      ),
      lighten(colour, 0.15),
    ),
    path(d('M', -80, -260, 'L', -20, -200, 'L', 100, -330), 'none', {
      stroke: COLOURS.white,
      'stroke-width': 34,
      'stroke-linecap': 'round',
      'stroke-linejoin': 'round',
    }),
  ]);
}

/** A papel picado umbrella under sun and rain. */
export function umbrella(canopy: readonly [Colour, Colour]): string {
  const panels = [-1, 0, 1].map((index) =>
    path(
      d(
        'M',
        0,
        -360,
        'Q',
        index * 110 - 60,
        -350,
        index * 140 - 70,
        -260,
        'Q',
        index * 140,
        -290,
        index * 140 + 70,
        -260,
        'Q',
        index * 110 + 60,
        -350,
        0,
        -360,
        'Z',
      ),
      index === 0 ? canopy[1] : canopy[0],
    ),
  );
  return group([
    shadow(420),
    path(d('M', -210, -260, 'Q', -200, -390, 0, -400, 'Q', 200, -390, 210, -260, 'Z'), canopy[0]),
    ...panels,
    rect(-4, -400, 8, 30, COLOURS.ink),
    rect(-4, -260, 8, 230, COLOURS.ink),
    path(d('M', 0, -34, 'q', 0, 30, -34, 30), 'none', {
      stroke: COLOURS.ink,
      'stroke-width': 8,
      'stroke-linecap': 'round',
    }),
  ]);
}

/** Raindrops falling from a cloud (place high in the sky). */
export function rainCloud(): string {
  const drops = [-60, -20, 20, 60, -40, 40].map((x, index) =>
    path(
      d('M', x, 40 + (index > 3 ? 60 : 0), 'q', -8, 18, 0, 24, 'q', 8, -6, 0, -24, 'Z'),
      COLOURS.skyDeep,
    ),
  );
  return group([
    ellipse(0, 0, 110, 40, '#dfe7ee'),
    circle(-40, -20, 40, '#dfe7ee'),
    circle(20, -36, 50, '#dfe7ee'),
    ...drops,
  ]);
}

/** A suitcase with travel stickers, sunglasses and a straw hat. */
export function suitcase(body: Colour, stickers: readonly Colour[]): string {
  return group([
    shadow(640),
    rect(-70, -420, 140, 60, 'none', { stroke: COLOURS.ink, 'stroke-width': 16, rx: 20 }),
    rect(-220, -380, 440, 360, body, { rx: 30 }),
    ...[-120, 0, 120].map((x) => rect(x - 6, -380, 12, 360, darken(body, 0.15))),
    circle(-150, -280, 44, stickers[0] ?? COLOURS.marigold),
    rect(40, -200, 110, 70, stickers[1] ?? COLOURS.jade, {
      rx: 8,
      transform: 'rotate(12 95 -165)',
    }),
    circle(-60, -120, 32, stickers[2] ?? COLOURS.rosa),
    ellipse(340, -30, 150, 30, '#e7c47d'),
    path(d('M', 260, -40, 'Q', 260, -140, 340, -140, 'Q', 420, -140, 420, -40, 'Z'), '#e7c47d'),
    rect(262, -70, 156, 20, COLOURS.terracotta),
    circle(-330, -40, 34, COLOURS.ink),
    circle(-250, -40, 34, COLOURS.ink),
    rect(-300, -46, 20, 8, COLOURS.ink),
  ]);
}

/** Two speech bubbles: Spanish and English. */
export function speechBubbles(first: Colour, second: Colour): string {
  const bubble = (
    x: number,
    y: number,
    width: number,
    colour: Colour,
    text: string,
    tailLeft: boolean,
  ) =>
    group([
      rect(x - width / 2, y - 110, width, 150, colour, { rx: 40 }),
      polygon(
        tailLeft
          ? [
              [x - width / 2 + 40, y + 30],
              [x - width / 2 + 20, y + 90],
              [x - width / 2 + 110, y + 30],
            ]
          : [
              [x + width / 2 - 40, y + 30],
              [x + width / 2 - 20, y + 90],
              [x + width / 2 - 110, y + 30],
            ],
        colour,
      ),
      el(
        'text',
        {
          x,
          y: y - 12,
          'text-anchor': 'middle',
          'font-family': 'Georgia, serif',
          'font-size': 64,
          'font-weight': 700,
          fill: COLOURS.white,
        },
        text,
      ),
    ]);
  return group([
    bubble(-140, -330, 400, first, '¡Hola!', true),
    bubble(170, -140, 420, second, 'Gracias', false),
  ]);
}

/** A child flying a kite (figure at the origin, kite high to the right). */
export function childWithKite(dress: Colour, kite: readonly [Colour, Colour]): string {
  return group([
    path(d('M', 40, -190, 'Q', 200, -300, 330, -470), 'none', {
      stroke: COLOURS.ink,
      'stroke-width': 2,
    }),
    polygon(
      [
        [330, -560],
        [400, -470],
        [330, -400],
        [260, -470],
      ],
      kite[0],
    ),
    polygon(
      [
        [330, -560],
        [400, -470],
        [330, -470],
      ],
      kite[1],
    ),
    polygon(
      [
        [330, -470],
        [260, -470],
        [330, -400],
      ],
      kite[1],
    ),
    path(d('M', 330, -400, 'q', -20, 40, 0, 70, 'q', 20, 30, 0, 70), 'none', {
      stroke: COLOURS.ink,
      'stroke-width': 3,
    }),
    ...[0, 1, 2].map((index) =>
      rect(318 - index * 4, -360 + index * 34, 18, 8, kite[index % 2] ?? COLOURS.rosa, {
        transform: `rotate(30 ${326 - index * 4} ${-356 + index * 34})`,
      }),
    ),
    line(-16, -4, -10, -90, '#8a5a3c', 12),
    line(16, -4, 10, -90, '#8a5a3c', 12),
    polygon(
      [
        [-60, -80],
        [0, -240],
        [60, -80],
      ],
      dress,
    ),
    line(20, -210, 46, -190, '#8a5a3c', 10),
    line(-20, -210, -60, -160, '#8a5a3c', 10),
    circle(0, -270, 36, '#8a5a3c'),
    path(
      d(
        'M',
        -36,
        -272,
        'Q',
        -30,
        -316,
        0,
        -312,
        'Q',
        34,
        -314,
        38,
        -268,
        'Q',
        10,
        -290,
        -36,
        -272,
        'Z',
      ),
      COLOURS.ink,
    ),
  ]);
}

/** A lucha libre mask. */
export function luchaMask(face: Colour, trim: Colour): string {
  return group([
    shadow(420),
    path(
      d(
        'M',
        -170,
        -220,
        'C',
        -170,
        -480,
        170,
        -480,
        170,
        -220,
        'C',
        170,
        -80,
        90,
        -30,
        0,
        -30,
        'C',
        -90,
        -30,
        -170,
        -80,
        -170,
        -220,
        'Z',
      ),
      face,
    ),
    path(d('M', 0, -440, 'L', -40, -330, 'L', 0, -270, 'L', 40, -330, 'Z'), trim),
    path(
      d('M', -130, -260, 'Q', -80, -330, -20, -260, 'Q', -80, -220, -130, -260, 'Z'),
      COLOURS.white,
    ),
    path(d('M', 130, -260, 'Q', 80, -330, 20, -260, 'Q', 80, -220, 130, -260, 'Z'), COLOURS.white),
    path(
      d('M', -110, -262, 'Q', -76, -300, -36, -262, 'Q', -76, -236, -110, -262, 'Z'),
      COLOURS.ink,
    ),
    path(d('M', 110, -262, 'Q', 76, -300, 36, -262, 'Q', 76, -236, 110, -262, 'Z'), COLOURS.ink),
    path(d('M', -60, -130, 'Q', 0, -90, 60, -130, 'Q', 0, -150, -60, -130, 'Z'), trim),
    path(d('M', -170, -220, 'Q', -200, -120, -140, -60), 'none', {
      stroke: trim,
      'stroke-width': 14,
    }),
    path(d('M', 170, -220, 'Q', 200, -120, 140, -60), 'none', { stroke: trim, 'stroke-width': 14 }),
  ]);
}

/** A folded map with a dashed route and a pin. */
export function foldedMap(land: Colour, pin: Colour): string {
  const panels = [-240, -80, 80].map((x, index) =>
    polygon(
      [
        [x, -380 + (index % 2) * 30],
        [x + 160, -380 + ((index + 1) % 2) * 30],
        [x + 160, -40 + ((index + 1) % 2) * 30],
        [x, -40 + (index % 2) * 30],
      ],
      index % 2 === 0 ? '#f3e7cd' : '#e8d7b3',
    ),
  );
  return group([
    shadow(560),
    ...panels,
    path(
      d(
        'M',
        -220,
        -300,
        'Q',
        -120,
        -360,
        -60,
        -260,
        'Q',
        0,
        -160,
        120,
        -200,
        'Q',
        200,
        -230,
        220,
        -120,
      ),
      'none',
      { stroke: land, 'stroke-width': 60, opacity: 0.35, 'stroke-linecap': 'round' },
    ),
    path(d('M', -200, -120, 'Q', -120, -240, 0, -200, 'Q', 120, -160, 160, -300), 'none', {
      stroke: COLOURS.terracotta,
      'stroke-width': 8,
      'stroke-dasharray': '18 14',
      'stroke-linecap': 'round',
    }),
    circle(-200, -120, 14, COLOURS.indigo),
    path(
      d(
        'M',
        160,
        -300,
        'C',
        100,
        -380,
        120,
        -450,
        160,
        -450,
        'C',
        200,
        -450,
        220,
        -380,
        160,
        -300,
        'Z',
      ),
      pin,
    ),
    circle(160, -410, 16, COLOURS.white),
  ]);
}

/** A tall castillo frame of fireworks (for night festivals). */
export function castillo(colour: Colour): string {
  const parts: string[] = [rect(-8, -520, 16, 520, COLOURS.wood)];
  for (let level = 0; level < 4; level += 1) {
    const y = -120 - level * 110;
    const radius = 70 - level * 10;
    parts.push(line(-radius, y, radius, y, COLOURS.wood, 6));
    parts.push(
      circle(-radius, y, 30, colour, { opacity: 0.85 }),
      circle(radius, y, 30, COLOURS.marigold, { opacity: 0.85 }),
    );
  }
  return group(parts);
}

/** A striped hot-air balloon, drawn around its basket. */
export function balloon(stripes: readonly [Colour, Colour]): string {
  return group([
    path(
      d(
        'M',
        -70,
        -150,
        'C',
        -110,
        -230,
        -70,
        -300,
        0,
        -300,
        'C',
        70,
        -300,
        110,
        -230,
        70,
        -150,
        'L',
        16,
        -60,
        'L',
        -16,
        -60,
        'Z',
      ),
      stripes[0],
    ),
    path(
      d(
        'M',
        -24,
        -150,
        'C',
        -40,
        -230,
        -24,
        -300,
        0,
        -300,
        'C',
        24,
        -300,
        40,
        -230,
        24,
        -150,
        'L',
        8,
        -60,
        'L',
        -8,
        -60,
        'Z',
      ),
      stripes[1],
    ),
    line(-16, -60, -12, -30, COLOURS.ink, 2),
    line(16, -60, 12, -30, COLOURS.ink, 2),
    rect(-16, -30, 32, 28, COLOURS.wood, { rx: 4 }),
  ]);
}

/** A passenger train (El Chepe) of `cars` carriages, drawn on its rail. */
export function train(livery: Colour, stripe: Colour, cars = 3): string {
  const parts: string[] = [rect(-cars * 130 - 40, -6, cars * 260 + 80, 6, COLOURS.ink)];
  for (let car = 0; car < cars; car += 1) {
    const x = -cars * 130 + car * 260;
    parts.push(rect(x, -110, 250, 96, livery, { rx: 12 }));
    parts.push(rect(x, -70, 250, 12, stripe));
    for (let window = 0; window < 5; window += 1)
      parts.push(rect(x + 16 + window * 46, -100, 32, 24, COLOURS.indigo, { rx: 4 }));
    parts.push(circle(x + 50, -10, 14, COLOURS.ink), circle(x + 200, -10, 14, COLOURS.ink));
  }
  return group(parts);
}

/** A tiered Day of the Dead altar (ofrenda) with a marigold arch. */
export function ofrenda(cloth: Colour, accent: Colour): string {
  const arch: string[] = [];
  for (let index = 0; index <= 18; index += 1) {
    const angle = Math.PI - (index / 18) * Math.PI;
    arch.push(marigold(Math.cos(angle) * 360, -330 - Math.sin(angle) * 300, 30));
  }
  const candles = [-300, -240, -120, 120, 240, 300].map((x, index) =>
    group([
      rect(x - 14, -110 - (index % 2) * 40, 28, 90 + (index % 2) * 40, COLOURS.cream),
      path(
        d(
          'M',
          x,
          -150 - (index % 2) * 40,
          'Q',
          x + 12,
          -128 - (index % 2) * 40,
          x,
          -118 - (index % 2) * 40,
          'Q',
          x - 12,
          -128 - (index % 2) * 40,
          x,
          -150 - (index % 2) * 40,
          'Z',
        ),
        COLOURS.marigold,
      ),
      circle(x, -130 - (index % 2) * 40, 30, '#ffd66b', { opacity: 0.25 }),
    ]),
  );
  return group([
    rect(-380, -140, 760, 140, cloth),
    rect(-300, -260, 600, 120, darken(cloth, 0.12)),
    rect(-220, -360, 440, 100, darken(cloth, 0.24)),
    ...[-380, -300, -220].map((x, index) =>
      rect(x, -140 - index * 110 - (index === 2 ? -10 : 0), -x * 2, 10, accent),
    ),
    ...arch,
    place(0, -250, 0.55, [calavera(accent, COLOURS.rosa)]),
    ...[-160, 160].map((x) =>
      group([rect(x - 40, -360, 80, 100, COLOURS.wood), rect(x - 30, -350, 60, 80, '#d9c7ab')]),
    ),
    ellipse(-200, -170, 60, 26, '#d28b4a'),
    ellipse(200, -170, 60, 26, '#d28b4a'),
    ...candles,
  ]);
}

/** A plate of mole with rice, seen from above at a slant. */
export function molePlate(sauce: Colour): string {
  const sesame = [-60, -20, 30, 70, -40, 10, 50].map((x, index) =>
    ellipse(x - 40, -44 - (index % 3) * 12, 5, 3, COLOURS.cream),
  );
  return group([
    shadow(520),
    ellipse(0, -30, 250, 70, COLOURS.white),
    ellipse(0, -34, 250, 70, 'none', { stroke: COLOURS.jade, 'stroke-width': 8 }),
    ellipse(-30, -40, 150, 44, sauce),
    ellipse(-40, -52, 80, 26, darken(sauce, 0.2)),
    ...sesame,
    ellipse(130, -44, 70, 30, '#e8914a'),
    ...[0, 1, 2, 3].map((index) => circle(100 + index * 18, -50 + (index % 2) * 8, 4, '#5aa332')),
  ]);
}

/** A woven basket of warm tortillas wrapped in an embroidered cloth. */
export function tortillaBasket(cloth: Colour): string {
  return group([
    shadow(300),
    path(d('M', -130, -90, 'L', 130, -90, 'L', 100, 0, 'L', -100, 0, 'Z'), '#c9934f'),
    ...[-70, -40, -10].map((y) =>
      rect(-120 - (y + 90) * -0.3, y - 10, 240 + (y + 90) * -0.6, 6, '#a8743a'),
    ),
    ellipse(0, -92, 130, 22, '#e8c78a'),
    path(
      d(
        'M',
        -110,
        -96,
        'Q',
        -40,
        -150,
        40,
        -120,
        'Q',
        100,
        -110,
        120,
        -96,
        'Q',
        0,
        -80,
        -110,
        -96,
        'Z',
      ),
      cloth,
    ),
    ...[-60, -20, 20, 60].map((x) => circle(x, -112, 6, COLOURS.white)),
  ]);
}

/** A glass bottle of soda (jarrito) or agua fresca. */
export function jarrito(drink: Colour): string {
  return group([
    shadow(120),
    path(
      d(
        'M',
        -40,
        0,
        'L',
        -40,
        -170,
        'Q',
        -40,
        -200,
        -16,
        -220,
        'L',
        -16,
        -280,
        'L',
        16,
        -280,
        'L',
        16,
        -220,
        'Q',
        40,
        -200,
        40,
        -170,
        'L',
        40,
        0,
        'Z',
      ),
      drink,
      { opacity: 0.9 },
    ),
    rect(-40, -140, 80, 70, COLOURS.cream, { opacity: 0.9 }),
    circle(0, -105, 22, COLOURS.rosa),
    rect(-18, -292, 36, 14, COLOURS.marigold),
    rect(-28, -200, 8, 180, COLOURS.white, { opacity: 0.35, rx: 4 }),
  ]);
}

/** A street taco stand: striped umbrella, an al pastor spit and a steel counter. */
export function tacoStand(umbrellaColour: Colour, sign: Colour): string {
  const stripes = [-2, -1, 0, 1, 2].map((index) =>
    path(
      d('M', 0, -520, 'L', index * 90 - 45, -400, 'L', index * 90 + 45, -400, 'Z'),
      index % 2 === 0 ? umbrellaColour : COLOURS.cream,
    ),
  );
  return group([
    rect(-6, -520, 12, 340, COLOURS.ink),
    ...stripes,
    path(d('M', -225, -400, 'Q', 0, -380, 225, -400), 'none', {
      stroke: darken(umbrellaColour, 0.2),
      'stroke-width': 8,
    }),
    rect(-260, -190, 520, 190, '#b8c2cc'),
    rect(-260, -190, 520, 20, '#dfe5ea'),
    rect(-250, -150, 500, 60, sign),
    ...[-180, -60, 60, 180].map((x) => circle(x, -120, 16, COLOURS.cream)),
    path(d('M', 150, -200, 'L', 190, -330, 'L', 230, -200, 'Z'), '#c2562f'),
    ...[0, 1, 2, 3].map((index) =>
      rect(166 + index * 4, -300 + index * 26, 48 - index * 6, 6, '#8c2f1b'),
    ),
    rect(187, -350, 6, 150, COLOURS.ink),
    circle(190, -350, 14, COLOURS.marigold),
    ellipse(-140, -205, 70, 14, COLOURS.white),
    ...[-170, -140, -110].map((x) =>
      path(d('M', x - 20, -208, 'A', 20, 16, 0, 0, 0, x + 20, -208, 'Z'), '#f1cf7e'),
    ),
  ]);
}
