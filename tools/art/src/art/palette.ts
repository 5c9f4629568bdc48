/** One palette for every artwork: flat, warm, Mexican-inspired. */
import type { Rng } from './random.ts';

export const COLOURS = {
  terracotta: '#c2562f',
  marigold: '#f2a900',
  jade: '#0f7b6c',
  rosa: '#e4007c',
  indigo: '#2b3a67',
  cream: '#f7efe2',
  sand: '#e8d3b0',
  sky: '#8ecae6',
  skyDeep: '#4a90c2',
  skyPale: '#d7ecf3',
  turquoise: '#3fbfb0',
  sea: '#1f8fa3',
  ink: '#2a2230',
  white: '#fffaf2',
  leaf: '#4f9a5e',
  leafDark: '#0b5c51',
  agave: '#6a9e94',
  adobe: '#de8a62',
  ochre: '#d89a3c',
  pink: '#ef8fb5',
  jacaranda: '#8e6cc9',
  stone: '#c9b08e',
  stoneDark: '#9a805f',
  wood: '#7a4a2a',
  night: '#151c36',
} as const;

export type Colour = string;

/** Per-artwork variation: the same colours, rotated and shuffled by the seed. */
export interface Palette {
  /** Strong accents in seeded order; rosa appears but never first. */
  accents: readonly [Colour, Colour, Colour, Colour, Colour];
  /** Façade colours for houses and walls. */
  walls: readonly [Colour, ...Colour[]];
  /** The backdrop wall for still-life objects. */
  backdrop: Colour;
}

const ACCENT_ORDER = [COLOURS.terracotta, COLOURS.marigold, COLOURS.jade, COLOURS.indigo] as const;
const WALL_COLOURS = [
  COLOURS.terracotta,
  COLOURS.marigold,
  COLOURS.jade,
  COLOURS.adobe,
  COLOURS.pink,
  COLOURS.ochre,
  '#5b8fc7',
  '#e9c46a',
  COLOURS.rosa,
  '#7fb8a4',
] as const;
const BACKDROPS = [COLOURS.cream, '#f4dccb', '#dcefe9', '#f6e3b4', '#e9e1f2'] as const;

export function makePalette(rng: Rng): Palette {
  const rotation = rng.int(0, ACCENT_ORDER.length - 1);
  const rotated = ACCENT_ORDER.map(
    (_, index) => ACCENT_ORDER[(index + rotation) % ACCENT_ORDER.length] ?? COLOURS.terracotta,
  );
  const [
    first = COLOURS.terracotta,
    second = COLOURS.marigold,
    third = COLOURS.jade,
    fourth = COLOURS.indigo,
  ] = rotated;
  const walls = rng.shuffle(WALL_COLOURS);
  return {
    accents: [first, second, third, COLOURS.rosa, fourth],
    walls: [walls[0] ?? COLOURS.adobe, ...walls.slice(1)],
    backdrop: rng.pick(BACKDROPS),
  };
}

/** Mixes two #rrggbb colours; t = 0 gives `from`, t = 1 gives `to`. */
export function mix(from: Colour, to: Colour, t: number): Colour {
  const parse = (hex: string) =>
    [1, 3, 5].map((start) => parseInt(hex.slice(start, start + 2), 16));
  const a = parse(from);
  const b = parse(to);
  const channel = (index: number) =>
    Math.round((a[index] ?? 0) + ((b[index] ?? 0) - (a[index] ?? 0)) * t)
      .toString(16)
      .padStart(2, '0');
  return `#${channel(0)}${channel(1)}${channel(2)}`;
}

export const darken = (colour: Colour, amount = 0.2) => mix(colour, '#1a1020', amount);
export const lighten = (colour: Colour, amount = 0.2) => mix(colour, '#ffffff', amount);

/** Picks the n-th wall colour, cycling. */
export const wallAt = (palette: Palette, index: number): Colour =>
  palette.walls[index % palette.walls.length] ?? palette.walls[0];

export const accentAt = (palette: Palette, index: number): Colour =>
  palette.accents[index % palette.accents.length] ?? palette.accents[0];
