/** Plants, water and landforms, drawn around their bottom centre unless stated otherwise. */
import type { Rng } from './random.ts';
import { COLOURS, darken, lighten } from './palette.ts';
import type { Colour } from './palette.ts';
import { circle, d, ellipse, group, path, polygon, rect } from './svg.ts';

/** A leaning coconut palm. */
export function palm(height: number, lean: number, leafColour: Colour = COLOURS.leaf): string {
  const topX = lean;
  const topY = -height;
  const trunk = path(
    d(
      'M',
      -10,
      0,
      'Q',
      lean * 0.2,
      -height * 0.5,
      topX - 5,
      topY,
      'L',
      topX + 5,
      topY,
      'Q',
      lean * 0.2 + 14,
      -height * 0.5,
      10,
      0,
      'Z',
    ),
    COLOURS.wood,
  );
  const fronds = [-150, -115, -70, -30, 10, 50, 95].map((angle, index) => {
    const radians = ((angle - 90) * Math.PI) / 180;
    const length = 110 + (index % 2) * 20;
    const tipX = topX + Math.cos(radians + Math.PI / 2) * length;
    const tipY = topY + Math.sin(radians + Math.PI / 2) * length * 0.5 + 30;
    const midX = (topX + tipX) / 2;
    const midY = Math.min(topY, tipY) - 40;
    return path(
      d('M', topX, topY, 'Q', midX, midY - 10, tipX, tipY, 'Q', midX, midY + 24, topX, topY, 'Z'),
      index % 2 === 0 ? leafColour : darken(leafColour, 0.2),
    );
  });
  return group([
    trunk,
    ...fronds,
    circle(topX - 8, topY + 10, 9, COLOURS.wood),
    circle(topX + 8, topY + 12, 9, darken(COLOURS.wood, 0.2)),
  ]);
}

/** A round tree; jacaranda blossom if `bloom` is lilac. */
export function roundTree(size: number, crown: Colour, rng: Rng): string {
  const blobs: string[] = [];
  for (let index = 0; index < 7; index += 1) {
    const angle = (index / 7) * Math.PI * 2;
    blobs.push(
      circle(
        Math.cos(angle) * size * 0.45,
        -size * 1.4 + Math.sin(angle) * size * 0.3,
        size * rng.range(0.42, 0.56),
        index % 2 === 0 ? crown : lighten(crown, 0.12),
      ),
    );
  }
  return group([
    path(d('M', -10, 0, 'L', -6, -size * 1.2, 'L', 6, -size * 1.2, 'L', 10, 0, 'Z'), COLOURS.wood),
    ...blobs,
    circle(0, -size * 1.45, size * 0.5, lighten(crown, 0.06)),
  ]);
}

/** A blue agave rosette. */
export function agave(size: number, colour: Colour = COLOURS.agave): string {
  const leaves = [-80, -55, -30, -10, 10, 30, 55, 80].map((angle, index) => {
    const radians = ((angle - 90) * Math.PI) / 180;
    const length = size * (index % 2 === 0 ? 1 : 0.8);
    const tipX = Math.cos(radians) * length;
    const tipY = Math.sin(radians) * length;
    const normalX = Math.cos(radians + Math.PI / 2) * size * 0.12;
    const normalY = Math.sin(radians + Math.PI / 2) * size * 0.12;
    return polygon(
      [
        [-normalX, -normalY],
        [tipX, tipY],
        [normalX, normalY],
      ],
      index % 2 === 0 ? colour : lighten(colour, 0.15),
    );
  });
  return group(leaves);
}

/** An organ-pipe cactus. */
export function cactus(height: number, colour: Colour = '#3f7f5b'): string {
  const arm = (x: number, top: number, h: number) => rect(x - 14, -top, 28, h, colour, { rx: 14 });
  return group([
    arm(0, height, height + 4),
    arm(-34, height * 0.75, height * 0.75 + 4),
    arm(34, height * 0.85, height * 0.85 + 4),
    rect(-8, -height + 20, 4, height - 30, lighten(colour, 0.15)),
  ]);
}

/** A little ring of marigold (cempasúchil) petals. */
export function marigold(x: number, y: number, radius: number): string {
  return group([
    circle(x, y, radius, '#f28c00'),
    circle(x, y, radius * 0.72, COLOURS.marigold),
    circle(x, y, radius * 0.4, '#ffc93c'),
  ]);
}

/** A volcano with a snow cap and a plume (Popocatépetl). */
export function volcano(colour: Colour): string {
  return group([
    polygon(
      [
        [-460, 0],
        [-70, -360],
        [70, -360],
        [460, 0],
      ],
      colour,
    ),
    polygon(
      [
        [0, -360],
        [70, -360],
        [460, 0],
        [0, 0],
      ],
      '#1a1020',
      { opacity: 0.12 },
    ),
    path(
      d(
        'M',
        -70,
        -360,
        'L',
        70,
        -360,
        'L',
        120,
        -300,
        'L',
        80,
        -280,
        'L',
        40,
        -305,
        'L',
        0,
        -272,
        'L',
        -40,
        -300,
        'L',
        -90,
        -280,
        'L',
        -118,
        -300,
        'Z',
      ),
      COLOURS.white,
    ),
    circle(-20, -420, 40, '#e9e4ea', { opacity: 0.85 }),
    circle(30, -470, 52, '#e9e4ea', { opacity: 0.7 }),
    circle(100, -520, 60, '#e9e4ea', { opacity: 0.5 }),
  ]);
}

/** A mountain peak with a light face and a dark face. */
export function peak(width: number, height: number, colour: Colour, snow = false): string {
  return group([
    polygon(
      [
        [-width / 2, 0],
        [0, -height],
        [width / 2, 0],
      ],
      colour,
    ),
    polygon(
      [
        [0, -height],
        [width / 2, 0],
        [width * 0.05, 0],
      ],
      '#1a1020',
      { opacity: 0.14 },
    ),
    snow
      ? polygon(
          [
            [-width * 0.12, -height * 0.76],
            [0, -height],
            [width * 0.12, -height * 0.76],
            [0, -height * 0.7],
          ],
          COLOURS.white,
        )
      : '',
  ]);
}

/** A small boat with a striped awning, drawn at its waterline centre. */
export function boat(hull: Colour, awning: Colour): string {
  return group([
    path(
      d(
        'M',
        -130,
        -40,
        'L',
        130,
        -40,
        'Q',
        120,
        0,
        90,
        6,
        'L',
        -100,
        6,
        'Q',
        -126,
        0,
        -130,
        -40,
        'Z',
      ),
      hull,
    ),
    rect(-130, -48, 260, 10, lighten(hull, 0.3)),
    rect(-80, -130, 6, 84, COLOURS.wood),
    rect(74, -130, 6, 84, COLOURS.wood),
    path(d('M', -100, -128, 'L', 100, -128, 'L', 92, -150, 'L', -92, -150, 'Z'), awning),
    ...[-60, -20, 20, 60].map((x) => rect(x - 8, -150, 16, 22, COLOURS.white, { opacity: 0.7 })),
    ellipse(0, 10, 170, 10, '#ffffff', { opacity: 0.35 }),
  ]);
}

/** A heron or flamingo standing in shallow water. */
export function wader(colour: Colour): string {
  return group([
    path(d('M', 0, 0, 'L', 0, -60), 'none', { stroke: COLOURS.ink, 'stroke-width': 3 }),
    ellipse(0, -74, 26, 16, colour),
    path(d('M', 16, -80, 'Q', 30, -110, 16, -130), 'none', {
      stroke: colour,
      'stroke-width': 7,
      'stroke-linecap': 'round',
    }),
    circle(16, -132, 8, colour),
    path(d('M', 22, -132, 'L', 36, -126, 'L', 22, -128, 'Z'), COLOURS.ink),
  ]);
}

/** Mangrove clumps along a shore: rounded crowns on stilt roots. */
export function mangroves(width: number, rng: Rng, colour: Colour = COLOURS.leafDark): string {
  const clumps: string[] = [];
  for (let x = -width / 2; x < width / 2; x += rng.range(50, 80)) {
    const size = rng.range(40, 70);
    clumps.push(
      path(d('M', x - 20, 0, 'Q', x, -30, x + 20, 0), 'none', {
        stroke: COLOURS.wood,
        'stroke-width': 4,
      }),
      ellipse(x, -size * 0.7, size, size * 0.6, rng.chance(0.5) ? colour : lighten(colour, 0.12)),
    );
  }
  return group(clumps);
}

/** Jungle fringe: overlapping leafy mounds. */
export function jungle(width: number, rng: Rng, colour: Colour = COLOURS.leaf): string {
  const mounds: string[] = [];
  for (let x = -width / 2; x <= width / 2; x += rng.range(60, 100)) {
    mounds.push(
      circle(
        x,
        -rng.range(20, 60),
        rng.range(50, 90),
        rng.chance(0.5) ? colour : darken(colour, 0.15),
      ),
    );
  }
  return group(mounds);
}

/** Turquoise cascades over rock ledges, with a plunge pool. */
export function waterfall(rock: Colour, water: Colour): string {
  const parts: string[] = [
    path(
      d('M', -420, 0, 'L', -380, -480, 'L', -180, -520, 'L', -160, -300, 'L', -200, 0, 'Z'),
      rock,
    ),
    path(
      d('M', 420, 0, 'L', 380, -470, 'L', 180, -510, 'L', 170, -280, 'L', 210, 0, 'Z'),
      darken(rock, 0.12),
    ),
    rect(-190, -520, 380, 40, rock),
  ];
  const ledges = [-480, -330, -180];
  ledges.forEach((top, index) => {
    const width = 300 + index * 40;
    parts.push(rect(-width / 2, top, width, 150, water));
    for (let stripe = -width / 2 + 20; stripe < width / 2; stripe += 36) {
      parts.push(rect(stripe, top + 10, 8, 130, COLOURS.white, { opacity: 0.45, rx: 4 }));
    }
    parts.push(ellipse(0, top + 150, width / 2 + 30, 24, lighten(water, 0.3)));
  });
  parts.push(ellipse(0, -10, 420, 50, water));
  for (let index = 0; index < 9; index += 1)
    parts.push(
      circle(-200 + index * 50, -30 - (index % 3) * 12, 18 + (index % 2) * 8, COLOURS.white, {
        opacity: 0.6,
      }),
    );
  return group(parts);
}

/** Canyon walls in stacked strata with a river at the bottom; spans the given width. */
export function canyon(width: number, colours: readonly [Colour, Colour, Colour]): string {
  const [top, middle, bottom] = colours;
  const half = width / 2;
  const wall = (side: number, colour: Colour, inset: number, height: number) =>
    path(
      d(
        'M',
        side * half,
        0,
        'L',
        side * half,
        -height,
        'L',
        side * (inset + 60),
        -height,
        'L',
        side * (inset + 20),
        -height * 0.6,
        'L',
        side * (inset + 40),
        -height * 0.3,
        'L',
        side * inset,
        0,
        'Z',
      ),
      colour,
    );
  const mesa = (y: number, colour: Colour) =>
    path(
      d(
        'M',
        -half,
        0,
        'L',
        -half,
        y,
        'L',
        -half * 0.55,
        y,
        'L',
        -half * 0.5,
        y + 20,
        'L',
        -half * 0.1,
        y + 20,
        'L',
        -half * 0.05,
        y - 10,
        'L',
        half * 0.4,
        y - 10,
        'L',
        half * 0.45,
        y + 14,
        'L',
        half,
        y + 14,
        'L',
        half,
        0,
        'Z',
      ),
      colour,
    );
  return group([
    mesa(-470, lighten(top, 0.45)),
    mesa(-400, lighten(top, 0.3)),
    mesa(-330, lighten(middle, 0.2)),
    wall(-1, top, 260, 420),
    wall(1, top, 240, 440),
    wall(-1, middle, 170, 300),
    wall(1, middle, 150, 310),
    wall(-1, bottom, 80, 170),
    wall(1, bottom, 70, 180),
    path(
      d('M', -80, 0, 'Q', -20, -40, -30, -80, 'L', 30, -80, 'Q', 20, -40, 70, 0, 'Z'),
      COLOURS.sea,
    ),
    ...[-1, 1].flatMap((side) =>
      [0.82, 0.65, 0.45].map((level) =>
        rect(side > 0 ? 170 : -half, -420 * level, half - 170, 4, '#1a1020', { opacity: 0.12 }),
      ),
    ),
  ]);
}

/** A cave pool seen from inside a cenote: opening of light above, roots, turquoise water. */
export function cenote(
  width: number,
  height: number,
  rng: Rng,
  lightFill: string,
  waterFill: string,
): string {
  const rim = width / 2;
  const roots: string[] = [];
  for (let index = 0; index < 14; index += 1) {
    const x = rim - 200 + index * 30 + rng.range(-10, 10);
    const length = rng.range(120, 360);
    roots.push(
      path(
        d(
          'M',
          x,
          150,
          'Q',
          x + rng.range(-30, 30),
          150 + length / 2,
          x + rng.range(-10, 10),
          150 + length,
        ),
        'none',
        { stroke: '#3d5b3a', 'stroke-width': rng.range(2, 5), opacity: 0.8 },
      ),
    );
  }
  const stalactites: string[] = [];
  for (let x = 20; x < width; x += rng.range(50, 90)) {
    if (Math.abs(x - rim) < 240) continue;
    const length = rng.range(40, 140);
    stalactites.push(
      polygon(
        [
          [x - 18, 100 + Math.abs(x - rim) * 0.15],
          [x, 100 + Math.abs(x - rim) * 0.15 + length],
          [x + 18, 100 + Math.abs(x - rim) * 0.15],
        ],
        '#4a3a45',
      ),
    );
  }
  return group([
    rect(0, 0, width, height, '#2e2436'),
    path(
      d(
        'M',
        0,
        height,
        'L',
        0,
        height * 0.35,
        'Q',
        rim,
        -height * 0.1,
        width,
        height * 0.35,
        'L',
        width,
        height,
        'Z',
      ),
      '#3a2d40',
    ),
    ellipse(rim, 70, 230, 90, COLOURS.sky),
    ellipse(rim - 60, 60, 70, 24, COLOURS.white, { opacity: 0.8 }),
    ellipse(rim, 70, 230, 90, 'none', { stroke: '#3f6b3c', 'stroke-width': 26 }),
    ellipse(rim, 70, 262, 116, 'none', { stroke: '#2e2436', 'stroke-width': 30 }),
    ...stalactites,
    polygon(
      [
        [rim - 200, 100],
        [rim + 200, 100],
        [rim + 340, height * 0.74],
        [rim - 340, height * 0.74],
      ],
      lightFill,
    ),
    ...roots,
    ellipse(rim, height * 0.82, width * 0.48, height * 0.16, waterFill),
    ellipse(rim, height * 0.8, 220, 34, '#bff5ee', { opacity: 0.45 }),
  ]);
}
