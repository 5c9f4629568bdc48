/**
 * A landmark the generator can draw, and the small things every landmark file shares. Apart from
 * landmarks.ts so that the per-city files in spots/ can use them without an import cycle.
 */
import { tint } from './background.ts';
import type { DrawContext, TimeOfDay } from './context.ts';
import { COLOURS } from './palette.ts';
import type { SettingKey } from './settings.ts';

export interface Landmark {
  id: string;
  /** Spots drawn as this landmark: `city-folder/spot-slug`. */
  spots: readonly string[];
  /** Other subjects (tours, events, posts, hero slides) that show it. */
  aka?: RegExp;
  setting: SettingKey;
  times: readonly [TimeOfDay, ...TimeOfDay[]];
  /** What is drawn, naming the landmark: the alt text's subject. */
  shows: string;
  /**
   * Other landmarks (ids) this drawing already shows small in its background, so a tour's picture
   * never pairs it with one of them: the Jardín Allende with the Parroquia behind it.
   */
  includes?: readonly string[];
  /** The landmark's layers, standing on the setting's ground line `y`. */
  draw(ctx: DrawContext, y: number): string[];
}

export const DAY = ['day', 'morning', 'day'] as const;
export const ANY = ['day', 'morning', 'dusk'] as const;
/** A stone colour shifted to the scene's light. */
export const stone = (ctx: DrawContext, colour: string = COLOURS.stone) => tint(ctx, colour);
