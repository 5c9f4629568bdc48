/**
 * San Miguel de Allende's spot silhouettes, drawn around their bottom centre (0, 0) with negative
 * y going up, unless they fill the whole canvas (the indoor ones). Each takes the context so its
 * colours follow the scene's light.
 */
import { arch, domeOutline, gothicParroquia } from '../architecture.ts';
import { tint } from '../background.ts';
import type { DrawContext } from '../context.ts';
import { roundTree } from '../nature.ts';
import { COLOURS, accentAt, darken, lighten } from '../palette.ts';
import { lampPost } from '../scenery.ts';
import { cross, dome } from '../silhouettes.ts';
import type { Point } from '../svg.ts';
import { circle, d, ellipse, group, line, path, polygon, rect } from '../svg.ts';

type Paint = (colour: string) => string;
const painter =
  (ctx: DrawContext): Paint =>
  (colour) =>
    tint(ctx, colour);

const star = (x: number, y: number, outer: number, inner: number, points = 8): Point[] =>
  Array.from({ length: points * 2 }, (_, i) => {
    const radius = i % 2 === 0 ? outer : inner;
    const angle = (i * Math.PI) / points - Math.PI / 2;
    return [x + Math.cos(angle) * radius, y + Math.sin(angle) * radius] as const;
  });

// ——— Jardín Allende ———

/** A clipped Indian laurel: the Jardín's trees are trimmed into flat-sided boxes. */
function clippedLaurel(x: number, width: number, p: Paint): string {
  const leaf = p('#3f7d4a');
  return group([
    rect(x - 30, -200, 14, 200, p(COLOURS.wood)),
    rect(x + 16, -200, 14, 200, p(COLOURS.wood)),
    rect(x - width / 2, -360, width, 170, leaf, { rx: 30 }),
    rect(x - width / 2, -360, width, 30, lighten(leaf, 0.12), { rx: 20 }),
  ]);
}

function ironBench(x: number, p: Paint): string {
  const iron = p(COLOURS.ink);
  return group([
    rect(x - 70, -50, 140, 8, iron),
    rect(x - 70, -96, 140, 6, iron),
    rect(x - 70, -78, 140, 4, iron),
    ...[-62, 62].map((dx) => rect(x + dx - 3, -96, 6, 96, iron)),
  ]);
}

/** A mojiganga: a giant papier-mâché puppet that dances at weddings and fiestas. */
function mojiganga(x: number, dress: string, hair: string, p: Paint): string {
  return group([
    polygon(
      [
        [x - 70, 0],
        [x - 24, -240],
        [x + 24, -240],
        [x + 70, 0],
      ],
      dress,
    ),
    ...[-50, -20, 10, 40].map((dx) => rect(x + dx, -60, 14, 60, lighten(dress, 0.3))),
    line(x - 24, -220, x - 70, -150, dress, 12),
    line(x + 24, -220, x + 74, -290, dress, 12),
    circle(x, -290, 48, p('#e8b98f')),
    path(
      d(
        'M',
        x - 50,
        -290,
        'Q',
        x,
        -370,
        x + 50,
        -290,
        'L',
        x + 56,
        -230,
        'L',
        x + 40,
        -280,
        'Q',
        x,
        -320,
        x - 40,
        -280,
        'L',
        x - 56,
        -230,
        'Z',
      ),
      hair,
    ),
    circle(x - 16, -292, 6, p(COLOURS.ink)),
    circle(x + 16, -292, 6, p(COLOURS.ink)),
    ellipse(x, -266, 14, 6, p(COLOURS.rosa)),
    circle(x - 30, -272, 8, p(COLOURS.pink), { opacity: 0.7 }),
    circle(x + 30, -272, 8, p(COLOURS.pink), { opacity: 0.7 }),
  ]);
}

function balloonSeller(x: number, ctx: DrawContext, p: Paint): string {
  const balloons = [
    [-40, -330],
    [0, -360],
    [40, -330],
    [-20, -300],
    [24, -296],
    [-56, -280],
    [58, -284],
  ] as const;
  return group([
    ...balloons.map(([bx, by]) => line(x, -150, x + bx, by + 26, p(COLOURS.ink), 1.5)),
    ...balloons.map(([bx, by], i) => ellipse(x + bx, by, 24, 28, p(accentAt(ctx.palette, i)))),
    rect(x - 14, -120, 28, 80, p(COLOURS.indigo)),
    rect(x - 12, -40, 10, 40, p(COLOURS.ink)),
    rect(x + 2, -40, 10, 40, p(COLOURS.ink)),
    circle(x, -136, 16, p('#b8744a')),
    ellipse(x, -150, 28, 6, p('#e9c46a')),
    line(x + 10, -110, x + 2, -150, p('#b8744a'), 6),
  ]);
}

export function jardinAllende(ctx: DrawContext): string {
  const p = painter(ctx);
  return group([
    group([gothicParroquia(p('#e59a8b'))], { transform: 'translate(20 -100) scale(0.85)' }),
    clippedLaurel(-330, 220, p),
    clippedLaurel(330, 220, p),
    ironBench(-340, p),
    ironBench(340, p),
    group([mojiganga(0, p(COLOURS.jade), p('#3a2418'), p)], {
      transform: 'translate(-250 0) scale(0.85)',
    }),
    group([mojiganga(0, p(COLOURS.marigold), p('#8a4a2a'), p)], {
      transform: 'translate(-150 10) scale(0.8)',
    }),
    balloonSeller(200, ctx, p),
  ]);
}

// ——— Museo Histórico Casa de Allende ———

/** A window with a wrought-iron balcony and the carved stone "curtain" San Miguel's mansions wear. */
function balconyWindow(x: number, base: number, p: Paint, trim: string): string {
  const iron = p(COLOURS.ink);
  return group([
    rect(x - 34, base - 120, 68, 120, p(COLOURS.indigo)),
    rect(x - 44, base - 130, 88, 10, trim),
    path(
      d(
        'M',
        x - 50,
        base - 130,
        'Q',
        x - 30,
        base - 170,
        x,
        base - 150,
        'Q',
        x + 30,
        base - 170,
        x + 50,
        base - 130,
        'Z',
      ),
      trim,
    ),
    rect(x - 48, base - 4, 96, 8, iron),
    rect(x - 48, base - 44, 96, 5, iron),
    ...Array.from({ length: 7 }, (_, i) => rect(x - 44 + i * 14, base - 44, 3, 40, iron)),
  ]);
}

function grilledWindow(x: number, base: number, p: Paint, trim: string): string {
  return group([
    rect(x - 40, base - 110, 80, 110, trim),
    rect(x - 30, base - 100, 60, 90, p(COLOURS.indigo)),
    ...[-15, 0, 15].map((dx) => rect(x + dx - 2, base - 100, 4, 90, p(COLOURS.ink))),
  ]);
}

/** The carved baroque doorway, off-centre as on the house, under its Latin plaque. */
function baroqueDoorway(x: number, p: Paint, trim: string): string {
  return group([
    rect(x - 90, -270, 180, 270, trim),
    ...[-72, 72].map((dx) => rect(x + dx - 10, -260, 20, 260, darken(trim, 0.12))),
    path(
      d('M', x - 100, -270, 'Q', x - 60, -330, x, -310, 'Q', x + 60, -330, x + 100, -270, 'Z'),
      trim,
    ),
    arch(x, 0, 100, 200, p(COLOURS.wood)),
    line(x, -4, x, -150, darken(p(COLOURS.wood), 0.3), 3),
    rect(x - 50, -250, 100, 34, p('#e8dcc0')),
    ...[-238, -226].map((ly) => line(x - 38, ly, x + 38, ly, p('#6a5a4a'), 2)),
  ]);
}

export function casaDeAllende(ctx: DrawContext): string {
  const p = painter(ctx);
  const wall = p('#cf7b45');
  const trim = p('#d8c3a5');
  return group([
    rect(-340, -400, 680, 400, wall),
    rect(-350, -414, 700, 20, trim),
    rect(-340, -210, 680, 12, trim),
    rect(310, -400, 30, 400, trim),
    baroqueDoorway(-120, p, trim),
    grilledWindow(100, -30, p, trim),
    grilledWindow(230, -30, p, trim),
    grilledWindow(-270, -30, p, trim),
    ...[-260, -120, 30, 170].map((x) => balconyWindow(x, -236, p, trim)),
    rect(-360, -6, 720, 12, p('#9a805f')),
  ]);
}

// ——— Centro Cultural El Nigromante ———

function arcade(y: number, height: number, count: number, wall: string, shade: string): string {
  const span = 1200 / count;
  return group([
    rect(0, y - height, 1200, height, wall),
    ...Array.from({ length: count }, (_, i) =>
      arch(span * (i + 0.5), y, span * 0.72, height * 0.8, shade),
    ),
  ]);
}

function fountain(p: Paint): string {
  const stone = p('#c9b08e');
  return group([
    ellipse(600, 720, 200, 36, stone),
    ellipse(600, 712, 176, 26, p('#6fb8c8')),
    rect(586, 600, 28, 110, stone),
    ellipse(600, 600, 70, 14, lighten(stone, 0.2)),
    path(
      d('M', 600, 580, 'Q', 540, 540, 520, 700, 'M', 600, 580, 'Q', 660, 540, 680, 700),
      'none',
      {
        stroke: p('#bfe6f0'),
        'stroke-width': 6,
      },
    ),
    line(600, 600, 600, 560, p('#bfe6f0'), 6),
  ]);
}

/** The former convent's two-storey cloister, seen from its garden, the great dome behind. */
export function nigromanteCloister(ctx: DrawContext): string {
  const p = painter(ctx);
  const wall = p('#e8c99a');
  const shade = p('#8a6a4a');
  return group([
    rect(0, 0, 1200, 800, p('#8ecae6')),
    rect(520, 176, 160, 80, p('#e0c08a')),
    ...[540, 580, 620, 660].map((x) => rect(x - 7, 186, 14, 64, p('#f2dcae'))),
    dome(600, 180, 96, p('#d8a65a')),
    cross(600, 58, 28),
    arcade(440, 190, 7, wall, shade),
    rect(0, 250, 1200, 16, lighten(wall, 0.2)),
    rect(0, 440, 1200, 14, lighten(wall, 0.2)),
    arcade(660, 206, 6, wall, darken(shade, 0.1)),
    rect(0, 660, 1200, 140, p('#b8a07e')),
    ...[0, 1, 2, 3].map((i) => line(0, 690 + i * 30, 1200, 690 + i * 30, p('#a38c6a'), 2)),
    group([roundTree(110, p(COLOURS.leafDark), ctx.rng)], { transform: 'translate(230 720)' }),
    group([roundTree(100, p('#2f7d62'), ctx.rng)], { transform: 'translate(980 730)' }),
    fountain(p),
  ]);
}

// ——— Templo de San Francisco ———

/** An estípite: the inverted-pyramid pilaster of the churrigueresque, stacked in blocks. */
function estipite(x: number, bottom: number, height: number, stone: string): string {
  const blocks = 5;
  const step = height / blocks;
  return group(
    Array.from({ length: blocks }, (_, i) => {
      const top = bottom - (i + 1) * step;
      const w = i % 2 === 0 ? 14 : 24;
      return polygon(
        [
          [x - w / 2 + 4, top + step],
          [x - w / 2, top],
          [x + w / 2, top],
          [x + w / 2 - 4, top + step],
        ],
        stone,
      );
    }),
  );
}

function saintNiche(x: number, base: number, shade: string, figure: string): string {
  return group([
    arch(x, base, 36, 70, shade),
    circle(x, base - 52, 7, figure),
    polygon(
      [
        [x - 10, base - 4],
        [x - 6, base - 44],
        [x + 6, base - 44],
        [x + 10, base - 4],
      ],
      figure,
    ),
  ]);
}

/** The neoclassical tower added in the 1790s, in stages of paired columns. */
function neoclassicalTower(x: number, stone: string, p: Paint): string {
  const shade = p('#5a4636');
  const stage = (base: number, w: number, h: number) =>
    group([
      rect(x - w / 2, base - h, w, h, stone),
      rect(x - w / 2 - 6, base - h - 8, w + 12, 10, lighten(stone, 0.2)),
      arch(x, base - 10, w * 0.42, h * 0.7, shade),
      ...[-1, 1].map((side) =>
        rect(x + side * w * 0.36 - 5, base - h, 10, h, lighten(stone, 0.15)),
      ),
    ]);
  return group([
    rect(x - 60, -360, 120, 360, stone),
    stage(-360, 110, 120),
    stage(-488, 86, 100),
    dome(x, -596, 34, lighten(stone, 0.1)),
    cross(x, -640, 26),
  ]);
}

export function sanFrancisco(ctx: DrawContext): string {
  const p = painter(ctx);
  const stone = p('#c99a7a');
  const carving = p('#a8755a');
  const shade = p('#5a3a2a');
  return group([
    rect(-300, -300, 140, 300, p('#b89a80')),
    rect(-280, -340, 100, 44, p('#b89a80')),
    dome(-230, -340, 56, p('#b89a80')),
    cross(-230, -414, 24),
    neoclassicalTower(230, p('#b8a58e'), p),
    rect(-160, -420, 320, 420, stone),
    path(
      d(
        'M',
        -160,
        -420,
        'Q',
        -80,
        -430,
        -50,
        -480,
        'Q',
        0,
        -540,
        50,
        -480,
        'Q',
        80,
        -430,
        160,
        -420,
        'Z',
      ),
      stone,
    ),
    ...[-130, -80, -30, 30, 80, 130].map((x) => estipite(x, -10, 400, carving)),
    ...[-105, -55, 55, 105].flatMap((x) => [
      saintNiche(x, -240, shade, carving),
      saintNiche(x, -360, shade, carving),
    ]),
    saintNiche(0, -440, shade, carving),
    cross(0, -520, 30),
    arch(0, 0, 80, 170, p(COLOURS.wood)),
    arch(0, -260, 44, 80, shade),
    rect(-320, 0, 640, 10, p('#9a805f')),
    group([roundTree(50, p(COLOURS.jade), ctx.rng)], { transform: 'translate(-370 20)' }),
    group([roundTree(50, p(COLOURS.jade), ctx.rng)], { transform: 'translate(380 20)' }),
  ]);
}

// ——— Mercado de Artesanías ———

/** A punched-tin star lantern, the lane's signature craft. */
function tinStar(x: number, y: number, size: number, p: Paint): string {
  return group([
    line(x, y - size - 20, x, y - size, p('#8a8f96'), 2),
    polygon(star(x, y, size, size * 0.45), p('#cfd4d8')),
    polygon(star(x, y, size * 0.5, size * 0.22), p('#ffd66b')),
  ]);
}

function tinMirror(x: number, y: number, frame: string, p: Paint): string {
  return group([
    polygon(star(x, y, 44, 34, 12), frame),
    circle(x, y, 28, p('#dfe8ee')),
    line(x - 12, y - 12, x + 4, y - 20, p(COLOURS.white), 3),
  ]);
}

/** A papier-mâché catrina in her wide flowered hat. */
function catrina(x: number, base: number, p: Paint): string {
  const dress = p(COLOURS.rosa);
  return group([
    polygon(
      [
        [x - 60, base],
        [x - 20, base - 200],
        [x + 20, base - 200],
        [x + 60, base],
      ],
      dress,
    ),
    rect(x - 6, base - 230, 12, 34, p(COLOURS.white)),
    circle(x, base - 256, 30, p(COLOURS.white)),
    circle(x - 11, base - 260, 8, p(COLOURS.ink)),
    circle(x + 11, base - 260, 8, p(COLOURS.ink)),
    rect(x - 10, base - 240, 20, 5, p(COLOURS.ink)),
    ellipse(x, base - 284, 74, 14, p(COLOURS.indigo)),
    ellipse(x, base - 298, 32, 20, p(COLOURS.indigo)),
    ...[-40, -14, 14, 40].map((dx, i) =>
      circle(x + dx, base - 296, 9, i % 2 === 0 ? p(COLOURS.marigold) : p(COLOURS.pink)),
    ),
  ]);
}

function blueGlass(x: number, base: number, p: Paint): string {
  return group([
    rect(x - 90, base - 90, 180, 90, p(COLOURS.wood)),
    ...[-60, -20, 20, 60].map((dx, i) =>
      group([
        rect(x + dx - 14, base - 150 - (i % 2) * 20, 28, 60 + (i % 2) * 20, p('#2d6fb3'), {
          rx: 10,
          opacity: 0.85,
        }),
        rect(x + dx - 6, base - 170 - (i % 2) * 20, 12, 24, p('#2d6fb3'), { opacity: 0.85 }),
      ]),
    ),
  ]);
}

/** Andador Lucas Balderas: a stepped lane climbing between stalls, hung with tin stars. */
export function artesaniasLane(ctx: DrawContext): string {
  const p = painter(ctx);
  const left = p('#e9a03a');
  const right = p('#c2562f');
  const steps = Array.from({ length: 10 }, (_, i) => {
    const t = i / 10;
    const yTop = 800 - (800 - 330) * (1 - (1 - t) ** 1.6);
    const half = 280 - 210 * (1 - (1 - t) ** 1.6);
    return rect(600 - half, yTop - 6, half * 2, 6, p('#a89478'));
  });
  return group([
    rect(0, 0, 1200, 800, p('#8ecae6')),
    polygon(
      [
        [0, 0],
        [470, 230],
        [470, 360],
        [0, 800],
      ],
      left,
    ),
    polygon(
      [
        [1200, 0],
        [730, 230],
        [730, 360],
        [1200, 800],
      ],
      right,
    ),
    rect(470, 230, 260, 130, p('#e8d3b0')),
    polygon(
      [
        [320, 800],
        [530, 330],
        [670, 330],
        [880, 800],
      ],
      p('#c9b497'),
    ),
    ...steps,
    polygon(
      [
        [0, 330],
        [470, 250],
        [470, 280],
        [0, 420],
      ],
      p(COLOURS.jade),
    ),
    polygon(
      [
        [1200, 330],
        [730, 250],
        [730, 280],
        [1200, 420],
      ],
      p(COLOURS.indigo),
    ),
    tinMirror(120, 520, p('#cfd4d8'), p),
    tinMirror(250, 500, p('#e9c46a'), p),
    tinMirror(170, 640, p('#cfd4d8'), p),
    catrina(1010, 780, p),
    blueGlass(180, 800, p),
    ...[
      [140, 60, 5, 36],
      [330, 150, 4, 26],
    ].flatMap(([y = 0, sag = 0, count = 0, size = 0], row) => {
      const from = row === 0 ? 60 : 340;
      const to = 1200 - from;
      return [
        path(d('M', from, y, 'Q', 600, y + sag * 2, to, y), 'none', {
          stroke: p(COLOURS.ink),
          'stroke-width': 2,
        }),
        ...Array.from({ length: count }, (_, i) => {
          const t = (i + 0.5) / count;
          const sx = from + (to - from) * t;
          return tinStar(sx, y + sag * 4 * t * (1 - t) + size + 20, size, p);
        }),
      ];
    }),
  ]);
}

// ——— Colonia Guadalupe ———

function faceMural(p: Paint): string {
  return group([
    rect(-360, -330, 240, 330, p(COLOURS.turquoise)),
    path(
      d('M', -300, -60, 'Q', -330, -200, -240, -250, 'Q', -150, -200, -180, -60, 'Z'),
      p(COLOURS.ink),
    ),
    ellipse(-240, -170, 50, 66, p('#b8744a')),
    ...[-290, -260, -230, -200].map((x, i) =>
      circle(x + 10, -236, 16, i % 2 ? p(COLOURS.marigold) : p(COLOURS.rosa)),
    ),
    path(d('M', -266, -180, 'q', 10, 8, 20, 0, 'M', -234, -180, 'q', 10, 8, 20, 0), 'none', {
      stroke: p(COLOURS.ink),
      'stroke-width': 3,
    }),
    ellipse(-240, -136, 12, 6, p('#c4126b')),
    rect(-290, -40, 100, 40, p(COLOURS.rosa)),
    rect(-170, -110, 40, 110, p(COLOURS.wood)),
  ]);
}

function hummingbirdMural(p: Paint): string {
  return group([
    rect(-120, -300, 240, 300, p('#f2c14e')),
    ...[-90, -40, 40, 90].map((x, i) =>
      rect(x - 8, -300, 16, 300, p(i % 2 ? '#f6d77a' : '#eab23a')),
    ),
    circle(60, -110, 46, p('#d94f3a')),
    circle(60, -110, 18, p(COLOURS.marigold)),
    line(60, -64, 40, 0, p(COLOURS.leaf), 8),
    path(
      d('M', -60, -180, 'Q', -20, -230, 20, -190, 'Q', -10, -150, -60, -180, 'Z'),
      p(COLOURS.jade),
    ),
    path(
      d('M', -40, -200, 'Q', -90, -290, -20, -270, 'Q', -10, -230, -30, -200, 'Z'),
      p('#3fbfb0'),
    ),
    path(d('M', -60, -180, 'L', -110, -150, 'L', -90, -190, 'Z'), p(COLOURS.leafDark)),
    circle(8, -200, 18, p(COLOURS.jade)),
    line(20, -196, 46, -150, p(COLOURS.ink), 4),
    circle(12, -204, 4, p(COLOURS.ink)),
  ]);
}

/** A garage door painted in bold zigzags, as Muros en Blanco's abstract pieces are. */
function zigzagDoor(p: Paint): string {
  const colours = [
    COLOURS.rosa,
    COLOURS.indigo,
    COLOURS.marigold,
    COLOURS.jade,
    COLOURS.terracotta,
  ];
  const band = (i: number) => {
    const y = -300 + i * 40;
    const points: Point[] = [];
    for (let x = 120; x <= 360; x += 40) points.push([x, y + ((x / 40) % 2 === 0 ? 0 : 30)]);
    for (let x = 360; x >= 120; x -= 40) points.push([x, y + 40 + ((x / 40) % 2 === 0 ? 0 : 30)]);
    return polygon(points, p(colours[i % colours.length] ?? COLOURS.rosa));
  };
  return group([
    rect(120, -330, 240, 330, p(COLOURS.white)),
    ...Array.from({ length: 8 }, (_, i) => band(i)),
    rect(150, -190, 180, 190, 'none', { stroke: p(COLOURS.ink), 'stroke-width': 5 }),
    ...[1, 2, 3, 4, 5].map((i) => line(152, -190 + i * 32, 328, -190 + i * 32, p(COLOURS.ink), 2)),
  ]);
}

export function guadalupeMurals(ctx: DrawContext): string {
  const p = painter(ctx);
  return group([
    faceMural(p),
    hummingbirdMural(p),
    zigzagDoor(p),
    rect(-370, -344, 740, 14, p('#e8dcc0')),
    ...[-120, 120].map((x) => rect(x - 3, -330, 6, 330, p('#e8dcc0'))),
    lampPost(-400, 0, 200),
  ]);
}

// ——— Fábrica La Aurora ———

function painting(x: number, y: number, w: number, h: number, colours: readonly string[]): string {
  const [a = '#c2562f', b = '#2b3a67', c = '#f2a900'] = colours;
  return group([
    rect(x - 6, y - 6, w + 12, h + 12, '#2a2230'),
    rect(x, y, w, h, a),
    circle(x + w * 0.35, y + h * 0.4, Math.min(w, h) * 0.26, b),
    rect(x + w * 0.5, y + h * 0.55, w * 0.4, h * 0.3, c),
  ]);
}

/** One of the mill's two big green Zinser spinning frames, kept in a gallery among the art. */
function spinningFrame(p: Paint): string {
  const green = p('#3f7f6a');
  return group([
    ...[-330, -120, 120, 330].map((x) => rect(x - 12, -110, 24, 110, darken(green, 0.2))),
    rect(-350, -200, 700, 100, green),
    rect(-360, -212, 720, 16, lighten(green, 0.15)),
    ...Array.from({ length: 22 }, (_, i) => {
      const x = -300 + i * 28;
      return group([rect(x - 2, -280, 4, 70, p('#b8b2a6')), ellipse(x, -250, 9, 18, p('#f1e6cf'))]);
    }),
    rect(-350, -290, 700, 10, darken(green, 0.15)),
    circle(-400, -160, 100, 'none', { stroke: darken(green, 0.1), 'stroke-width': 18 }),
    ...[0, 45, 90, 135].map((angle) => {
      const r = (angle * Math.PI) / 180;
      return line(
        -400 - Math.cos(r) * 92,
        -160 - Math.sin(r) * 92,
        -400 + Math.cos(r) * 92,
        -160 + Math.sin(r) * 92,
        darken(green, 0.1),
        8,
      );
    }),
    circle(-400, -160, 18, p('#2a3a34')),
  ]);
}

export function auroraHall(ctx: DrawContext): string {
  const p = painter(ctx);
  const brick = p('#a8553a');
  const truss = p('#4a4a52');
  const palette = [0, 1, 2, 3, 4].map((i) => p(accentAt(ctx.palette, i)));
  return group([
    rect(0, 0, 1200, 800, p('#f2eee6')),
    rect(0, 0, 1200, 150, p('#d9d4ca')),
    ...[200, 600, 1000].map((x) => rect(x - 60, 0, 120, 40, p('#fff6d8'))),
    line(0, 150, 1200, 150, truss, 8),
    ...Array.from({ length: 12 }, (_, i) => line(i * 100, 150, i * 100 + 50, 30, truss, 4)),
    ...Array.from({ length: 12 }, (_, i) => line(i * 100 + 50, 30, i * 100 + 100, 150, truss, 4)),
    line(0, 30, 1200, 30, truss, 6),
    ...[150, 450, 750, 1050].map((x) =>
      path(
        d(
          'M',
          x - 110,
          640,
          'L',
          x - 110,
          320,
          'A',
          110,
          110,
          0,
          0,
          1,
          x + 110,
          320,
          'L',
          x + 110,
          640,
        ),
        'none',
        {
          stroke: brick,
          'stroke-width': 22,
        },
      ),
    ),
    line(0, 190, 1200, 190, p('#c4302b'), 10),
    line(1160, 190, 1160, 660, p('#c4302b'), 10),
    painting(90, 300, 120, 150, [palette[0] ?? '', palette[3] ?? '', palette[1] ?? '']),
    painting(370, 270, 160, 110, [palette[2] ?? '', palette[1] ?? '', palette[3] ?? '']),
    painting(680, 290, 140, 170, [palette[4] ?? '', palette[0] ?? '', palette[1] ?? '']),
    painting(970, 300, 150, 120, [palette[1] ?? '', palette[2] ?? '', palette[0] ?? '']),
    rect(0, 660, 1200, 140, p('#b9b2a6')),
    group([spinningFrame(p)], { transform: 'translate(640 690) scale(0.9)' }),
  ]);
}

// ——— El Mirador ———

/** The town spread down the slope: rows of flat-roofed houses, small domes, the Parroquia. */
function townBelow(ctx: DrawContext, p: Paint): string {
  const houses: string[] = [];
  for (let row = 0; row < 4; row += 1) {
    const base = -160 + row * 40;
    const size = 24 + row * 8;
    for (let x = -470 + (row % 2) * 20; x < 470; x += size * 1.5) {
      const colour = ctx.palette.walls[Math.floor(ctx.rng.range(0, ctx.palette.walls.length))];
      const h = size * ctx.rng.range(0.8, 1.3);
      houses.push(rect(x, base - h, size * 1.5 - 2, h + 20, p(colour ?? COLOURS.adobe)));
      houses.push(
        rect(x + size * 0.4, base - h * 0.6, size * 0.3, size * 0.35, p(COLOURS.indigo), {
          opacity: 0.6,
        }),
      );
    }
  }
  return group(houses);
}

function balustrade(p: Paint): string {
  const stone = p('#c9b08e');
  return group([
    rect(-620, -60, 1240, 16, lighten(stone, 0.15)),
    ...Array.from({ length: 40 }, (_, i) => rect(-610 + i * 31, -44, 14, 44, stone, { rx: 6 })),
    rect(-620, 0, 1240, 160, p('#b39a78')),
  ]);
}

export function miradorView(ctx: DrawContext): string {
  const p = painter(ctx);
  return group([
    path(
      d('M', -520, -250, 'Q', 0, -276, 520, -246, 'L', 520, -200, 'L', -520, -200, 'Z'),
      p('#6aa7c8'),
    ),
    rect(-520, -206, 1040, 226, p('#cfae84')),
    group([dome(-240, -150, 26, p('#e0b25a'))]),
    group([dome(260, -140, 22, p('#e8dcc0'))]),
    townBelow(ctx, p),
    group([gothicParroquia(p('#e59a8b'))], { transform: 'translate(0 -80) scale(0.42)' }),
    balustrade(p),
  ]);
}

// ——— Parque Benito Juárez ———

function egret(x: number, y: number, p: Paint): string {
  const white = p(COLOURS.white);
  return group([
    ellipse(x, y, 14, 8, white),
    path(d('M', x + 8, y - 4, 'q', 8, -10, 0, -18), 'none', { stroke: white, 'stroke-width': 4 }),
    circle(x + 1, y - 22, 5, white),
    line(x + 4, y - 22, x + 16, y - 20, p(COLOURS.marigold), 2),
  ]);
}

function tallTree(x: number, height: number, crown: string, p: Paint): string {
  return group([
    rect(x - 14, -height, 28, height, p('#5a3a24')),
    ...[
      [-70, -height + 10, 80],
      [70, -height + 20, 76],
      [0, -height - 50, 90],
      [-40, -height - 100, 60],
      [50, -height - 90, 64],
    ].map(([dx = 0, dy = 0, r = 0], i) =>
      circle(x + dx, dy, r, i % 2 ? lighten(crown, 0.1) : crown),
    ),
  ]);
}

export function parqueJuarez(ctx: DrawContext): string {
  const p = painter(ctx);
  const iron = p(COLOURS.ink);
  const perches: ReadonlyArray<readonly [number, number]> = [
    [-330, -420],
    [-260, -470],
    [-200, -400],
    [-300, -340],
    [-20, -500],
    [40, -560],
    [80, -470],
    [-60, -440],
    [250, -400],
    [330, -450],
    [280, -520],
    [360, -360],
    [210, -340],
  ];
  return group([
    tallTree(-260, 300, p(COLOURS.leafDark), p),
    tallTree(20, 360, p('#2f6b48'), p),
    tallTree(290, 290, p('#3f7d55'), p),
    ...perches.map(([x, y]) =>
      group([egret(0, 0, p)], { transform: `translate(${x} ${y}) scale(1.4)` }),
    ),
    path(
      d('M', -520, -20, 'Q', 0, -60, 520, -10, 'L', 520, 40, 'Q', 0, 0, -520, 40, 'Z'),
      p('#5fa8c0'),
    ),
    path(d('M', -120, -30, 'Q', 0, -110, 120, -30), 'none', { stroke: iron, 'stroke-width': 10 }),
    path(d('M', -120, -80, 'Q', 0, -160, 120, -80), 'none', { stroke: iron, 'stroke-width': 5 }),
    ...[-90, -60, -30, 0, 30, 60, 90].map((x) =>
      line(x, -54 - (1 - (x / 120) ** 2) * 40, x, -96 - (1 - (x / 120) ** 2) * 40, iron, 3),
    ),
    lampPost(-420, 40, 200),
  ]);
}

// ——— Santuario de Atotonilco ———

function lanternDome(x: number, base: number, r: number, colour: string, p: Paint): string {
  return group([
    rect(x - r * 1.05, base - r * 0.4, r * 2.1, r * 0.4, colour),
    path(domeOutline(x, base, r), colour),
    path(
      d(
        'M',
        x,
        base - r * 1.3,
        'C',
        x + r * 0.6,
        base - r * 1.2,
        x + r,
        base - r * 0.8,
        x + r,
        base - r * 0.4,
        'L',
        x,
        base - r * 0.4,
        'Z',
      ),
      p('#1a1020'),
      { opacity: 0.1 },
    ),
    rect(x - r * 0.18, base - r * 1.62, r * 0.36, r * 0.36, colour),
    path(
      d(
        'M',
        x - r * 0.24,
        base - r * 1.62,
        'Q',
        x,
        base - r * 1.9,
        x + r * 0.24,
        base - r * 1.62,
        'Z',
      ),
      colour,
    ),
    cross(x, base - r * 1.86, r * 0.4),
  ]);
}

export function atotonilco(ctx: DrawContext): string {
  const p = painter(ctx);
  const white = p('#f4efe6');
  const red = p('#b8483a');
  const merlons = Array.from({ length: 16 }, (_, i) => -300 + i * 40).map((x) =>
    rect(x - 8, -236, 16, 20, white),
  );
  return group([
    lanternDome(70, -216, 80, white, p),
    lanternDome(-160, -216, 46, white, p),
    lanternDome(240, -216, 50, white, p),
    lanternDome(-40, -216, 36, white, p),
    rect(-320, -220, 640, 220, white),
    ...merlons,
    rect(-380, -330, 80, 330, red),
    rect(-392, -340, 104, 14, lighten(red, 0.2)),
    rect(-370, -430, 60, 90, red),
    arch(-340, -350, 30, 60, p(COLOURS.ink)),
    circle(-340, -260, 20, p(COLOURS.white)),
    path(d('M', -376, -430, 'Q', -340, -490, -304, -430, 'Z'), lighten(red, 0.1)),
    cross(-340, -480, 24),
    arch(60, 0, 90, 150, p(COLOURS.wood)),
    rect(40, -200, 40, 34, p('#5b8fc7')),
    ...[-200, 180].map((x) => rect(x - 4, -160, 8, 40, p('#3a3040'))),
    rect(-400, 0, 760, 10, p('#d2b98f')),
    group([roundTree(46, p('#6f8a4a'), ctx.rng)], {
      transform: 'translate(430 20) scale(1.2 0.7)',
    }),
  ]);
}
