/** What every drawing function receives: randomness, colours, the canvas and a place for <defs>. */
import type { Palette } from './palette.ts';
import type { Rng } from './random.ts';

export type TimeOfDay = 'day' | 'morning' | 'dusk' | 'night';

export interface Canvas {
  width: number;
  height: number;
  /** Where the ground meets the sky. */
  horizon: number;
}

export interface DrawContext {
  rng: Rng;
  palette: Palette;
  canvas: Canvas;
  time: TimeOfDay;
  /** Gradients and patterns; emitted once inside <defs>. */
  defs: string[];
  /** What the item is about (name, category, tags; lower case, no accents), for motifs to refine. */
  hints: string;
  /** What the drawing chose to show, in words, when a motif varies ("a plate of mole"). */
  notes: string[];
  /** Makes an id unique to this artwork, so inlined SVGs never clash. */
  id(name: string): string;
}
