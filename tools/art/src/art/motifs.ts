/** The motif library: every picture the generator can draw, and when each fits. */
import type { DrawContext, TimeOfDay } from './context.ts';
import * as places from './motifs-places.ts';
import * as things from './motifs-things.ts';

export interface Motif {
  /** The times of day this picture may be drawn at; one is picked by the seed. */
  times: readonly [TimeOfDay, ...TimeOfDay[]];
  draw(ctx: DrawContext): string[];
}

const ANY_DAYLIGHT = ['day', 'morning', 'dusk', 'day'] as const;
const INDOOR = ['day'] as const;

export const MOTIFS = {
  pyramid: { times: ANY_DAYLIGHT, draw: places.pyramidScene },
  church: { times: ANY_DAYLIGHT, draw: places.churchScene },
  cathedral: { times: ANY_DAYLIGHT, draw: places.cathedralScene },
  parroquia: { times: ['day', 'dusk', 'morning'], draw: places.parroquiaScene },
  beach: { times: ['day', 'morning', 'dusk'], draw: places.beachScene },
  clifftop: { times: ['day', 'morning'], draw: places.clifftopScene },
  cenote: { times: INDOOR, draw: places.cenoteScene },
  agaveField: { times: ANY_DAYLIGHT, draw: places.agaveFieldScene },
  market: { times: ['day', 'morning', 'dusk'], draw: places.marketScene },
  museum: { times: ['day', 'morning', 'dusk'], draw: places.museumScene },
  gallery: { times: INDOOR, draw: places.galleryScene },
  library: { times: INDOOR, draw: places.libraryScene },
  theatre: { times: INDOOR, draw: places.theatreScene },
  park: { times: ['day', 'morning', 'day'], draw: places.parkScene },
  street: { times: ANY_DAYLIGHT, draw: places.streetScene },
  plaza: { times: ANY_DAYLIGHT, draw: places.plazaScene },
  viewpoint: { times: ['day', 'dusk', 'morning'], draw: places.viewpointScene },
  lagoon: { times: ['day', 'morning', 'dusk'], draw: places.lagoonScene },
  waterfall: { times: ['day', 'morning'], draw: places.waterfallScene },
  canyon: { times: ['day', 'dusk', 'morning'], draw: places.canyonScene },
  volcano: { times: ['day', 'morning', 'dusk'], draw: places.volcanoScene },
  mountain: { times: ['day', 'morning', 'dusk'], draw: places.mountainScene },
  hacienda: { times: ANY_DAYLIGHT, draw: places.haciendaScene },
  skyline: { times: ANY_DAYLIGHT, draw: places.anySkylineScene },
  cityChurch: { times: ANY_DAYLIGHT, draw: places.cityChurchScene },
  cityCathedral: { times: ANY_DAYLIGHT, draw: places.cityCathedralScene },
  coastalSkyline: { times: ['day', 'dusk', 'morning'], draw: places.coastalSkylineScene },
  food: { times: INDOOR, draw: things.foodScene },
  mezcal: { times: INDOOR, draw: things.mezcalScene },
  bar: { times: ['night'], draw: things.barScene },
  coffee: { times: INDOOR, draw: things.coffeeScene },
  music: { times: INDOOR, draw: things.musicScene },
  dayOfTheDead: { times: ['night'], draw: things.dayOfTheDeadScene },
  fireworks: { times: ['night'], draw: things.fireworksScene },
  dance: { times: ['dusk', 'day'], draw: things.danceScene },
  festival: { times: ['day', 'dusk', 'morning'], draw: things.festivalScene },
  sport: { times: INDOOR, draw: things.sportScene },
  passport: { times: INDOOR, draw: things.passportScene },
  money: { times: INDOOR, draw: things.moneyScene },
  transport: { times: ['day', 'morning', 'dusk'], draw: things.busScene },
  health: { times: INDOOR, draw: things.healthScene },
  safety: { times: INDOOR, draw: things.safetyScene },
  weather: { times: ['day'], draw: things.weatherScene },
  packing: { times: INDOOR, draw: things.packingScene },
  language: { times: INDOOR, draw: things.languageScene },
  kids: { times: ['day', 'morning'], draw: things.kidsScene },
  map: { times: INDOOR, draw: things.mapScene },
  placeholder: { times: ['day'], draw: things.placeholderScene },
} satisfies Record<string, Motif>;

export type MotifKey = keyof typeof MOTIFS;
