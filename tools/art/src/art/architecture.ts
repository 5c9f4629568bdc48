/**
 * Buildings, each drawn around its bottom centre (0, 0) with negative y going up,
 * so a scene can `place()` it anywhere at any scale.
 */
import type { Rng } from './random.ts';
import { COLOURS, darken, lighten } from './palette.ts';
import type { Colour } from './palette.ts';
import { circle, d, el, ellipse, group, line, path, polygon, rect } from './svg.ts';

const shade = (x: number, y: number, w: number, h: number) =>
  rect(x, y, w, h, '#1a1020', { opacity: 0.1 });

/** An arched opening (door or window). */
export function arch(
  x: number,
  bottom: number,
  width: number,
  height: number,
  fill: Colour,
): string {
  const radius = width / 2;
  return path(
    d(
      'M',
      x - radius,
      bottom,
      'L',
      x - radius,
      bottom - height + radius,
      'A',
      radius,
      radius,
      0,
      0,
      1,
      x + radius,
      bottom - height + radius,
      'L',
      x + radius,
      bottom,
      'Z',
    ),
    fill,
  );
}

function cross(x: number, y: number, size: number, colour: Colour): string {
  return group([
    line(x, y, x, y - size, colour, 4),
    line(x - size / 3, y - size * 0.65, x + size / 3, y - size * 0.65, colour, 4),
  ]);
}

function cupola(x: number, y: number, width: number, colour: Colour): string {
  const half = width / 2;
  return group([
    path(
      d(
        'M',
        x - half,
        y,
        'Q',
        x - half,
        y - width * 0.9,
        x,
        y - width,
        'Q',
        x + half,
        y - width * 0.9,
        x + half,
        y,
        'Z',
      ),
      colour,
    ),
    path(
      d('M', x, y - width, 'Q', x + half * 0.6, y - width * 0.8, x + half, y, 'L', x, y, 'Z'),
      '#1a1020',
      { opacity: 0.12 },
    ),
    cross(x, y - width, 26, COLOURS.ink),
  ]);
}

function bellTower(x: number, wall: Colour, trim: Colour, height: number): string {
  const dark = COLOURS.ink;
  return group([
    rect(x - 42, -height, 84, height, wall),
    rect(x - 48, -height, 96, 10, lighten(wall, 0.25)),
    rect(x - 36, -height - 78, 72, 78, wall),
    arch(x, -height - 12, 34, 52, dark),
    rect(x - 42, -height - 86, 84, 10, lighten(wall, 0.25)),
    cupola(x, -height - 86, 64, trim),
    arch(x, -height * 0.55, 22, 40, darken(wall, 0.35)),
    shade(x + 10, -height, 32, height),
  ]);
}

/** A colonial church with twin bell towers, a curved gable, a rosette and an arched door. */
export function church(wall: Colour, trim: Colour, towerHeight = 260): string {
  const body = towerHeight - 20;
  return group([
    bellTower(-150, wall, trim, towerHeight),
    bellTower(150, wall, trim, towerHeight),
    rect(-110, -body, 220, body, wall),
    path(
      d(
        'M',
        -110,
        -body,
        'Q',
        -60,
        -body,
        -45,
        -body - 40,
        'Q',
        0,
        -body - 90,
        45,
        -body - 40,
        'Q',
        60,
        -body,
        110,
        -body,
        'Z',
      ),
      wall,
    ),
    cross(0, -body - 68, 34, COLOURS.ink),
    circle(0, -body + 50, 26, lighten(wall, 0.3)),
    circle(0, -body + 50, 16, trim),
    rect(-70, -body + 100, 140, 8, lighten(wall, 0.3)),
    arch(0, 0, 84, 130, COLOURS.wood),
    line(0, -4, 0, -88, darken(COLOURS.wood, 0.3), 3),
    arch(-70, -150, 20, 36, darken(wall, 0.35)),
    arch(70, -150, 20, 36, darken(wall, 0.35)),
    rect(-210, 0, 420, 10, COLOURS.stone),
    rect(-230, 8, 460, 10, COLOURS.stoneDark),
  ]);
}

/** A cathedral: broad nave, a tiled dome on a drum, and two shorter towers. */
export function cathedral(wall: Colour, dome: Colour): string {
  const ribs = [-60, -30, 0, 30, 60].map((x) =>
    path(d('M', x * 0.3, -470, 'Q', x * 1.1, -440, x * 1.5, -360), 'none', {
      stroke: lighten(dome, 0.35),
      'stroke-width': 3,
    }),
  );
  return group([
    rect(-100, -360, 200, 60, lighten(wall, 0.1)),
    path(d('M', -110, -360, 'C', -110, -480, 110, -480, 110, -360, 'Z'), dome),
    ...ribs,
    rect(-14, -500, 28, 40, lighten(wall, 0.2)),
    cupola(0, -500, 34, dome),
    rect(-260, -300, 520, 300, wall),
    rect(-270, -308, 540, 12, lighten(wall, 0.3)),
    bellTower(-220, wall, dome, 200),
    bellTower(220, wall, dome, 200),
    ...[-110, -55, 55, 110].map((x) => rect(x - 6, -290, 12, 290, lighten(wall, 0.2))),
    arch(0, 0, 90, 150, COLOURS.wood),
    arch(-82, -120, 30, 60, darken(wall, 0.4)),
    arch(82, -120, 30, 60, darken(wall, 0.4)),
    circle(0, -230, 28, darken(wall, 0.3)),
    circle(0, -230, 18, dome),
    rect(-300, 0, 600, 12, COLOURS.stone),
  ]);
}

/** A neo-gothic parish church with needle spires (San Miguel de Allende's Parroquia). */
export function gothicParroquia(wall: Colour): string {
  const spire = (x: number, base: number, height: number, width: number) =>
    group([
      rect(x - width / 2, -base, width, base, wall),
      polygon(
        [
          [x - width / 2, -base],
          [x, -base - height],
          [x + width / 2, -base],
        ],
        lighten(wall, 0.15),
      ),
      polygon(
        [
          [x, -base - height],
          [x + width / 2, -base],
          [x, -base],
        ],
        darken(wall, 0.12),
      ),
      arch(x, -base + 60, width * 0.3, 50, darken(wall, 0.4)),
    ]);
  return group([
    rect(-150, -220, 300, 220, wall),
    spire(0, 300, 240, 90),
    spire(-85, 250, 150, 46),
    spire(85, 250, 150, 46),
    spire(-150, 200, 110, 34),
    spire(150, 200, 110, 34),
    ...[-110, -60, 60, 110].map((x) =>
      polygon(
        [
          [x - 8, -220],
          [x, -260],
          [x + 8, -220],
        ],
        lighten(wall, 0.2),
      ),
    ),
    arch(0, 0, 70, 130, darken(wall, 0.45)),
    circle(0, -170, 24, darken(wall, 0.35)),
    cross(0, -540, 30, COLOURS.ink),
  ]);
}

/** A stepped pyramid with a central stairway and an optional temple on top. */
export function pyramid(stone: Colour, tiers = 5, temple = true): string {
  const baseWidth = 640;
  const tierHeight = 64;
  const parts: string[] = [];
  for (let tier = 0; tier < tiers; tier += 1) {
    const bottomWidth = baseWidth - (tier * (baseWidth * 0.72)) / tiers;
    const topWidth = bottomWidth - 56;
    const bottom = -tier * tierHeight;
    const top = bottom - tierHeight;
    const colour = tier % 2 === 0 ? stone : lighten(stone, 0.08);
    parts.push(
      polygon(
        [
          [-bottomWidth / 2, bottom],
          [-topWidth / 2, top],
          [topWidth / 2, top],
          [bottomWidth / 2, bottom],
        ],
        colour,
      ),
    );
    parts.push(
      polygon(
        [
          [0, bottom],
          [0, top],
          [topWidth / 2, top],
          [bottomWidth / 2, bottom],
        ],
        '#1a1020',
        { opacity: 0.12 },
      ),
    );
    parts.push(rect(-topWidth / 2, top, topWidth, 6, lighten(stone, 0.25)));
  }
  const summit = -tiers * tierHeight;
  const stairTop = baseWidth - (tiers * 0.72 * baseWidth) / tiers - 56;
  parts.push(
    polygon(
      [
        [-70, 0],
        [-stairTop * 0.22, summit],
        [stairTop * 0.22, summit],
        [70, 0],
      ],
      darken(stone, 0.18),
    ),
  );
  for (let step = 1; step < tiers * 5; step += 1) {
    const y = (summit / (tiers * 5)) * step;
    const half = 70 - (70 - stairTop * 0.22) * (step / (tiers * 5));
    parts.push(rect(-half, y, half * 2, 3, lighten(stone, 0.15), { opacity: 0.8 }));
  }
  if (temple) {
    parts.push(rect(-70, summit - 80, 140, 80, lighten(stone, 0.1)));
    parts.push(rect(-82, summit - 96, 164, 20, darken(stone, 0.1)));
    parts.push(arch(0, summit, 36, 52, COLOURS.ink));
  }
  return group(parts);
}

/** A Maya temple on a cliff edge (Tulum's El Castillo). */
export function clifftopTemple(stone: Colour): string {
  return group([
    rect(-150, -120, 300, 120, stone),
    rect(-160, -134, 320, 18, lighten(stone, 0.15)),
    rect(-120, -190, 240, 56, lighten(stone, 0.05)),
    rect(-128, -200, 256, 14, darken(stone, 0.1)),
    ...[-60, 0, 60].map((x) => rect(x - 16, -100, 32, 100, COLOURS.ink, { opacity: 0.75 })),
    ...[-40, 40].map((x) => rect(x - 8, -184, 16, 40, COLOURS.ink, { opacity: 0.6 })),
    shade(60, -190, 90, 190),
  ]);
}

export interface HouseOptions {
  width: number;
  height: number;
  wall: Colour;
  trim: Colour;
  balcony: boolean;
  archedDoor: boolean;
  flowers: boolean;
}

/** One colourful colonial house: cornice, shuttered windows, a door, maybe a balcony and bougainvillea. */
export function house(options: HouseOptions): string {
  const { width, height, wall, trim } = options;
  const half = width / 2;
  const windowY = -height + 50;
  const windows = width > 130 ? [-half / 2, half / 2] : [0];
  const parts: string[] = [
    rect(-half, -height, width, height, wall),
    rect(-half - 4, -height - 10, width + 8, 14, lighten(wall, 0.3)),
    rect(-half, -18, width, 18, darken(wall, 0.12)),
  ];
  for (const x of windows) {
    parts.push(rect(x - 30, windowY, 60, 54, trim));
    parts.push(rect(x - 20, windowY, 40, 54, COLOURS.indigo));
    parts.push(rect(x - 26, windowY - 8, 52, 6, lighten(wall, 0.35)));
    if (options.balcony) {
      parts.push(
        el('line', {
          x1: x - 30,
          y1: windowY + 46,
          x2: x + 32,
          y2: windowY + 46,
          stroke: COLOURS.ink,
          'stroke-width': 22,
          'stroke-dasharray': '2 6',
        }),
      );
      parts.push(rect(x - 32, windowY + 56, 64, 5, COLOURS.ink));
    }
  }
  if (height > 150) {
    const doorX = windows.length > 1 ? 0 : half * 0.45 > 30 ? -half + 40 : 0;
    parts.push(
      options.archedDoor
        ? arch(doorX, 0, 36, 70, COLOURS.wood)
        : rect(doorX - 18, -68, 36, 68, COLOURS.wood),
    );
  }
  if (options.flowers) {
    parts.push(
      circle(half - 14, -height + 22, 18, COLOURS.rosa),
      circle(half - 30, -height + 40, 14, COLOURS.pink),
    );
    parts.push(
      circle(half - 10, -height + 50, 12, '#c4126b'),
      circle(half - 26, -height + 18, 8, COLOURS.leaf),
    );
  }
  return group(parts);
}

/** A distant house: wall, cornice, two windows. Cheap enough to draw by the hundred. */
export function simpleHouse(options: HouseOptions): string {
  const { width, height, wall } = options;
  const half = width / 2;
  return group([
    rect(-half, -height, width, height, wall),
    rect(-half - 4, -height - 10, width + 8, 12, lighten(wall, 0.3)),
    rect(-half / 2 - 14, -height + 44, 28, 44, COLOURS.indigo, { opacity: 0.8 }),
    rect(half / 2 - 14, -height + 44, 28, 44, COLOURS.indigo, { opacity: 0.8 }),
    options.flowers ? circle(half - 16, -height + 24, 20, COLOURS.rosa) : '',
  ]);
}

export function randomHouse(rng: Rng, wall: Colour, trim: Colour, tall = false): HouseOptions {
  return {
    width: rng.int(110, 170),
    height: tall ? rng.int(200, 280) : rng.int(150, 230),
    wall,
    trim,
    balcony: rng.chance(0.5),
    archedDoor: rng.chance(0.5),
    flowers: rng.chance(0.35),
  };
}

/** A neoclassical museum front: pediment, columns, steps and hanging banners. */
export function museum(wall: Colour, banners: readonly [Colour, Colour]): string {
  const columns = [-200, -120, -40, 40, 120, 200];
  return group([
    rect(-260, -300, 520, 300, wall),
    rect(-280, -340, 560, 40, lighten(wall, 0.15)),
    polygon(
      [
        [-290, -340],
        [0, -440],
        [290, -340],
      ],
      lighten(wall, 0.2),
    ),
    polygon(
      [
        [-230, -350],
        [0, -422],
        [230, -350],
      ],
      darken(wall, 0.08),
    ),
    circle(0, -380, 18, COLOURS.marigold),
    ...columns.map((x) =>
      group([
        rect(x - 18, -300, 36, 280, lighten(wall, 0.3)),
        rect(x - 24, -306, 48, 12, lighten(wall, 0.35)),
        shade(x + 6, -294, 12, 274),
      ]),
    ),
    ...[-80, 80].map((x, index) =>
      path(
        d(
          'M',
          x - 22,
          -290,
          'L',
          x + 22,
          -290,
          'L',
          x + 22,
          -150,
          'L',
          x,
          -168,
          'L',
          x - 22,
          -150,
          'Z',
        ),
        banners[index] ?? COLOURS.rosa,
      ),
    ),
    rect(-24, -130, 48, 110, COLOURS.ink, { opacity: 0.8 }),
    rect(-300, -20, 600, 12, COLOURS.stone),
    rect(-320, -8, 640, 12, COLOURS.stoneDark),
  ]);
}

/** A wrought-iron bandstand (kiosko) from a zócalo. */
export function kiosk(roof: Colour, trim: Colour): string {
  const posts = [-110, -55, 0, 55, 110];
  return group([
    rect(-150, -40, 300, 40, COLOURS.stone),
    rect(-160, -48, 320, 10, lighten(COLOURS.stone, 0.2)),
    ...posts.map((x) => rect(x - 4, -190, 8, 142, COLOURS.ink)),
    rect(-140, -80, 280, 4, COLOURS.ink),
    ...posts.slice(0, -1).map((x) =>
      path(d('M', x + 4, -180, 'Q', x + 27, -150, x + 51, -180), 'none', {
        stroke: COLOURS.ink,
        'stroke-width': 3,
      }),
    ),
    path(
      d(
        'M',
        -160,
        -190,
        'Q',
        -120,
        -230,
        -40,
        -250,
        'Q',
        0,
        -300,
        40,
        -250,
        'Q',
        120,
        -230,
        160,
        -190,
        'Z',
      ),
      roof,
    ),
    rect(-164, -196, 328, 10, trim),
    circle(0, -300, 10, trim),
  ]);
}

/** A long hacienda front with an arcade and a bell gable (espadaña). */
export function hacienda(wall: Colour, trim: Colour): string {
  const arches = [-240, -160, -80, 0, 80, 160, 240];
  return group([
    rect(-300, -180, 600, 180, wall),
    rect(-310, -190, 620, 14, lighten(wall, 0.25)),
    path(d('M', -60, -190, 'L', -60, -250, 'Q', 0, -300, 60, -250, 'L', 60, -190, 'Z'), wall),
    arch(0, -200, 30, 44, COLOURS.ink),
    circle(0, -222, 8, COLOURS.marigold),
    ...arches.map((x) => arch(x, 0, 58, 130, darken(wall, 0.35))),
    ...arches.map((x) => rect(x - 33, -8, 8, 8, trim)),
    rect(-300, -6, 600, 6, darken(wall, 0.2)),
  ]);
}

/** A wall of framed pictures for galleries. */
export function galleryWall(frames: readonly Colour[], rng: Rng): string {
  const slots = [-300, 0, 300];
  return group(
    slots.map((x, index) => {
      const width = rng.range(170, 220);
      const height = rng.range(190, 250);
      const art = frames[index % frames.length] ?? COLOURS.terracotta;
      const second = frames[(index + 2) % frames.length] ?? COLOURS.jade;
      const top = -height - 40;
      return group([
        rect(x - width / 2 - 14, top - 14, width + 28, height + 28, COLOURS.wood),
        rect(x - width / 2, top, width, height, COLOURS.cream),
        circle(x - width * 0.1, top + height * 0.4, width * 0.22, art),
        polygon(
          [
            [x - width / 2, top + height],
            [x + width * 0.1, top + height * 0.45],
            [x + width / 2, top + height],
          ],
          second,
        ),
        ellipse(x + width * 0.25, top + height * 0.25, 16, 16, COLOURS.marigold),
      ]);
    }),
  );
}

/** Bookshelves full of coloured spines. */
export function bookshelf(colours: readonly Colour[], rng: Rng): string {
  const parts: string[] = [rect(-420, -560, 840, 560, COLOURS.wood)];
  for (let shelf = 0; shelf < 4; shelf += 1) {
    const bottom = -20 - shelf * 135;
    parts.push(rect(-400, bottom - 120, 800, 120, darken(COLOURS.wood, 0.35)));
    let x = -396;
    while (x < 380) {
      const width = rng.range(16, 34);
      const height = rng.range(80, 112);
      const colour = colours[rng.int(0, colours.length - 1)] ?? COLOURS.terracotta;
      const lean = rng.chance(0.06);
      parts.push(
        rect(
          x,
          bottom - height,
          width - 2,
          height,
          colour,
          lean ? { transform: `rotate(-8 ${Math.round(x)} ${bottom})` } : {},
        ),
      );
      parts.push(rect(x + 3, bottom - height + 14, width - 8, 4, lighten(colour, 0.4)));
      x += width + (lean ? 8 : 0);
    }
    parts.push(rect(-410, bottom, 820, 14, lighten(COLOURS.wood, 0.15)));
  }
  return group(parts);
}

/** A theatre stage: proscenium, velvet curtains and a spotlight. */
export function theatreStage(curtain: Colour): string {
  const fold = (x: number, width: number) => {
    const folds: string[] = [];
    for (let offset = 0; offset < width; offset += 40)
      folds.push(rect(x + offset + 24, -600, 10, 600, darken(curtain, 0.2)));
    return folds;
  };
  return group([
    rect(-600, -800, 1200, 800, darken(curtain, 0.55)),
    polygon(
      [
        [-90, -800],
        [90, -800],
        [260, -120],
        [-260, -120],
      ],
      '#fff3c4',
      { opacity: 0.18 },
    ),
    ellipse(0, -120, 260, 40, '#fff3c4', { opacity: 0.35 }),
    rect(-600, -120, 1200, 120, COLOURS.wood),
    rect(-600, -120, 1200, 8, lighten(COLOURS.wood, 0.3)),
    path(
      d('M', -600, -640, 'L', -330, -640, 'Q', -380, -300, -250, -120, 'L', -600, -120, 'Z'),
      curtain,
    ),
    path(
      d('M', 600, -640, 'L', 330, -640, 'Q', 380, -300, 250, -120, 'L', 600, -120, 'Z'),
      curtain,
    ),
    ...fold(-600, 260),
    ...fold(350, 240),
    rect(-600, -800, 1200, 170, curtain),
    path(
      d(
        'M',
        -600,
        -630,
        'Q',
        -450,
        -560,
        -300,
        -630,
        'Q',
        -150,
        -560,
        0,
        -630,
        'Q',
        150,
        -560,
        300,
        -630,
        'Q',
        450,
        -560,
        600,
        -630,
        'L',
        600,
        -660,
        'L',
        -600,
        -660,
        'Z',
      ),
      darken(curtain, 0.15),
    ),
    rect(-600, -660, 1200, 14, COLOURS.marigold),
  ]);
}

/** A modern museum: a long floating box with stone louvres over a glass base, and a sculpture. */
export function modernMuseum(box: Colour, sculpture: Colour): string {
  const louvres = [-260, -200, -140, -80, -20, 40, 100, 160, 220].map((x) =>
    rect(x, -330, 26, 170, darken(box, 0.12)),
  );
  return group([
    rect(-330, -160, 660, 160, '#a9cfe0'),
    ...[-250, -120, 10, 140, 270].map((x) => rect(x, -160, 6, 160, COLOURS.ink, { opacity: 0.5 })),
    rect(-360, -340, 720, 190, box),
    ...louvres,
    rect(-360, -350, 720, 14, lighten(box, 0.25)),
    path(
      d('M', 380, 0, 'L', 420, -200, 'Q', 470, -260, 500, -180, 'L', 460, -120, 'L', 470, 0, 'Z'),
      sculpture,
    ),
    rect(360, -10, 130, 10, COLOURS.ink, { opacity: 0.6 }),
  ]);
}

/** A colonial house-museum: an arcaded patio front with banners and a fountain. */
export function courtyardMuseum(wall: Colour, banners: readonly [Colour, Colour]): string {
  return group([
    hacienda(wall, banners[0]),
    ...[-200, 200].map((x, index) =>
      path(
        d(
          'M',
          x - 30,
          -176,
          'L',
          x + 30,
          -176,
          'L',
          x + 30,
          -60,
          'L',
          x,
          -76,
          'L',
          x - 30,
          -60,
          'Z',
        ),
        banners[index] ?? COLOURS.rosa,
      ),
    ),
    ellipse(0, 20, 120, 20, COLOURS.stone),
    rect(-14, -40, 28, 50, COLOURS.stone),
    ellipse(0, -40, 60, 12, lighten(COLOURS.stone, 0.2)),
    path(d('M', 0, -60, 'Q', -40, -90, -50, -44, 'M', 0, -60, 'Q', 40, -90, 50, -44), 'none', {
      stroke: '#9fd3e6',
      'stroke-width': 6,
    }),
  ]);
}

/** A dome's outline on its drum: a half-round shell of radius r, its foot at `base - 0.4 r`. */
export function domeOutline(x: number, base: number, r: number): string {
  return d(
    'M',
    x - r,
    base - r * 0.4,
    'C',
    x - r,
    base - r * 1.6,
    x + r,
    base - r * 1.6,
    x + r,
    base - r * 0.4,
    'Z',
  );
}
