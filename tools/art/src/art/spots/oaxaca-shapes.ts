/**
 * Oaxaca's spot silhouettes, each drawn around its bottom centre (0, 0) with negative y going up,
 * or, for indoor subjects, over the whole 1200×800 canvas. Colours arrive already tinted.
 */
import { tint } from '../background.ts';
import type { DrawContext } from '../context.ts';
import { arch } from '../architecture.ts';
import { agave } from '../nature.ts';
import { COLOURS, darken, lighten } from '../palette.ts';
import type { Colour } from '../palette.ts';
import { santoDomingoOaxaca } from '../silhouettes.ts';
import { circle, d, ellipse, group, line, path, place, polygon, rect } from '../svg.ts';

const INK = COLOURS.ink;

/** A row of `n` arches centred on x = 0. */
function arcade(bottom: number, n: number, pitch: number, w: number, h: number, fill: Colour) {
  return group(
    Array.from({ length: n }, (_, i) => arch((i - (n - 1) / 2) * pitch, bottom, w, h, fill)),
  );
}

/** Stepped-fret (greca) band, the Zapotec motif of Mitla and of Teotitlán's rugs. */
function fretBand(x: number, y: number, width: number, colour: Colour, size = 24): string {
  const parts: string[] = [];
  for (let fx = x; fx + size <= x + width; fx += size * 1.6)
    parts.push(
      path(
        d('M', fx, y, 'l', 0, -size, 'l', size, 0, 'l', 0, size * 0.6, 'l', -size * 0.5, 0),
        'none',
        { stroke: colour, 'stroke-width': size * 0.2 },
      ),
    );
  return group(parts);
}

// ——— Museo de las Culturas: the monastery cloister ———

export function culturasCloister(ctx: DrawContext): string {
  const cantera = tint(ctx, '#a9b48e');
  const shadow = darken(cantera, 0.5);
  const basin = tint(ctx, '#8f9c78');
  return group([
    rect(-380, -470, 760, 470, cantera),
    rect(-390, -480, 780, 16, lighten(cantera, 0.15)),
    rect(-390, -250, 780, 18, lighten(cantera, 0.1)),
    arcade(-250, 5, 150, 96, 170, shadow),
    arcade(0, 5, 150, 110, 210, shadow),
    ...[-375, -225, -75, 75, 225, 375].map((x) =>
      rect(x - 18, -480, 36, 480, darken(cantera, 0.08)),
    ),
    // The fountain in the cloister garth, the usual heart of a Dominican cloister.
    ellipse(0, 4, 220, 34, darken(basin, 0.2)),
    rect(-200, -50, 400, 54, basin),
    ellipse(0, -50, 200, 26, lighten(basin, 0.15)),
    ellipse(0, -50, 170, 18, tint(ctx, '#6fb8c9')),
    rect(-16, -150, 32, 100, basin),
    ellipse(0, -150, 70, 16, lighten(basin, 0.1)),
    path(d('M', -60, -150, 'Q', -90, -120, -110, -60), 'none', {
      stroke: tint(ctx, '#bfe3ec'),
      'stroke-width': 6,
    }),
    path(d('M', 60, -150, 'Q', 90, -120, 110, -60), 'none', {
      stroke: tint(ctx, '#bfe3ec'),
      'stroke-width': 6,
    }),
    ...[-300, 300].map((x) => place(x, 10, 1, [agave(80, tint(ctx, COLOURS.agave))])),
  ]);
}

// ——— Andador Macedonio Alcalá ———

/** A two-storey colonial mansion front with iron balconies and an open shop door. */
function mansion(ctx: DrawContext, x: number, w: number, wall: Colour, goods: Colour[]): string {
  const trim = tint(ctx, '#a9b48e');
  const h = 330;
  const windows = [x - w / 4, x + w / 4];
  return group([
    rect(x - w / 2, -h, w, h, wall),
    rect(x - w / 2 - 6, -h - 14, w + 12, 18, trim),
    rect(x - w / 2, -26, w, 26, trim),
    ...windows.flatMap((wx) => [
      rect(wx - 30, -h + 50, 60, 90, trim),
      rect(wx - 22, -h + 58, 44, 82, tint(ctx, COLOURS.indigo)),
      rect(wx - 36, -h + 140, 72, 6, INK),
      ...[-28, -16, -4, 8, 20, 32].map((bx) => rect(wx + bx - 2, -h + 116, 4, 24, INK)),
    ]),
    rect(x - 46, -170, 92, 170, trim),
    arch(x, 0, 76, 160, tint(ctx, '#3a2a22')),
    // Embroidered blouses hung in the doorway, as the shops along the Andador display them.
    ...goods.map((colour, i) => {
      const bx = x - 20 + i * 40;
      return group([
        rect(bx - 16, -130, 32, 40, tint(ctx, COLOURS.white)),
        rect(bx - 16, -112, 32, 8, colour),
        line(bx - 16, -132, bx + 16, -132, INK, 2),
      ]);
    }),
  ]);
}

export function andadorMacedonio(ctx: DrawContext): string {
  const cobbles = tint(ctx, '#b9a58a');
  return group([
    place(0, -150, 0.42, [santoDomingoOaxaca()]),
    polygon(
      [
        [-150, 0],
        [-40, -150],
        [40, -150],
        [150, 0],
      ],
      cobbles,
    ),
    ...[-120, -90, -60].map((yy, i) =>
      line(-120 + i * 28, yy + 130, 120 - i * 28, yy + 130, darken(cobbles, 0.15), 3),
    ),
    mansion(ctx, -270, 240, tint(ctx, '#e9c46a'), [COLOURS.rosa, COLOURS.jade]),
    mansion(ctx, 270, 240, tint(ctx, '#e7a3a0'), [COLOURS.marigold, COLOURS.indigo]),
    // The street's signature jacaranda, lilac against the stone.
    ...[
      [-120, -360, 60],
      [-160, -330, 50],
      [-90, -320, 46],
    ].map(([cx = 0, cy = 0, r = 40]) => circle(cx, cy, r, tint(ctx, COLOURS.jacaranda))),
    rect(-132, -310, 12, 310, tint(ctx, COLOURS.wood)),
  ]);
}

// ——— Mercado Benito Juárez ———

/** The 1894 hall's iron roof trusses, spanning the top of an indoor scene. */
function ironRoof(ctx: DrawContext): string {
  const iron = tint(ctx, '#2f4a44');
  const parts: string[] = [rect(0, 0, 1200, 330, tint(ctx, '#e8dcc6'))];
  for (let x = 0; x < 1200; x += 300) {
    parts.push(
      path(d('M', x, 260, 'L', x + 150, 60, 'L', x + 300, 260), 'none', {
        stroke: iron,
        'stroke-width': 12,
      }),
      line(x, 260, x + 300, 260, iron, 10),
      ...[0.25, 0.5, 0.75].map((t) => line(x + 300 * t, 260, x + 150, 60, iron, 5)),
      rect(x + 120, 0, 60, 50, tint(ctx, '#bfe1ec')),
    );
  }
  parts.push(rect(0, 0, 1200, 30, iron));
  return group(parts);
}

function basket(
  x: number,
  y: number,
  rx: number,
  weave: Colour,
  heap: Colour,
  rng: DrawContext['rng'],
) {
  const bits: string[] = [];
  for (let i = 0; i < 26; i += 1)
    bits.push(
      ellipse(x + rng.range(-rx * 0.8, rx * 0.8), y - rng.range(4, 30), 9, 4, heap, {
        transform: `rotate(${Math.round(rng.range(-40, 40))} ${x} ${y})`,
      }),
    );
  return group([
    ellipse(x, y - 10, rx, 30, darken(heap, 0.25)),
    ...bits,
    path(
      d(
        'M',
        x - rx,
        y - 6,
        'Q',
        x,
        y + 20,
        x + rx,
        y - 6,
        'L',
        x + rx * 0.8,
        y + 70,
        'L',
        x - rx * 0.8,
        y + 70,
        'Z',
      ),
      weave,
    ),
    ...[20, 40].map((dy) =>
      line(x - rx * 0.9, y + dy, x + rx * 0.9, y + dy, darken(weave, 0.25), 4),
    ),
  ]);
}

export function benitoJuarezStall(ctx: DrawContext): string[] {
  const wood = tint(ctx, COLOURS.wood);
  const choc = tint(ctx, '#5a3422');
  const wrap = tint(ctx, '#c2562f');
  const chocolate = Array.from({ length: 4 }, (_, row) =>
    Array.from({ length: 4 - row }, (_, i) =>
      group([
        rect(420 + i * 90 + row * 45, 480 - row * 42, 84, 38, i % 2 === 0 ? choc : wrap, {
          rx: 4,
        }),
        rect(420 + i * 90 + row * 45, 492 - row * 42, 84, 8, tint(ctx, COLOURS.marigold)),
      ]),
    ),
  ).flat();
  return [
    rect(0, 0, 1200, 800, tint(ctx, '#d8c7a8')),
    ironRoof(ctx),
    // Hats and baskets hung from the trusses, as in the market's craft aisles.
    ...[120, 1080].map((x) =>
      group([
        line(x, 260, x, 330, INK, 3),
        ellipse(x, 350, 70, 18, tint(ctx, '#d9b870')),
        ellipse(x, 334, 34, 22, tint(ctx, '#d9b870')),
      ]),
    ),
    rect(0, 560, 1200, 240, wood),
    rect(0, 540, 1200, 28, lighten(wood, 0.2)),
    // Dried chile garlands hung from the trusses over the counter.
    ...[260, 470, 730, 940].map((x) =>
      group(
        Array.from({ length: 7 }, (_, i) =>
          ellipse(
            x + (i % 2) * 8 - 4,
            290 + i * 26,
            9,
            15,
            tint(ctx, i % 2 === 0 ? '#8e1f1a' : '#a8321f'),
          ),
        ),
      ),
    ),
    ...chocolate,
    basket(300, 520, 120, tint(ctx, '#c9a465'), tint(ctx, '#c0392b'), ctx.rng),
    basket(960, 520, 120, tint(ctx, '#b98f4f'), tint(ctx, '#a93226'), ctx.rng),
    // A jícara of tejate: the painted gourd and its cocoa-flower foam.
    path(d('M', 990, 500, 'Q', 1050, 580, 1110, 500, 'Z'), tint(ctx, '#c2562f')),
    ellipse(1050, 500, 60, 12, tint(ctx, '#efe2c8')),
    ...[1020, 1050, 1080].map((x) => circle(x, 530, 8, tint(ctx, COLOURS.marigold))),
    // Flower buckets at the entrance.
    ...[50, 130].map((x, i) =>
      group([
        rect(x - 36, 470, 72, 90, tint(ctx, '#5b8fc7')),
        ...[-24, 0, 24].map((dx, k) =>
          circle(x + dx, 450 - (k % 2) * 20, 26, tint(ctx, i === 0 ? COLOURS.rosa : '#f28c00')),
        ),
      ]),
    ),
  ];
}

// ——— Mercado 20 de Noviembre: the Pasillo de Humo ———

function grill(ctx: DrawContext, x: number, rng: DrawContext['rng']): string {
  const coal = tint(ctx, '#e2562b');
  const meats: string[] = [];
  for (let i = 0; i < 5; i += 1) {
    const mx = x - 130 + i * 56;
    meats.push(
      i % 2 === 0
        ? path(
            d(
              'M',
              mx,
              470,
              'Q',
              mx + 24,
              450 + rng.range(-8, 8),
              mx + 46,
              472,
              'L',
              mx + 40,
              500,
              'Q',
              mx + 20,
              486,
              mx + 4,
              498,
              'Z',
            ),
            tint(ctx, '#9b2d20'),
          )
        : group([0, 1, 2].map((k) => ellipse(mx + 10 + k * 14, 484, 9, 14, tint(ctx, '#b2402a')))),
    );
  }
  return group([
    rect(x - 170, 520, 340, 200, tint(ctx, '#4a3b34')),
    rect(x - 180, 500, 360, 30, tint(ctx, '#2a2020')),
    ...Array.from({ length: 9 }, (_, i) => circle(x - 150 + i * 37, 512, 12, coal)),
    ...Array.from({ length: 9 }, (_, i) =>
      line(x - 170 + i * 42, 500, x - 170 + i * 42, 470, INK, 3),
    ),
    line(x - 175, 500, x + 175, 500, INK, 4),
    ...meats,
  ]);
}

export function pasilloDeHumo(ctx: DrawContext): string[] {
  const smoke = (x: number) =>
    path(
      d(
        'M',
        x,
        470,
        'C',
        x - 60,
        380,
        x + 60,
        320,
        x - 20,
        220,
        'C',
        x - 80,
        140,
        x + 40,
        90,
        x,
        0,
      ),
      'none',
      { stroke: '#d9d4cc', 'stroke-width': 70, opacity: 0.32, 'stroke-linecap': 'round' },
    );
  const hanging = Array.from({ length: 14 }, (_, i) =>
    group([
      line(60 + i * 78, 130, 60 + i * 78, 150, INK, 3),
      path(
        d(
          'M',
          48 + i * 78,
          150,
          'L',
          72 + i * 78,
          150,
          'L',
          66 + i * 78,
          230 + (i % 3) * 20,
          'L',
          54 + i * 78,
          230 + (i % 3) * 20,
          'Z',
        ),
        tint(ctx, i % 2 === 0 ? '#9b2d20' : '#c0452c'),
      ),
    ]),
  );
  return [
    rect(0, 0, 1200, 800, tint(ctx, '#5a4a42')),
    rect(0, 0, 1200, 120, tint(ctx, '#3a302c')),
    line(0, 130, 1200, 130, INK, 6),
    ...hanging,
    rect(0, 700, 1200, 100, tint(ctx, '#2f2624')),
    ...[300, 900].map((x) =>
      group([grill(ctx, x, ctx.rng)], {
        transform: `translate(${x} 520) scale(1.35) translate(${-x} -520)`,
      }),
    ),
    smoke(260),
    smoke(620),
    smoke(940),
    // The table the grillers bring everything to: tortillas, onions, chiles and radishes.
    group(
      [
        rect(420, 640, 360, 160, tint(ctx, '#7a4a2a')),
        ellipse(500, 650, 70, 22, tint(ctx, '#f2e3bf')),
        ellipse(500, 640, 60, 14, tint(ctx, '#e9d4a0')),
        ...[0, 1, 2].map((i) => circle(610 + i * 34, 648, 16, tint(ctx, '#f1e6d4'))),
        ...[0, 1].map((i) =>
          path(d('M', 700, 628 + i * 18, 'Q', 740, 610 + i * 18, 770, 640 + i * 18), 'none', {
            stroke: tint(ctx, '#3f8f3a'),
            'stroke-width': 10,
            'stroke-linecap': 'round',
          }),
        ),
        ...[0, 1, 2].map((i) => circle(560 + i * 26, 690, 11, tint(ctx, '#d6336c'))),
      ],
      { transform: 'translate(600 800) scale(1.2) translate(-600 -800)' },
    ),
  ];
}

// ——— Museo Textil de Oaxaca ———

/** A huipil laid flat: a wide rectangle with a square neck and embroidered bands. */
function huipil(x: number, top: number, cloth: Colour, thread: readonly Colour[]): string {
  const w = 240;
  const h = 330;
  const bands = thread.map((colour, i) =>
    group(
      Array.from({ length: 8 }, (_, k) =>
        circle(x - w / 2 + 15 + k * 30, top + 180 + i * 50, 12, colour),
      ),
    ),
  );
  return group([
    line(x - w / 2 - 20, top - 6, x + w / 2 + 20, top - 6, COLOURS.wood, 8),
    rect(x - w / 2, top, w, h, cloth),
    rect(x - 30, top, 60, 46, '#f3ece0'),
    rect(x - 64, top + 46, 128, 90, thread[0] ?? COLOURS.rosa, { opacity: 0.85 }),
    ...bands,
    rect(x - w / 2, top + h - 14, w, 14, darken(cloth, 0.15)),
  ]);
}

export function museoTextil(ctx: DrawContext): string[] {
  const wall = tint(ctx, '#f3ede2');
  const cantera = tint(ctx, '#9fae88');
  return [
    rect(0, 0, 1200, 800, wall),
    rect(0, 640, 1200, 160, tint(ctx, '#a9774f')),
    rect(0, 630, 1200, 12, tint(ctx, '#8a5a3a')),
    // The mansion's tall window, framed in the green cantera of its façade.
    rect(40, 120, 150, 420, cantera),
    arch(115, 520, 100, 380, tint(ctx, '#bfe1ec')),
    huipil(380, 130, tint(ctx, COLOURS.white), [tint(ctx, COLOURS.rosa), tint(ctx, COLOURS.jade)]),
    huipil(650, 130, tint(ctx, '#c0392b'), [tint(ctx, COLOURS.marigold), tint(ctx, COLOURS.white)]),
    huipil(920, 130, tint(ctx, '#2b3a67'), [tint(ctx, '#ef8fb5'), tint(ctx, '#f2a900')]),
    // Natural dyes the museum shows beside the cloth: cochineal, indigo, wild marigold.
    rect(360, 560, 580, 80, tint(ctx, '#d9c7a8')),
    ...[
      [480, '#9b1b30'],
      [650, '#243a7a'],
      [820, '#e0a100'],
    ].map(([x, dye]) =>
      group([
        path(
          d('M', Number(x) - 60, 560, 'Q', Number(x), 620, Number(x) + 60, 560, 'Z'),
          tint(ctx, '#b5653f'),
        ),
        ellipse(Number(x), 560, 60, 12, tint(ctx, String(dye))),
      ]),
    ),
  ];
}

// ——— Barrio de Jalatlaco ———

export function jalatlaco(ctx: DrawContext): string {
  const walls = ['#e0a43a', '#ef8fb5', '#5b8fc7', '#e9c46a'].map((c) => tint(ctx, c));
  const church = tint(ctx, '#efe3cf');
  const houses = [-270, -90, 90, 270].map((x, i) => {
    const wall = walls[i] ?? church;
    return group([
      rect(x - 90, -200, 180, 200, wall),
      rect(x - 94, -210, 188, 14, lighten(wall, 0.3)),
      rect(x - 90, -22, 180, 22, darken(wall, 0.15)),
      i === 1 ? '' : rect(x - 60, -150, 44, 60, tint(ctx, COLOURS.indigo)),
      i === 1 ? '' : rect(x + 16, -150, 44, 60, tint(ctx, COLOURS.indigo)),
      i === 1 ? '' : rect(x - 18, -80, 36, 80, tint(ctx, COLOURS.wood)),
    ]);
  });
  // The mural: a big hummingbird over a flower, painted across the whole pink wall.
  const mural = group([
    rect(-176, -196, 172, 176, tint(ctx, '#2b3a67')),
    circle(-60, -70, 28, tint(ctx, '#e4007c')),
    circle(-60, -70, 12, tint(ctx, '#f2a900')),
    ellipse(-110, -130, 36, 18, tint(ctx, '#3fbfb0'), { transform: 'rotate(-20 -110 -130)' }),
    polygon(
      [
        [-120, -140],
        [-150, -185],
        [-96, -140],
      ],
      tint(ctx, '#0f7b6c'),
    ),
    line(-76, -120, -64, -96, INK, 4),
    circle(-86, -138, 4, INK),
    polygon(
      [
        [-142, -124],
        [-172, -110],
        [-146, -116],
      ],
      tint(ctx, '#0f7b6c'),
    ),
  ]);
  return group([
    // San Matías Jalatlaco behind the lane: a plain front with a bell gable.
    rect(-80, -380, 160, 200, church),
    polygon(
      [
        [-80, -380],
        [0, -440],
        [80, -380],
      ],
      church,
    ),
    rect(-40, -500, 80, 70, church),
    arch(0, -440, 30, 44, darken(church, 0.5)),
    arch(0, -330, 40, 70, tint(ctx, COLOURS.wood)),
    ...houses,
    mural,
    circle(250, -210, 24, tint(ctx, COLOURS.rosa)),
    circle(226, -196, 18, tint(ctx, '#c4126b')),
  ]);
}

// ——— Cerro del Fortín: the Auditorio Guelaguetza ———

export function auditorioGuelaguetza(ctx: DrawContext): string {
  const cantera = tint(ctx, '#9fae88');
  const tiers = Array.from({ length: 6 }, (_, i) =>
    path(
      d(
        'M',
        -360 + i * 12,
        -20 - i * 34,
        'Q',
        0,
        90 - i * 34,
        360 - i * 12,
        -20 - i * 34,
        'L',
        360 - i * 12,
        -50 - i * 34,
        'Q',
        0,
        60 - i * 34,
        -360 + i * 12,
        -50 - i * 34,
        'Z',
      ),
      i % 2 === 0 ? cantera : darken(cantera, 0.15),
    ),
  );
  const sails: string[] = [];
  for (let i = 0; i < 6; i += 1) {
    const x = -330 + i * 132;
    sails.push(
      path(
        d('M', x, -270, 'Q', x + 66, -300, x + 132, -270, 'L', x + 66, -340, 'Z'),
        tint(ctx, '#f7f4ee'),
      ),
      line(x + 66, -340, x + 66, -250, tint(ctx, '#b9b4aa'), 4),
    );
  }
  return group([
    path(
      d('M', -420, 0, 'Q', -380, -330, 0, -360, 'Q', 380, -330, 420, 0, 'Z'),
      tint(ctx, '#6f9e5e'),
    ),
    ...tiers.reverse(),
    ...sails,
    ellipse(0, -10, 140, 30, tint(ctx, '#c9b08e')),
    ellipse(0, -14, 120, 22, tint(ctx, '#dcc7a4')),
    // The stairway up the hill and the giant flag at the lookout above.
    ...Array.from({ length: 10 }, (_, i) =>
      rect(380 - i * 8, -i * 30 - 20, 40, 8, tint(ctx, '#d8cfbd')),
    ),
    line(200, -340, 200, -560, tint(ctx, '#8a8a8a'), 6),
    rect(200, -560, 120, 80, tint(ctx, '#006847')),
    rect(240, -560, 40, 80, tint(ctx, COLOURS.white)),
    rect(280, -560, 40, 80, tint(ctx, '#ce1126')),
  ]);
}

// ——— Mezcalería In Situ ———

function bottle(x: number, base: number, h: number, glass: Colour, label: Colour): string {
  return group([
    rect(x - 11, base - h, 22, h, glass, { rx: 4 }),
    rect(x - 4, base - h - 18, 8, 20, glass),
    rect(x - 5, base - h - 24, 10, 8, COLOURS.wood),
    rect(x - 9, base - h * 0.6, 18, h * 0.35, label),
  ]);
}

export function inSituBar(ctx: DrawContext): string[] {
  const shelf = tint(ctx, '#5a3a26');
  const glasses: [string, ...string[]] = ['#6fae9d', '#c9d9c9', '#8a6a3a', '#3f6f5a', '#b7c9c1'];
  const labels: [string, ...string[]] = ['#f7efe2', '#f2a900', '#c2562f', '#e9c46a', '#fffaf2'];
  const rows: string[] = [];
  for (let row = 0; row < 3; row += 1) {
    const base = 170 + row * 140;
    rows.push(rect(0, base, 1200, 12, shelf));
    for (let x = 30; x < 1200; x += 38) {
      const h = ctx.rng.range(70, 100);
      rows.push(
        bottle(x, base, h, tint(ctx, ctx.rng.pick(glasses)), tint(ctx, ctx.rng.pick(labels))),
      );
    }
  }
  // A veladora glass of mezcal, the little cross on its side as on the bar's glasses.
  const copita = (x: number) =>
    group([
      path(
        d('M', x - 50, 500, 'L', x + 50, 500, 'L', x + 40, 600, 'L', x - 40, 600, 'Z'),
        tint(ctx, '#e6eee9'),
        { opacity: 0.9 },
      ),
      rect(x - 43, 530, 86, 66, tint(ctx, '#efe0a8')),
      line(x, 540, x, 584, tint(ctx, '#c2562f'), 5),
      line(x - 13, 556, x + 13, 556, tint(ctx, '#c2562f'), 5),
    ]);
  return [
    rect(0, 0, 1200, 800, tint(ctx, '#2a1d1a')),
    ...rows,
    rect(0, 600, 1200, 200, tint(ctx, '#6b4028')),
    rect(0, 590, 1200, 30, tint(ctx, '#8a5a3a')),
    // The tasting flight on its board, with orange slices and a dish of worm salt.
    rect(120, 596, 620, 22, tint(ctx, '#c9a46a'), { rx: 6 }),
    ...[200, 340, 480, 620].map(copita),
    ...[830, 950].map((x) =>
      group([
        circle(x, 560, 56, tint(ctx, '#f28c00')),
        circle(x, 560, 46, tint(ctx, '#ffbe55')),
        ...[0, 60, 120].map((a) => {
          const r = (a * Math.PI) / 180;
          return line(
            x - 44 * Math.cos(r),
            560 - 44 * Math.sin(r),
            x + 44 * Math.cos(r),
            560 + 44 * Math.sin(r),
            tint(ctx, '#f28c00'),
            3,
          );
        }),
      ]),
    ),
    ellipse(1090, 606, 80, 22, tint(ctx, '#b5653f')),
    ellipse(1090, 598, 62, 14, tint(ctx, '#c0452c')),
  ];
}

// ——— Teotitlán del Valle ———

/** A Zapotec rug: a red field, a stepped diamond and fret borders. */
function rug(
  ctx: DrawContext,
  x: number,
  top: number,
  w: number,
  h: number,
  field: Colour,
): string {
  const cx = x;
  const cy = top + h / 2;
  const steps = [1, 0.7, 0.4].map((s, i) =>
    polygon(
      [
        [cx, cy - h * 0.36 * s],
        [cx + w * 0.32 * s, cy],
        [cx, cy + h * 0.36 * s],
        [cx - w * 0.32 * s, cy],
      ],
      tint(ctx, ['#f2e3bf', '#2b3a67', '#e0a100'][i] ?? '#f2e3bf'),
    ),
  );
  return group([
    rect(x - w / 2, top, w, h, field),
    rect(x - w / 2 + 10, top + 10, w - 20, 26, tint(ctx, '#2b3a67')),
    rect(x - w / 2 + 10, top + h - 36, w - 20, 26, tint(ctx, '#2b3a67')),
    fretBand(x - w / 2 + 16, top + 32, w - 30, tint(ctx, '#f2e3bf'), 18),
    fretBand(x - w / 2 + 16, top + h - 14, w - 30, tint(ctx, '#f2e3bf'), 18),
    ...steps,
  ]);
}

export function teotitlanLoom(ctx: DrawContext): string {
  const wood = tint(ctx, '#7a4a2a');
  const beam = (y: number) => rect(-300, y, 600, 20, wood, { rx: 8 });
  const warp = Array.from({ length: 24 }, (_, i) =>
    line(-250 + i * 21.7, -470, -250 + i * 21.7, -330, tint(ctx, '#efe6d6'), 2),
  );
  return group([
    // Finished rugs hung on a rail beside the loom, as the family workshops show them.
    line(-420, -470, -420, 0, wood, 10),
    rug(ctx, -420, -440, 150, 220, tint(ctx, '#2b3a67')),
    rug(ctx, 420, -440, 150, 220, tint(ctx, '#e0a100')),
    line(420, -470, 420, 0, wood, 10),
    // The treadle loom: posts, beams, the warp, the rug growing on the front beam, treadles.
    rect(-300, -520, 24, 520, wood),
    rect(276, -520, 24, 520, wood),
    beam(-520),
    ...warp,
    rect(-280, -420, 560, 16, tint(ctx, '#caa06a')),
    rug(ctx, 0, -330, 500, 230, tint(ctx, '#b3261e')),
    beam(-100),
    ...[-80, 0, 80].map((x) => rect(x - 20, -30, 40, 12, wood)),
    // The wooden shuttle resting on the weaving.
    ellipse(120, -330, 54, 10, tint(ctx, '#caa06a')),
  ]);
}

// ——— Santiago Matatlán: a palenque ———

function horse(colour: Colour): string {
  return group([
    ellipse(0, -110, 90, 40, colour),
    polygon(
      [
        [-60, -130],
        [-110, -210],
        [-86, -224],
        [-30, -120],
      ],
      colour,
    ),
    path(d('M', -110, -212, 'L', -150, -180, 'L', -136, -166, 'L', -92, -196, 'Z'), colour),
    polygon(
      [
        [-100, -226],
        [-94, -244],
        [-86, -222],
      ],
      colour,
    ),
    ...[-60, -36, 44, 68].map((x) => rect(x - 7, -90, 14, 90, colour)),
    path(d('M', 86, -124, 'Q', 120, -110, 108, -40), 'none', {
      stroke: darken(colour, 0.3),
      'stroke-width': 12,
    }),
    path(d('M', -94, -218, 'Q', -60, -190, -40, -140), 'none', {
      stroke: darken(colour, 0.35),
      'stroke-width': 8,
    }),
  ]);
}

export function palenque(ctx: DrawContext): string {
  const stoneColour = tint(ctx, '#a99a86');
  const fibre = tint(ctx, '#c98b3a');
  const copper = tint(ctx, '#c46a3a');
  return group([
    // Behind: the wooden fermentation vats and a copper still with its swan-neck pipe.
    ...[-330, -220].map((x) =>
      group([
        rect(x - 50, -300, 100, 180, tint(ctx, '#8a5a3a')),
        ...[-270, -200, -150].map((yy) => rect(x - 52, yy, 104, 8, tint(ctx, '#4a3a30'))),
      ]),
    ),
    ellipse(300, -230, 70, 80, copper),
    rect(250, -170, 100, 50, tint(ctx, '#7a6a5a')),
    path(d('M', 300, -310, 'Q', 360, -360, 400, -260), 'none', {
      stroke: copper,
      'stroke-width': 12,
    }),
    rect(390, -260, 40, 140, tint(ctx, '#8a5a3a')),
    // The tahona pit: a ring of crushed roasted agave, the stone wheel on its beam.
    ellipse(0, -40, 380, 80, stoneColour),
    ellipse(0, -50, 330, 60, fibre),
    ...Array.from({ length: 18 }, (_, i) =>
      line(
        -300 + i * 34,
        -60 + (i % 3) * 10,
        -280 + i * 34,
        -30 + (i % 2) * 8,
        darken(fibre, 0.25),
        4,
      ),
    ),
    rect(-6, -160, 12, 120, tint(ctx, '#6b4a2a')),
    line(0, -130, -250, -120, tint(ctx, '#6b4a2a'), 10),
    group([
      circle(-100, -120, 76, tint(ctx, '#8d8579')),
      circle(-100, -120, 50, tint(ctx, '#a39b8f')),
      circle(-100, -120, 12, tint(ctx, '#5a5248')),
    ]),
    place(-310, -6, 1.25, [horse(tint(ctx, '#6b4a32'))]),
    // Roasted piñas waiting their turn.
    ...[220, 280, 250].map((x, i) =>
      group([
        ellipse(x, -30 - (i === 2 ? 40 : 0), 40, 32, tint(ctx, '#a8642e')),
        ellipse(x - 6, -40 - (i === 2 ? 40 : 0), 16, 12, tint(ctx, '#c98b3a')),
      ]),
    ),
  ]);
}
