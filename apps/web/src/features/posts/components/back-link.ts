import { MEXICO_CITY_ID } from '@sendero/contract';

/** City 4 is México: its guides belong to the Mexico Basics hub, not to a city page. */
export function postBackHref(cityId: number): string {
  return cityId === MEXICO_CITY_ID ? '/mexico' : `/cities/${cityId}`;
}

export function postBackLabel(cityId: number): string {
  return cityId === MEXICO_CITY_ID ? 'Back to Mexico Basics' : 'Back to city';
}
