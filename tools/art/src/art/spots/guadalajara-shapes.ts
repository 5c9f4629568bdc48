/**
 * Guadalajara's own silhouettes for the spots in guadalajara.ts, each drawn around its bottom
 * centre (0, 0) with negative y going up. `t` shifts a colour to the scene's light (tint).
 */
import { arch } from '../architecture.ts';
import { COLOURS, darken, lighten } from '../palette.ts';
import type { Colour } from '../palette.ts';
import type { Rng } from '../random.ts';
import { tower } from '../silhouettes.ts';
import { circle, d, ellipse, group, line, path, polygon, rect } from '../svg.ts';

export type Tinter = (colour: Colour) => Colour;

const INK = COLOURS.ink;
const SKIN = '#b97a52';

/** A wrought-iron balcony rail under a window. */
function balcony(x: number, y: number, width: number): string {
  const bars = Array.from({ length: Math.floor(width / 10) }, (_, i) =>
    rect(x - width / 2 + 4 + i * 10, y - 22, 3, 22, INK),
  );
  return group([
    rect(x - width / 2, y - 26, width, 5, INK),
    ...bars,
    rect(x - width / 2 - 4, y, width + 8, 6, INK),
  ]);
}

// ——— Palacio de Gobierno ———

/**
 * The Palacio de Gobierno: two storeys of golden Huentitán stone with iron-railed windows, corner
 * turrets and a two-level central portal crowned by its clock.
 */
export function palacioGobierno(t: Tinter): string {
  const wall = t('#d8a659');
  const trim = t(lighten('#d8a659', 0.3));
  const glass = t('#3d4a6b');
  const upper = [-300, -240, -180, -120, 120, 180, 240, 300];
  const turret = (x: number) =>
    group([
      rect(x - 48, -310, 96, 310, t(darken('#d8a659', 0.08))),
      rect(x - 54, -318, 108, 12, trim),
      rect(x - 16, -280, 32, 56, glass),
      balcony(x, -218, 44),
      rect(x - 16, -150, 32, 60, glass),
      rect(x - 54, -168, 108, 8, trim),
    ]);
  const urns = Array.from({ length: 13 }, (_, i) =>
    group([rect(-354 + i * 59, -276, 10, 18, trim), circle(-349 + i * 59, -280, 7, trim)]),
  );
  return group([
    rect(-400, -260, 800, 260, wall),
    rect(-410, -268, 820, 12, trim),
    rect(-400, -150, 800, 8, trim),
    ...urns,
    ...upper.map((x) =>
      group([
        rect(x - 16, -236, 32, 66, glass),
        rect(x - 20, -244, 40, 8, trim),
        balcony(x, -162, 46),
      ]),
    ),
    ...upper.map((x) =>
      group([
        rect(x - 15, -118, 30, 60, glass),
        ...[0, 1, 2].map((i) => rect(x - 12 + i * 10, -118, 3, 60, INK)),
      ]),
    ),
    turret(-390),
    turret(390),
    // The portal rises above the cornice to carry the clock added in 1885.
    rect(-90, -300, 180, 300, trim),
    rect(-100, -308, 200, 10, wall),
    ...[-76, 76].map((x) => rect(x - 9, -290, 18, 290, wall)),
    path(d('M', -46, 0, 'L', -46, -96, 'Q', 0, -130, 46, -96, 'L', 46, 0, 'Z'), t(COLOURS.wood)),
    rect(-30, -250, 60, 80, glass),
    path(
      d('M', -60, -162, 'Q', 0, -146, 60, -162, 'L', 60, -170, 'Q', 0, -154, -60, -170, 'Z'),
      INK,
    ),
    path(d('M', -70, -308, 'L', -70, -380, 'Q', 0, -440, 70, -380, 'L', 70, -308, 'Z'), trim),
    circle(0, -372, 30, t(COLOURS.white)),
    circle(0, -372, 30, 'none', { stroke: INK, 'stroke-width': 5 }),
    line(0, -372, 0, -392, INK, 4),
    line(0, -372, 14, -366, INK, 4),
    rect(-3, -500, 6, 80, INK),
    rect(3, -498, 26, 14, t(COLOURS.jade)),
    rect(29, -498, 26, 14, t(COLOURS.white)),
    rect(55, -498, 26, 14, t('#c8313a')),
    rect(-440, -8, 880, 8, t(darken('#d8a659', 0.25))),
  ]);
}

// ——— Mercado San Juan de Dios ———

/**
 * Mercado Libertad (Alejandro Zohn, 1958): three storeys of bare concrete under rows of
 * saddle-shaped shells that recall the awnings of the old open-air market.
 */
export function mercadoLibertad(t: Tinter, rng: Rng): string {
  const concrete = t('#c2bcae');
  const dark = t('#6f6a62');
  const shells: string[] = [];
  for (let i = 0; i < 7; i += 1) {
    const x = -420 + i * 120;
    const flip = i % 2 === 1 ? `translate(${2 * x + 120} 0) scale(-1 1)` : undefined;
    shells.push(
      group(
        [
          path(
            d(
              'M',
              x,
              -250,
              'L',
              x,
              -270,
              'Q',
              x + 60,
              -250,
              x + 120,
              -300,
              'L',
              x + 120,
              -250,
              'Z',
            ),
            concrete,
          ),
          path(
            d(
              'M',
              x,
              -270,
              'Q',
              x + 60,
              -250,
              x + 120,
              -300,
              'L',
              x + 120,
              -286,
              'Q',
              x + 60,
              -240,
              x,
              -258,
              'Z',
            ),
            t(darken('#c2bcae', 0.18)),
          ),
        ],
        { transform: flip },
      ),
    );
  }
  const produce = [COLOURS.marigold, COLOURS.terracotta, COLOURS.leaf, '#e4572e', COLOURS.rosa];
  const stall = (x: number, i: number) =>
    group([
      rect(x - 44, -70, 88, 70, dark),
      rect(x - 40, -34, 80, 34, t(COLOURS.wood)),
      ...[0, 1, 2, 3].map((k) =>
        circle(x - 27 + k * 18, -38, 10, t(produce[(i + k) % produce.length] ?? COLOURS.leaf)),
      ),
      rect(x - 48, -78, 96, 10, t(rng.pick([COLOURS.rosa, COLOURS.jade, COLOURS.marigold]))),
    ]);
  return group([
    ...shells,
    rect(-430, -252, 860, 12, lighten(concrete, 0.2)),
    rect(-420, -240, 840, 240, concrete),
    ...[-160, -84].map((y) => rect(-430, y, 860, 10, lighten(concrete, 0.2))),
    // The upper floors read as long bands of stall openings behind the slab edges.
    ...Array.from({ length: 14 }, (_, i) => rect(-408 + i * 59, -226, 44, 58, dark)),
    ...Array.from({ length: 14 }, (_, i) => rect(-408 + i * 59, -148, 44, 58, dark)),
    ...Array.from({ length: 14 }, (_, i) =>
      rect(-400 + i * 59, -214, 28, 8, t(COLOURS.cream), { opacity: 0.7 }),
    ),
    ...[-330, -220, 220, 330].map((x, i) => stall(x, i)),
    rect(-80, -84, 160, 84, dark),
    ...[-50, 0, 50].map((x) => rect(x - 3, -84, 6, 84, concrete)),
  ]);
}

// ——— Plaza de los Mariachis ———

function sombrero(x: number, y: number, felt: Colour, trim: Colour): string {
  return group([
    ellipse(x, y, 62, 14, felt),
    path(
      d(
        'M',
        x - 26,
        y - 4,
        'Q',
        x - 24,
        y - 54,
        x,
        y - 56,
        'Q',
        x + 24,
        y - 54,
        x + 26,
        y - 4,
        'Z',
      ),
      felt,
    ),
    path(d('M', x - 58, y + 2, 'Q', x, y + 18, x + 58, y + 2), 'none', {
      stroke: trim,
      'stroke-width': 4,
    }),
    rect(x - 26, y - 14, 52, 6, trim),
  ]);
}

/** A mariachi in a black charro suit with silver buttons; `hold` draws his instrument. */
function mariachi(x: number, suit: Colour, hold: string): string {
  const silver = '#e6e2d6';
  return group([
    rect(x - 30, -150, 24, 150, suit),
    rect(x + 6, -150, 24, 150, suit),
    ...Array.from({ length: 7 }, (_, i) => circle(x - 28, -140 + i * 20, 3.5, silver)),
    ...Array.from({ length: 7 }, (_, i) => circle(x + 28, -140 + i * 20, 3.5, silver)),
    rect(x - 38, -270, 76, 124, suit, { rx: 16 }),
    path(d('M', x - 14, -268, 'L', x, -236, 'L', x + 14, -268, 'Z'), COLOURS.white),
    path(
      d(
        'M',
        x - 16,
        -262,
        'L',
        x,
        -250,
        'L',
        x + 16,
        -262,
        'L',
        x + 16,
        -244,
        'L',
        x,
        -254,
        'L',
        x - 16,
        -244,
        'Z',
      ),
      '#c8313a',
    ),
    ...[0, 1, 2].map((i) => circle(x - 30 + i * 6, -190 - i * 16, 3, silver)),
    circle(x, -294, 24, SKIN),
    sombrero(x, -312, suit, silver),
    hold,
  ]);
}

function violin(x: number, y: number): string {
  const wood = '#a65b24';
  return group([
    ellipse(x, y, 22, 16, wood),
    ellipse(x + 26, y - 8, 18, 13, wood),
    line(x + 40, y - 14, x + 86, y - 34, INK, 6),
    line(x - 40, y - 40, x + 70, y + 20, '#e8dcc0', 3),
  ]);
}

function guitarron(x: number, y: number): string {
  const wood = '#b36a2c';
  return group([
    ellipse(x, y, 62, 70, wood),
    circle(x, y - 12, 14, INK),
    rect(x - 8, y - 170, 16, 110, darken(wood, 0.3)),
    rect(x - 14, y - 190, 28, 24, darken(wood, 0.4)),
  ]);
}

function trumpetHeld(x: number, y: number): string {
  const brass = '#e8b43a';
  return group([
    rect(x, y - 7, 90, 10, brass),
    polygon(
      [
        [x + 84, y - 2],
        [x + 130, y - 26],
        [x + 130, y + 22],
      ],
      brass,
    ),
    rect(x + 20, y - 26, 40, 20, 'none', { stroke: brass, 'stroke-width': 6, rx: 8 }),
  ]);
}

/** Plastic café tables and chairs outside the cantinas. */
function cafeTable(x: number, colour: Colour): string {
  return group([
    ellipse(x, -92, 60, 12, colour),
    rect(x - 5, -92, 10, 92, darken(colour, 0.2)),
    rect(x - 30, -4, 60, 6, darken(colour, 0.2)),
    rect(x - 10, -134, 12, 40, '#c98a2c', { rx: 4 }),
    rect(x + 12, -128, 12, 34, '#7a4a2a', { rx: 4 }),
    path(
      d('M', x - 110, 0, 'L', x - 100, -70, 'L', x - 68, -70, 'L', x - 70, -40, 'L', x - 80, 0),
      colour,
    ),
    path(
      d('M', x + 110, 0, 'L', x + 100, -70, 'L', x + 68, -70, 'L', x + 70, -40, 'L', x + 80, 0),
      colour,
    ),
  ]);
}

/** The old hospital's stone arcade and the San Juan de Dios church, with a trio of mariachis. */
export function plazaMariachis(t: Tinter): string {
  const stoneColour = t('#cdb48c');
  const suit = '#1f1d26';
  return group([
    group([tower(330, 110, 420, t('#d9c29a'), 'dome', t('#b98a4e'))]),
    rect(-440, -250, 720, 250, stoneColour),
    rect(-450, -262, 740, 14, t(lighten('#cdb48c', 0.25))),
    ...Array.from({ length: 6 }, (_, i) => arch(-380 + i * 120, -14, 84, 190, t('#5a3d33'))),
    ...Array.from({ length: 6 }, (_, i) =>
      rect(-380 + i * 120 - 30, -150, 60, 30, t('#ffd27a'), { opacity: 0.55 }),
    ),
    rect(-450, -14, 740, 14, t(darken('#cdb48c', 0.2))),
    cafeTable(-330, t(COLOURS.marigold)),
    cafeTable(330, t('#c8313a')),
    mariachi(-150, suit, violin(-150, -214)),
    mariachi(0, suit, guitarron(0, -170)),
    mariachi(150, suit, trumpetHeld(150, -244)),
  ]);
}

// ——— Barrio de las Nueve Esquinas ———

/** A clay bowl of birria de chivo in its red consommé, with a small cup of broth. */
export function birriaBowl(): string {
  const clay = '#a84b26';
  const broth = '#8e2a16';
  const meat = ['#5a2414', '#6e2f1a', '#7d3a20'];
  const chunks = Array.from({ length: 11 }, (_, i) =>
    ellipse(
      -130 + (i % 6) * 52 + (i > 5 ? 26 : 0),
      -168 + (i > 5 ? 22 : 0),
      26,
      14,
      meat[i % 3] ?? '#5a2414',
    ),
  );
  return group([
    ellipse(0, 4, 260, 22, '#1a1020', { opacity: 0.2 }),
    path(d('M', -240, -170, 'Q', -220, 0, 0, 0, 'Q', 220, 0, 240, -170, 'Z'), clay),
    path(d('M', -200, -120, 'Q', 0, -90, 200, -120), 'none', {
      stroke: '#f2e2c4',
      'stroke-width': 6,
    }),
    ...[-120, -40, 40, 120].map((x) => circle(x, -70, 8, '#f2e2c4')),
    ellipse(0, -170, 240, 48, darken(clay, 0.25)),
    ellipse(0, -170, 218, 38, broth),
    ...chunks,
    ...[-90, -20, 60, 130].map((x, i) => circle(x, -176 + (i % 2) * 12, 7, '#f4f0e4')),
    ...[-60, 20, 100].map((x) => circle(x, -162, 4, '#5e8b3a')),
  ]);
}

export function limeHalves(): string {
  const half = (x: number) =>
    group([
      circle(x, -30, 30, '#4f8f2e'),
      circle(x, -30, 24, '#c8e07a'),
      ...[0, 60, 120].map((a) =>
        line(
          x,
          -30,
          x + 22 * Math.cos((a * Math.PI) / 180),
          -30 + 22 * Math.sin((a * Math.PI) / 180),
          '#8fb84a',
          2,
        ),
      ),
    ]);
  return group([half(-34), half(34)]);
}

export function onionDish(): string {
  return group([
    ellipse(0, -10, 90, 22, '#e9e3d4'),
    ellipse(0, -16, 70, 14, '#d6cdb8'),
    ...Array.from({ length: 12 }, (_, i) =>
      rect(-56 + (i % 6) * 20, -26 + Math.floor(i / 6) * 8, 12, 7, '#fbf8ef', { rx: 2 }),
    ),
  ]);
}

/** The little plaza's corner houses meeting at odd angles, seen through the doorway. */
export function cornerView(t: Tinter): string {
  return group([
    rect(-150, -300, 300, 300, t('#8ecae6')),
    polygon(
      [
        [-150, -200],
        [-10, -150],
        [-10, 0],
        [-150, 0],
      ],
      t(COLOURS.adobe),
    ),
    polygon(
      [
        [-10, -150],
        [150, -230],
        [150, 0],
        [-10, 0],
      ],
      t('#e9c46a'),
    ),
    polygon(
      [
        [-60, 0],
        [-10, -60],
        [40, 0],
      ],
      t('#b8a58a'),
    ),
    rect(-110, -130, 30, 40, t(COLOURS.indigo)),
    rect(60, -160, 30, 40, t(COLOURS.indigo)),
    rect(100, -90, 30, 40, t(COLOURS.indigo)),
  ]);
}

// ——— Avenida Chapultepec ———

/** An early-20th-century mansion, its ground floor turned into a glowing bar. */
export function mansionBar(t: Tinter, wall: Colour, sign: Colour, width: number): string {
  const half = width / 2;
  const glow = '#ffd27a';
  return group([
    rect(-half, -300, width, 300, t(wall)),
    path(
      d(
        'M',
        -half - 10,
        -300,
        'L',
        -half + 30,
        -350,
        'L',
        half - 30,
        -350,
        'L',
        half + 10,
        -300,
        'Z',
      ),
      t('#4a4f63'),
    ),
    rect(-20, -344, 40, 34, t(lighten(wall, 0.2))),
    ...[-half + 40, 0, half - 40].map((x) => rect(x - 18, -270, 36, 70, glow, { opacity: 0.85 })),
    ...[-half + 40, 0, half - 40].map((x) => rect(x - 22, -196, 44, 5, INK)),
    rect(-half + 16, -160, width - 32, 150, glow),
    ...Array.from({ length: Math.floor(width / 60) }, (_, i) =>
      rect(-half + 30 + i * 60, -160, 6, 150, darken(wall, 0.3)),
    ),
    path(
      d('M', -half, -170, 'L', half, -170, 'L', half - 10, -150, 'L', -half + 10, -150, 'Z'),
      sign,
    ),
    rect(-half, -12, width, 12, t(darken(wall, 0.25))),
  ]);
}

/** A dark tree on the central promenade. */
export function promenadeTree(t: Tinter, rng: Rng, size: number): string {
  const crown = t('#2f6b48');
  return group([
    rect(-8, -size * 1.1, 16, size * 1.1, t(COLOURS.wood)),
    ...Array.from({ length: 6 }, (_, i) =>
      circle(
        Math.cos(i) * size * 0.5,
        -size * 1.3 + Math.sin(i * 2) * size * 0.25,
        size * rng.range(0.4, 0.55),
        i % 2 ? crown : lighten(crown, 0.1),
      ),
    ),
  ]);
}

export function stroller(colour: Colour, tall: number): string {
  return group([
    circle(0, -tall, 14, colour),
    rect(-16, -tall + 14, 32, tall * 0.55, colour, { rx: 12 }),
    rect(-14, -tall * 0.45, 11, tall * 0.45, colour),
    rect(3, -tall * 0.45, 11, tall * 0.45, colour),
  ]);
}

// ——— Tlaquepaque ———

/** A lane of low shopfronts in perspective toward a church tower, strung with papel picado. */
export function tlaquepaqueLane(t: Tinter, colours: readonly Colour[]): string {
  const parts: string[] = [];
  const vanish: readonly [number, number] = [0, -250];
  const lerp = (a: number, b: number, k: number) => a + (b - a) * k;
  // Houses along each side, shrinking toward the vanishing point.
  for (const side of [-1, 1]) {
    for (let i = 0; i < 5; i += 1) {
      const k0 = i / 5;
      const k1 = (i + 1) / 5;
      const x0 = lerp(side * 470, side * 90, k0 * 0.9);
      const x1 = lerp(side * 470, side * 90, k1 * 0.9);
      const top0 = lerp(-360, vanish[1] + 40, k0 * 0.9);
      const top1 = lerp(-360, vanish[1] + 40, k1 * 0.9);
      const bottom0 = lerp(0, -110, k0 * 0.9);
      const bottom1 = lerp(0, -110, k1 * 0.9);
      const wall = t(colours[(i * 2 + (side > 0 ? 1 : 0)) % colours.length] ?? COLOURS.adobe);
      parts.push(
        polygon(
          [
            [x0, bottom0],
            [x0, top0],
            [x1, top1],
            [x1, bottom1],
          ],
          wall,
        ),
        polygon(
          [
            [lerp(x0, x1, 0.3), lerp(bottom0, bottom1, 0.3)],
            [lerp(x0, x1, 0.3), lerp(bottom0, bottom1, 0.3) + (top0 - bottom0) * 0.55],
            [lerp(x0, x1, 0.7), lerp(bottom0, bottom1, 0.7) + (top1 - bottom1) * 0.55],
            [lerp(x0, x1, 0.7), lerp(bottom0, bottom1, 0.7)],
          ],
          t(darken(COLOURS.wood, 0.1)),
        ),
        polygon(
          [
            [x0, top0],
            [x1, top1],
            [x1, top1 + 10],
            [x0, top0 + 12],
          ],
          t(lighten(COLOURS.cream, 0.1)),
        ),
      );
    }
  }
  parts.unshift(
    polygon(
      [
        [-470, 0],
        [-120, -104],
        [120, -104],
        [470, 0],
      ],
      t('#c9b497'),
    ),
    group([tower(0, 90, 250, t('#e7d6b8'), 'dome', t('#c46a3a'))], {
      transform: 'translate(0 -100) scale(0.8)',
    }),
  );
  // Strings of papel picado across the lane, nearer ones larger.
  [0.15, 0.45, 0.75].forEach((k, row) => {
    const y = lerp(-330, -230, k);
    const span = lerp(460, 120, k);
    const size = lerp(44, 16, k);
    parts.push(
      path(d('M', -span, y, 'Q', 0, y + 30 * (1 - k), span, y), 'none', {
        stroke: INK,
        'stroke-width': 2,
      }),
    );
    const count = Math.round((span * 2) / (size * 1.3));
    for (let i = 0; i < count; i += 1) {
      const x = -span + (i + 0.5) * ((span * 2) / count);
      const sag = 30 * (1 - k) * (1 - (x / span) ** 2);
      parts.push(
        rect(
          x - size / 2,
          y + sag * 0.5,
          size,
          size * 1.2,
          colours[(i + row) % colours.length] ?? COLOURS.rosa,
        ),
      );
    }
  });
  return group(parts);
}

/** A tall clay jar and blown-glass pitchers on display at the shop doors. */
export function potsAndGlass(t: Tinter): string {
  return group([
    path(
      d(
        'M',
        -60,
        0,
        'Q',
        -110,
        -90,
        -50,
        -170,
        'L',
        -34,
        -200,
        'L',
        34,
        -200,
        'L',
        50,
        -170,
        'Q',
        110,
        -90,
        60,
        0,
        'Z',
      ),
      t('#b5582e'),
    ),
    path(d('M', -80, -100, 'Q', 0, -80, 80, -100), 'none', {
      stroke: t('#f2e2c4'),
      'stroke-width': 8,
    }),
    ...[-40, 0, 40].map((x) => circle(x, -60, 9, t('#f2e2c4'))),
    group([
      path(
        d(
          'M',
          90,
          0,
          'Q',
          80,
          -70,
          110,
          -90,
          'L',
          110,
          -120,
          'L',
          130,
          -120,
          'L',
          130,
          -90,
          'Q',
          160,
          -70,
          150,
          0,
          'Z',
        ),
        '#3f8fd0',
        { opacity: 0.85 },
      ),
      path(
        d(
          'M',
          170,
          0,
          'Q',
          160,
          -50,
          185,
          -70,
          'L',
          185,
          -90,
          'L',
          200,
          -90,
          'L',
          200,
          -70,
          'Q',
          225,
          -50,
          215,
          0,
          'Z',
        ),
        '#2aa37a',
        { opacity: 0.85 },
      ),
      rect(100, -80, 6, 60, COLOURS.white, { opacity: 0.5, rx: 3 }),
    ]),
  ]);
}

// ——— Tonalá ———

/** A burnished clay sun face, Tonalá's best-known piece. */
export function claySun(t: Tinter, radius: number): string {
  const rays = Array.from({ length: 16 }, (_, i) => {
    const a = (i / 16) * Math.PI * 2;
    const b = a + Math.PI / 16;
    const c = a - Math.PI / 16;
    return polygon(
      [
        [Math.cos(b) * radius * 0.9, Math.sin(b) * radius * 0.9],
        [Math.cos(a) * radius * 1.5, Math.sin(a) * radius * 1.5],
        [Math.cos(c) * radius * 0.9, Math.sin(c) * radius * 0.9],
      ],
      t(i % 2 ? '#e08a2e' : '#c8642a'),
    );
  });
  return group([
    ...rays,
    circle(0, 0, radius, t('#e9a94a')),
    circle(0, 0, radius * 0.9, 'none', { stroke: t('#8e3d1c'), 'stroke-width': 4 }),
    ellipse(-radius * 0.35, -radius * 0.15, radius * 0.14, radius * 0.08, INK),
    ellipse(radius * 0.35, -radius * 0.15, radius * 0.14, radius * 0.08, INK),
    path(
      d('M', -radius * 0.35, radius * 0.3, 'Q', 0, radius * 0.55, radius * 0.35, radius * 0.3),
      'none',
      { stroke: INK, 'stroke-width': 5 },
    ),
    circle(-radius * 0.55, radius * 0.15, radius * 0.12, t(COLOURS.rosa), { opacity: 0.6 }),
    circle(radius * 0.55, radius * 0.15, radius * 0.12, t(COLOURS.rosa), { opacity: 0.6 }),
  ]);
}

/** A hand-painted plate standing on its rim. */
function plate(x: number, y: number, r: number, ground: Colour, paint: Colour): string {
  return group([
    circle(x, y, r, ground),
    circle(x, y, r * 0.72, 'none', { stroke: paint, 'stroke-width': r * 0.12 }),
    circle(x, y, r * 0.3, paint),
    ...[0, 1, 2, 3, 4, 5].map((i) =>
      circle(x + Math.cos(i) * r * 0.5, y + Math.sin(i) * r * 0.5, r * 0.08, paint),
    ),
  ]);
}

/** A tianguis stall: a tarp stretched on poles over a table of painted pottery. */
export function tianguisStall(t: Tinter, tarp: Colour, rng: Rng): string {
  const grounds = ['#f4ecd8', '#2b3a67', '#e9c46a'];
  const paints = [COLOURS.terracotta, '#3f8fd0', COLOURS.jade, COLOURS.ink];
  const plates = Array.from({ length: 4 }, (_, i) =>
    plate(
      -105 + i * 70,
      -180,
      32,
      t(rng.pick(grounds as [string, ...string[]])),
      t(paints[(i + rng.int(0, 3)) % 4] ?? COLOURS.jade),
    ),
  );
  return group([
    rect(-150, -330, 8, 330, INK),
    rect(142, -330, 8, 330, INK),
    path(
      d('M', -170, -330, 'Q', 0, -290, 170, -330, 'L', 160, -300, 'Q', 0, -262, -160, -300, 'Z'),
      t(tarp),
    ),
    rect(-150, -120, 300, 16, t(COLOURS.wood)),
    rect(-140, -104, 280, 104, t(darken(COLOURS.wood, 0.2))),
    ...plates,
    ...[-110, 0, 110].map((x, i) =>
      group([
        ellipse(x, -122, 20, 8, t(i % 2 ? '#7a3b1f' : '#b5582e')),
        path(
          d('M', x - 18, -120, 'Q', x - 26, -150, x, -158, 'Q', x + 26, -150, x + 18, -120, 'Z'),
          t(i % 2 ? '#7a3b1f' : '#b5582e'),
        ),
        path(d('M', x - 20, -138, 'Q', x, -132, x + 20, -138), 'none', {
          stroke: t('#f2e2c4'),
          'stroke-width': 3,
        }),
      ]),
    ),
  ]);
}

// ——— Barranca de Huentitán ———

/**
 * The canyon seen from its rim: wooded walls falling to the Río Santiago, a switchback stone
 * path down one side and an old arched bridge at the bottom.
 */
export function barranca(t: Tinter): string {
  const near = t('#3f7d55');
  const nearDark = t('#2c6443');
  const far = t('#86ad8c');
  const middle = t('#5f9470');
  const rock = t('#b58a5a');
  const water = t('#4f9fc4');
  return group([
    // Far walls of the gorge, paler with distance, meeting in a V at the river.
    path(
      d(
        'M',
        -360,
        -400,
        'Q',
        -160,
        -420,
        0,
        -380,
        'Q',
        160,
        -420,
        360,
        -410,
        'L',
        30,
        -90,
        'L',
        -30,
        -90,
        'Z',
      ),
      far,
    ),
    path(
      d('M', -420, -330, 'Q', -250, -320, -90, -150, 'L', -20, -90, 'L', -420, -60, 'Z'),
      middle,
    ),
    path(
      d('M', 420, -340, 'Q', 250, -330, 100, -160, 'L', 20, -90, 'L', 420, -60, 'Z'),
      t(darken('#5f9470', 0.1)),
    ),
    path(d('M', -520, -440, 'Q', -330, -430, -220, -320, 'L', -110, -70, 'L', -520, 0, 'Z'), near),
    path(d('M', 520, -460, 'Q', 330, -450, 240, -330, 'L', 120, -70, 'L', 520, 0, 'Z'), nearDark),
    // Bare cliffs of golden stone between the woods.
    path(d('M', -220, -320, 'L', -170, -200, 'L', -250, -215, 'Z'), rock),
    path(d('M', -330, -170, 'L', -260, -110, 'L', -360, -120, 'Z'), rock),
    path(d('M', 240, -330, 'L', 190, -220, 'L', 290, -240, 'Z'), rock),
    path(d('M', 150, -410, 'L', 120, -330, 'L', 190, -345, 'Z'), t('#c9a97a')),
    // A thin waterfall down the far wall, as in the rainy season.
    path(d('M', 262, -360, 'Q', 250, -260, 214, -150), 'none', {
      stroke: t('#eaf6f8'),
      'stroke-width': 8,
    }),
    path(d('M', -110, -70, 'Q', 0, -96, 120, -70, 'L', 230, 0, 'L', -230, 0, 'Z'), t('#6f9c74')),
    path(
      d(
        'M',
        -10,
        -92,
        'Q',
        24,
        -70,
        -10,
        -46,
        'Q',
        -60,
        -20,
        -30,
        0,
        'L',
        90,
        0,
        'Q',
        50,
        -24,
        40,
        -46,
        'Q',
        30,
        -70,
        14,
        -92,
        'Z',
      ),
      water,
    ),
    // The old stone bridge over the Río Santiago.
    path(
      d(
        'M',
        -110,
        -40,
        'L',
        -110,
        -64,
        'L',
        130,
        -64,
        'L',
        130,
        -40,
        'L',
        64,
        -40,
        'Q',
        10,
        -100,
        -44,
        -40,
        'Z',
      ),
      t('#c9b08e'),
    ),
    rect(-116, -70, 252, 8, t('#a89272')),
    // Switchbacks of the cobbled path.
    path(
      d(
        'M',
        -470,
        -420,
        'L',
        -300,
        -370,
        'L',
        -440,
        -300,
        'L',
        -250,
        -250,
        'L',
        -400,
        -180,
        'L',
        -200,
        -130,
        'L',
        -110,
        -64,
      ),
      'none',
      {
        stroke: t('#ecdcb4'),
        'stroke-width': 10,
        'stroke-linejoin': 'round',
        'stroke-linecap': 'round',
      },
    ),
    // The railed lookout on the rim.
    rect(-520, -452, 190, 16, t('#b8a58a')),
    ...[-512, -474, -436, -398, -360].map((x) => rect(x, -486, 5, 34, INK)),
    rect(-514, -488, 160, 5, INK),
  ]);
}

// ——— Casa Herradura ———

/** Herradura's horseshoe, hung with its opening down so the luck pours out. */
export function horseshoe(colour: Colour): string {
  return group([
    path(d('M', -40, 40, 'L', -40, 0, 'A', 40, 40, 0, 0, 1, 40, 0, 'L', 40, 40), 'none', {
      stroke: colour,
      'stroke-width': 18,
    }),
    ...[-40, 40].map((x) => circle(x, 16, 3, INK)),
  ]);
}

/** The hacienda of San José del Refugio: a long arcaded front, its chapel and the gate. */
export function casaHerradura(t: Tinter): string {
  const wall = t('#dc9a48');
  const trim = t('#9b3f24');
  return group([
    rect(200, -320, 120, 320, wall),
    path(d('M', 190, -320, 'L', 190, -380, 'Q', 260, -460, 330, -380, 'L', 330, -320, 'Z'), wall),
    arch(260, -356, 30, 44, INK),
    rect(-420, -200, 620, 200, wall),
    rect(-430, -212, 640, 14, trim),
    ...Array.from({ length: 7 }, (_, i) =>
      arch(-370 + i * 80, 0, 56, 130, t(darken('#dc9a48', 0.4))),
    ),
    rect(-420, -10, 620, 10, trim),
    arch(260, 0, 60, 150, t(COLOURS.wood)),
    circle(260, -220, 20, t(darken('#dc9a48', 0.3))),
    path(d('M', 210, -320, 'L', 210, -330, 'L', 310, -330, 'L', 310, -320), 'none', {
      stroke: trim,
      'stroke-width': 6,
    }),
    path(
      d('M', -190, -212, 'L', -190, -262, 'Q', -110, -330, -30, -262, 'L', -30, -212, 'Z'),
      wall,
    ),
    path(d('M', -190, -262, 'Q', -110, -330, -30, -262), 'none', {
      stroke: trim,
      'stroke-width': 8,
    }),
    group([horseshoe(t('#3a3440'))], { transform: 'translate(-110 -262) scale(0.7)' }),
  ]);
}

/** Roasted agave hearts (piñas) piled by the ovens. */
export function pinaPile(t: Tinter): string {
  const pina = (x: number, y: number, r: number) =>
    group([
      ellipse(x, y, r, r * 0.8, t('#efd9a4')),
      ...[-0.6, 0, 0.6].map((k) =>
        path(d('M', x + k * r * 0.6, y - r * 0.7, 'L', x + k * r * 0.9, y + r * 0.5), 'none', {
          stroke: t('#c9a76a'),
          'stroke-width': 3,
        }),
      ),
      ellipse(x, y - r * 0.72, r * 0.3, r * 0.12, t('#8fb08e')),
    ]);
  return group([
    pina(-80, -40, 48),
    pina(10, -42, 52),
    pina(100, -38, 46),
    pina(-36, -110, 46),
    pina(56, -108, 44),
    pina(10, -170, 42),
  ]);
}

// ——— La Rojeña ———

/** A copper pot still with its swan neck running to the condenser. */
export function potStill(): string {
  const copper = '#c8743a';
  const shine = lighten(copper, 0.35);
  return group([
    rect(-130, -110, 260, 110, '#8f4a33'),
    ...[-80, -40, 0].map((y) => rect(-130, y - 110 + 110, 260, 4, '#6f3a28')),
    path(d('M', -120, -110, 'Q', -150, -300, 0, -320, 'Q', 150, -300, 120, -110, 'Z'), copper),
    path(d('M', -80, -140, 'Q', -100, -260, -20, -290), 'none', {
      stroke: shine,
      'stroke-width': 12,
      'stroke-linecap': 'round',
    }),
    rect(-30, -380, 60, 70, copper),
    path(d('M', 0, -380, 'Q', 80, -470, 200, -380, 'L', 250, -330), 'none', {
      stroke: copper,
      'stroke-width': 22,
    }),
    rect(220, -330, 70, 330, darken(copper, 0.15), { rx: 10 }),
    ...[-300, -200, -100].map((y) => rect(216, y, 78, 8, darken(copper, 0.35))),
  ]);
}

/** An oak barrel seen end-on, branded with the Cuervo raven. */
export function barrelEnd(x: number, y: number, r: number): string {
  const oak = '#9a6434';
  return group([
    circle(x, y, r, oak),
    circle(x, y, r, 'none', { stroke: '#4a3a34', 'stroke-width': r * 0.1 }),
    circle(x, y, r * 0.72, 'none', { stroke: '#7a4c26', 'stroke-width': 3 }),
    path(
      d(
        'M',
        x - r * 0.4,
        y + r * 0.1,
        'Q',
        x - r * 0.1,
        y - r * 0.35,
        x + r * 0.2,
        y - r * 0.2,
        'L',
        x + r * 0.38,
        y - r * 0.28,
        'L',
        x + r * 0.26,
        y - r * 0.1,
        'Q',
        x + r * 0.1,
        y + r * 0.2,
        x - r * 0.4,
        y + r * 0.1,
        'Z',
      ),
      '#1d1a22',
    ),
  ]);
}

/** The brick hall: walls and a row of shallow vaults. */
export function brickHall(t: Tinter): string {
  const brick = t('#a4533a');
  const mortar = t('#7e3a28');
  const rows = Array.from({ length: 16 }, (_, i) => rect(0, 230 + i * 28, 1200, 3, mortar));
  const vaults = Array.from({ length: 4 }, (_, i) => {
    const x = i * 300;
    return group([
      path(
        d('M', x, 240, 'Q', x + 150, 40, x + 300, 240, 'L', x + 300, 0, 'L', x, 0, 'Z'),
        t('#8c4330'),
      ),
      path(d('M', x, 240, 'Q', x + 150, 40, x + 300, 240), 'none', {
        stroke: t('#c9734f'),
        'stroke-width': 18,
      }),
    ]);
  });
  return group([
    rect(0, 0, 1200, 800, brick),
    ...rows,
    ...vaults,
    ...[0, 300, 600, 900, 1200].map((x) => rect(x - 18, 230, 36, 480, t('#8c4330'))),
    rect(0, 700, 1200, 100, t('#6e5a4a')),
    ...[0, 1, 2, 3].map((i) => line(0, 720 + i * 22, 1200, 720 + i * 22, t('#5e4a3c'), 2)),
  ]);
}

export function stillLamp(x: number): string {
  return group([
    line(x, 0, x, 150, INK, 3),
    path(d('M', x - 30, 180, 'L', x - 14, 150, 'L', x + 14, 150, 'L', x + 30, 180, 'Z'), INK),
    ellipse(x, 184, 22, 8, '#ffd27a'),
  ]);
}
