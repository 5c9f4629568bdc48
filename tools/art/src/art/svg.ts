/** Tiny SVG string builders. Numbers are rounded so the output stays small and stable. */

export type Attrs = Record<string, string | number | undefined>;

export function escapeXml(text: string): string {
  return text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&apos;');
}

export function num(value: number): string {
  const rounded = Math.round(value * 10) / 10;
  return Object.is(rounded, -0) ? '0' : String(rounded);
}

function renderAttrs(attrs: Attrs): string {
  return Object.entries(attrs)
    .filter((entry): entry is [string, string | number] => entry[1] !== undefined)
    .map(([key, value]) => ` ${key}="${typeof value === 'number' ? num(value) : escapeXml(value)}"`)
    .join('');
}

export function el(name: string, attrs: Attrs, children: string | readonly string[] = ''): string {
  const body = typeof children === 'string' ? children : children.join('');
  return body === ''
    ? `<${name}${renderAttrs(attrs)}/>`
    : `<${name}${renderAttrs(attrs)}>${body}</${name}>`;
}

export const rect = (x: number, y: number, w: number, h: number, fill: string, extra: Attrs = {}) =>
  el('rect', { x, y, width: w, height: h, fill, ...extra });

export const circle = (cx: number, cy: number, r: number, fill: string, extra: Attrs = {}) =>
  el('circle', { cx, cy, r, fill, ...extra });

export const ellipse = (
  cx: number,
  cy: number,
  rx: number,
  ry: number,
  fill: string,
  extra: Attrs = {},
) => el('ellipse', { cx, cy, rx, ry, fill, ...extra });

export const path = (d: string, fill: string, extra: Attrs = {}) =>
  el('path', { d, fill, ...extra });

export type Point = readonly [number, number];

export const polygon = (points: readonly Point[], fill: string, extra: Attrs = {}) =>
  el('polygon', {
    points: points.map(([x, y]) => `${num(x)},${num(y)}`).join(' '),
    fill,
    ...extra,
  });

export const line = (x1: number, y1: number, x2: number, y2: number, stroke: string, width = 4) =>
  el('line', { x1, y1, x2, y2, stroke, 'stroke-width': width, 'stroke-linecap': 'round' });

export const group = (children: readonly string[], attrs: Attrs = {}) => el('g', attrs, children);

/** Places a block drawn around a local origin (usually its bottom centre). */
export const place = (x: number, y: number, scale: number, children: readonly string[]) =>
  group(children, {
    transform: `translate(${num(x)} ${num(y)}) scale(${Math.round(scale * 1000) / 1000})`,
  });

/** Builds a path's `d` from numbers and command letters: d('M', 0, 0, 'L', 10, 10). */
export function d(...parts: ReadonlyArray<string | number>): string {
  return parts.map((part) => (typeof part === 'number' ? num(part) : part)).join(' ');
}

/** A smooth ridge through the points, closed down to `bottom`. */
export function ridgePath(points: readonly Point[], bottom: number): string {
  const first = points[0];
  const last = points[points.length - 1];
  if (!first || !last) return '';
  const segments: string[] = [
    `M${num(first[0])},${num(bottom)} L${num(first[0])},${num(first[1])}`,
  ];
  for (let index = 0; index < points.length - 1; index += 1) {
    const current = points[index] as Point;
    const following = points[index + 1] as Point;
    const midX = (current[0] + following[0]) / 2;
    const midY = (current[1] + following[1]) / 2;
    segments.push(`Q${num(current[0])},${num(current[1])} ${num(midX)},${num(midY)}`);
  }
  segments.push(`L${num(last[0])},${num(last[1])} L${num(last[0])},${num(bottom)} Z`);
  return segments.join(' ');
}

export function linearGradient(
  id: string,
  stops: ReadonlyArray<readonly [number, string, number?]>,
  vertical = true,
): string {
  const direction = vertical ? { x1: 0, y1: 0, x2: 0, y2: 1 } : { x1: 0, y1: 0, x2: 1, y2: 0 };
  return el(
    'linearGradient',
    { id, ...direction },
    stops.map(([offset, color, opacity]) =>
      el('stop', { offset, 'stop-color': color, 'stop-opacity': opacity }),
    ),
  );
}

export function radialGradient(
  id: string,
  stops: ReadonlyArray<readonly [number, string, number?]>,
) {
  return el(
    'radialGradient',
    { id },
    stops.map(([offset, color, opacity]) =>
      el('stop', { offset, 'stop-color': color, 'stop-opacity': opacity }),
    ),
  );
}
