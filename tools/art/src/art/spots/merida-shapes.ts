/**
 * Mérida's own silhouettes and figures, each drawn around its bottom centre (0, 0) with negative y
 * going up. Every colour goes through `paint`, so a shape follows the scene's time of day.
 */
import { arch } from '../architecture.ts';
import { darken, lighten } from '../palette.ts';
import type { Colour } from '../palette.ts';
import { circle, d, ellipse, group, line, path, polygon, rect } from '../svg.ts';

/** Shifts a colour to the scene's light (tint bound to one drawing context). */
export type Paint = (colour: Colour) => Colour;

const INK = '#2a2230';
const SKIN = '#a8684a';

const stroke = (dPath: string, colour: Colour, width: number) =>
  path(dPath, 'none', { stroke: colour, 'stroke-width': width, 'stroke-linecap': 'round' });

// ——— People ———

export interface FigureOptions {
  height: number;
  top: Colour;
  /** Trousers; a figure with `skirt` wears a huipil dress to the ankle instead. */
  legs: Colour;
  skirt?: Colour;
  /** The embroidered band of a huipil, at the neck and hem. */
  embroidery?: Colour;
  hat?: Colour;
}

/** A standing figure, flat and simple: legs or a long dress, a body, a head, maybe a hat. */
export function figure(paint: Paint, options: FigureOptions): string {
  const h = options.height;
  const skin = paint(SKIN);
  const parts: string[] = [];
  if (options.skirt) {
    parts.push(
      path(
        d(
          'M',
          -h * 0.13,
          -h * 0.62,
          'L',
          h * 0.13,
          -h * 0.62,
          'L',
          h * 0.2,
          0,
          'L',
          -h * 0.2,
          0,
          'Z',
        ),
        paint(options.skirt),
      ),
    );
    if (options.embroidery) {
      parts.push(rect(-h * 0.19, -h * 0.1, h * 0.38, h * 0.07, paint(options.embroidery)));
      parts.push(
        ...[-0.12, 0, 0.12].map((t) => circle(h * t, -h * 0.065, h * 0.022, paint('#e4007c'))),
      );
    }
  } else {
    parts.push(rect(-h * 0.11, -h * 0.48, h * 0.1, h * 0.48, paint(options.legs)));
    parts.push(rect(h * 0.01, -h * 0.48, h * 0.1, h * 0.48, paint(options.legs)));
  }
  parts.push(rect(-h * 0.14, -h * 0.8, h * 0.28, h * 0.36, paint(options.top), { rx: h * 0.05 }));
  if (options.embroidery) {
    parts.push(
      path(
        d(
          'M',
          -h * 0.1,
          -h * 0.8,
          'L',
          h * 0.1,
          -h * 0.8,
          'L',
          h * 0.06,
          -h * 0.7,
          'L',
          -h * 0.06,
          -h * 0.7,
          'Z',
        ),
        paint(options.embroidery),
      ),
      ...[-0.07, 0, 0.07].map((t) => circle(h * t, -h * 0.76, h * 0.02, paint('#e4007c'))),
    );
  }
  parts.push(rect(-h * 0.03, -h * 0.85, h * 0.06, h * 0.06, skin));
  parts.push(circle(0, -h * 0.9, h * 0.07, skin));
  parts.push(
    path(d('M', -h * 0.07, -h * 0.9, 'Q', 0, -h * 1.02, h * 0.07, -h * 0.9, 'Z'), paint(INK)),
  );
  if (options.hat) {
    parts.push(ellipse(0, -h * 0.94, h * 0.14, h * 0.025, paint(options.hat)));
    parts.push(
      rect(-h * 0.065, -h * 1.03, h * 0.13, h * 0.09, paint(options.hat), { rx: h * 0.02 }),
    );
  }
  return group(parts);
}

/** An arm as a thick stroke from shoulder to hand. */
export function arm(paint: Paint, points: readonly (readonly [number, number])[], colour: Colour) {
  const [first, ...rest] = points;
  if (!first) return '';
  return stroke(
    ['M', first[0], first[1], ...rest.flatMap(([x, y]) => ['L', x, y])].join(' '),
    paint(colour),
    12,
  );
}

/** A guitar held across the body, its head up to the left. */
export function guitar(paint: Paint, x: number, y: number, size = 1): string {
  const wood = paint('#c98a3a');
  return group(
    [
      rect(-6, -150, 12, 110, paint('#5a3a22')),
      rect(-10, -172, 20, 26, paint('#5a3a22')),
      circle(0, -30, 34, wood),
      circle(0, 10, 44, wood),
      circle(0, -18, 12, paint(INK)),
    ],
    { transform: `translate(${x} ${y}) rotate(-40) scale(${size})` },
  );
}

// ——— Plaza Grande ———

/** Mérida's Palacio Municipal: two storeys of arcades under a central clock tower. */
export function palacioMunicipal(paint: Paint): string {
  const wall = paint('#efd9a8');
  const trim = paint('#fbf4e4');
  const shade = paint('#8a6a4a');
  const bays = [-300, -225, -150, -75, 0, 75, 150, 225, 300];
  return group([
    rect(-340, -300, 680, 300, wall),
    rect(-350, -310, 700, 16, trim),
    rect(-350, -160, 700, 12, trim),
    ...bays.map((x) => arch(x, 0, 54, 128, shade)),
    ...bays.map((x) => arch(x, -162, 46, 112, shade)),
    ...Array.from({ length: 28 }, (_, i) => rect(-336 + i * 25, -184, 6, 22, trim)),
    // The clock tower, in stages.
    rect(-70, -420, 140, 120, wall),
    rect(-80, -430, 160, 14, trim),
    circle(0, -360, 36, trim),
    circle(0, -360, 30, paint('#fffaf0')),
    line(0, -360, 0, -384, paint(INK), 4),
    line(0, -360, 16, -352, paint(INK), 4),
    rect(-46, -510, 92, 80, wall),
    arch(0, -440, 40, 60, shade),
    rect(-54, -518, 108, 12, trim),
    path(d('M', -40, -518, 'Q', 0, -580, 40, -518, 'Z'), trim),
    ...[-60, 60].map((x) => rect(x - 5, -450, 10, 30, trim)),
  ]);
}

/** A confidente: the plaza's white S-shaped love seat, two seats facing opposite ways. */
export function confidente(paint: Paint): string {
  const white = paint('#fbf8f2');
  const edge = paint('#d7d0c4');
  return group([
    ellipse(0, 0, 130, 12, '#1a1020', { opacity: 0.14 }),
    rect(-110, -12, 24, 12, edge),
    rect(86, -12, 24, 12, edge),
    path(d('M', -120, -34, 'L', 120, -34, 'L', 112, -10, 'L', -112, -10, 'Z'), white),
    rect(-120, -46, 240, 14, edge, { rx: 6 }),
    stroke(
      d('M', -116, -60, 'C', -116, -130, -10, -140, 0, -90, 'C', 10, -40, 116, -50, 116, -120),
      white,
      22,
    ),
    stroke(
      d('M', -116, -60, 'C', -116, -130, -10, -140, 0, -90, 'C', 10, -40, 116, -50, 116, -120),
      edge,
      4,
    ),
  ]);
}

/** A laurel of the plaza, its crown clipped into a broad dome. */
export function clippedLaurel(paint: Paint, size: number): string {
  const leaf = paint('#2f6e4e');
  return group([
    rect(-12, -size * 1.1, 24, size * 1.1, paint('#6a4a32')),
    path(
      d(
        'M',
        -size,
        -size * 1.05,
        'Q',
        -size * 1.05,
        -size * 2.1,
        0,
        -size * 2.15,
        'Q',
        size * 1.05,
        -size * 2.1,
        size,
        -size * 1.05,
        'Q',
        0,
        -size * 0.9,
        -size,
        -size * 1.05,
        'Z',
      ),
      leaf,
    ),
    path(
      d('M', -size * 0.7, -size * 1.5, 'Q', -size * 0.3, -size * 2, size * 0.3, -size * 1.95),
      'none',
      {
        stroke: lighten(leaf, 0.2),
        'stroke-width': 14,
        opacity: 0.7,
      },
    ),
  ]);
}

/** A balloon seller's bunch of balloons on a pole. */
export function balloonSeller(paint: Paint): string {
  const colours = ['#e4007c', '#f2a900', '#3fbfb0', '#e64b3c', '#5b8fc7', '#8e6cc9', '#7fd06a'];
  return group([
    figure(paint, { height: 170, top: '#f6f2ea', legs: '#3a3f4a', hat: '#e8d9b0' }),
    rect(36, -330, 6, 330, paint('#7a4a2a')),
    ...colours.map((colour, i) => {
      const angle = -Math.PI / 2 + (i - 3) * 0.42;
      const bx = 39 + Math.cos(angle) * 80;
      const by = -340 + Math.sin(angle) * 70;
      return group([
        line(39, -330, bx, by + 30, paint('#f6f2ea'), 1.5),
        ellipse(bx, by, 26, 32, paint(colour)),
      ]);
    }),
  ]);
}

// ——— Palacio de Gobierno ———

/** An ear of maize in its husk, upright. */
function maizeEar(x: number, y: number, length: number, tilt: number, paint: Paint): string {
  const kernels = paint('#f2c14e');
  return group(
    [
      path(
        d(
          'M',
          -30,
          0,
          'Q',
          -40,
          -length * 0.6,
          0,
          -length * 1.05,
          'Q',
          -14,
          -length * 0.5,
          -30,
          0,
          'Z',
        ),
        paint('#5f9a3c'),
      ),
      path(
        d(
          'M',
          30,
          0,
          'Q',
          40,
          -length * 0.6,
          0,
          -length * 1.05,
          'Q',
          14,
          -length * 0.5,
          30,
          0,
          'Z',
        ),
        paint('#4a8030'),
      ),
      ellipse(0, -length * 0.5, 16, length * 0.45, kernels),
      ...Array.from({ length: 5 }, (_, i) =>
        line(
          -10,
          -length * (0.2 + i * 0.13),
          10,
          -length * (0.2 + i * 0.13),
          darken(kernels, 0.2),
          2,
        ),
      ),
    ],
    { transform: `translate(${x} ${y}) rotate(${tilt})` },
  );
}

/**
 * A mural in the manner of Castro Pacheco's cycle: a great Maya face in profile rising among ears
 * of maize (the people made of maize), hands raised, on fields of red and ochre.
 */
export function maizeMural(paint: Paint, width: number, height: number): string {
  const skin = paint('#9a4e2e');
  const shadow = paint('#6e3320');
  const ears = [-0.42, -0.3, -0.18, 0.22, 0.34, 0.44].map((t, i) =>
    maizeEar(width * t, 0, height * (0.42 + (i % 2) * 0.12), t * 30, paint),
  );
  return group([
    rect(-width / 2, -height, width, height, paint('#c0462f')),
    path(
      d(
        'M',
        -width / 2,
        -height * 0.55,
        'Q',
        0,
        -height * 0.75,
        width / 2,
        -height * 0.5,
        'L',
        width / 2,
        0,
        'L',
        -width / 2,
        0,
        'Z',
      ),
      paint('#d98a3a'),
    ),
    ...ears,
    // The face in profile, looking right: brow, nose, lips, chin, then the long neck down.
    path(
      d(
        'M',
        -70,
        0,
        'L',
        -80,
        -height * 0.35,
        'Q',
        -130,
        -height * 0.6,
        -90,
        -height * 0.82,
        'Q',
        -30,
        -height * 0.98,
        50,
        -height * 0.86,
        'L',
        60,
        -height * 0.74,
        'L',
        96,
        -height * 0.6,
        'L',
        62,
        -height * 0.56,
        'L',
        70,
        -height * 0.5,
        'L',
        56,
        -height * 0.46,
        'Q',
        60,
        -height * 0.38,
        30,
        -height * 0.34,
        'L',
        40,
        0,
        'Z',
      ),
      skin,
    ),
    path(
      d(
        'M',
        -90,
        -height * 0.82,
        'Q',
        -30,
        -height * 1.0,
        54,
        -height * 0.88,
        'Q',
        -10,
        -height * 0.84,
        -60,
        -height * 0.7,
        'Q',
        -110,
        -height * 0.6,
        -90,
        -height * 0.82,
        'Z',
      ),
      paint(INK),
    ),
    path(d('M', 20, -height * 0.68, 'Q', 34, -height * 0.7, 46, -height * 0.67), 'none', {
      stroke: paint(INK),
      'stroke-width': 5,
    }),
    path(
      d(
        'M',
        -80,
        -height * 0.35,
        'Q',
        -60,
        -height * 0.5,
        -40,
        -height * 0.3,
        'L',
        -40,
        0,
        'L',
        -70,
        0,
        'Z',
      ),
      shadow,
    ),
    // Two raised hands, open, at either side.
    ...[-1, 1].map((side) =>
      path(
        d(
          'M',
          side * width * 0.2,
          0,
          'L',
          side * width * 0.24,
          -height * 0.45,
          'L',
          side * width * 0.2,
          -height * 0.56,
          'L',
          side * width * 0.26,
          -height * 0.52,
          'L',
          side * width * 0.29,
          -height * 0.62,
          'L',
          side * width * 0.31,
          -height * 0.5,
          'L',
          side * width * 0.34,
          -height * 0.56,
          'L',
          side * width * 0.33,
          -height * 0.42,
          'L',
          side * width * 0.3,
          0,
          'Z',
        ),
        side < 0 ? skin : shadow,
      ),
    ),
  ]);
}

/** A stone stair climbing from the left, under a stone balustrade. */
export function stoneStair(paint: Paint): string {
  const stone = paint('#cdbb98');
  const edge = paint('#e6d8bb');
  const steps = Array.from({ length: 9 }, (_, i) =>
    rect(-420 + i * 70, -40 - i * 30, 300, 30, i % 2 === 0 ? stone : darken(stone, 0.06)),
  );
  return group([
    ...steps,
    ...Array.from({ length: 9 }, (_, i) => rect(-420 + i * 70, -40 - i * 30, 300, 6, edge)),
    polygon(
      [
        [-430, -40],
        [200, -310],
        [200, -350],
        [-430, -80],
      ],
      edge,
    ),
    ...Array.from({ length: 12 }, (_, i) => {
      const x = -410 + i * 52;
      const top = -90 - i * 22.3;
      return rect(x, top, 16, 44, stone, { rx: 6 });
    }),
    polygon(
      [
        [-440, -150],
        [210, -420],
        [210, -440],
        [-440, -170],
      ],
      edge,
    ),
    rect(-460, -180, 40, 180, stone),
    rect(-470, -196, 60, 18, edge),
  ]);
}

// ——— Parque de Santa Lucía ———

/** Santa Lucía's arcade: a long run of round arches lit from inside for the evening. */
export function portalArcade(paint: Paint, bays: number): string {
  const wall = paint('#f1e6cf');
  const glow = '#f6c46a';
  const width = bays * 110;
  return group([
    rect(-width / 2, -260, width, 260, wall),
    rect(-width / 2 - 10, -272, width + 20, 16, paint('#fbf6ea')),
    ...Array.from({ length: bays }, (_, i) => arch(-width / 2 + 55 + i * 110, 0, 80, 200, glow)),
    ...Array.from({ length: bays }, (_, i) =>
      rect(-width / 2 + 35 + i * 110, -120, 40, 30, paint('#7a4a2a'), { opacity: 0.6 }),
    ),
  ]);
}

/** The little church of Santa Lucía: a plain front with a pierced bell gable. */
export function santaLuciaChurch(paint: Paint): string {
  const wall = paint('#e8dcc2');
  return group([
    rect(-120, -260, 240, 260, wall),
    path(
      d(
        'M',
        -70,
        -260,
        'L',
        -70,
        -330,
        'L',
        -30,
        -330,
        'L',
        -30,
        -370,
        'L',
        30,
        -370,
        'L',
        30,
        -330,
        'L',
        70,
        -330,
        'L',
        70,
        -260,
        'Z',
      ),
      wall,
    ),
    arch(-40, -270, 24, 44, paint(INK)),
    arch(40, -270, 24, 44, paint(INK)),
    arch(0, -316, 24, 40, paint(INK)),
    arch(0, 0, 70, 130, paint('#5a3a22')),
    circle(0, -190, 20, paint('#f6c46a')),
  ]);
}

// ——— Lucas de Gálvez ———

/** A hammock of striped cotton, hung in a deep swag between two hooks. */
export function hammock(paint: Paint, width: number, colours: readonly Colour[]): string {
  const bands = colours.map((colour, i) => {
    const sag = 120 - i * 16;
    return path(
      d(
        'M',
        -width / 2,
        0,
        'Q',
        0,
        sag * 2,
        width / 2,
        0,
        'Q',
        0,
        sag * 2 - 36,
        -width / 2,
        0,
        'Z',
      ),
      paint(colour),
    );
  });
  return group([
    ...bands,
    line(-width / 2, 0, -width / 2 - 20, -30, paint('#e8d9b0'), 3),
    line(width / 2, 0, width / 2 + 20, -30, paint('#e8d9b0'), 3),
  ]);
}

/** A heap of small lantern-shaped habanero chiles. */
export function habaneroHeap(paint: Paint, width: number, rows: number): string {
  const chiles: string[] = [];
  for (let row = 0; row < rows; row += 1) {
    const count = Math.max(1, Math.round((width / 34) * (1 - row / rows)));
    const rowWidth = count * 34;
    for (let i = 0; i < count; i += 1) {
      const x = -rowWidth / 2 + 17 + i * 34 + (row % 2) * 6;
      const y = -14 - row * 24;
      const colour = (i + row) % 5 === 0 ? '#e64b3c' : (i + row) % 3 === 0 ? '#f2a900' : '#f07a1a';
      chiles.push(
        group([
          path(
            d(
              'M',
              x - 15,
              y,
              'Q',
              x - 18,
              y - 24,
              x,
              y - 26,
              'Q',
              x + 18,
              y - 24,
              x + 15,
              y,
              'Q',
              x,
              y + 10,
              x - 15,
              y,
              'Z',
            ),
            paint(colour),
          ),
          rect(x - 3, y - 32, 6, 8, paint('#4a8030')),
        ]),
      );
    }
  }
  return group(chiles);
}

/** A heap of sour (Seville) oranges: green skins blushed with orange. */
export function sourOrangeHeap(paint: Paint, width: number, rows: number): string {
  const fruit: string[] = [];
  for (let row = 0; row < rows; row += 1) {
    const count = Math.max(1, Math.round((width / 56) * (1 - row / rows)));
    const rowWidth = count * 56;
    for (let i = 0; i < count; i += 1) {
      const x = -rowWidth / 2 + 28 + i * 56;
      const y = -26 - row * 44;
      fruit.push(
        circle(x, y, 28, paint('#8fae3a')),
        circle(x + 8, y - 8, 14, paint('#e39a2a'), { opacity: 0.8 }),
      );
    }
  }
  return group(fruit);
}

/** Bricks of red recado (achiote paste) stacked on a tray. */
export function recadoBricks(paint: Paint): string {
  return group([
    rect(-90, -16, 180, 16, paint('#c9934f')),
    ...[-60, 0, 60].map((x) => rect(x - 26, -56, 52, 40, paint('#b3261e'), { rx: 4 })),
    ...[-30, 30].map((x) => rect(x - 26, -96, 52, 40, paint('#9a2a1a'), { rx: 4 })),
  ]);
}

/** A market hall's corrugated tin roof seen from below, on its steel trusses. */
export function tinRoof(paint: Paint, bottom: number): string {
  return group([
    rect(0, 0, 1200, bottom, paint('#9aa3a8')),
    ...Array.from({ length: 40 }, (_, i) => rect(i * 30, 0, 12, bottom, paint('#b6bec2'))),
    ...[200, 600, 1000].map((x) =>
      polygon(
        [
          [x - 200, bottom],
          [x, bottom - 60],
          [x + 200, bottom],
          [x + 200, bottom + 10],
          [x, bottom - 50],
          [x - 200, bottom + 10],
        ],
        paint('#5a6168'),
      ),
    ),
    rect(0, bottom, 1200, 14, paint('#5a6168')),
  ]);
}

// ——— Mercado de Santiago ———

/** A ceiling fan hung from its rod. */
export function ceilingFan(paint: Paint): string {
  const metal = paint('#e8ecee');
  return group([
    rect(-4, 0, 8, 60, metal),
    ellipse(0, 66, 22, 12, metal),
    path(d('M', -16, 66, 'L', -120, 60, 'L', -120, 76, 'Z'), metal),
    path(d('M', 16, 66, 'L', 120, 60, 'L', 120, 76, 'Z'), metal),
  ]);
}

/** Three cochinita pibil tacos: shredded orange-red pork, pink pickled onion, on a plate. */
export function cochinitaTacos(paint: Paint): string {
  const taco = (x: number) =>
    group([
      path(d('M', x - 70, -40, 'A', 70, 50, 0, 0, 0, x + 70, -40, 'Z'), paint('#f1d28e')),
      ...Array.from({ length: 8 }, (_, i) =>
        ellipse(
          x - 56 + i * 16,
          -44 - (i % 3) * 6,
          12,
          9,
          paint(i % 2 === 0 ? '#c8582a' : '#a8401e'),
        ),
      ),
      ...[-40, -10, 24, 50].map((dx, i) =>
        path(d('M', x + dx - 12, -54 - (i % 2) * 6, 'q', 12, -14, 24, 0), 'none', {
          stroke: paint('#e07aa6'),
          'stroke-width': 5,
        }),
      ),
    ]);
  return group([
    ellipse(0, -14, 260, 48, paint('#fffaf2')),
    ellipse(0, -18, 230, 36, paint('#f1ede4')),
    taco(-130),
    taco(0),
    taco(130),
  ]);
}

/** A tall glass of fresh orange juice. */
export function orangeJuice(paint: Paint): string {
  return group([
    path(d('M', -44, -200, 'L', 44, -200, 'L', 36, 0, 'L', -36, 0, 'Z'), paint('#eef4f5'), {
      opacity: 0.9,
    }),
    path(d('M', -40, -170, 'L', 40, -170, 'L', 34, -6, 'L', -34, -6, 'Z'), paint('#f29a1a')),
    circle(40, -196, 26, paint('#f2a900')),
    circle(40, -196, 20, paint('#f7c85a')),
  ]);
}

/** Pan dulce: conchas with their sugar shells, in a little basket. */
export function panDulce(paint: Paint): string {
  const concha = (x: number, y: number, colour: Colour) =>
    group([
      path(
        d('M', x - 50, y, 'Q', x - 50, y - 56, x, y - 60, 'Q', x + 50, y - 56, x + 50, y, 'Z'),
        paint('#d89a5a'),
      ),
      path(
        d(
          'M',
          x - 44,
          y - 14,
          'Q',
          x - 44,
          y - 54,
          x,
          y - 56,
          'Q',
          x + 44,
          y - 54,
          x + 44,
          y - 14,
          'Z',
        ),
        paint(colour),
      ),
      ...[-20, 0, 20].map((dx) =>
        line(x + dx * 0.3, y - 54, x + dx * 1.8, y - 16, paint('#c98a4a'), 3),
      ),
    ]);
  return group([
    path(d('M', -120, -50, 'L', 120, -50, 'L', 100, 0, 'L', -100, 0, 'Z'), paint('#b07a3a')),
    concha(-52, -44, '#f7e6c8'),
    concha(52, -44, '#e9a3b8'),
  ]);
}

// ——— Santa Ana ———

/** Santa Ana's church: a plain stone front, an iron cross, pyramid-capped belfries at both ends. */
export function santaAnaChurch(paint: Paint): string {
  const stone = paint('#d9cbaa');
  const dark = paint('#8a7555');
  const belfry = (x: number) =>
    group([
      rect(x - 40, -380, 80, 80, stone),
      arch(x, -310, 34, 56, paint(INK)),
      polygon(
        [
          [x - 46, -380],
          [x, -460],
          [x + 46, -380],
        ],
        lighten(stone, 0.08),
      ),
      circle(x, -466, 8, stone),
    ]);
  return group([
    // The raised atrium and its front steps.
    rect(-300, -40, 600, 40, darken(stone, 0.08)),
    ...[0, 1, 2, 3].map((i) =>
      rect(-90 - i * 16, -10 * (i + 1), 180 + i * 32, 10, lighten(stone, 0.05)),
    ),
    rect(-220, -300, 440, 260, stone),
    rect(-230, -310, 460, 16, lighten(stone, 0.1)),
    path(d('M', -80, -310, 'Q', 0, -350, 80, -310, 'Z'), stone),
    line(0, -340, 0, -410, paint(INK), 6),
    line(-22, -390, 22, -390, paint(INK), 6),
    belfry(-190),
    belfry(190),
    arch(0, -40, 100, 170, paint('#5a3a22')),
    path(d('M', -62, -40, 'L', -62, -160, 'A', 62, 62, 0, 0, 1, 62, -160, 'L', 62, -40), 'none', {
      stroke: dark,
      'stroke-width': 10,
    }),
    rect(-24, -260, 48, 40, dark),
  ]);
}

/** A low market hall of loncherías: a corrugated canopy over counters with stools. */
export function loncheriaHall(paint: Paint, width: number): string {
  const wall = paint('#f2e2c0');
  return group([
    rect(-width / 2, -170, width, 170, wall),
    polygon(
      [
        [-width / 2 - 20, -150],
        [width / 2 + 20, -150],
        [width / 2 + 40, -110],
        [-width / 2 - 40, -110],
      ],
      paint('#3f9c8c'),
    ),
    ...Array.from({ length: Math.floor(width / 40) }, (_, i) =>
      rect(-width / 2 + i * 40, -150, 4, 40, paint('#2f7d70')),
    ),
    rect(-width / 2 + 20, -100, width - 40, 50, paint('#5a3a22')),
    rect(-width / 2 + 10, -60, width - 20, 14, paint('#e8e4dc')),
    ...Array.from({ length: Math.floor(width / 60) }, (_, i) =>
      group([
        rect(-width / 2 + 40 + i * 60 - 14, -34, 28, 8, paint('#e64b3c')),
        rect(-width / 2 + 40 + i * 60 - 3, -28, 6, 28, paint('#3a3f4a')),
      ]),
    ),
  ]);
}

/** A marquesita cart: a glass-sided box on bicycle wheels, its griddle press and rolled crepes. */
export function marquesitaCart(paint: Paint): string {
  const body = paint('#e4007c');
  return group([
    circle(-90, -40, 40, paint(INK)),
    circle(-90, -40, 30, paint('#d8d8d8')),
    circle(90, -40, 40, paint(INK)),
    circle(90, -40, 30, paint('#d8d8d8')),
    rect(-150, -170, 300, 100, body, { rx: 8 }),
    rect(-140, -150, 280, 20, paint('#fbf6ea')),
    rect(-150, -280, 300, 110, paint('#dff1f4'), { opacity: 0.75 }),
    rect(-150, -284, 300, 10, paint('#c0c7cc')),
    ...[-100, -40, 20].map((x) => rect(x, -210, 54, 18, paint('#e8b864'), { rx: 9 })),
    ...[-80, -10].map((x) => rect(x, -232, 54, 18, paint('#d9a450'), { rx: 9 })),
    rect(70, -250, 60, 60, paint('#6a6f76')),
    rect(60, -256, 80, 10, paint('#3a3f4a')),
    rect(-150, -160, 300, 6, paint('#f2a900')),
  ]);
}

// ——— La Chaya Maya ———

/** A comal on its clay stove, a tortilla cooking on it. */
export function comalStove(paint: Paint): string {
  return group([
    path(d('M', -150, 0, 'L', -130, -120, 'L', 130, -120, 'L', 150, 0, 'Z'), paint('#b8693f')),
    arch(0, 0, 80, 70, paint('#3a2016')),
    ellipse(0, -40, 24, 12, paint('#f2a900')),
    ellipse(0, -126, 140, 20, paint('#2a2a2e')),
    ellipse(-30, -130, 50, 9, paint('#f1d28e')),
    ellipse(50, -128, 40, 7, paint('#e8c070')),
  ]);
}

/** A tall glass of agua de chaya: bright green, with a slice of lime. */
export function aguaDeChaya(paint: Paint): string {
  return group([
    path(d('M', -50, -230, 'L', 50, -230, 'L', 40, 0, 'L', -40, 0, 'Z'), paint('#eef4f5'), {
      opacity: 0.9,
    }),
    path(d('M', -46, -200, 'L', 46, -200, 'L', 38, -6, 'L', -38, -6, 'Z'), paint('#5fb83a')),
    ellipse(0, -200, 46, 8, paint('#8fd65a')),
    circle(-44, -226, 28, paint('#6cb33f')),
    circle(-44, -226, 22, paint('#c8e68a')),
    rect(10, -290, 10, 150, paint('#f6f2ea')),
  ]);
}

/** A bowl of sopa de lima: golden broth, a lime slice and crisp tortilla strips. */
export function sopaDeLima(paint: Paint): string {
  return group([
    path(d('M', -150, -70, 'Q', -130, 0, 0, 0, 'Q', 130, 0, 150, -70, 'Z'), paint('#f6f2ea')),
    rect(-150, -70, 300, 10, paint('#3f7fbf')),
    ellipse(0, -72, 150, 26, paint('#e3c070')),
    ellipse(0, -74, 130, 18, paint('#d9a84a')),
    circle(-40, -80, 22, paint('#6cb33f')),
    circle(-40, -80, 17, paint('#d8ef9a')),
    ...[10, 40, 70, 25, 55].map((x, i) =>
      rect(x, -92 + (i % 2) * 8, 34, 10, paint('#e8a63a'), { rx: 3 }),
    ),
  ]);
}
