/**
 * Landmark silhouettes: each building's own recognisable outline, drawn around its bottom centre
 * (0, 0) with negative y going up, so a scene can `place()` it. Flat shapes, no detail that would
 * not read at card size.
 */
import { arch } from './architecture.ts';
import { COLOURS, darken, lighten } from './palette.ts';
import type { Colour } from './palette.ts';
import type { Point } from './svg.ts';
import { circle, d, ellipse, group, line, path, polygon, rect } from './svg.ts';

const INK = COLOURS.ink;

/** A grid of small windows. */
function grid(
  x: number,
  y: number,
  cols: number,
  rows: number,
  dx: number,
  dy: number,
  w: number,
  h: number,
  fill: Colour,
): string {
  const cells: string[] = [];
  for (let row = 0; row < rows; row += 1)
    for (let col = 0; col < cols; col += 1)
      cells.push(rect(x + col * dx, y + row * dy, w, h, fill));
  return group(cells);
}

function arches(x: number, y: number, n: number, dx: number, w: number, h: number, fill: Colour) {
  return group(Array.from({ length: n }, (_, i) => arch(x + i * dx, y, w, h, fill)));
}

function columns(x: number, y: number, n: number, dx: number, w: number, h: number, fill: Colour) {
  return group(
    Array.from({ length: n }, (_, i) =>
      group([
        rect(x + i * dx - w / 2, y - h, w, h, fill),
        rect(x + i * dx - w * 0.8, y - h - 8, w * 1.6, 8, fill),
        rect(x + i * dx - w * 0.8, y - 6, w * 1.6, 6, fill),
      ]),
    ),
  );
}

function pediment(x: number, y: number, w: number, h: number, fill: Colour): string {
  return polygon(
    [
      [x - w / 2, y],
      [x, y - h],
      [x + w / 2, y],
    ],
    fill,
  );
}

/** A half-round dome on (x, y) of radius r, with ribs and a lantern. */
function dome(x: number, y: number, r: number, fill: Colour, rib: Colour = lighten(fill, 0.35)) {
  const ribs = [-0.6, -0.2, 0.2, 0.6].map((t) =>
    path(
      d('M', x + t * r * 0.25, y - r * 0.98, 'Q', x + t * r * 1.05, y - r * 0.7, x + t * r, y),
      'none',
      {
        stroke: rib,
        'stroke-width': 3,
      },
    ),
  );
  return group([
    path(d('M', x - r, y, 'C', x - r, y - r * 1.3, x + r, y - r * 1.3, x + r, y, 'Z'), fill),
    ...ribs,
    rect(x - r * 0.12, y - r * 1.2, r * 0.24, r * 0.26, lighten(fill, 0.5)),
    circle(x, y - r * 1.24, r * 0.1, fill),
  ]);
}

function cross(x: number, y: number, size: number, colour: Colour = INK): string {
  return group([
    line(x, y, x, y - size, colour, 4),
    line(x - size / 3, y - size * 0.65, x + size / 3, y - size * 0.65, colour, 4),
  ]);
}

/** A square bell tower in stages, with a small dome or spire on top. */
function tower(
  x: number,
  width: number,
  height: number,
  wall: Colour,
  cap: 'dome' | 'spire' | 'bell' | 'pyramid' | 'crown',
  capColour: Colour = lighten(wall, 0.2),
): string {
  const top = -height;
  const stage = (y: number, w: number, h: number) =>
    group([
      rect(x - w / 2, y - h, w, h, wall),
      rect(x - w / 2 - 4, y - h, w + 8, 6, lighten(wall, 0.25)),
      arch(x, y - 12, w * 0.36, h * 0.6, darken(wall, 0.45)),
    ]);
  const caps: Record<typeof cap, string> = {
    dome: group([
      dome(x, top - 60, width * 0.32, capColour),
      cross(x, top - 60 - width * 0.42, 26),
    ]),
    spire: polygon(
      [
        [x - width * 0.32, top - 60],
        [x, top - 60 - width * 1.8],
        [x + width * 0.32, top - 60],
      ],
      capColour,
    ),
    bell: group([
      path(
        d(
          'M',
          x - width * 0.34,
          top - 60,
          'C',
          x - width * 0.3,
          top - 130,
          x - 6,
          top - 110,
          x,
          top - 150,
          'C',
          x + 6,
          top - 110,
          x + width * 0.3,
          top - 130,
          x + width * 0.34,
          top - 60,
          'Z',
        ),
        capColour,
      ),
      cross(x, top - 150, 24),
    ]),
    pyramid: polygon(
      [
        [x - width * 0.35, top - 60],
        [x, top - 60 - width * 0.6],
        [x + width * 0.35, top - 60],
      ],
      capColour,
    ),
    crown: group([
      ...[-0.3, -0.1, 0.1, 0.3].map((t) =>
        path(
          d('M', x + t * width, top - 60, 'Q', x + t * width * 1.6, top - 120, x, top - 170),
          'none',
          {
            stroke: capColour,
            'stroke-width': 9,
          },
        ),
      ),
      ellipse(x, top - 64, width * 0.36, 10, capColour),
      circle(x, top - 176, 12, COLOURS.marigold),
      cross(x, top - 186, 26),
    ]),
  };
  return group([
    rect(x - width / 2, top, width, height, wall),
    stage(top, width * 0.74, 60),
    arch(x, top + 90, width * 0.34, 70, darken(wall, 0.45)),
    caps[cap],
  ]);
}

// ——— Mexico City ———

export function torreLatinoamericana(): string {
  const body: Point[] = [
    [-70, 0],
    [-58, -520],
    [58, -520],
    [70, 0],
  ];
  const bands = Array.from({ length: 26 }, (_, i) =>
    rect(-66 + i * 0.45, -20 - i * 19.5, 132 - i * 0.9, 5, '#b9d4e6'),
  );
  return group([
    polygon(body, '#43658c'),
    ...bands,
    rect(-6, -520, 12, 520, '#36577c', { opacity: 0.6 }),
    rect(-46, -560, 92, 40, '#3a5a80'),
    rect(-32, -596, 64, 36, '#43658c'),
    rect(-20, -626, 40, 30, '#3a5a80'),
    line(0, -626, 0, -740, INK, 5),
    circle(0, -740, 5, '#e64b3c'),
  ]);
}

export function bellasArtes(): string {
  const marble = '#f3eee4';
  const gold = '#e7a23a';
  return group([
    rect(-300, -220, 600, 220, marble),
    rect(-310, -232, 620, 14, lighten(marble, 0.4)),
    rect(-120, -300, 240, 80, marble),
    dome(0, -300, 120, gold, '#c0531f'),
    dome(-230, -232, 46, gold, '#c0531f'),
    dome(230, -232, 46, gold, '#c0531f'),
    circle(0, -460, 14, '#c9c2b2'),
    arches(-90, -40, 3, 90, 60, 130, '#8c9aa8'),
    columns(-250, -10, 3, 50, 12, 190, '#ddd5c6'),
    columns(150, -10, 3, 50, 12, 190, '#ddd5c6'),
    rect(-320, -10, 640, 10, '#cfc6b6'),
  ]);
}

export function catedralMetropolitana(): string {
  const stone = '#a99a86';
  const tezontle = '#9c4f43';
  return group([
    rect(190, -190, 150, 190, tezontle),
    arches(225, 0, 2, 80, 40, 90, darken(tezontle, 0.4)),
    dome(0, -300, 80, '#cfc6b4'),
    rect(-170, -300, 340, 300, stone),
    tower(-215, 110, 330, stone, 'bell', '#8e8070'),
    tower(215, 110, 330, stone, 'bell', '#8e8070'),
    pediment(0, -300, 140, 70, lighten(stone, 0.12)),
    rect(-24, -250, 48, 60, darken(stone, 0.3)),
    arch(0, 0, 80, 150, COLOURS.wood),
    arch(-100, 0, 56, 110, COLOURS.wood),
    arch(100, 0, 56, 110, COLOURS.wood),
    rect(-280, 0, 560, 12, '#8c7f6d'),
  ]);
}

/** The monumental flag of the Zócalo on its pole. */
export function giantFlag(): string {
  return group([
    rect(-5, -470, 10, 470, '#8c8c8c'),
    rect(5, -460, 80, 150, '#006847'),
    rect(85, -460, 80, 150, '#f7f7f2'),
    rect(165, -460, 80, 150, '#ce1126'),
    circle(125, -385, 20, '#8a6a3a'),
  ]);
}

export function temploMayor(): string {
  const stone = '#9d8d7a';
  const tiers = [0, 1, 2, 3].map((i) =>
    rect(-320 + i * 40, -60 - i * 55, 640 - i * 80, 60, i % 2 ? lighten(stone, 0.1) : stone),
  );
  return group([
    ...tiers,
    rect(-140, -260, 60, 40, '#c04a3a'),
    rect(80, -260, 60, 40, '#3f7fb0'),
    ...[-160, 60].map((x) => rect(x, -240, 100, 240, darken(stone, 0.12))),
    ...[-160, 60].flatMap((x) =>
      Array.from({ length: 12 }, (_, i) => rect(x, -i * 20 - 8, 100, 4, darken(stone, 0.3))),
    ),
    ...[-170, -50, 50, 170].map((x) =>
      group([circle(x, -10, 18, '#b9a98f'), circle(x + 6, -14, 4, INK)]),
    ),
    rect(-340, -8, 680, 8, '#6f6252'),
    line(-360, -80, 360, -80, '#5a5a5a', 4),
  ]);
}

export function anthropologyUmbrella(): string {
  return group([
    rect(-340, -200, 140, 200, '#e9e4da'),
    rect(200, -200, 140, 200, '#e9e4da'),
    grid(-330, -180, 4, 3, 34, 60, 20, 34, '#a7b5bd'),
    grid(210, -180, 4, 3, 34, 60, 20, 34, '#a7b5bd'),
    rect(-380, -330, 760, 36, '#b7aea0'),
    rect(-380, -296, 760, 6, '#8c8477'),
    ...Array.from({ length: 14 }, (_, i) =>
      rect(-300 + i * 46, -294, 6, 280, '#7fc6e0', { opacity: 0.55 }),
    ),
    rect(-34, -330, 68, 330, '#8a6a45'),
    ...[0, 1, 2, 3].map((i) => rect(-30, -300 + i * 70, 60, 8, '#6b5034')),
    ellipse(0, 0, 300, 16, '#7fc6e0', { opacity: 0.7 }),
  ]);
}

export function chapultepecCastle(): string {
  const wall = '#efe6d2';
  return group([
    path(d('M', -420, 0, 'Q', -300, -200, 0, -220, 'Q', 300, -200, 420, 0, 'Z'), '#3f7d52'),
    rect(-260, -330, 520, 120, wall),
    arches(-230, -215, 9, 57, 34, 70, '#9aa9b2'),
    rect(-270, -340, 540, 12, lighten(wall, 0.3)),
    rect(120, -440, 90, 120, wall),
    rect(112, -448, 106, 10, lighten(wall, 0.3)),
    arches(145, -340, 2, 40, 22, 60, '#9aa9b2'),
    rect(163, -520, 4, 72, INK),
    rect(167, -518, 20, 30, '#006847'),
    rect(187, -518, 20, 30, '#f7f7f2'),
    rect(207, -518, 20, 30, '#ce1126'),
    ...[-380, -300, 300, 380].map((x) => circle(x, -60, 70, '#2f6b45')),
  ]);
}

export function casaAzul(): string {
  const blue = '#1f4fb0';
  const red = '#b3402a';
  return group([
    rect(-380, -300, 760, 300, blue),
    rect(-380, -300, 760, 14, red),
    ...[-260, -80, 100, 280].map((x) =>
      group([
        rect(x - 44, -230, 88, 140, red),
        rect(x - 34, -222, 68, 124, '#2a2230'),
        line(x, -222, x, -98, red, 4),
      ]),
    ),
    rect(-20, -140, 80, 140, '#2f7d52'),
    circle(-330, -330, 60, '#3f8a4f'),
    circle(330, -340, 70, '#3f8a4f'),
    circle(250, -330, 50, '#4f9a5e'),
  ]);
}

export function basilicaGuadalupe(): string {
  const old = '#d9b27a';
  return group([
    rect(-420, -220, 240, 220, old),
    dome(-300, -220, 70, '#d48a3a'),
    tower(-410, 40, 260, old, 'dome', '#d48a3a'),
    tower(-190, 40, 260, old, 'dome', '#d48a3a'),
    arch(-300, 0, 60, 120, COLOURS.wood),
    path(d('M', -140, 0, 'L', -120, -150, 'Q', 110, -330, 340, -150, 'L', 360, 0, 'Z'), '#4f8f7a'),
    ...[-80, 0, 80, 160, 240].map((x) => line(x, -40, 110, -290, '#3a6e5e', 4)),
    rect(-120, -150, 480, 150, '#e9e1cf', { opacity: 0.0 }),
    rect(-100, -70, 440, 70, '#d5cec0'),
    arches(-60, 0, 6, 70, 40, 56, '#6e6a62'),
    cross(110, -300, 60),
  ]);
}

export function pyramidOfTheSun(stone: Colour): string {
  const tiers = [
    [560, 70],
    [470, 70],
    [380, 60],
    [290, 55],
    [200, 50],
  ] as const;
  let y = 0;
  const parts: string[] = [];
  tiers.forEach(([w, h], i) => {
    parts.push(
      polygon(
        [
          [-w / 2, y],
          [-w / 2 + 30, y - h],
          [w / 2 - 30, y - h],
          [w / 2, y],
        ],
        i % 2 ? lighten(stone, 0.08) : stone,
      ),
    );
    y -= h;
  });
  parts.push(
    polygon(
      [
        [-40, 0],
        [-20, y],
        [20, y],
        [40, 0],
      ],
      darken(stone, 0.18),
    ),
  );
  parts.push(rect(-90, y - 8, 180, 8, lighten(stone, 0.15)));
  return group(parts);
}

export function pyramidOfTheMoon(stone: Colour): string {
  return group([
    polygon(
      [
        [-200, 0],
        [-160, -90],
        [160, -90],
        [200, 0],
      ],
      stone,
    ),
    polygon(
      [
        [-150, -90],
        [-120, -170],
        [120, -170],
        [150, -90],
      ],
      lighten(stone, 0.08),
    ),
    polygon(
      [
        [-100, -170],
        [-80, -220],
        [80, -220],
        [100, -170],
      ],
      stone,
    ),
    polygon(
      [
        [-160, 0],
        [-110, -70],
        [-50, -70],
        [-30, 0],
      ],
      lighten(stone, 0.12),
    ),
    polygon(
      [
        [-20, 0],
        [-12, -220],
        [12, -220],
        [20, 0],
      ],
      darken(stone, 0.18),
    ),
  ]);
}

// ——— Guadalajara ———

export function catedralGuadalajara(): string {
  const wall = '#e3c58e';
  const tile = '#f2c230';
  const spire = (x: number) =>
    group([
      rect(x - 45, -380, 90, 380, wall),
      arch(x, -280, 30, 70, darken(wall, 0.4)),
      polygon(
        [
          [x - 44, -380],
          [x, -640],
          [x + 44, -380],
        ],
        tile,
      ),
      ...[0, 1, 2, 3].map((i) => rect(x - 30 + i * 8, -420 - i * 50, 60 - i * 16, 10, '#2d5fa8')),
      cross(x, -640, 30),
    ]);
  return group([
    dome(0, -330, 70, tile),
    rect(-140, -330, 280, 330, wall),
    spire(-150),
    spire(150),
    arch(0, 0, 90, 170, COLOURS.wood),
    circle(0, -250, 26, darken(wall, 0.3)),
    columns(-80, 0, 2, 160, 16, 200, lighten(wall, 0.2)),
    rect(-220, 0, 440, 10, '#a88f65'),
  ]);
}

export function hospicioCabanas(): string {
  const wall = '#e9dcc0';
  return group([
    rect(-380, -170, 760, 170, wall),
    grid(-360, -140, 10, 2, 74, 70, 26, 40, '#8f8774'),
    rect(-80, -360, 160, 190, wall),
    grid(-60, -330, 4, 1, 36, 0, 16, 60, '#8f8774'),
    dome(0, -360, 95, '#9fb0bd'),
    rect(-140, -250, 280, 250, lighten(wall, 0.1)),
    columns(-110, 0, 6, 44, 14, 200, '#f7f1e4'),
    pediment(0, -250, 300, 70, lighten(wall, 0.2)),
    rect(-400, 0, 800, 10, '#a89a7f'),
  ]);
}

export function teatroDegollado(): string {
  const wall = '#ddcfb2';
  return group([
    rect(-360, -260, 720, 260, wall),
    rect(-300, -300, 600, 40, darken(wall, 0.05)),
    pediment(0, -300, 620, 110, lighten(wall, 0.12)),
    ...Array.from({ length: 7 }, (_, i) => circle(-150 + i * 50, -340, 10, '#b9a985')),
    columns(-270, -30, 12, 49, 16, 230, '#f6efe0'),
    ...[0, 1, 2].map((i) => rect(-380 + i * 10, -30 + i * 10, 760 - i * 20, 10, '#c2b394')),
  ]);
}

export function basilicaZapopan(): string {
  const wall = '#e0b070';
  return group([
    rect(-150, -280, 300, 280, wall),
    tower(-175, 60, 380, wall, 'dome', '#c8873a'),
    tower(175, 60, 380, wall, 'dome', '#c8873a'),
    pediment(0, -280, 200, 60, lighten(wall, 0.15)),
    arch(0, 0, 80, 150, COLOURS.wood),
    ...[-60, 60].map((x) => rect(x - 8, -250, 16, 250, lighten(wall, 0.2))),
    circle(0, -210, 18, darken(wall, 0.35)),
    arches(-320, 0, 3, 50, 30, 80, darken(wall, 0.3)),
    arches(220, 0, 3, 50, 30, 80, darken(wall, 0.3)),
    rect(-360, -100, 160, 10, lighten(wall, 0.2)),
    rect(200, -100, 160, 10, lighten(wall, 0.2)),
  ]);
}

export function guachimontones(stone: Colour): string {
  const tiers = Array.from({ length: 6 }, (_, i) =>
    group([
      ellipse(0, -i * 40, 300 - i * 42, 44 - i * 4, i % 2 ? lighten(stone, 0.1) : stone),
      rect(-300 + i * 42, -i * 40 - 40, 600 - i * 84, 40, i % 2 ? lighten(stone, 0.1) : stone),
    ]),
  );
  return group([
    ...tiers.reverse(),
    ellipse(0, -240, 48, 10, darken(stone, 0.2)),
    rect(-4, -320, 8, 80, COLOURS.wood),
    polygon(
      [
        [-40, 0],
        [-20, -240],
        [20, -240],
        [40, 0],
      ],
      darken(stone, 0.15),
    ),
  ]);
}

// ——— Guanajuato ———

export function teatroJuarez(): string {
  const stone = '#8fa08a';
  const muse = (x: number) =>
    group([circle(x, -440, 9, '#3d3a2f'), rect(x - 8, -432, 16, 34, '#3d3a2f')]);
  return group([
    rect(-330, -390, 660, 390, stone),
    rect(-340, -400, 680, 12, lighten(stone, 0.3)),
    ...Array.from({ length: 9 }, (_, i) => muse(-300 + i * 75)),
    columns(-260, -90, 12, 47, 14, 280, '#c7cdb6'),
    rect(-300, -110, 600, 14, lighten(stone, 0.25)),
    ...[0, 1, 2, 3, 4, 5].map((i) =>
      rect(-300 - i * 10, -90 + i * 15, 600 + i * 20, 15, i % 2 ? '#b5a68a' : '#c9bb9f'),
    ),
    ...[-330, 330].map((x) =>
      group([rect(x - 30, -130, 60, 40, '#c9bb9f'), ellipse(x, -146, 26, 16, '#5a4a2a')]),
    ),
  ]);
}

export function pipila(): string {
  return group([
    rect(-70, -120, 140, 120, '#a79a80'),
    rect(-80, -130, 160, 14, '#bcae92'),
    path(d('M', -60, -130, 'L', -50, -330, 'L', 50, -330, 'L', 60, -130, 'Z'), '#b8a48a'),
    circle(0, -370, 40, '#b8a48a'),
    path(d('M', 40, -320, 'L', 110, -460, 'L', 130, -450, 'L', 70, -300, 'Z'), '#b8a48a'),
    rect(100, -510, 24, 50, '#8a6a45'),
    path(d('M', 112, -510, 'Q', 90, -560, 112, -600, 'Q', 140, -560, 112, -510, 'Z'), '#f29a2e'),
    path(d('M', -70, -300, 'L', -120, -200, 'L', -100, -190, 'L', -50, -280, 'Z'), '#8a7a5f'),
  ]);
}

export function callejonDelBeso(): string {
  const left = '#d76b4a';
  const right = '#e9b949';
  const balcony = (x: number, dir: 1 | -1, colour: Colour) =>
    group([
      rect(x, -440, dir * 56, 10, INK),
      rect(x + (dir > 0 ? 0 : -56), -470, 56, 30, 'none', { stroke: INK, 'stroke-width': 3 }),
      rect(x + (dir > 0 ? 4 : -52), -520, 48, 76, darken(colour, 0.4)),
      ellipse(x + dir * 40, -480, 14, 14, COLOURS.rosa),
    ]);
  return group([
    polygon(
      [
        [-420, 0],
        [-420, -640],
        [-40, -600],
        [-60, 0],
      ],
      left,
    ),
    polygon(
      [
        [420, 0],
        [420, -640],
        [40, -600],
        [60, 0],
      ],
      right,
    ),
    balcony(-60, 1, left),
    balcony(60, -1, right),
    grid(-360, -300, 2, 2, 120, 140, 60, 90, darken(left, 0.35)),
    grid(240, -300, 2, 2, 120, 140, 60, 90, darken(right, 0.35)),
    polygon(
      [
        [-60, 0],
        [-40, -600],
        [40, -600],
        [60, 0],
      ],
      '#bfa888',
    ),
    ...Array.from({ length: 8 }, (_, i) =>
      rect(-56 + i * 2, -i * 70 - 10, 112 - i * 4, 4, '#9d8a70'),
    ),
  ]);
}

export function universidadGuanajuato(): string {
  const wall = '#f1ece2';
  return group([
    rect(-220, -460, 440, 200, wall),
    columns(-170, -260, 6, 68, 16, 170, '#e0d8c8'),
    pediment(0, -460, 300, 60, lighten(wall, 0.3)),
    rect(-40, -360, 80, 100, '#7e8a93'),
    ...Array.from({ length: 13 }, (_, i) =>
      rect(-120 - i * 14, -260 + i * 20, 240 + i * 28, 20, i % 2 ? '#e3dccf' : '#d3cabb'),
    ),
  ]);
}

export function alhondiga(): string {
  const stone = '#a89f8e';
  return group([
    rect(-340, -300, 680, 300, stone),
    rect(-350, -310, 700, 16, lighten(stone, 0.15)),
    grid(-300, -270, 8, 2, 80, 130, 30, 50, darken(stone, 0.4)),
    ...[-340, 326].map((x) => rect(x, -330, 14, 30, stone)),
    ...[-100, 100].map((x) => rect(x - 6, -330, 12, 30, INK)),
    arch(0, 0, 80, 140, COLOURS.wood),
  ]);
}

export function laValenciana(): string {
  const pink = '#d89a8a';
  return group([
    rect(-150, -300, 300, 300, pink),
    ...[-100, -50, 50, 100].map((x) => rect(x - 8, -290, 16, 290, lighten(pink, 0.18))),
    arch(0, 0, 90, 170, COLOURS.wood),
    arch(0, -200, 44, 70, darken(pink, 0.4)),
    path(d('M', -150, -300, 'Q', 0, -400, 150, -300, 'Z'), lighten(pink, 0.1)),
    tower(220, 90, 420, pink, 'dome', lighten(pink, 0.2)),
    rect(-160, 0, 480, 10, darken(pink, 0.2)),
  ]);
}

export function basilicaGuanajuato(): string {
  const ochre = '#e8b548';
  return group([
    dome(60, -330, 70, '#c4452e'),
    rect(-180, -330, 320, 330, ochre),
    tower(-150, 100, 400, ochre, 'dome', '#c4452e'),
    arch(0, 0, 90, 180, '#7a2a1f'),
    arch(0, -230, 40, 70, darken(ochre, 0.4)),
    ...[-70, 70].map((x) => rect(x - 8, -320, 16, 320, '#c4452e')),
    rect(-200, 0, 400, 10, '#9a7a45'),
  ]);
}

// ——— Mérida and the Yucatán ———

export function catedralMerida(): string {
  const stone = '#dcd0b8';
  return group([
    rect(-230, -360, 460, 360, stone),
    ...[-180, 180].map((x) =>
      group([
        rect(x - 50, -480, 100, 120, stone),
        rect(x - 40, -520, 80, 40, lighten(stone, 0.1)),
        dome(x, -520, 34, lighten(stone, 0.15)),
        arch(x, -380, 30, 60, darken(stone, 0.45)),
      ]),
    ),
    path(
      d('M', -120, -360, 'L', -120, -110, 'Q', 0, -150, 120, -110, 'L', 120, -360, 'Z'),
      darken(stone, 0.1),
    ),
    path(d('M', -120, -110, 'Q', 0, -360, 120, -110, 'Z'), lighten(stone, 0.08)),
    arch(0, 0, 80, 140, COLOURS.wood),
    arch(-170, 0, 50, 90, COLOURS.wood),
    arch(170, 0, 50, 90, COLOURS.wood),
    rect(-10, -300, 20, 60, darken(stone, 0.3)),
    rect(-250, 0, 500, 10, '#b9ab92'),
  ]);
}

export function palacioCanton(): string {
  const wall = '#f3efe6';
  return group([
    rect(-300, -320, 600, 320, wall),
    rect(-310, -330, 620, 14, '#e2dbcc'),
    ...Array.from({ length: 15 }, (_, i) => rect(-300 + i * 42, -360, 10, 30, '#e2dbcc')),
    rect(-310, -366, 620, 8, '#e2dbcc'),
    columns(-100, -170, 5, 50, 14, 140, '#dcd3c2'),
    columns(-100, 0, 5, 50, 14, 150, '#dcd3c2'),
    rect(-130, -176, 260, 10, '#d8cfbd'),
    grid(-270, -290, 2, 2, 80, 160, 40, 90, '#8c9aa5'),
    grid(190, -290, 2, 2, 80, 160, 40, 90, '#8c9aa5'),
    ...Array.from({ length: 6 }, (_, i) => rect(-160 - i * 10, -i * 6, 320 + i * 20, 6, '#cfc7b6')),
  ]);
}

export function dzibilchaltun(stone: Colour): string {
  return group([
    polygon(
      [
        [-260, 0],
        [-230, -120],
        [230, -120],
        [260, 0],
      ],
      darken(stone, 0.05),
    ),
    polygon(
      [
        [-40, 0],
        [-30, -120],
        [30, -120],
        [40, 0],
      ],
      darken(stone, 0.2),
    ),
    rect(-130, -260, 260, 140, stone),
    rect(-140, -270, 280, 14, lighten(stone, 0.15)),
    rect(-40, -330, 80, 60, stone),
    rect(-28, -210, 56, 90, '#f8e39a'),
    rect(-100, -200, 30, 50, darken(stone, 0.35)),
    rect(70, -200, 30, 50, darken(stone, 0.35)),
  ]);
}

export function granMuseoMaya(): string {
  return group([
    rect(-360, -140, 720, 140, '#d9d4c8'),
    grid(-340, -110, 12, 1, 60, 0, 40, 70, '#8aa0ad'),
    ...Array.from({ length: 11 }, (_, i) =>
      path(
        d(
          'M',
          -300 + i * 60,
          -140,
          'C',
          -280 + i * 60,
          -300,
          -200 + i * 40,
          -360,
          -40 + i * 8,
          -380,
        ),
        'none',
        {
          stroke: '#b8b0a0',
          'stroke-width': 14,
          'stroke-linecap': 'round',
        },
      ),
    ),
    path(d('M', -320, -150, 'Q', 0, -420, 320, -150), 'none', {
      stroke: '#9e968a',
      'stroke-width': 10,
    }),
  ]);
}

export function casaMontejo(): string {
  const wall = '#e8dcc2';
  const carve = '#c7b48e';
  return group([
    rect(-320, -320, 640, 320, wall),
    rect(-130, -320, 260, 320, carve),
    rect(-70, -150, 140, 150, '#5a3a22'),
    columns(-100, 0, 2, 200, 20, 150, '#d8c8a2'),
    rect(-120, -170, 240, 18, '#b4a07a'),
    ...[-70, 70].map((x) =>
      group([
        circle(x, -290, 16, '#a08b64'),
        rect(x - 16, -274, 32, 70, '#a08b64'),
        rect(x - 26, -204, 52, 12, '#a08b64'),
      ]),
    ),
    rect(-50, -260, 100, 70, '#b4a07a'),
    circle(0, -225, 24, '#a08b64'),
    grid(-270, -250, 1, 2, 0, 130, 70, 80, '#7d8c94'),
    grid(200, -250, 1, 2, 0, 130, 70, 80, '#7d8c94'),
  ]);
}

export function elCastilloChichen(stone: Colour): string {
  const parts: string[] = [];
  for (let i = 0; i < 9; i += 1) {
    const w = 560 - i * 44;
    parts.push(rect(-w / 2, -(i + 1) * 36, w, 36, i % 2 ? lighten(stone, 0.07) : stone));
    parts.push(rect(-w / 2, -(i + 1) * 36, w, 5, darken(stone, 0.15)));
  }
  parts.push(
    polygon(
      [
        [-50, 0],
        [-34, -324],
        [34, -324],
        [50, 0],
      ],
      darken(stone, 0.12),
    ),
  );
  parts.push(
    ...Array.from({ length: 20 }, (_, i) =>
      rect(-48 + i * 0.8, -i * 16 - 6, 96 - i * 1.6, 3, darken(stone, 0.3)),
    ),
  );
  parts.push(rect(-90, -420, 180, 96, lighten(stone, 0.05)));
  parts.push(rect(-96, -430, 192, 14, darken(stone, 0.08)));
  parts.push(arch(0, -324, 36, 70, darken(stone, 0.5)));
  parts.push(
    group([circle(-58, -10, 16, darken(stone, 0.25)), circle(58, -10, 16, darken(stone, 0.25))]),
  );
  return group(parts);
}

export function cobaNohochMul(stone: Colour): string {
  const parts: string[] = [];
  for (let i = 0; i < 7; i += 1) {
    const w = 420 - i * 46;
    parts.push(
      polygon(
        [
          [-w / 2, -i * 70],
          [-w / 2 + 18, -(i + 1) * 70],
          [w / 2 - 18, -(i + 1) * 70],
          [w / 2, -i * 70],
        ],
        i % 2 ? lighten(stone, 0.08) : stone,
      ),
    );
  }
  parts.push(
    polygon(
      [
        [-40, 0],
        [-26, -490],
        [26, -490],
        [40, 0],
      ],
      darken(stone, 0.2),
    ),
  );
  parts.push(rect(-50, -550, 100, 60, lighten(stone, 0.05)));
  parts.push(rect(-14, -540, 28, 50, darken(stone, 0.5)));
  return group(parts);
}

export function elReyRuins(stone: Colour): string {
  return group([
    polygon(
      [
        [-300, 0],
        [-280, -70],
        [-80, -70],
        [-60, 0],
      ],
      stone,
    ),
    polygon(
      [
        [-260, -70],
        [-240, -130],
        [-120, -130],
        [-100, -70],
      ],
      lighten(stone, 0.08),
    ),
    rect(-210, -180, 60, 50, darken(stone, 0.1)),
    polygon(
      [
        [40, 0],
        [60, -50],
        [320, -50],
        [340, 0],
      ],
      stone,
    ),
    ...[90, 150, 210, 270].map((x) => rect(x - 10, -110, 20, 60, darken(stone, 0.12))),
    ellipse(-20, -6, 40, 10, '#6e8a4a'),
    path(d('M', -40, -10, 'q', 20, -18, 46, -6, 'l', 20, 2), 'none', {
      stroke: '#5f7f3a',
      'stroke-width': 6,
    }),
  ]);
}

// ——— Oaxaca ———

export function santoDomingoOaxaca(): string {
  const cantera = '#a7b68f';
  return group([
    dome(0, -330, 100, '#c9c3a8'),
    rect(-180, -340, 360, 340, cantera),
    ...[-230, 230].map((x) =>
      group([
        rect(x - 55, -420, 110, 420, cantera),
        rect(x - 45, -470, 90, 50, lighten(cantera, 0.1)),
        dome(x, -470, 32, '#c9c3a8'),
        arch(x, -430 + 60, 30, 50, darken(cantera, 0.45)),
      ]),
    ),
    rect(-110, -320, 220, 290, lighten(cantera, 0.1)),
    ...[-80, -40, 40, 80].map((x) => rect(x - 6, -310, 12, 290, darken(cantera, 0.1))),
    ...[-60, 0, 60].map((x) => rect(x - 14, -280, 28, 40, darken(cantera, 0.25))),
    arch(0, 0, 70, 140, COLOURS.wood),
    pediment(0, -340, 220, 50, lighten(cantera, 0.15)),
  ]);
}

export function monteAlban(stone: Colour): string {
  const platform = (x: number, w: number, h: number) =>
    group([
      polygon(
        [
          [x - w / 2, 0],
          [x - w / 2 + 24, -h],
          [x + w / 2 - 24, -h],
          [x + w / 2, 0],
        ],
        stone,
      ),
      polygon(
        [
          [x - w / 6, 0],
          [x - w / 8, -h],
          [x + w / 8, -h],
          [x + w / 6, 0],
        ],
        darken(stone, 0.15),
      ),
      ...Array.from({ length: Math.floor(h / 14) }, (_, i) =>
        rect(x - w / 6 + 2, -i * 14 - 8, w / 3 - 4, 3, darken(stone, 0.3)),
      ),
    ]);
  return group([
    platform(-300, 260, 110),
    platform(0, 380, 150),
    platform(300, 240, 90),
    rect(-480, 0, 960, 10, darken(stone, 0.1)),
  ]);
}

export function mitla(stone: Colour): string {
  const fret = (y: number) => {
    const parts: string[] = [];
    for (let x = -320; x < 320; x += 40)
      parts.push(
        path(d('M', x, y, 'l', 0, -24, 'l', 28, 0, 'l', 0, 14, 'l', -14, 0), 'none', {
          stroke: lighten(stone, 0.35),
          'stroke-width': 5,
        }),
      );
    return group(parts);
  };
  return group([
    rect(-340, -240, 680, 240, stone),
    rect(-350, -250, 700, 12, darken(stone, 0.1)),
    rect(-330, -230, 660, 40, darken(stone, 0.15)),
    fret(-196),
    rect(-330, -180, 660, 40, darken(stone, 0.15)),
    fret(-146),
    ...[-160, 0, 160].map((x) => rect(x - 40, -120, 80, 120, darken(stone, 0.5))),
    ...[0, 1, 2].map((i) =>
      rect(-260 - i * 20, -i * 8, 520 + i * 40, 8, darken(stone, 0.1 + i * 0.05)),
    ),
  ]);
}

export function arbolDelTule(): string {
  return group([
    ...[
      [-220, -420, 200],
      [0, -500, 260],
      [220, -420, 200],
      [-120, -560, 170],
      [130, -560, 170],
      [-330, -330, 140],
      [330, -330, 140],
    ].map(([x, y, r]) => ellipse(x ?? 0, y ?? 0, r ?? 100, (r ?? 100) * 0.7, '#2f5e3a')),
    ...[
      [-150, -460, 90],
      [80, -520, 100],
      [230, -400, 70],
    ].map(([x, y, r]) => ellipse(x ?? 0, y ?? 0, r ?? 60, (r ?? 60) * 0.6, '#3f7a4a')),
    path(
      d(
        'M',
        -200,
        0,
        'C',
        -170,
        -80,
        -140,
        -160,
        -150,
        -260,
        'C',
        -120,
        -330,
        120,
        -330,
        150,
        -260,
        'C',
        140,
        -160,
        170,
        -80,
        200,
        0,
        'Z',
      ),
      '#6a4a32',
    ),
    ...[-110, -40, 40, 110].map((x) =>
      path(d('M', x, 0, 'Q', x * 0.6, -150, x * 0.4, -290), 'none', {
        stroke: '#523823',
        'stroke-width': 8,
      }),
    ),
  ]);
}

export function basilicaSoledad(): string {
  const stone = '#b99f72';
  return group([
    rect(-260, -330, 520, 330, stone),
    path(
      d('M', -260, -330, 'L', -200, -400, 'L', 200, -400, 'L', 260, -330, 'Z'),
      lighten(stone, 0.1),
    ),
    ...[-2, -1, 0, 1, 2].flatMap((c) =>
      [0, 1, 2].map((r) =>
        group([
          rect(c * 90 - 30, -300 + r * 90, 60, 70, darken(stone, 0.2)),
          arch(c * 90, -240 + r * 90, 30, 50, darken(stone, 0.45)),
        ]),
      ),
    ),
    ...[-135, -45, 45, 135].map((x) => rect(x - 6, -330, 12, 330, lighten(stone, 0.2))),
    ...[-240, 240].map((x) =>
      group([rect(x - 40, -440, 80, 110, stone), dome(x, -440, 30, lighten(stone, 0.2))]),
    ),
    arch(0, 0, 60, 110, COLOURS.wood),
  ]);
}

/** The cathedral on Oaxaca's zócalo: a low, wide cantera front with short twin towers. */
export function catedralOaxaca(): string {
  const cantera = '#9fae88';
  return group([
    rect(-200, -260, 400, 260, cantera),
    ...[-230, 230].map((x) =>
      group([
        rect(x - 45, -320, 90, 320, cantera),
        rect(x - 34, -360, 68, 40, lighten(cantera, 0.1)),
        arch(x, -330 + 40, 26, 40, darken(cantera, 0.45)),
      ]),
    ),
    pediment(0, -260, 300, 60, lighten(cantera, 0.12)),
    rect(-60, -240, 120, 100, lighten(cantera, 0.1)),
    circle(0, -200, 20, '#e8e2d0'),
    arch(0, 0, 70, 130, COLOURS.wood),
    arch(-130, 0, 40, 90, COLOURS.wood),
    arch(130, 0, 40, 90, COLOURS.wood),
  ]);
}

// ——— Puebla ———

export function catedralPuebla(): string {
  const stone = '#8f8a86';
  const tall = (x: number) =>
    group([
      rect(x - 55, -470, 110, 470, stone),
      rect(x - 46, -560, 92, 90, lighten(stone, 0.1)),
      arch(x, -480, 32, 70, darken(stone, 0.45)),
      rect(x - 36, -620, 72, 60, stone),
      arch(x, -570, 24, 44, darken(stone, 0.45)),
      dome(x, -620, 30, '#e7d9b8'),
      cross(x, -660, 26),
    ]);
  return group([
    dome(0, -340, 80, '#e8c66a', '#2d5fa8'),
    rect(-160, -340, 320, 340, stone),
    tall(-215),
    tall(215),
    arch(0, 0, 80, 160, COLOURS.wood),
    columns(-80, -10, 2, 160, 16, 280, lighten(stone, 0.2)),
    arch(0, -240, 40, 60, darken(stone, 0.4)),
  ]);
}

export function cholulaPyramidChurch(): string {
  const yellow = '#f0c23a';
  return group([
    path(
      d('M', -480, 0, 'Q', -300, -220, -120, -300, 'L', 120, -300, 'Q', 300, -220, 480, 0, 'Z'),
      '#6f9c4f',
    ),
    path(d('M', -300, -60, 'L', -130, -230), 'none', { stroke: '#c9b48a', 'stroke-width': 10 }),
    group([
      rect(-90, -400, 180, 100, yellow),
      dome(40, -400, 44, '#d94f3a'),
      tower(-70, 44, 170, yellow, 'dome', '#d94f3a'),
      tower(80, 44, 150, yellow, 'dome', '#d94f3a'),
      arch(0, -300, 36, 60, '#7a3a2a'),
    ]),
  ]);
}

export function capillaDelRosario(): string {
  const gold = '#e2b33c';
  return group([
    rect(-400, -700, 800, 700, '#6b2a1c'),
    path(d('M', -260, 0, 'L', -260, -380, 'Q', 0, -700, 260, -380, 'L', 260, 0, 'Z'), gold),
    path(d('M', -200, 0, 'L', -200, -360, 'Q', 0, -600, 200, -360, 'L', 200, 0, 'Z'), '#f3d77a'),
    ...Array.from({ length: 12 }, (_, i) =>
      circle(-180 + (i % 4) * 120, -120 - Math.floor(i / 4) * 110, 22, gold),
    ),
    ...Array.from({ length: 9 }, (_, i) =>
      line(-250 + i * 62, -380 + Math.abs(i - 4) * 30, 0, -560, '#c08d1f', 4),
    ),
    rect(-60, -240, 120, 200, '#fff2c4'),
    circle(0, -280, 30, '#fff2c4'),
    rect(-300, -40, 600, 40, '#8a4b2a'),
  ]);
}

export function talaveraWall(): string {
  const blue = '#1f4fa8';
  const tiles: string[] = [];
  for (let row = 0; row < 6; row += 1)
    for (let col = 0; col < 10; col += 1) {
      const x = -400 + col * 80;
      const y = -560 + row * 80;
      tiles.push(rect(x, y, 78, 78, '#f6f1e6'));
      tiles.push(circle(x + 39, y + 39, 24, row % 2 === col % 2 ? blue : '#e9a93a'));
      tiles.push(circle(x + 39, y + 39, 10, '#f6f1e6'));
      tiles.push(...[0, 78].flatMap((dx) => [0, 78].map((dy) => circle(x + dx, y + dy, 10, blue))));
    }
  const vase = (x: number, s: number) =>
    group([
      path(
        d(
          'M',
          x - 40 * s,
          0,
          'Q',
          x - 90 * s,
          -110 * s,
          x - 30 * s,
          -170 * s,
          'L',
          x + 30 * s,
          -170 * s,
          'Q',
          x + 90 * s,
          -110 * s,
          x + 40 * s,
          0,
          'Z',
        ),
        '#f6f1e6',
      ),
      rect(x - 60 * s, -110 * s, 120 * s, 16 * s, blue),
      circle(x, -70 * s, 20 * s, blue),
      rect(x - 34 * s, -186 * s, 68 * s, 18 * s, blue),
    ]);
  return group([
    ...tiles,
    rect(-420, -80, 840, 80, '#8a5a3a'),
    vase(-200, 1.1),
    vase(40, 1.4),
    vase(260, 0.9),
  ]);
}

export function tonantzintla(): string {
  const wall = '#e8604a';
  return group([
    rect(-170, -260, 340, 260, wall),
    ...Array.from({ length: 24 }, (_, i) =>
      rect(
        -160 + (i % 8) * 40,
        -250 + Math.floor(i / 8) * 60,
        30,
        30,
        i % 3 ? '#f2efe6' : '#2d5fa8',
      ),
    ),
    tower(-190, 60, 340, '#f2efe6', 'dome', '#e8c66a'),
    arch(0, 0, 80, 140, COLOURS.wood),
    pediment(0, -260, 220, 60, '#f2efe6'),
  ]);
}

// ——— Puerto Vallarta ———

export function parroquiaVallarta(): string {
  const wall = '#efe6d6';
  return group([
    rect(-160, -220, 320, 220, wall),
    ...[-1, 1].map((s) => tower(s * 150, 50, 260, wall, 'dome', '#d94f3a')),
    rect(-70, -420, 140, 200, wall),
    rect(-60, -520, 120, 100, wall),
    arch(0, -440, 40, 70, darken(wall, 0.4)),
    tower(0, 90, 520, wall, 'crown', '#e2b33c'),
    arch(0, 0, 70, 130, COLOURS.wood),
    circle(0, -170, 18, '#8c9aa5'),
  ]);
}

export function seahorseStatue(): string {
  return group([
    rect(-60, -40, 120, 40, '#8d8578'),
    path(
      d(
        'M',
        0,
        -40,
        'C',
        -40,
        -80,
        40,
        -120,
        10,
        -170,
        'C',
        -20,
        -210,
        20,
        -260,
        0,
        -300,
        'C',
        30,
        -320,
        60,
        -300,
        70,
        -280,
        'L',
        40,
        -270,
        'C',
        40,
        -250,
        50,
        -210,
        30,
        -190,
        'C',
        70,
        -140,
        20,
        -90,
        30,
        -60,
        'Z',
      ),
      '#6d5a3e',
    ),
    circle(-10, -330, 18, '#6d5a3e'),
    path(d('M', -20, -310, 'L', 20, -250, 'L', -10, -240, 'Z'), '#6d5a3e'),
  ]);
}

export function losArcos(rock: Colour): string {
  const rockWithArch = (x: number, w: number, h: number) =>
    group([
      path(
        d(
          'M',
          x - w / 2,
          0,
          'Q',
          x - w / 2,
          -h * 0.9,
          x - w * 0.1,
          -h,
          'Q',
          x + w / 2,
          -h * 0.95,
          x + w / 2,
          0,
          'Z',
        ),
        rock,
      ),
      path(d('M', x - w * 0.2, 0, 'Q', x, -h * 0.55, x + w * 0.2, 0, 'Z'), '#7fd1d9'),
      ...[0.2, 0.5, 0.8].map((t) =>
        ellipse(x - w / 2 + w * t, -h * (0.6 + t * 0.2), 30, 16, '#4f8a4f'),
      ),
    ]);
  return group([
    rockWithArch(-260, 240, 260),
    rockWithArch(40, 300, 340),
    rockWithArch(320, 180, 180),
  ]);
}

// ——— San Cristóbal de las Casas ———

export function catedralSanCristobal(): string {
  const yellow = '#f0c23a';
  return group([
    rect(-200, -300, 400, 300, yellow),
    ...[-150, -75, 0, 75, 150].map((x) =>
      group([rect(x - 8, -290, 16, 290, '#f7f2e6'), circle(x, -300, 10, '#c4452e')]),
    ),
    ...[-112, 112].map((x) =>
      group([arch(x, -150, 36, 70, '#c4452e'), arch(x, -150, 24, 56, darken(yellow, 0.45))]),
    ),
    path(d('M', -200, -300, 'Q', -100, -380, 0, -400, 'Q', 100, -380, 200, -300, 'Z'), yellow),
    ...Array.from({ length: 9 }, (_, i) =>
      circle(-160 + i * 40, -320 - Math.sin((i / 8) * Math.PI) * 40, 8, '#c4452e'),
    ),
    arch(0, 0, 80, 150, '#7a2a1f'),
    rect(-210, -20, 420, 12, '#f7f2e6'),
    tower(270, 80, 360, '#e9e0c8', 'pyramid', '#c4452e'),
  ]);
}

export function santoDomingoSanCristobal(): string {
  const pink = '#e59aa0';
  return group([
    rect(-240, -320, 480, 320, pink),
    ...[-2, -1, 0, 1, 2].flatMap((c) =>
      [0, 1, 2].map((r) => rect(c * 90 - 20, -290 + r * 90, 40, 60, lighten(pink, 0.3))),
    ),
    ...[-180, -135, -45, 45, 135, 180].map((x) => rect(x - 6, -320, 12, 320, darken(pink, 0.15))),
    path(
      d('M', -240, -320, 'L', -160, -380, 'L', 160, -380, 'L', 240, -320, 'Z'),
      lighten(pink, 0.15),
    ),
    arch(0, 0, 70, 130, COLOURS.wood),
  ]);
}

export function arcoDelCarmen(): string {
  const wall = '#d9573a';
  return group([
    rect(-110, -320, 220, 320, wall),
    arch(0, 0, 130, 200, '#f4e7cf'),
    rect(-80, -430, 160, 110, wall),
    rect(-60, -520, 120, 90, wall),
    arch(0, -440, 40, 70, '#f4e7cf'),
    arch(0, -540, 30, 50, '#f4e7cf'),
    ...[-320, -430, -520].map((y) => rect(-120, y - 6, 240, 10, '#f4e7cf')),
    polygon(
      [
        [-50, -520],
        [0, -590],
        [50, -520],
      ],
      wall,
    ),
    cross(0, -590, 28),
  ]);
}

export function chamulaChurch(): string {
  return group([
    rect(-220, -260, 440, 260, '#f6f3ea'),
    path(d('M', -120, 0, 'L', -120, -170, 'Q', 0, -300, 120, -170, 'L', 120, 0, 'Z'), '#2f9e6f'),
    path(d('M', -90, 0, 'L', -90, -160, 'Q', 0, -260, 90, -160, 'L', 90, 0, 'Z'), '#2d6fb3'),
    path(d('M', -60, 0, 'L', -60, -150, 'Q', 0, -220, 60, -150, 'L', 60, 0, 'Z'), '#5a3a22'),
    ...Array.from({ length: 7 }, (_, i) =>
      circle(
        -105 + i * 35,
        -200 - Math.sin((i / 6) * Math.PI) * 50,
        10,
        ['#e4007c', '#f2a900', '#e64b3c'][i % 3] ?? '#e4007c',
      ),
    ),
    tower(-190, 60, 320, '#f6f3ea', 'pyramid', '#2f9e6f'),
    pediment(0, -260, 300, 60, '#f6f3ea'),
  ]);
}

export function templeOnHill(wall: Colour, trim: Colour): string {
  const steps = Array.from({ length: 12 }, (_, i) =>
    rect(-30 - i * 4, -i * 22 - 22, 60 + i * 8, 8, '#d8cfbd'),
  );
  return group([
    path(d('M', -360, 0, 'Q', -120, -300, 0, -300, 'Q', 120, -300, 360, 0, 'Z'), '#3f6f4a'),
    ...steps,
    rect(-70, -420, 140, 120, wall),
    tower(0, 60, 180, wall, 'pyramid', trim),
    arch(0, -300, 30, 60, darken(wall, 0.45)),
  ]);
}

// ——— Tulum, La Paz, the coasts ———

export function musaStatues(): string {
  const figure = (x: number, y: number, s: number) =>
    group([
      circle(x, y - 150 * s, 22 * s, '#8d9a94'),
      rect(x - 26 * s, y - 128 * s, 52 * s, 128 * s, '#8d9a94', { rx: 10 }),
    ]);
  return group([
    ...Array.from({ length: 9 }, (_, i) =>
      figure(-320 + i * 80, -(i % 2) * 20, 0.8 + (i % 3) * 0.1),
    ),
    ...[-200, 60, 260].map((x) => ellipse(x, -330, 24, 10, '#f2a900')),
    ...[-180, 80, 280].map((x) =>
      polygon(
        [
          [x, -330],
          [x + 14, -340],
          [x + 14, -320],
        ],
        '#f2a900',
      ),
    ),
  ]);
}

export function mushroomRock(rock: Colour): string {
  return group([
    path(
      d('M', -30, 0, 'Q', -20, -90, -10, -150, 'L', 14, -150, 'Q', 24, -90, 34, 0, 'Z'),
      darken(rock, 0.1),
    ),
    path(
      d(
        'M',
        -110,
        -140,
        'Q',
        -100,
        -230,
        0,
        -240,
        'Q',
        110,
        -230,
        120,
        -140,
        'Q',
        0,
        -120,
        -110,
        -140,
        'Z',
      ),
      rock,
    ),
  ]);
}

export function seaLions(): string {
  const lion = (x: number, y: number, s: number) =>
    group([
      path(
        d(
          'M',
          x - 60 * s,
          y,
          'Q',
          x - 40 * s,
          y - 40 * s,
          x + 10 * s,
          y - 50 * s,
          'Q',
          x + 30 * s,
          y - 90 * s,
          x + 50 * s,
          y - 80 * s,
          'Q',
          x + 60 * s,
          y - 40 * s,
          x + 50 * s,
          y,
          'Z',
        ),
        '#6b5847',
      ),
      circle(x + 46 * s, y - 84 * s, 4 * s, INK),
    ]);
  return group([
    path(
      d(
        'M',
        -360,
        0,
        'Q',
        -300,
        -200,
        -120,
        -230,
        'Q',
        60,
        -260,
        200,
        -180,
        'Q',
        340,
        -120,
        360,
        0,
        'Z',
      ),
      '#b98d6a',
    ),
    path(d('M', -200, -150, 'Q', -100, -220, 60, -210), 'none', {
      stroke: '#f2efe6',
      'stroke-width': 10,
      opacity: 0.7,
    }),
    lion(-200, -40, 1),
    lion(40, -30, 1.2),
    lion(230, -20, 0.9),
  ]);
}

export function whaleShark(): string {
  const spots = Array.from({ length: 18 }, (_, i) =>
    circle(-240 + (i % 9) * 52, -20 + Math.floor(i / 9) * 34, 6, '#e9eef2'),
  );
  return group([
    path(
      d(
        'M',
        -320,
        0,
        'Q',
        -200,
        -90,
        160,
        -60,
        'L',
        300,
        -120,
        'L',
        270,
        -10,
        'L',
        310,
        80,
        'L',
        160,
        40,
        'Q',
        -200,
        90,
        -320,
        0,
        'Z',
      ),
      '#42566b',
    ),
    path(d('M', -20, -70, 'L', 20, -140, 'L', 60, -64, 'Z'), '#42566b'),
    path(d('M', -320, 0, 'Q', -200, 60, 100, 40), 'none', {
      stroke: '#c9d6de',
      'stroke-width': 10,
    }),
    ...spots,
  ]);
}

export function lapazCathedral(): string {
  const brick = '#a9523a';
  return group([
    rect(-150, -260, 300, 260, brick),
    tower(-150, 70, 360, brick, 'pyramid', '#d9c2a0'),
    tower(150, 70, 360, brick, 'pyramid', '#d9c2a0'),
    arch(0, 0, 80, 150, COLOURS.wood),
    circle(0, -190, 24, '#e8dcc2'),
    pediment(0, -260, 220, 50, lighten(brick, 0.15)),
  ]);
}

/** A long pier running out to sea, seen from the shore. */
export function pier(length: number): string {
  return group([
    polygon(
      [
        [-60, 0],
        [-8, -length],
        [8, -length],
        [60, 0],
      ],
      '#c9c2b4',
    ),
    ...Array.from({ length: 10 }, (_, i) =>
      rect(-50 + i * 4.6, -i * (length / 10), 100 - i * 9.2, 4, '#8d8578'),
    ),
  ]);
}

/** A trajinera: a flat-bottomed Xochimilco boat with its painted arch name board. */
export function trajinera(hull: Colour, arch: Colour): string {
  return group([
    path(d('M', -190, -30, 'L', 190, -30, 'L', 170, 10, 'L', -170, 10, 'Z'), hull),
    rect(-160, -130, 10, 100, COLOURS.wood),
    rect(150, -130, 10, 100, COLOURS.wood),
    rect(-170, -150, 340, 24, '#f6f1e6'),
    path(d('M', -120, -150, 'Q', 0, -220, 120, -150, 'Z'), arch),
    ...[-80, -20, 40, 100].map((x, i) =>
      circle(
        x,
        -200 + Math.abs(i - 1.5) * 16,
        12,
        ['#e4007c', '#f2a900', '#3fbfb0', '#e64b3c'][i] ?? '#f2a900',
      ),
    ),
    rect(-150, -60, 300, 24, lighten(hull, 0.3)),
  ]);
}

/** The Ángel de la Independencia: a gilded winged figure on a tall column. */
export function angelDeLaIndependencia(): string {
  return group([
    rect(-90, -90, 180, 90, '#c9c0ae'),
    rect(-40, -480, 80, 390, '#d9d1c0'),
    ...[0, 1, 2, 3].map((i) => rect(-48, -180 - i * 90, 96, 10, '#c9c0ae')),
    rect(-56, -520, 112, 40, '#c9c0ae'),
    path(d('M', 0, -520, 'L', -16, -590, 'L', 16, -590, 'Z'), '#e2b33c'),
    circle(0, -604, 14, '#e2b33c'),
    path(d('M', -8, -580, 'Q', -90, -640, -110, -560, 'Q', -60, -590, -8, -570, 'Z'), '#e2b33c'),
    path(d('M', 8, -580, 'Q', 90, -640, 110, -560, 'Q', 60, -590, 8, -570, 'Z'), '#e2b33c'),
  ]);
}

export { dome, tower, columns, pediment, cross, grid };
