/**
 * Puerto Vallarta's own silhouettes for the spots in puerto-vallarta.ts, each drawn around its
 * bottom centre (0, 0) with negative y going up. `t` shifts a colour to the scene's light (tint).
 */
import { arch } from '../architecture.ts';
import { rainbowFlag } from '../event-objects.ts';
import { wader } from '../nature.ts';
import { COLOURS, darken, lighten } from '../palette.ts';
import type { Colour } from '../palette.ts';
import type { Rng } from '../random.ts';
import { tower } from '../silhouettes.ts';
import { circle, d, ellipse, group, line, path, polygon, rect } from '../svg.ts';

export type Tinter = (colour: Colour) => Colour;

const INK = COLOURS.ink;
const TILE = '#b5482a';

/** A white house with a red tile roof, as on the slopes above the old town. */
function roofHouse(t: Tinter, x: number, y: number, w: number): string {
  return group([
    rect(x - w / 2, y - w * 0.6, w, w * 0.6, t('#f4efe4')),
    polygon(
      [
        [x - w / 2 - 6, y - w * 0.6],
        [x - w / 4, y - w],
        [x + w / 4, y - w],
        [x + w / 2 + 6, y - w * 0.6],
      ],
      t(TILE),
    ),
    rect(x - w / 6, y - w * 0.4, w / 3, w * 0.4, t('#5a4a3e')),
  ]);
}

// ——— Mirador Cerro de la Cruz ———

/** The hill above the old town: red roofs, the stairway and the white cross on its lookout. */
export function cerroDeLaCruz(t: Tinter): string {
  const houses: Array<readonly [number, number, number]> = [
    [-440, -20, 70],
    [-360, -70, 60],
    [-260, -40, 66],
    [-300, -130, 54],
    [250, -40, 66],
    [350, -80, 60],
    [450, -30, 70],
    [300, -150, 52],
  ];
  return group([
    path(
      d('M', -560, 0, 'Q', -330, -160, -110, -300, 'L', 110, -300, 'Q', 330, -160, 560, 0, 'Z'),
      t('#4f8a5e'),
    ),
    path(
      d(
        'M',
        -110,
        -300,
        'L',
        110,
        -300,
        'Q',
        200,
        -240,
        260,
        -190,
        'Q',
        100,
        -220,
        -110,
        -300,
        'Z',
      ),
      t('#3f7a50'),
    ),
    ...houses.map(([x, y, w]) => roofHouse(t, x, y, w)),
    group([tower(0, 56, 130, t('#f4efe4'), 'crown', t('#e0b040'))], {
      transform: 'translate(470 -120) scale(0.42)',
    }),
    // The stairway, climbing in flights to the top.
    path(
      d(
        'M',
        -200,
        0,
        'L',
        -150,
        -70,
        'L',
        -230,
        -120,
        'L',
        -130,
        -190,
        'L',
        -190,
        -240,
        'L',
        -60,
        -302,
      ),
      'none',
      {
        stroke: t('#efe6d4'),
        'stroke-width': 14,
        'stroke-linejoin': 'round',
        'stroke-dasharray': '10 4',
      },
    ),
    rect(-130, -314, 260, 16, t('#cfc6b4')),
    ...Array.from({ length: 9 }, (_, i) => rect(-124 + i * 31, -346, 5, 32, INK)),
    rect(-126, -348, 252, 5, INK),
    rect(-40, -340, 80, 28, t('#e8e2d6')),
    rect(-15, -600, 30, 262, t(COLOURS.white)),
    rect(-80, -530, 160, 28, t(COLOURS.white)),
    rect(6, -600, 9, 262, t('#d9d2c4')),
  ]);
}

// ——— Mercado Municipal Río Cuale ———

function dress(x: number, y: number, band: Colour): string {
  return group([
    path(
      d('M', x - 14, y, 'L', x - 32, y + 80, 'L', x + 32, y + 80, 'L', x + 14, y, 'Z'),
      '#fbf7ee',
    ),
    rect(x - 24, y - 10, 48, 14, '#fbf7ee', { rx: 5 }),
    rect(x - 30, y + 60, 60, 10, band),
    ...[-8, 0, 8].map((k) => circle(x + k, y + 20, 4, band)),
  ]);
}

function hammock(x: number, y: number, colours: readonly Colour[]): string {
  return group(
    colours.map((c, i) =>
      path(d('M', x - 40, y + i * 8, 'Q', x, y + 70 + i * 8, x + 40, y + i * 8), 'none', {
        stroke: c,
        'stroke-width': 8,
      }),
    ),
  );
}

function necklaces(x: number, y: number): string {
  return group([
    rect(x - 36, y - 6, 72, 8, COLOURS.wood),
    ...[-24, -8, 8, 24].map((k, i) =>
      path(d('M', x + k - 10, y, 'Q', x + k, y + 40 + i * 6, x + k + 10, y), 'none', {
        stroke: '#d8dde3',
        'stroke-width': 4,
      }),
    ),
    ...[-24, -8, 8, 24].map((k, i) => circle(x + k, y + 26 + i * 4, 5, '#3fbfb0')),
  ]);
}

/** The iguana painted on the market's front (one of its two murals). */
function iguana(x: number, y: number, colour: Colour, scale = 1): string {
  return group(
    [
      path(
        d(
          'M',
          -80,
          0,
          'Q',
          -40,
          -24,
          20,
          -18,
          'Q',
          60,
          -16,
          80,
          -6,
          'Q',
          60,
          8,
          20,
          8,
          'Q',
          -40,
          12,
          -80,
          0,
          'Z',
        ),
        colour,
      ),
      path(d('M', -80, 0, 'Q', -140, 8, -170, 30), 'none', {
        stroke: colour,
        'stroke-width': 8,
        'stroke-linecap': 'round',
      }),
      ...[-50, -20, 10, 40].map((k) =>
        polygon(
          [
            [k - 8, -14],
            [k, -30],
            [k + 8, -16],
          ],
          darken(colour, 0.25),
        ),
      ),
      ...[-50, 40].map((k) => line(k, 4, k - 12, 22, colour, 7)),
      circle(62, -10, 3, INK),
      circle(54, 2, 7, '#e7b24a'),
    ],
    { transform: `translate(${x} ${y}) scale(${scale})` },
  );
}

/** The two-storey market: stalls hung with crafts below, fondas on the terrace above. */
export function mercadoCuale(t: Tinter, rng: Rng): string {
  const wall = t('#efe3c8');
  const bands = [COLOURS.rosa, COLOURS.jade, COLOURS.marigold, '#2f7fd0', COLOURS.terracotta];
  const pick = () => rng.pick(bands as [Colour, ...Colour[]]);
  const bays = [-300, -150, 0, 150, 300];
  const goods = [
    (x: number) => group([dress(x - 34, -160, pick()), dress(x + 34, -160, pick())]),
    (x: number) => hammock(x, -160, [pick(), pick(), pick()]),
    (x: number) => necklaces(x, -150),
    (x: number) => group([dress(x, -160, pick()), hammock(x, -100, [pick(), pick()])]),
    (x: number) => hammock(x, -160, [pick(), pick(), pick()]),
  ];
  return group([
    rect(-420, -330, 840, 330, wall),
    polygon(
      [
        [-450, -330],
        [-400, -380],
        [400, -380],
        [450, -330],
      ],
      t(TILE),
    ),
    // Upper terrace of fondas behind a rail.
    ...[-150, 0, 150, 300].map((x) => arch(x, -210, 110, 100, t('#5a4a3e'))),
    rect(-380, -300, 180, 90, t('#f2c230')),
    iguana(-290, -250, t('#3f8a4a'), 0.5),
    rect(-410, -214, 820, 10, t(darken('#efe3c8', 0.2))),
    ...Array.from({ length: 20 }, (_, i) => rect(-80 + i * 20, -246, 4, 34, INK)),
    rect(-96, -250, 500, 5, INK),
    // The craft stalls on the ground floor.
    ...bays.map((x) => rect(x - 66, -180, 132, 180, t('#6d5a4c'))),
    ...bays.map((x, i) => (goods[i] ?? goods[0] ?? (() => ''))(x)),
    rect(-420, -8, 840, 8, t(darken('#efe3c8', 0.3))),
  ]);
}

// ——— Isla Cuale ———

/** A suspension footbridge seen side-on, from `x0` to `x1` at deck height `y`. */
function footbridge(x0: number, x1: number, y: number, height: number): string {
  const mid = (x0 + x1) / 2;
  const deck = path(d('M', x0, y, 'Q', mid, y + 24, x1, y), 'none', {
    stroke: COLOURS.wood,
    'stroke-width': 12,
  });
  const cable = path(d('M', x0, y - height, 'Q', mid, y + 10, x1, y - height), 'none', {
    stroke: INK,
    'stroke-width': 4,
  });
  const hangers = Array.from({ length: 9 }, (_, i) => {
    const u = (i + 1) / 10;
    const x = x0 + (x1 - x0) * u;
    const bend = 2 * u * (1 - u);
    const top = (1 - bend) * (y - height) + bend * (y + 10);
    return line(x, top, x, y + 24 * bend, INK, 2);
  });
  return group([
    deck,
    cable,
    ...hangers,
    rect(x0 - 8, y - height - 6, 16, height + 30, '#f4efe4'),
    rect(x1 - 8, y - height - 6, 16, height + 30, '#f4efe4'),
  ]);
}

/** A huge fig with buttress roots and aerial roots hanging from its spreading crown. */
function figTree(t: Tinter, rng: Rng): string {
  const bark = t('#8a7a66');
  const leaves = [t('#2f6b48'), t('#3f7d55'), t('#285f3f')];
  const crown = Array.from({ length: 16 }, (_, i) =>
    circle(
      -300 + (i % 8) * 86 + rng.range(-10, 10),
      -360 - Math.floor(i / 8) * 70 + rng.range(-20, 20),
      rng.range(60, 82),
      leaves[i % 3] ?? leaves[0] ?? '#2f6b48',
    ),
  );
  const roots = Array.from({ length: 8 }, (_, i) => {
    const x = -260 + i * 70 + rng.range(-10, 10);
    return line(x, -320, x + rng.range(-6, 6), -40 - rng.range(0, 80), bark, 3);
  });
  return group([
    ...roots,
    path(d('M', -90, 0, 'Q', -30, -40, -36, -300, 'L', 36, -300, 'Q', 30, -40, 90, 0, 'Z'), bark),
    path(d('M', -30, -240, 'Q', -160, -280, -260, -320), 'none', {
      stroke: bark,
      'stroke-width': 20,
    }),
    path(d('M', 30, -250, 'Q', 170, -270, 300, -300), 'none', { stroke: bark, 'stroke-width': 20 }),
    ...crown,
  ]);
}

export function islaCuale(t: Tinter, rng: Rng): string {
  return group([
    rect(-600, -60, 1200, 140, t('#4f9fc4')),
    ...[-400, -100, 200, 420].map((x) =>
      path(d('M', x, 10, 'q', 30, -10, 60, 0), 'none', {
        stroke: '#ffffff',
        'stroke-width': 3,
        opacity: 0.5,
      }),
    ),
    ellipse(80, -40, 360, 46, t('#7a9a5a')),
    ellipse(80, -50, 330, 30, t('#c9b497')),
    group([figTree(t, rng)], { transform: 'translate(80 -40)' }),
    group([iguana(0, 0, t('#7f8f5a'), 0.7)], { transform: 'translate(300 -330)' }),
    footbridge(-560, -250, -110, 150),
    group([wader(t('#f4f4f0'))], { transform: 'translate(440 40) scale(1.2)' }),
  ]);
}

// ——— Zona Romántica ———

function bougainvillea(x: number, y: number, rng: Rng, t: Tinter): string {
  return group(
    Array.from({ length: 9 }, (_, i) =>
      circle(
        x + rng.range(-30, 30),
        y + i * 12 + rng.range(-6, 6),
        rng.range(10, 16),
        t(i % 3 ? '#d81b7a' : '#f06ba8'),
      ),
    ),
  );
}

function cafeUmbrella(x: number, canopy: Colour): string {
  return group([
    rect(x - 3, -150, 6, 150, INK),
    path(d('M', x - 70, -130, 'Q', x, -190, x + 70, -130, 'Z'), canopy),
    ellipse(x, -60, 46, 8, '#f4efe4'),
    rect(x - 3, -60, 6, 60, INK),
  ]);
}

/** Restaurant row: white fronts with tiled eaves, balconies of bougainvillea and rainbow flags. */
export function zonaRomantica(t: Tinter, rng: Rng, accents: readonly Colour[]): string {
  const fronts = [-280, 0, 280];
  const walls = ['#f6f1e6', '#f3d7b8', '#f6f1e6'];
  const glow = '#ffd27a';
  const parts: string[] = [];
  fronts.forEach((x, i) => {
    const wall = t(walls[i] ?? '#f6f1e6');
    const h = i === 1 ? 340 : 300;
    parts.push(
      rect(x - 140, -h, 280, h, wall),
      rect(x - 150, -h - 10, 300, 20, t(TILE)),
      ...Array.from({ length: 10 }, (_, k) =>
        circle(x - 135 + k * 30, -h + 12, 12, t(darken(TILE, 0.15))),
      ),
      ...[-60, 60].map((k) => rect(x + k - 26, -h + 50, 52, 80, glow, { opacity: 0.8 })),
      rect(x - 100, -h + 130, 200, 8, INK),
      ...Array.from({ length: 11 }, (_, k) => rect(x - 100 + k * 20, -h + 104, 3, 26, INK)),
      arch(x, 0, 120, 140, glow),
      bougainvillea(x + 110, -h + 40, rng, t),
      bougainvillea(x - 110, -h + 60, rng, t),
    );
  });
  parts.push(
    // Rooftop bar on the tallest front.
    ...Array.from({ length: 6 }, (_, k) => rect(-120 + k * 48, -400, 4, 50, INK)),
    path(d('M', -120, -400, 'Q', 0, -370, 120, -400), 'none', { stroke: INK, 'stroke-width': 2 }),
    ...Array.from({ length: 7 }, (_, k) =>
      circle(-100 + k * 33, -392 + 14 * Math.sin((k / 6) * Math.PI), 6, '#ffe29a'),
    ),
    group([rainbowFlag()], { transform: 'translate(-170 -180) scale(0.45)' }),
    group([rainbowFlag()], { transform: 'translate(400 -160) scale(0.45)' }),
    cafeUmbrella(-190, t(accents[0] ?? COLOURS.jade)),
    cafeUmbrella(150, t(accents[1] ?? COLOURS.marigold)),
  );
  return group(parts);
}

// ——— Pancho's Takos ———

/** The trompo: stacked marinated pork on a vertical spit, a pineapple on top. */
export function trompo(): string {
  const meat = '#c2562f';
  const charred = '#7e2a14';
  const layers = Array.from({ length: 9 }, (_, i) => {
    const y = -110 - i * 34;
    const w = 70 + i * 7;
    return group([
      rect(-w, y - 30, w * 2, 32, i % 2 ? meat : lighten(meat, 0.1), { rx: 8 }),
      rect(w - 18, y - 30, 18, 32, charred, { rx: 6 }),
    ]);
  });
  const leaves = [-50, -25, 0, 25, 50].map((a) => {
    const r = (a * Math.PI) / 180;
    return polygon(
      [
        [-8, -470],
        [Math.sin(r) * 90, -470 - Math.cos(r) * 90],
        [8, -470],
      ],
      '#3f8a4a',
    );
  });
  return group([
    rect(-8, -520, 16, 520, '#9aa3ab'),
    rect(-60, -110, 120, 14, '#9aa3ab'),
    ...layers,
    ...leaves,
    ellipse(0, -430, 52, 48, '#e8b43a'),
    ...[-20, 0, 20].map((k) => line(k - 30, -460, k + 30, -400, '#b8862a', 3)),
    ...[-20, 0, 20].map((k) => line(k + 30, -460, k - 30, -400, '#b8862a', 3)),
  ]);
}

/** A plate of three small tacos al pastor with pineapple, onion and coriander. */
export function pastorPlate(): string {
  const taco = (x: number) =>
    group([
      ellipse(x, -20, 56, 22, '#f1cf7e'),
      ...[-24, -8, 8, 24].map((k) => circle(x + k, -28, 10, '#c2562f')),
      ...[-16, 16].map((k) => rect(x + k - 6, -40, 12, 10, '#f2c230')),
      ...[-20, 0, 20].map((k) => circle(x + k, -36, 4, '#fbf8ef')),
      ...[-10, 12].map((k) => circle(x + k, -22, 4, '#3f8a4a')),
    ]);
  return group([
    ellipse(0, -10, 170, 30, '#f4f0e4'),
    ellipse(0, -14, 150, 22, '#e3ddcc'),
    taco(-90),
    taco(0),
    taco(90),
  ]);
}

// ——— Mismaloya ———

/** A palapa: a thatched roof on four posts over a table. */
function palapa(x: number, t: Tinter): string {
  const thatch = t('#c9a45c');
  return group([
    ...[-50, 50].map((k) => rect(x + k - 4, -110, 8, 110, t(COLOURS.wood))),
    polygon(
      [
        [x - 80, -100],
        [x, -180],
        [x + 80, -100],
      ],
      thatch,
    ),
    ...[-50, -20, 10, 40].map((k) => line(x + k, -104, x + k * 0.3, -170, t('#a88442'), 3)),
    rect(x - 30, -44, 60, 8, t(COLOURS.wood)),
  ]);
}

/** The small cove: rocky headlands, a river mouth, palapas and the film set's ruins on the point. */
export function mismaloyaCove(t: Tinter): string {
  const jungleColour = t('#2f6b48');
  const rock = t('#8a7f74');
  const ruin = t('#b9b3a8');
  return group([
    path(d('M', -420, -40, 'Q', 0, -110, 420, -40, 'L', 420, 10, 'L', -420, 10, 'Z'), t('#3fbfb0')),
    path(d('M', -360, 10, 'Q', 0, -70, 360, 10, 'Z'), t('#efdcb0')),
    path(
      d(
        'M',
        -560,
        30,
        'L',
        -560,
        -300,
        'Q',
        -450,
        -350,
        -370,
        -270,
        'Q',
        -310,
        -160,
        -260,
        30,
        'Z',
      ),
      jungleColour,
    ),
    path(d('M', -560, 30, 'L', -560, -80, 'Q', -420, -110, -300, -60, 'L', -260, 30, 'Z'), rock),
    path(
      d('M', 560, 30, 'L', 560, -330, 'Q', 420, -360, 340, -260, 'Q', 290, -130, 250, 30, 'Z'),
      jungleColour,
    ),
    path(d('M', 560, 30, 'L', 560, -120, 'Q', 400, -150, 290, -70, 'L', 250, 30, 'Z'), rock),
    // The river meets the sea across the sand.
    path(
      d(
        'M',
        -300,
        10,
        'Q',
        -250,
        -20,
        -230,
        -40,
        'Q',
        -200,
        -60,
        -170,
        -52,
        'Q',
        -210,
        -30,
        -240,
        10,
        'Z',
      ),
      t('#4f9fc4'),
    ),
    // Roofless concrete shells of the 1963 film set.
    rect(360, -390, 150, 80, ruin),
    rect(420, -440, 90, 50, ruin),
    polygon(
      [
        [360, -390],
        [390, -420],
        [420, -390],
      ],
      ruin,
    ),
    ...[380, 420, 460].map((x) => rect(x, -370, 22, 30, t('#4a4440'))),
    rect(440, -430, 20, 26, t('#4a4440')),
    palapa(-110, t),
    palapa(40, t),
    palapa(180, t),
    path(
      d(
        'M',
        210,
        26,
        'L',
        340,
        26,
        'Q',
        330,
        46,
        300,
        50,
        'L',
        230,
        50,
        'Q',
        214,
        44,
        210,
        26,
        'Z',
      ),
      t('#f4efe4'),
    ),
    rect(210, 24, 130, 6, t('#2d6fb3')),
  ]);
}

// ——— Vallarta Botanical Garden ———

/** An orchid spray: an arching stem of five-petalled blooms. */
export function orchidSpray(x: number, y: number, petal: Colour, lip: Colour, flip = 1): string {
  const blooms = Array.from({ length: 5 }, (_, i) => {
    const u = i / 4;
    const bx = x + flip * (20 + u * 150);
    const by = y - 180 + u * u * 120;
    return group([
      ...[0, 72, 144, 216, 288].map((a) => {
        const r = ((a - 90) * Math.PI) / 180;
        return ellipse(bx + Math.cos(r) * 16, by + Math.sin(r) * 16, 16, 9, petal, {
          transform: `rotate(${a} ${bx + Math.cos(r) * 16} ${by + Math.sin(r) * 16})`,
        });
      }),
      circle(bx, by + 4, 10, lip),
      circle(bx, by, 4, '#f2c230'),
    ]);
  });
  return group([
    path(d('M', x, y, 'Q', x + flip * 20, y - 200, x + flip * 170, y - 60), 'none', {
      stroke: '#4f7a3a',
      'stroke-width': 5,
    }),
    ...[-30, 0, 30].map((k) =>
      ellipse(x + k, y - 10, 34, 12, '#3f7d3f', { transform: `rotate(${k} ${x + k} ${y - 10})` }),
    ),
    ...blooms,
  ]);
}

/** A bromeliad rosette with its red flower spike. */
export function bromeliad(t: Tinter): string {
  const leaves = [-70, -45, -20, 0, 20, 45, 70].map((a, i) => {
    const r = ((a - 90) * Math.PI) / 180;
    const len = 120 - Math.abs(a) * 0.5;
    return polygon(
      [
        [-14, 0],
        [Math.cos(r) * len, Math.sin(r) * len],
        [14, 0],
      ],
      t(i % 2 ? '#3f8a4a' : '#7a9a3a'),
    );
  });
  return group([
    ...leaves,
    path(d('M', -16, -60, 'L', 0, -190, 'L', 16, -60, 'Z'), t('#d9302a')),
    ...[-150, -120, -90].map((y) =>
      polygon(
        [
          [0, y],
          [22, y + 16],
          [0, y + 22],
        ],
        t('#f2c230'),
      ),
    ),
  ]);
}

export function hummingbird(colour: Colour): string {
  return group([
    ellipse(0, 0, 30, 12, colour, { transform: 'rotate(-20)' }),
    circle(26, -12, 10, colour),
    line(34, -14, 74, -22, INK, 3),
    ellipse(-4, -22, 10, 26, lighten(colour, 0.3), { transform: 'rotate(-40 -4 -22)' }),
    path(d('M', -26, 6, 'L', -52, 22, 'L', -44, 4, 'Z'), darken(colour, 0.2)),
    circle(30, -14, 2.5, INK),
    circle(18, -4, 5, '#d81b5a'),
  ]);
}

/** The Hacienda de Oro: visitor centre below, restaurant on the arcaded upper floor. */
export function haciendaDeOro(t: Tinter): string {
  const wall = t('#ead2a0');
  return group([
    rect(-280, -300, 560, 300, wall),
    polygon(
      [
        [-310, -300],
        [-240, -360],
        [240, -360],
        [310, -300],
      ],
      t(TILE),
    ),
    ...Array.from({ length: 5 }, (_, i) => arch(-200 + i * 100, -170, 70, 110, t('#6d4a32'))),
    rect(-280, -176, 560, 10, t(darken('#ead2a0', 0.2))),
    ...Array.from({ length: 26 }, (_, i) => rect(-260 + i * 20, -204, 3, 30, INK)),
    rect(-262, -206, 524, 4, INK),
    arch(0, 0, 90, 130, t(COLOURS.wood)),
    ...[-170, 170].map((x) => rect(x - 30, -120, 60, 70, t('#6d4a32'))),
  ]);
}
