/** Objects for events, drawn around their bottom centre (0, 0): instruments, floats, whales… */
import { COLOURS, darken, lighten } from './palette.ts';
import type { Colour } from './palette.ts';
import { circle, d, ellipse, group, line, path, polygon, rect } from './svg.ts';

const BRASS = '#e2b33c';

export function saxophone(): string {
  return group([
    path(
      d(
        'M',
        -10,
        -420,
        'L',
        10,
        -420,
        'L',
        30,
        -120,
        'Q',
        40,
        -30,
        -30,
        -20,
        'Q',
        -110,
        -20,
        -120,
        -90,
        'L',
        -140,
        -150,
        'L',
        -90,
        -160,
        'L',
        -80,
        -100,
        'Q',
        -70,
        -60,
        -30,
        -64,
        'Q',
        0,
        -70,
        -4,
        -130,
        'Z',
      ),
      BRASS,
    ),
    ellipse(-115, -155, 32, 12, darken(BRASS, 0.2)),
    ...[0, 1, 2, 3, 4, 5].map((i) => circle(14 + i * 2, -380 + i * 45, 9, lighten(BRASS, 0.4))),
    path(d('M', -10, -420, 'Q', -20, -470, -70, -470), 'none', {
      stroke: darken(BRASS, 0.3),
      'stroke-width': 8,
    }),
  ]);
}

export function trumpet(): string {
  return group([
    rect(-160, -18, 240, 14, BRASS),
    path(d('M', 80, -11, 'L', 160, -50, 'L', 160, 30, 'Z'), BRASS),
    ellipse(160, -10, 10, 40, darken(BRASS, 0.15)),
    rect(-100, -60, 90, 42, 'none', { stroke: BRASS, 'stroke-width': 10, rx: 20 }),
    ...[-60, -40, -20].map((x) => rect(x - 5, -46, 10, 30, lighten(BRASS, 0.3))),
    rect(-176, -20, 20, 18, darken(BRASS, 0.3)),
  ]);
}

export function doubleBass(): string {
  const wood = '#9a5a2a';
  return group([
    path(
      d(
        'M',
        0,
        0,
        'C',
        -130,
        0,
        -140,
        -120,
        -90,
        -170,
        'C',
        -120,
        -210,
        -120,
        -280,
        -60,
        -300,
        'C',
        -40,
        -306,
        40,
        -306,
        60,
        -300,
        'C',
        120,
        -280,
        120,
        -210,
        90,
        -170,
        'C',
        140,
        -120,
        130,
        0,
        0,
        0,
        'Z',
      ),
      wood,
    ),
    rect(-12, -560, 24, 270, '#2a1a10'),
    rect(-20, -600, 40, 50, '#5a3a1a', { rx: 10 }),
    ...[-9, -3, 3, 9].map((x) => line(x, -560, x, -60, '#f2e6c8', 2)),
    rect(-40, -80, 80, 10, '#2a1a10'),
    path(d('M', -50, -180, 'q', -10, 20, 0, 40), 'none', { stroke: '#2a1a10', 'stroke-width': 6 }),
    path(d('M', 50, -180, 'q', 10, 20, 0, 40), 'none', { stroke: '#2a1a10', 'stroke-width': 6 }),
    rect(-4, 0, 8, 40, '#555555'),
  ]);
}

export function electricGuitar(body: Colour): string {
  return group([
    path(
      d(
        'M',
        -90,
        0,
        'C',
        -150,
        -20,
        -140,
        -110,
        -90,
        -120,
        'C',
        -110,
        -170,
        -60,
        -200,
        -30,
        -160,
        'L',
        30,
        -160,
        'C',
        60,
        -220,
        120,
        -170,
        80,
        -120,
        'C',
        140,
        -100,
        120,
        -10,
        60,
        0,
        'Z',
      ),
      body,
    ),
    rect(-12, -440, 24, 300, '#3a2a1a'),
    rect(-20, -480, 40, 44, '#2a2230', { rx: 8 }),
    rect(-40, -90, 80, 16, '#2a2230'),
    rect(-30, -130, 60, 14, '#e9e4da'),
    ...[-6, -2, 2, 6].map((x) => line(x, -440, x, -80, '#f2e6c8', 1.5)),
  ]);
}

export function stageLights(colours: readonly Colour[]): string {
  return group(
    colours.map((colour, i) =>
      group([
        polygon(
          [
            [-420 + i * 280, -700],
            [-520 + i * 280, 0],
            [-320 + i * 280, 0],
          ],
          colour,
          { opacity: 0.28 },
        ),
        rect(-440 + i * 280, -720, 40, 30, '#2a2230', { rx: 6 }),
      ]),
    ),
  );
}

export function crowd(width: number, colour: Colour): string {
  const heads: string[] = [];
  for (let x = -width / 2; x < width / 2; x += 46)
    heads.push(
      circle(x, -70 - ((x * 7) % 20), 20, colour),
      rect(x - 24, -50 - ((x * 7) % 20), 48, 80, colour, { rx: 18 }),
    );
  heads.push(line(-200, -90, -230, -170, colour, 12), line(140, -90, 180, -170, colour, 12));
  return group(heads);
}

export function clapperboard(): string {
  return group([
    rect(-200, -220, 400, 220, '#2a2230'),
    rect(-180, -190, 360, 2, '#f7efe2'),
    ...[0, 1, 2].map((i) =>
      rect(-170, -150 + i * 50, 200 + (i % 2) * 100, 8, '#f7efe2', { opacity: 0.7 }),
    ),
    polygon(
      [
        [-200, -230],
        [200, -300],
        [206, -250],
        [-194, -180],
      ],
      '#2a2230',
    ),
    ...[0, 1, 2, 3, 4].map((i) =>
      polygon(
        [
          [-170 + i * 80, -236],
          [-130 + i * 80, -243],
          [-150 + i * 80, -188],
          [-190 + i * 80, -181],
        ],
        '#f7efe2',
      ),
    ),
  ]);
}

export function filmReel(): string {
  return group([
    circle(0, -150, 150, '#3a3f4a'),
    ...[0, 1, 2, 3, 4, 5].map((i) =>
      circle(
        Math.cos((i * Math.PI) / 3) * 80,
        -150 + Math.sin((i * Math.PI) / 3) * 80,
        36,
        '#f7efe2',
      ),
    ),
    circle(0, -150, 22, '#f7efe2'),
    path(d('M', 120, -60, 'Q', 260, 0, 360, -40), 'none', {
      stroke: '#2a2230',
      'stroke-width': 30,
    }),
  ]);
}

export function bookStack(colours: readonly Colour[]): string {
  return group(
    colours.map((colour, i) =>
      group([
        rect(-180 + (i % 2) * 20, -(i + 1) * 56, 340 - (i % 3) * 30, 50, colour, { rx: 6 }),
        rect(-170 + (i % 2) * 20, -(i + 1) * 56 + 8, 320 - (i % 3) * 30, 6, '#f7efe2', {
          opacity: 0.7,
        }),
      ]),
    ),
  );
}

export function openBook(): string {
  return group([
    path(
      d('M', 0, 0, 'Q', -120, -40, -260, -10, 'L', -260, -200, 'Q', -120, -230, 0, -190, 'Z'),
      '#f7efe2',
    ),
    path(
      d('M', 0, 0, 'Q', 120, -40, 260, -10, 'L', 260, -200, 'Q', 120, -230, 0, -190, 'Z'),
      '#efe4cf',
    ),
    ...[0, 1, 2, 3, 4].flatMap((i) => [
      line(-230, -170 + i * 30, -40, -160 + i * 30, '#b9ab92', 3),
      line(40, -160 + i * 30, 230, -170 + i * 30, '#b9ab92', 3),
    ]),
  ]);
}

export function whaleTail(colour: Colour): string {
  return group([
    path(d('M', -20, 0, 'Q', -10, -120, 0, -160, 'Q', 10, -120, 20, 0, 'Z'), colour),
    path(
      d(
        'M',
        0,
        -150,
        'Q',
        -120,
        -230,
        -220,
        -200,
        'Q',
        -120,
        -170,
        0,
        -140,
        'Q',
        120,
        -170,
        220,
        -200,
        'Q',
        120,
        -230,
        0,
        -150,
        'Z',
      ),
      colour,
    ),
    ...[-120, 100].map((x) =>
      path(d('M', x, -190, 'q', 10, 60, 0, 180), 'none', {
        stroke: '#ffffff',
        'stroke-width': 4,
        opacity: 0.7,
      }),
    ),
    ellipse(0, 0, 160, 16, '#ffffff', { opacity: 0.5 }),
  ]);
}

export function chileEnNogada(): string {
  const seeds = Array.from({ length: 22 }, (_, i) =>
    circle(-150 + ((i * 37) % 300), -60 - ((i * 23) % 50), 8, '#c4162a'),
  );
  return group([
    ellipse(0, 0, 300, 70, '#f3efe6'),
    ellipse(0, -6, 250, 52, '#e6ddc8'),
    path(
      d(
        'M',
        -220,
        -30,
        'Q',
        -200,
        -120,
        0,
        -120,
        'Q',
        200,
        -120,
        230,
        -40,
        'Q',
        0,
        -10,
        -220,
        -30,
        'Z',
      ),
      '#2f7d3a',
    ),
    path(
      d(
        'M',
        -190,
        -50,
        'Q',
        -150,
        -110,
        0,
        -112,
        'Q',
        170,
        -110,
        200,
        -56,
        'Q',
        0,
        -40,
        -190,
        -50,
        'Z',
      ),
      '#f7f3ea',
    ),
    ...seeds,
    ...[-60, 40, 120].map((x) =>
      path(d('M', x, -100, 'q', 14, -20, 30, -6, 'q', -14, 16, -30, 6), '#3f8f3a'),
    ),
    path(d('M', 220, -50, 'q', 40, -30, 60, -80), 'none', {
      stroke: '#2f7d3a',
      'stroke-width': 10,
    }),
  ]);
}

export function carvedRadishes(): string {
  const radish = (x: number, h: number) =>
    group([
      ellipse(x, -h * 0.45, h * 0.28, h * 0.45, '#c8243a'),
      ellipse(x, -h * 0.45, h * 0.16, h * 0.3, '#f7efe2'),
      circle(x, -h * 0.95, h * 0.12, '#c8243a'),
      circle(x - h * 0.04, -h * 0.97, 3, COLOURS.ink),
      circle(x + h * 0.04, -h * 0.97, 3, COLOURS.ink),
      path(
        d('M', x, -h * 1.05, 'q', -30, -50, -10, -90, 'M', x, -h * 1.05, 'q', 30, -50, 10, -90),
        'none',
        { stroke: '#3f8f3a', 'stroke-width': 10 },
      ),
      line(x - h * 0.25, -h * 0.6, x - h * 0.5, -h * 0.75, '#c8243a', 8),
      line(x + h * 0.25, -h * 0.6, x + h * 0.5, -h * 0.75, '#c8243a', 8),
    ]);
  return group([
    radish(-220, 220),
    radish(0, 300),
    radish(220, 240),
    rect(-360, -4, 720, 10, COLOURS.wood),
  ]);
}

export function ferrisWheel(colours: readonly Colour[]): string {
  const spokes = Array.from({ length: 12 }, (_, i) => {
    const a = (i * Math.PI) / 6;
    const x = Math.cos(a) * 220;
    const y = -260 + Math.sin(a) * 220;
    return group([
      line(0, -260, x, y, '#e9e4da', 4),
      rect(x - 20, y, 40, 30, colours[i % colours.length] ?? COLOURS.rosa, { rx: 6 }),
    ]);
  });
  return group([
    circle(0, -260, 220, 'none', { stroke: '#e9e4da', 'stroke-width': 8 }),
    ...spokes,
    line(0, -260, -120, 0, '#e9e4da', 10),
    line(0, -260, 120, 0, '#e9e4da', 10),
    circle(0, -260, 18, COLOURS.marigold),
  ]);
}

/** A parade float: a decorated platform on wheels with a big figure on top. */
export function paradeFloat(base: Colour, figure: Colour): string {
  return group([
    rect(-260, -110, 520, 90, base, { rx: 12 }),
    ...Array.from({ length: 11 }, (_, i) =>
      circle(-250 + i * 50, -110, 18, i % 2 ? COLOURS.marigold : COLOURS.rosa),
    ),
    circle(-180, -10, 26, COLOURS.ink),
    circle(180, -10, 26, COLOURS.ink),
    ellipse(0, -230, 90, 120, figure),
    circle(0, -380, 60, lighten(figure, 0.3)),
    circle(-20, -390, 8, COLOURS.ink),
    circle(20, -390, 8, COLOURS.ink),
    ...[-1, 1].map((s) =>
      path(d('M', s * 60, -420, 'Q', s * 160, -520, s * 100, -560), 'none', {
        stroke: COLOURS.marigold,
        'stroke-width': 14,
      }),
    ),
  ]);
}

export function marcher(body: Colour, hat: Colour): string {
  return group([
    rect(-22, -170, 44, 110, body, { rx: 12 }),
    rect(-20, -60, 14, 60, COLOURS.ink),
    rect(6, -60, 14, 60, COLOURS.ink),
    circle(0, -190, 22, '#c99474'),
    rect(-30, -222, 60, 14, hat),
    rect(-18, -250, 36, 30, hat),
    circle(30, -110, 30, '#f7efe2'),
    circle(30, -110, 30, 'none', { stroke: '#b3261e', 'stroke-width': 6 }),
  ]);
}

export function rainbowFlag(): string {
  const stripes = ['#e40303', '#ff8c00', '#ffed00', '#008026', '#004dff', '#750787'];
  return group([
    rect(-6, -420, 12, 420, '#6b6b6b'),
    ...stripes.map((c, i) =>
      path(
        d(
          'M',
          6,
          -420 + i * 30,
          'Q',
          100,
          -440 + i * 30,
          200,
          -410 + i * 30,
          'L',
          200,
          -380 + i * 30,
          'Q',
          100,
          -410 + i * 30,
          6,
          -390 + i * 30,
          'Z',
        ),
        c,
      ),
    ),
  ]);
}

/** A pilgrim carrying a candle. */
export function pilgrim(robe: Colour): string {
  return group([
    path(d('M', -30, 0, 'L', -20, -130, 'L', 20, -130, 'L', 30, 0, 'Z'), robe),
    circle(0, -150, 20, '#b9845f'),
    path(
      d('M', -24, -150, 'Q', 0, -190, 24, -150, 'L', 28, -110, 'L', -28, -110, 'Z'),
      lighten(robe, 0.3),
    ),
    rect(26, -150, 8, 50, '#f7efe2'),
    ellipse(30, -160, 6, 12, '#ffd66b'),
    circle(30, -160, 20, '#ffd66b', { opacity: 0.3 }),
  ]);
}

export function canoe(hull: Colour, paddlers: number): string {
  return group([
    path(d('M', -220, -30, 'Q', 0, 20, 220, -30, 'L', 200, 0, 'Q', 0, 30, -200, 0, 'Z'), hull),
    ...Array.from({ length: paddlers }, (_, i) => {
      const x = -140 + i * (280 / Math.max(1, paddlers - 1));
      return group([
        rect(x - 12, -80, 24, 52, '#f7efe2', { rx: 8 }),
        circle(x, -94, 14, '#8a5a3a'),
        line(x + 10, -70, x + 40, 20, COLOURS.wood, 5),
      ]);
    }),
  ]);
}

export function flowerBouquet(colours: readonly Colour[]): string {
  const blooms = Array.from({ length: 14 }, (_, i) => {
    const x = -120 + ((i * 53) % 240);
    const y = -260 - ((i * 31) % 120);
    const c = colours[i % colours.length] ?? COLOURS.rosa;
    return group([circle(x, y, 30, c), circle(x, y, 10, COLOURS.marigold)]);
  });
  return group([
    ...Array.from({ length: 9 }, (_, i) =>
      line(-40 + i * 10, -60, -100 + i * 25, -250, '#3f8f3a', 5),
    ),
    ...blooms,
    path(d('M', -80, 0, 'L', -120, -160, 'L', 120, -160, 'L', 80, 0, 'Z'), '#c98f5a'),
  ]);
}

export function pinata(colours: readonly Colour[]): string {
  return group([
    line(0, -560, 0, -380, COLOURS.ink, 3),
    circle(0, -300, 80, colours[0] ?? COLOURS.rosa),
    ...[0, 1, 2, 3, 4, 5, 6].map((i) => {
      const a = (i * 2 * Math.PI) / 7 - Math.PI / 2;
      const x = Math.cos(a) * 80;
      const y = -300 + Math.sin(a) * 80;
      return polygon(
        [
          [x - 20, y],
          [x + Math.cos(a) * 110, y + Math.sin(a) * 110],
          [x + 20, y],
        ],
        colours[(i % (colours.length - 1)) + 1] ?? COLOURS.marigold,
      );
    }),
  ]);
}
