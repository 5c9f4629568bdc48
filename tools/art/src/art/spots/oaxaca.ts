/** Oaxaca's spots that have no landmark elsewhere, each drawn as its own subject. */
import type { Landmark } from '../landmark.ts';

export const oaxaca: readonly Landmark[] = [];
