/**
 * The spots drawn as their own subject, one file per city: a building's outline, a landscape, an
 * object. landmarks.ts appends them to LANDMARKS, so a spot is found by its `city/slug`.
 */
import { cancun } from './cancun.ts';
import { tulum } from './tulum.ts';
import { guadalajara } from './guadalajara.ts';
import { puertoVallarta } from './puerto-vallarta.ts';
import { guanajuato } from './guanajuato.ts';
import { sanMiguelDeAllende } from './san-miguel-de-allende.ts';
import { laPaz } from './la-paz.ts';
import { merida } from './merida.ts';
import { mexicoCity } from './mexico-city.ts';
import { puebla } from './puebla.ts';
import { oaxaca } from './oaxaca.ts';
import { sanCristobalDeLasCasas } from './san-cristobal-de-las-casas.ts';
import type { Landmark } from '../landmark.ts';

export const SPOT_LANDMARKS: readonly Landmark[] = [
  ...cancun,
  ...tulum,
  ...guadalajara,
  ...puertoVallarta,
  ...guanajuato,
  ...sanMiguelDeAllende,
  ...laPaz,
  ...merida,
  ...mexicoCity,
  ...puebla,
  ...oaxaca,
  ...sanCristobalDeLasCasas,
];
