/** Reusable scene layers built from the backdrop and the blocks. */
import { celestial, clouds, hills, papelPicado, sky, tint } from './background.ts';
import type { Terrain } from './background.ts';
import { house, randomHouse, simpleHouse } from './architecture.ts';
import type { DrawContext } from './context.ts';
import { COLOURS, accentAt, lighten, wallAt } from './palette.ts';
import type { Colour } from './palette.ts';
import { circle, group, place, rect } from './svg.ts';
import { roundTree } from './nature.ts';

/** Sky, sun or moon, clouds and hills: the start of every outdoor scene. */
export function outdoor(ctx: DrawContext, terrain: Terrain = 'green'): string[] {
  return [sky(ctx), celestial(ctx), clouds(ctx), hills(ctx, terrain)];
}

/** A paved plaza from `top` down, with a lighter kerb line. */
export function plazaFloor(ctx: DrawContext, top: number): string {
  const { canvas } = ctx;
  return group([
    rect(0, top, canvas.width, canvas.height - top, tint(ctx, COLOURS.sand)),
    rect(0, top, canvas.width, 10, tint(ctx, lighten(COLOURS.sand, 0.3))),
    rect(0, top + 60, canvas.width, 4, tint(ctx, '#d2b98f')),
  ]);
}

export function grass(ctx: DrawContext, top: number, colour: Colour = '#6fae6a'): string {
  return rect(0, top, ctx.canvas.width, ctx.canvas.height - top, tint(ctx, colour));
}

/** A row of colourful houses from x = `from` to `to`, standing on `baseY`. */
export function houseRow(
  ctx: DrawContext,
  from: number,
  to: number,
  baseY: number,
  scale = 1,
  tall = false,
): string {
  const { rng, palette } = ctx;
  const houses: string[] = [];
  let x = from;
  let index = rng.int(0, 9);
  while (x < to) {
    const options = randomHouse(rng, wallAt(palette, index), accentAt(palette, index + 2), tall);
    const width = options.width * scale;
    const draw = scale < 0.62 ? simpleHouse : house;
    houses.push(
      place(x + width / 2, baseY, scale, [draw({ ...options, wall: tint(ctx, options.wall) })]),
    );
    x += width - 1;
    index += 1;
  }
  return group(houses);
}

/** Trimmed laurel trees, as in every zócalo. */
export function laurels(
  ctx: DrawContext,
  positions: readonly number[],
  baseY: number,
  scale = 1,
): string {
  return group(
    positions.map((x) => place(x, baseY, scale, [roundTree(70, tint(ctx, COLOURS.jade), ctx.rng)])),
  );
}

export function lampPost(x: number, baseY: number, height = 180): string {
  return group([
    rect(x - 4, baseY - height, 8, height, COLOURS.ink),
    rect(x - 12, baseY - 10, 24, 10, COLOURS.ink),
    rect(x - 14, baseY - height - 34, 28, 34, COLOURS.ink, { rx: 4 }),
    rect(x - 9, baseY - height - 28, 18, 22, '#ffe29a'),
  ]);
}

/** Papel picado, sometimes: festive without repeating it on every picture. */
export function maybePapelPicado(ctx: DrawContext, probability: number): string {
  return ctx.rng.chance(probability) ? papelPicado(ctx, 0, 26, 80) : '';
}

/** Confetti dots scattered over the upper canvas. */
export function confetti(ctx: DrawContext, count = 40): string {
  const { rng, canvas, palette } = ctx;
  const dots: string[] = [];
  for (let index = 0; index < count; index += 1) {
    dots.push(
      circle(
        rng.range(0, canvas.width),
        rng.range(120, canvas.height * 0.7),
        rng.range(4, 9),
        accentAt(palette, index),
      ),
    );
  }
  return group(dots, { opacity: 0.85 });
}

/** A plain studio backdrop with a soft disc behind the subject, for guide-post icons. */
export function studio(ctx: DrawContext): string[] {
  const { canvas, palette, rng } = ctx;
  const disc = lighten(accentAt(palette, 1), 0.55);
  const sparkles: string[] = [];
  for (let index = 0; index < 14; index += 1) {
    const x = rng.range(40, canvas.width - 40);
    const y = rng.range(40, canvas.height - 200);
    if (Math.hypot(x - canvas.width / 2, y - 400) < 360) continue;
    sparkles.push(circle(x, y, rng.range(5, 12), accentAt(palette, index), { opacity: 0.5 }));
  }
  return [
    rect(0, 0, canvas.width, canvas.height, palette.backdrop),
    circle(canvas.width / 2 + rng.range(-60, 60), 400, 330, disc),
    ...sparkles,
    rect(0, 660, canvas.width, canvas.height - 660, lighten(accentAt(palette, 0), 0.6)),
  ];
}
