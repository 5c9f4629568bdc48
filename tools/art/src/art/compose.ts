/**
 * Composes each subject's scene from its own subject — a destination's setting and landmarks, a
 * spot's landmark, a tour's stops, an event's activity, a post's topic — and writes the alt text
 * from the same description, so the words cannot promise what is not drawn.
 */
import { birds, celestial, clouds, papelPicado, sea, sky, stars, tint } from './background.ts';
import { church, gothicParroquia, clifftopTemple, kiosk } from './architecture.ts';
import { chooseMotif, normalise } from './classify.ts';
import type { ArtSubject } from './classify.ts';
import type { DrawContext, TimeOfDay } from './context.ts';
import * as ev from './event-objects.ts';
import { LANDMARKS } from './landmarks.ts';
import type { Landmark } from './landmarks.ts';
import { MOTIFS } from './motifs.ts';
import type { MotifKey } from './motifs.ts';
import { agave, boat, cactus, jungle, palm, peak, roundTree } from './nature.ts';
import { fireworkBurst, folkloricoDancer, mezcalSet, ofrenda } from './objects.ts';
import { COLOURS } from './palette.ts';
import type { Colour, Palette } from './palette.ts';
import { createRng } from './random.ts';
import { CARD_CANVAS, createContext, svgDocument } from './scene.ts';
import { confetti, houseRow, laurels, plazaFloor, studio } from './scenery.ts';
import { SETTINGS, TIME_WORDS } from './settings.ts';
import type { SettingKey } from './settings.ts';
import * as s from './silhouettes.ts';
import { d, group, num, path, place, rect } from './svg.ts';

/** A finished picture: its SVG, its alt text, and a key naming the scene (for uniqueness checks). */
export interface Artwork {
  svg: string;
  alt: string;
  key: string;
}

const MAX_ALT = 200;

/** "Illustration of …", trimmed to 200 characters at a word boundary. */
export function altText(...parts: string[]): string {
  const text = `Illustration of ${parts.filter((part) => part !== '').join(' ')}`
    .replace(/\s+/g, ' ')
    .replace(/\s+,/g, ',')
    .trim();
  if (text.length <= MAX_ALT) return text;
  const cut = text.slice(0, MAX_ALT - 1);
  return cut.slice(0, cut.lastIndexOf(' ')).replace(/[,:;]$/, '');
}

const timeWords = (ctx: DrawContext, outdoor = true) => (outdoor ? TIME_WORDS[ctx.time] : '');

// ——— Generic motifs: what each draws, when it does not say so itself ———

const MOTIF_SHOWS: Record<MotifKey, string> = {
  pyramid: 'a stepped stone pyramid',
  church: 'a baroque church with a bell tower on a plaza with laurel trees and lamps',
  cathedral: 'a domed cathedral between two towers on a plaza',
  parroquia: 'a pink neo-gothic church of needle spires above colourful houses',
  beach: 'a beach with palms and a striped umbrella by a turquoise sea',
  clifftop: 'a small Maya temple on a cliff above the sea',
  cenote: 'a cenote: a cave pool of turquoise water under a shaft of light',
  agaveField: 'rows of blue agave running to the hills',
  market: 'market stalls under striped awnings',
  museum: 'a museum front with banners',
  gallery: 'framed paintings hung on a gallery wall',
  library: 'tall shelves of books in a reading room',
  theatre: 'a folklórico dancer on a stage framed by red curtains',
  park: 'a park of jacaranda and shade trees with a bench and a lamp',
  street: 'a cobbled street of tall colourful houses',
  plaza: 'a plaza with a bandstand among laurel trees and colourful houses',
  viewpoint: 'a railed lookout with a telescope over the town',
  lagoon: 'a lagoon fringed by mangroves, with a boat and wading birds',
  waterfall: 'a waterfall pouring into a turquoise pool in the jungle',
  canyon: 'a deep canyon of layered cliffs',
  volcano: 'a snow-capped volcano above agave plants',
  mountain: 'forested mountain peaks',
  hacienda: 'a hacienda with arches behind rows of agave',
  skyline: 'a town of colourful houses around a church',
  cityChurch: 'a town of colourful houses around a church',
  cityCathedral: 'a town of colourful houses around a domed cathedral',
  coastalSkyline: 'a seaside town below green hills, with palms and a boat on the bay',
  food: 'a Mexican meal on a table',
  mezcal: 'a bottle of mezcal with small clay cups on a table',
  bar: 'a margarita and a bottle of mezcal on a bar under string lights at night',
  coffee: 'a cup of coffee and a concha sweet bread on a striped cloth',
  music: 'a guitar, a trumpet and a charro hat under papel picado',
  dayOfTheDead: 'a sugar skull under papel picado, with candlelight glowing in the dark',
  fireworks: 'fireworks bursting over a church and a firework tower at night',
  dance: 'a folklórico dancer in a swirling skirt on a plaza under papel picado',
  festival: 'a fiesta under papel picado',
  sport: 'a lucha libre mask among confetti',
  passport: 'a passport with entry stamps',
  money: 'peso banknotes and coins',
  transport: 'a long-distance bus on a desert road',
  health: 'a first-aid kit',
  safety: 'a shield with a tick, for staying safe',
  weather: 'an umbrella under a rain cloud and the sun',
  packing: 'a suitcase covered in travel stickers',
  language: 'two speech bubbles, for Spanish words and phrases',
  kids: 'a child flying a kite beside a jacaranda tree',
  map: 'a folded map with a pin',
  placeholder: 'a muted church among hills, shown while an image is missing',
};

const INDOOR_MOTIFS = new Set<MotifKey>([
  'cenote',
  'gallery',
  'library',
  'theatre',
  'food',
  'mezcal',
  'bar',
  'coffee',
  'music',
  'dayOfTheDead',
  'sport',
  'passport',
  'money',
  'health',
  'safety',
  'packing',
  'language',
  'map',
  'placeholder',
  'fireworks',
]);

function hintsOf(subject: ArtSubject): string {
  return normalise(
    [
      subject.name,
      subject.category ?? '',
      ...subject.tags,
      (subject.city ?? '').replace(/-/g, ' '),
    ].join(' | '),
  );
}

/** A generic motif, described by what it chose to draw. */
function motifArtwork(
  subject: ArtSubject,
  key: MotifKey,
  seed: string,
  palette?: Palette,
): Artwork {
  const rng = createRng(seed);
  const motif = MOTIFS[key];
  const ctx = createContext(seed, CARD_CANVAS, rng.pick(motif.times), rng, hintsOf(subject));
  if (palette) ctx.palette = palette;
  const layers = motif.draw(ctx);
  const shows = ctx.notes[0] ?? MOTIF_SHOWS[key];
  const outdoor = !INDOOR_MOTIFS.has(key);
  const alt = altText(shows, timeWords(ctx, outdoor));
  return {
    svg: svgDocument(ctx, subject.name, alt, layers),
    alt,
    key: `${key}|${shows}|${outdoor ? ctx.time : ''}`,
  };
}

// ——— Landmarks ———

function findLandmarkForSpot(subject: ArtSubject): Landmark | undefined {
  const id = `${subject.city ?? ''}/${subject.slug ?? ''}`;
  return LANDMARKS.find((landmark) => landmark.spots.includes(id));
}

/**
 * The landmark a tour names (other than `besides`). A landmark that stands in a city is only named
 * by that city's tours: Guadalajara's Avenida Chapultepec is not Mexico City's castle.
 */
function findLandmarkByName(subject: ArtSubject, besides?: Landmark): Landmark | undefined {
  const text = normalise([subject.name, ...subject.tags].join(' | '));
  const inCity = (landmark: Landmark) =>
    landmark.spots.length === 0 ||
    landmark.spots.some((spot) => spot.startsWith(`${subject.city ?? ''}/`));
  return LANDMARKS.find(
    (landmark) => landmark !== besides && landmark.aka?.test(text) && inCity(landmark),
  );
}

function landmarkArtwork(subject: ArtSubject, landmark: Landmark, seed: string): Artwork {
  const rng = createRng(seed);
  const setting = SETTINGS[landmark.setting];
  const ctx = createContext(seed, CARD_CANVAS, rng.pick(landmark.times), rng, hintsOf(subject));
  const layers = [
    ...setting.back(ctx),
    ...landmark.draw(ctx, setting.groundY),
    ...setting.front(ctx),
  ];
  const where = setting.outdoor ? setting.words : landmark.setting === 'underwater' ? '' : '';
  const alt = altText(landmark.shows, where, timeWords(ctx, setting.outdoor));
  return {
    svg: svgDocument(ctx, subject.name, alt, layers),
    alt,
    key: `landmark:${landmark.id}|${ctx.time}`,
  };
}

/** The landmark's own name, for a scene that shows two: its words up to the first comma or colon. */
const shortName = (landmark: Landmark) => landmark.shows.split(/[,:]/)[0] ?? landmark.shows;

/** Moves a landmark drawn around (600, y) to (x, y) at `scale`. */
function shift(layers: readonly string[], x: number, y: number, scale: number): string {
  return group(layers as string[], {
    transform: `translate(${num(x - 600 * scale)} ${num(y - y * scale)}) scale(${scale})`,
  });
}

function pairArtwork(
  subject: ArtSubject,
  first: Landmark,
  second: Landmark,
  seed: string,
): Artwork {
  const rng = createRng(seed);
  const setting = SETTINGS[first.setting];
  const ctx = createContext(seed, CARD_CANVAS, rng.pick(first.times), rng, hintsOf(subject));
  const y = setting.groundY;
  const layers = [
    ...setting.back(ctx),
    shift(second.draw(ctx, y), 840, y, 0.62),
    shift(first.draw(ctx, y), 360, y, 0.7),
    ...setting.front(ctx),
  ];
  const alt = altText(
    `${shortName(first)} and ${shortName(second)}`,
    setting.words,
    timeWords(ctx),
  );
  return {
    svg: svgDocument(ctx, subject.name, alt, layers),
    alt,
    key: `pair:${first.id}+${second.id}|${ctx.time}`,
  };
}

// ——— Destinations ———

interface CityScene {
  setting: SettingKey;
  times: readonly [TimeOfDay, ...TimeOfDay[]];
  shows: string;
  palette: Palette;
  draw(ctx: DrawContext, y: number): string[];
}

const pal = (
  accents: [Colour, Colour, Colour, Colour, Colour],
  backdrop: Colour,
  walls: Colour[],
): Palette => ({
  accents,
  backdrop,
  walls: [walls[0] ?? COLOURS.adobe, ...walls.slice(1)],
});

export const CITY_SCENES: Record<string, CityScene> = {
  'mexico-city': {
    setting: 'cityPlaza',
    times: ['day'],
    shows:
      "Mexico City's Zócalo: the giant Mexican flag before the grey stone Metropolitan Cathedral, the Torre Latinoamericana behind",
    palette: pal(['#ce1126', '#006847', '#e2b33c', COLOURS.rosa, '#2b3a67'], '#efe6d8', [
      '#9c4f43',
      '#c9b08e',
      '#e6d3b3',
    ]),
    draw: (_ctx, y) => [
      place(1010, y - 50, 0.55, [s.torreLatinoamericana()]),
      place(700, y - 10, 0.7, [s.catedralMetropolitana()]),
      place(250, y + 80, 0.95, [s.giantFlag()]),
    ],
  },
  guadalajara: {
    setting: 'cityPlaza',
    times: ['day', 'morning'],
    shows:
      "Guadalajara's cathedral, twin spires tiled yellow and blue, with the grey dome of the Hospicio Cabañas and jacaranda trees",
    palette: pal(['#f2c230', '#2d5fa8', '#c2562f', COLOURS.rosa, '#0f7b6c'], '#f6e3b4', [
      '#e3c58e',
      '#d97c6b',
      '#8e6cc9',
    ]),
    draw: (ctx, y) => [
      place(1000, y - 30, 0.55, [s.hospicioCabanas()]),
      place(560, y, 0.85, [s.catedralGuadalajara()]),
      place(130, y + 60, 1.2, [roundTree(70, tint(ctx, COLOURS.jacaranda), ctx.rng)]),
      place(1100, y + 80, 1.1, [roundTree(70, tint(ctx, COLOURS.jacaranda), ctx.rng)]),
    ],
  },
  guanajuato: {
    setting: 'hillside',
    times: ['day', 'morning'],
    shows:
      "Guanajuato's ravine: houses in every colour stacked up the hills around the ochre Basílica, the Pípila statue on the ridge",
    palette: pal(['#e8b548', '#c4452e', '#2d6fb3', COLOURS.rosa, '#0f7b6c'], '#f4dccb', [
      '#e8b548',
      '#c4452e',
      '#2d6fb3',
      '#7fb8a4',
      '#ef8fb5',
    ]),
    draw: (ctx, y) => [
      houseRow(ctx, -40, 1240, 380, 0.35),
      houseRow(ctx, -40, 1240, 460, 0.45),
      place(1000, 330, 0.35, [s.pipila()]),
      houseRow(ctx, -40, 1240, 560, 0.55),
      place(600, y, 0.75, [s.basilicaGuanajuato()]),
      houseRow(ctx, -60, 380, y + 40, 0.8),
      houseRow(ctx, 820, 1260, y + 40, 0.8),
    ],
  },
  'la-paz': {
    setting: 'seaOfCortez',
    times: ['dusk'],
    shows:
      "La Paz's palm-lined malecón on the Sea of Cortez: bare desert hills, sailing boats on the calm bay and cacti",
    palette: pal(['#c98d62', '#1f8fa3', '#f2a900', COLOURS.rosa, '#2b3a67'], '#f6e3b4', [
      '#ecd7b0',
      '#c98d62',
      '#7fb8a4',
    ]),
    draw: (ctx, y) => [
      place(420, 540, 0.45, [boat(COLOURS.white, COLOURS.terracotta)]),
      place(800, 520, 0.35, [boat(COLOURS.white, '#2d6fb3')]),
      rect(0, y + 10, 1200, 20, tint(ctx, '#d8cdb8')),
      ...[160, 420, 680, 940].map((x) => place(x, y + 20, 0.9, [palm(300, 30)])),
    ],
  },
  merida: {
    setting: 'plaza',
    times: ['day', 'morning'],
    shows:
      "Mérida's Plaza Grande: the plain limestone cathedral with two small-domed towers, white benches and clipped laurel trees",
    palette: pal(['#f7efe2', '#2d6fb3', '#e9b949', COLOURS.rosa, '#0f7b6c'], '#f4ede0', [
      '#f3efe6',
      '#e9b949',
      '#ef8fb5',
      '#7fb8a4',
    ]),
    draw: (ctx, y) => [
      place(600, y - 10, 0.95, [s.catedralMerida()]),
      ...[250, 950].map((x) => rect(x - 60, y + 60, 120, 16, '#f7f5ef')),
      laurels(ctx, [120, 380, 820, 1080], y + 70, 0.9),
    ],
  },
  mexico: {
    setting: 'jungle',
    times: ['day'],
    shows:
      'México: a nine-tiered Maya pyramid above the jungle, blue agaves and cacti in front and papel picado overhead',
    palette: pal(['#ce1126', '#006847', '#f2a900', COLOURS.rosa, '#2b3a67'], '#f7efe2', [
      '#c2562f',
      '#f2a900',
      '#0f7b6c',
    ]),
    draw: (ctx, y) => [
      place(600, y, 0.8, [s.elCastilloChichen(tint(ctx, '#cbb894'))]),
      ...[260, 420, 780, 940].map((x, i) => place(x, 760 + (i % 2) * 20, 1, [agave(80)])),
      place(1080, 780, 1, [cactus(180)]),
      papelPicado(ctx, 0, 26, 80),
    ],
  },
  oaxaca: {
    setting: 'desert',
    times: ['day'],
    shows:
      "Oaxaca's Templo de Santo Domingo, green cantera stone between two square towers, with agaves and organ-pipe cacti",
    palette: pal(['#a7b68f', '#c2562f', '#e4007c', '#f2a900', '#2b3a67'], '#e9e1f2', [
      '#a7b68f',
      '#de8a62',
      '#e9c46a',
      '#5b8fc7',
    ]),
    draw: (ctx, y) => [
      place(600, y, 0.85, [s.santoDomingoOaxaca()]),
      ...[250, 950].map((x) => place(x, y + 90, 1, [cactus(240, tint(ctx, '#3f7f5b'))])),
      ...[380, 820].map((x) => place(x, y + 110, 1, [agave(90)])),
    ],
  },
  puebla: {
    setting: 'plaza',
    times: ['day', 'morning'],
    shows:
      "Puebla's cathedral with its two very tall grey towers and tiled dome, snowy Popocatépetl smoking behind",
    palette: pal(['#1f4fa8', '#e9a93a', '#c4452e', COLOURS.rosa, '#0f7b6c'], '#eef1f8', [
      '#e8604a',
      '#f6f1e6',
      '#1f4fa8',
      '#e9a93a',
    ]),
    draw: (ctx, y) => [
      place(960, 560, 1, [peak(800, 380, tint(ctx, '#7d8cb5'), true)]),
      path(d('M', 950, 180, 'q', 40, -40, 10, -80, 'q', 50, -20, 30, -70), 'none', {
        stroke: '#e9e4da',
        'stroke-width': 26,
        opacity: 0.8,
        'stroke-linecap': 'round',
      }),
      place(560, y, 0.82, [s.catedralPuebla()]),
    ],
  },
  'puerto-vallarta': {
    setting: 'pacific',
    times: ['day', 'dusk'],
    shows:
      "Puerto Vallarta's Bay of Banderas: jungle-covered hills, the crowned church tower above white houses, a boat on the bay",
    palette: pal(['#1f6fa3', '#e2b33c', '#d94f3a', COLOURS.rosa, '#2f6b48'], '#dcefe9', [
      '#efe6d6',
      '#d94f3a',
      '#f2c230',
    ]),
    draw: (ctx, y) => [
      houseRow(ctx, 560, 1240, 520, 0.35),
      place(880, 520, 0.4, [s.parroquiaVallarta()]),
      place(400, 580, 0.4, [boat(COLOURS.white, COLOURS.terracotta)]),
      rect(0, y - 30, 0, 0, 'none'),
    ],
  },
  'san-cristobal-de-las-casas': {
    setting: 'highland',
    times: ['morning', 'day'],
    shows:
      'San Cristóbal de las Casas: the yellow cathedral trimmed in red and white below pine-covered highland mountains, a hilltop church above',
    palette: pal(['#f0c23a', '#c4452e', '#2f9e6f', COLOURS.rosa, '#2d6fb3'], '#eef4ea', [
      '#f0c23a',
      '#c4452e',
      '#2d6fb3',
      '#f6f3ea',
    ]),
    draw: (ctx, y) => [
      place(950, 470, 0.3, [s.templeOnHill(tint(ctx, '#f1ece2'), tint(ctx, '#2d6fb3'))]),
      place(560, y + 20, 0.8, [s.catedralSanCristobal()]),
      houseRow(ctx, -60, 300, y + 80, 0.75),
      houseRow(ctx, 880, 1260, y + 80, 0.75),
    ],
  },
  'san-miguel-de-allende': {
    setting: 'street',
    times: ['dusk'],
    shows:
      "San Miguel de Allende's pink neo-gothic Parroquia rising above ochre and red colonial streets",
    palette: pal(['#e59a8b', '#d89a3c', '#c2562f', COLOURS.rosa, '#2b3a67'], '#f4dccb', [
      '#d89a3c',
      '#c2562f',
      '#e9c46a',
      '#de8a62',
    ]),
    draw: (ctx, y) => [
      place(600, y - 20, 0.9, [gothicParroquia(tint(ctx, '#e59a8b'))]),
      houseRow(ctx, -60, 400, y + 60, 1),
      houseRow(ctx, 800, 1260, y + 60, 1),
    ],
  },
  tulum: {
    setting: 'caribbean',
    times: ['morning', 'day'],
    shows:
      "Tulum's El Castillo, a small Maya temple on a limestone cliff above a turquoise Caribbean beach with palm trees",
    palette: pal(['#2bb3c0', '#f4ead6', '#0f7b6c', COLOURS.rosa, '#c9b08e'], '#dcefe9', [
      '#f4ead6',
      '#c9b08e',
      '#3fbfb0',
    ]),
    draw: (ctx) => [
      path(
        d('M', 0, 520, 'L', 560, 500, 'Q', 640, 540, 660, 800, 'L', 0, 800, 'Z'),
        tint(ctx, '#cdb48f'),
      ),
      place(300, 510, 1, [clifftopTemple(tint(ctx, COLOURS.stone))]),
      place(560, 520, 0.6, [jungle(200, ctx.rng, tint(ctx, COLOURS.leaf))]),
      place(40, 520, 0.9, [palm(330, 60)]),
    ],
  },
  cancun: {
    setting: 'caribbean',
    times: ['day'],
    shows:
      'Cancún: a long white beach on a turquoise Caribbean sea, a palapa umbrella in front and the hotel towers along the sandbar',
    palette: pal(['#2bb3c0', '#f2a900', '#e4007c', '#0f7b6c', '#2b3a67'], '#dcefe9', [
      '#f4ead6',
      '#3fbfb0',
      '#f2a900',
    ]),
    draw: (ctx) => [
      ...[80, 200, 330, 460, 600, 740].map((x, i) =>
        rect(
          x,
          470 - (i % 3) * 40 - 90,
          70,
          90 + (i % 3) * 40,
          tint(ctx, i % 2 ? '#e9e4da' : '#d8cfbd'),
        ),
      ),
      rect(0, 465, 860, 20, tint(ctx, '#f4ead6')),
      group([
        rect(597, 540, 6, 160, COLOURS.wood),
        path(d('M', 480, 570, 'Q', 600, 480, 720, 570, 'Z'), tint(ctx, '#c9a25a')),
        path(
          d(
            'M',
            480,
            570,
            'l',
            20,
            24,
            'l',
            20,
            -24,
            'l',
            20,
            24,
            'l',
            20,
            -24,
            'l',
            20,
            24,
            'l',
            20,
            -24,
            'l',
            20,
            24,
            'l',
            20,
            -24,
            'l',
            20,
            24,
            'l',
            20,
            -24,
            'l',
            20,
            24,
            'l',
            20,
            -24,
            'Z',
          ),
          tint(ctx, '#b38d48'),
        ),
      ]),
    ],
  },
};

function cityArtwork(subject: ArtSubject, seed: string): Artwork | undefined {
  const scene = CITY_SCENES[subject.city ?? ''];
  if (!scene) return undefined;
  const rng = createRng(seed);
  const setting = SETTINGS[scene.setting];
  const ctx = createContext(seed, CARD_CANVAS, rng.pick(scene.times), rng, hintsOf(subject));
  ctx.palette = scene.palette;
  const layers = [...setting.back(ctx), ...scene.draw(ctx, setting.groundY), ...setting.front(ctx)];
  const alt = altText(scene.shows, timeWords(ctx));
  return { svg: svgDocument(ctx, subject.name, alt, layers), alt, key: `city:${subject.city}` };
}

/** The city's own colours, for its posts. */
export const cityPalette = (city: string | undefined): Palette | undefined =>
  CITY_SCENES[city ?? '']?.palette;

// ——— Events: the activity ———

interface Activity {
  id: string;
  match: RegExp;
  times: readonly [TimeOfDay, ...TimeOfDay[]];
  shows: string;
  draw(ctx: DrawContext): string[];
}

function stage(colour: Colour): string[] {
  return [
    rect(0, 0, 1200, 800, '#1c1733'),
    place(600, 640, 1, [
      ev.stageLights([colour, COLOURS.marigold, COLOURS.rosa, COLOURS.turquoise]),
    ]),
    rect(0, 640, 1200, 160, '#2a2230'),
    rect(0, 640, 1200, 10, '#4a3a5e'),
  ];
}

const skyOnly = (ctx: DrawContext) => [sky(ctx), celestial(ctx), clouds(ctx, 3)];

function bunting(ctx: DrawContext): string {
  return papelPicado(ctx, 0, 26, 80);
}

const ACTIVITIES: readonly Activity[] = [
  {
    id: 'jazz',
    match: /\bjazz\b/,
    times: ['night'],
    shows:
      'a jazz stage by the sea at night: a saxophone, a trumpet and a double bass under coloured spotlights',
    draw: (ctx) => [
      sky(ctx),
      stars(ctx, 40),
      sea(ctx, 470, '#1f3f6a'),
      rect(0, 600, 1200, 200, '#3a2f4a'),
      place(600, 600, 1, [ev.stageLights(['#3fbfb0', '#f2a900', '#e4007c', '#8ecae6'])]),
      place(330, 720, 1, [ev.saxophone()]),
      place(880, 740, 0.95, [ev.doubleBass()]),
      place(600, 560, 1, [ev.trumpet()]),
      place(1060, 500, 0.5, [palm(360, -60)]),
    ],
  },
  {
    id: 'rock',
    match: /\brock\b|vive latino/,
    times: ['night'],
    shows:
      'a rock festival stage: an electric guitar under sweeping spotlights above a cheering crowd',
    draw: () => [
      ...stage('#e4007c'),
      place(600, 600, 1.1, [ev.electricGuitar('#c8243a')]),
      place(600, 800, 1.1, [ev.crowd(1300, '#120e22')]),
    ],
  },
  {
    id: 'mariachi',
    match: /mariachi/,
    times: ['dusk'],
    shows: 'mariachi music: a guitar, a trumpet and a charro hat under papel picado',
    draw: (ctx) => MOTIFS.music.draw(ctx),
  },
  {
    id: 'equinox-chichen',
    match: /equinox.*chichen|chichen.*equinox/,
    times: ['day'],
    shows:
      'the spring equinox at Chichén Itzá: the sun over El Castillo, a nine-tiered stepped pyramid above the jungle',
    draw: (ctx) => landmarkLayers(ctx, 'chichen-itza'),
  },
  {
    id: 'equinox-cholula',
    match: /equinox.*cholula|cholula/,
    times: ['morning'],
    shows:
      'the spring equinox at Cholula: the sun rising over the pyramid-hill and its yellow hilltop church',
    draw: (ctx) => landmarkLayers(ctx, 'cholula'),
  },
  {
    id: 'equinox-coba',
    match: /equinox.*coba|\bcoba\b/,
    times: ['morning'],
    shows:
      'the spring equinox at Cobá: the sun rising over the steep Nohoch Mul pyramid and the jungle',
    draw: (ctx) => landmarkLayers(ctx, 'coba'),
  },
  {
    id: 'whale-shark',
    match: /whale shark/,
    times: ['day'],
    shows: 'a spotted whale shark gliding through clear blue water',
    draw: (ctx) => [...landmarkLayers(ctx, 'whale-shark')],
  },
  {
    id: 'whales',
    match: /whale/,
    times: ['morning', 'day'],
    shows: 'a whale raising its tail from the bay, a small boat watching, hills beyond',
    draw: (ctx) => [
      ...SETTINGS.pacific.back(ctx),
      rect(0, 480, 1200, 320, tint(ctx, '#1f6fa3')),
      place(700, 640, 1, [ev.whaleTail(tint(ctx, '#3a4a5c'))]),
      place(280, 600, 0.5, [boat(COLOURS.white, COLOURS.terracotta)]),
      birds(ctx, 3),
    ],
  },
  {
    id: 'dead-parade',
    match: /(dead|muertos).*parade|parade.*(dead|muertos)/,
    times: ['dusk'],
    shows:
      'a Day of the Dead parade: a giant skull-faced float with marigold plumes, marchers and papel picado',
    draw: (ctx) => [
      ...skyOnly(ctx),
      houseRow(ctx, -40, 1240, 640, 0.9, true),
      plazaFloor(ctx, 640),
      place(600, 780, 1, [ev.paradeFloat(COLOURS.marigold, '#f7efe2')]),
      place(180, 780, 0.9, [ev.marcher('#2a2230', '#2a2230')]),
      place(1020, 780, 0.9, [ev.marcher('#2a2230', '#2a2230')]),
      bunting(ctx),
    ],
  },
  {
    id: 'altars',
    match: /altar/,
    times: ['night'],
    shows:
      'a Day of the Dead ofrenda: a tiered altar with candles, marigolds and a sugar skull under papel picado',
    draw: (ctx) => [
      rect(0, 0, 1200, 800, '#2a2240'),
      rect(0, 640, 1200, 160, COLOURS.wood),
      place(600, 760, 1, [ofrenda(ctx.palette.accents[0], COLOURS.marigold)]),
      bunting(ctx),
    ],
  },
  {
    id: 'day-of-the-dead',
    match: /day of the dead|dia de (los )?muertos|hanal pixan|vida y muerte/,
    times: ['night'],
    shows:
      'a Day of the Dead altar: a sugar skull under papel picado, with candlelight in the dark',
    draw: (ctx) => MOTIFS.dayOfTheDead.draw(ctx),
  },
  {
    id: 'pride',
    match: /pride|lgbt/,
    times: ['day'],
    shows: 'a Pride parade on the seafront: rainbow flags waving over a float and confetti',
    draw: (ctx) => [
      ...SETTINGS.pacific.back(ctx),
      place(600, 760, 0.9, [ev.paradeFloat('#004dff', '#e4007c')]),
      place(220, 780, 1, [ev.rainbowFlag()]),
      place(960, 790, 0.9, [ev.rainbowFlag()]),
      confetti(ctx, 40),
    ],
  },
  {
    id: 'cinco-de-mayo',
    match: /cinco de mayo|taking of the alhondiga|independence night in allende/,
    times: ['day', 'morning'],
    shows:
      'a civic parade: uniformed drummers marching past colourful houses under tricolour bunting',
    draw: (ctx) => [
      ...skyOnly(ctx),
      houseRow(ctx, -40, 1240, 640, 0.9, true),
      plazaFloor(ctx, 640),
      ...[200, 440, 680, 920].map((x) => place(x, 780, 1.1, [ev.marcher('#2b3a67', '#2b3a67')])),
      papelPicadoTricolour(ctx),
    ],
  },
  {
    id: 'grito',
    match: /grito|independence/,
    times: ['night'],
    shows:
      'Independence night: fireworks bursting over a palace balcony hung with the Mexican flag',
    draw: (ctx) => [
      sky(ctx),
      stars(ctx, 40),
      ...[200, 560, 950].map((x, i) =>
        fireworkBurst(
          x,
          170 + (i % 2) * 80,
          100,
          [COLOURS.rosa, '#ffffff', '#3fbf6f'][i] ?? '#ffffff',
        ),
      ),
      rect(100, 430, 1000, 370, tint(ctx, '#9c4f43')),
      ...Array.from({ length: 9 }, (_, i) =>
        rect(150 + i * 105, 500, 50, 90, '#ffd66b', { opacity: 0.8 }),
      ),
      rect(480, 600, 240, 14, '#2a2230'),
      rect(540, 360, 120, 70, tint(ctx, '#9c4f43')),
      place(600, 380, 0.35, [s.giantFlag()]),
      rect(0, 720, 1200, 80, '#2a2230'),
    ],
  },
  {
    id: 'carnival',
    match: /carnival|carnaval|desfile de los locos|\blocos\b/,
    times: ['day', 'dusk'],
    shows:
      'a carnival parade: a big-headed figure on a decorated float, masked dancers and confetti',
    draw: (ctx) => [
      ...skyOnly(ctx),
      houseRow(ctx, -40, 1240, 640, 0.9, true),
      plazaFloor(ctx, 640),
      place(620, 780, 1, [ev.paradeFloat(COLOURS.rosa, COLOURS.turquoise)]),
      place(180, 790, 0.5, [folkloricoDancer([COLOURS.marigold, COLOURS.white, COLOURS.rosa])]),
      place(1040, 790, 0.5, [
        folkloricoDancer([COLOURS.turquoise, COLOURS.white, COLOURS.marigold]),
      ]),
      confetti(ctx, 50),
    ],
  },
  {
    id: 'procession',
    match: /procession|pilgrim|virgin|romeria|religio/,
    times: ['dusk', 'night'],
    shows: 'a candlelit procession of pilgrims toward a church hung with papel picado',
    draw: (ctx) => [
      sky(ctx),
      stars(ctx, 30),
      place(600, 580, 0.8, [church(tint(ctx, COLOURS.ochre), COLOURS.marigold)]),
      plazaFloor(ctx, 580),
      ...[150, 300, 450, 750, 900, 1050].map((x, i) =>
        place(x, 720 + (i % 2) * 30, 1, [
          ev.pilgrim([COLOURS.indigo, COLOURS.terracotta, '#f7efe2'][i % 3] ?? COLOURS.indigo),
        ]),
      ),
      bunting(ctx),
    ],
  },
  {
    id: 'radishes',
    match: /rabanos|radish/,
    times: ['night'],
    shows: 'Noche de Rábanos: red radishes carved into little figures with leafy hair, on a table',
    draw: (ctx) => [
      rect(0, 0, 1200, 800, '#2b3a67'),
      stars(ctx, 30),
      rect(0, 600, 1200, 200, COLOURS.wood),
      place(600, 620, 1.1, [ev.carvedRadishes()]),
      bunting(ctx),
    ],
  },
  {
    id: 'flowers',
    match: /flores|flower/,
    times: ['morning'],
    shows: 'a bouquet of pink, yellow and red flowers in a paper cone, papel picado above',
    draw: (ctx) => [
      ...studio(ctx),
      place(600, 720, 1.2, [
        ev.flowerBouquet([COLOURS.rosa, COLOURS.marigold, '#e64b3c', '#ef8fb5']),
      ]),
      bunting(ctx),
    ],
  },
  {
    id: 'books',
    match: /\bbooks?\b|literat|writers/,
    times: ['day'],
    shows: 'a book fair: a tall stack of coloured books beside an open book',
    draw: (ctx) => [
      ...studio(ctx),
      place(330, 700, 1, [
        ev.bookStack(['#c2562f', '#0f7b6c', '#f2a900', '#2b3a67', '#e4007c', '#3fbfb0']),
      ]),
      place(820, 700, 1.1, [ev.openBook()]),
    ],
  },
  {
    id: 'film',
    match: /\bfilm\b|cinema|\bcine\b/,
    times: ['night'],
    shows: 'a film festival: a clapperboard and a film reel under spotlights',
    draw: () => [
      ...stage(COLOURS.marigold),
      place(400, 680, 1.1, [ev.clapperboard()]),
      place(840, 690, 1, [ev.filmReel()]),
    ],
  },
  {
    id: 'dance',
    match: /guelaguetza|danc|parachico|fiesta grande/,
    times: ['day', 'dusk'],
    shows: 'folk dancers in swirling, ribboned skirts on a plaza under papel picado',
    draw: (ctx) => MOTIFS.festival.draw({ ...ctx, rng: fixedLayout(ctx, 2) }),
  },
  {
    id: 'mezcal',
    match: /mezcal/,
    times: ['day'],
    shows: 'a mezcal fair: bottles of mezcal and small clay cups on a table, agave hearts beside',
    draw: (ctx) => [
      ...MOTIFS.mezcal.draw(ctx),
      place(220, 700, 0.6, [mezcalSet(COLOURS.terracotta)]),
      place(1000, 720, 1, [agave(90)]),
      bunting(ctx),
    ],
  },
  {
    id: 'nogada',
    match: /nogada/,
    times: ['day'],
    shows:
      'a chile en nogada: a green poblano pepper under white walnut sauce, scattered with pomegranate seeds',
    draw: (ctx) => [...studio(ctx), place(600, 640, 1.3, [ev.chileEnNogada()])],
  },
  {
    id: 'food',
    match: /food|gourmet|gastronom/,
    times: ['day'],
    shows: 'a food festival',
    draw: (ctx) => MOTIFS.food.draw(ctx),
  },
  {
    id: 'fair',
    match: /\bferia\b|\bfair\b|primavera/,
    times: ['dusk'],
    shows: 'a spring fair: a lit Ferris wheel turning above papel picado and market stalls',
    draw: (ctx) => [
      ...SETTINGS.street.back(ctx),
      place(600, 700, 1.1, [
        ev.ferrisWheel([COLOURS.rosa, COLOURS.marigold, COLOURS.turquoise, COLOURS.terracotta]),
      ]),
      rect(0, 680, 1200, 120, tint(ctx, '#c9b497')),
      bunting(ctx),
    ],
  },
  {
    id: 'canoes',
    match: /travesia|canoe/,
    times: ['morning'],
    shows:
      'a dawn crossing: Maya canoes paddled across a turquoise Caribbean sea toward the rising sun',
    draw: (ctx) => [
      ...SETTINGS.caribbean.back(ctx).slice(0, -1),
      place(380, 560, 0.8, [ev.canoe('#8a5a3a', 4)]),
      place(820, 620, 1, [ev.canoe('#6b4a2a', 5)]),
    ],
  },
  {
    id: 'fireworks',
    match: /firework|alborada|pirotecnia|castillo/,
    times: ['night'],
    shows: 'fireworks bursting over a church and a firework tower at night',
    draw: (ctx) => MOTIFS.fireworks.draw(ctx),
  },
  {
    id: 'san-juan',
    match: /san juan|presa/,
    times: ['day'],
    shows:
      'a lakeside fiesta: rowing boats on a reservoir below colourful houses, papel picado overhead',
    draw: (ctx) => [
      ...SETTINGS.street.back(ctx),
      rect(0, 660, 1200, 140, tint(ctx, '#3a9cb0')),
      place(400, 730, 0.5, [boat(COLOURS.white, COLOURS.rosa)]),
      place(800, 770, 0.6, [boat(COLOURS.white, COLOURS.marigold)]),
      bunting(ctx),
    ],
  },
  {
    id: 'arts',
    match: /cervantino|theatre|\barts?\b|noche blanca/,
    times: ['night'],
    shows: 'an arts festival: a folklórico dancer on a stage framed by red curtains',
    draw: (ctx) => MOTIFS.theatre.draw(ctx),
  },
  {
    id: 'music',
    match: /music|concert/,
    times: ['dusk'],
    shows:
      'a music festival: a bandstand between two firework towers on a plaza hung with papel picado',
    draw: (ctx) => [
      ...SETTINGS.cityPlaza.back(ctx),
      place(600, 700, 1.1, [kiosk(ctx.palette.accents[0], COLOURS.marigold)]),
      bunting(ctx),
      confetti(ctx, 30),
    ],
  },
  {
    id: 'pinata',
    match: /fiesta|festival|tradition|family/,
    times: ['day'],
    shows: 'a fiesta: a star piñata hanging over a plaza of colourful houses under papel picado',
    draw: (ctx) => [
      ...SETTINGS.cityPlaza.back(ctx),
      place(600, 760, 1, [
        ev.pinata([COLOURS.rosa, COLOURS.marigold, COLOURS.turquoise, COLOURS.terracotta]),
      ]),
      bunting(ctx),
      confetti(ctx, 30),
    ],
  },
];

function papelPicadoTricolour(ctx: DrawContext): string {
  return papelPicado(
    {
      ...ctx,
      palette: { ...ctx.palette, accents: ['#006847', '#f7f7f2', '#ce1126', '#006847', '#ce1126'] },
    },
    0,
    26,
    80,
  );
}

/** An rng whose first int() answers `layout`, to pick a motif's layout by name. */
function fixedLayout(ctx: DrawContext, layout: number): DrawContext['rng'] {
  let first = true;
  return {
    ...ctx.rng,
    int: (min, max) => {
      if (first) {
        first = false;
        return layout;
      }
      return ctx.rng.int(min, max);
    },
  };
}

function landmarkLayers(ctx: DrawContext, id: string): string[] {
  const landmark = LANDMARKS.find((item) => item.id === id);
  if (!landmark) return [];
  const setting = SETTINGS[landmark.setting];
  return [...setting.back(ctx), ...landmark.draw(ctx, setting.groundY), ...setting.front(ctx)];
}

function eventArtwork(subject: ArtSubject, seed: string): Artwork {
  // The event's own name first: its tags come from a short shared list (religious, music, …)
  // that would send Travesía Sagrada Maya to a procession before its name is read. A name that
  // only says "fiesta" or "festival" is left to its tags.
  const name = normalise(subject.name);
  const text = normalise([subject.name, ...subject.tags].join(' | '));
  const activity =
    ACTIVITIES.find((item) => item.id !== 'pinata' && item.match.test(name)) ??
    ACTIVITIES.find((item) => item.match.test(text));
  if (!activity) return motifArtwork(subject, chooseMotif(subject), seed);
  const rng = createRng(seed);
  const ctx = createContext(seed, CARD_CANVAS, rng.pick(activity.times), rng, hintsOf(subject));
  ctx.palette = cityPalette(subject.city) ?? ctx.palette;
  const layers = activity.draw(ctx);
  const shows =
    activity.id === 'food'
      ? `${activity.shows}: ${ctx.notes[0] ?? ''}`
      : activity.id === 'dance'
        ? (ctx.notes[0] ?? activity.shows)
        : activity.shows;
  const alt = altText(shows.replace(/: $/, ''));
  return {
    svg: svgDocument(ctx, subject.name, alt, layers),
    alt,
    key: `event:${activity.id}|${ctx.time}`,
  };
}

// ——— Tours: their stops ———

const THEMED_TOUR = /food|market|nightlife|\bart\b/;

/** Two landmarks can share a picture unless one already shows the other small (`includes`). */
const canPair = (a: Landmark, b: Landmark) =>
  a !== b && !a.includes?.includes(b.id) && !b.includes?.includes(a.id);

/**
 * A tour's second landmark: another one the tour names (Espíritu Santo's sea lions and its island,
 * not the cathedral the day starts from), else its first outdoor stop that can share the picture.
 */
function secondLandmark(
  subject: ArtSubject,
  first: Landmark,
  outdoorStops: readonly Landmark[],
): Landmark | undefined {
  const named = findLandmarkByName(subject, first);
  if (named && canPair(first, named)) return named;
  return outdoorStops.find((stop) => canPair(first, stop));
}

function tourArtwork(subject: ArtSubject, seed: string): Artwork {
  const named = findLandmarkByName(subject);
  if (THEMED_TOUR.test(normalise(subject.category ?? '')) && !named) {
    return motifArtwork(subject, chooseMotif(subject), seed, cityPalette(subject.city));
  }
  const stops = (subject.stops ?? [])
    .map((slug) =>
      LANDMARKS.find((landmark) => landmark.spots.includes(`${subject.city ?? ''}/${slug}`)),
    )
    .filter((landmark): landmark is Landmark => landmark !== undefined);
  const outdoorStops = stops.filter((landmark) => SETTINGS[landmark.setting].outdoor);
  const first = named ?? outdoorStops[0];
  if (first && SETTINGS[first.setting].outdoor) {
    const second = secondLandmark(subject, first, outdoorStops);
    if (second) return pairArtwork(subject, first, second, seed);
  }
  const only = first ?? stops[0];
  if (only) return landmarkArtwork(subject, only, seed);
  return motifArtwork(subject, chooseMotif(subject), seed, cityPalette(subject.city));
}

// ——— Posts: the topic, in the city's colours ———

/** A city's general guides get their own motifs, so they do not all become a map. */
function postMotif(subject: ArtSubject): MotifKey {
  const title = normalise(subject.name);
  if (/first.?timer|introduc|before you go/.test(title)) return 'packing';
  if (/where to stay|neighbo/.test(title)) return 'street';
  if (/day.?trip/.test(title)) return 'map';
  return chooseMotif(subject);
}

// ——— Everything ———

/** The picture for a subject; `attempt` re-seeds it when a sibling already has the same scene. */
export function composeArtwork(subject: ArtSubject, attempt = 0): Artwork {
  const seed = attempt === 0 ? subject.file : `${subject.file}#${attempt}`;
  switch (subject.kind) {
    case 'city':
      return cityArtwork(subject, seed) ?? motifArtwork(subject, chooseMotif(subject), seed);
    case 'spot': {
      const landmark = findLandmarkForSpot(subject);
      return landmark
        ? landmarkArtwork(subject, landmark, seed)
        : motifArtwork(subject, chooseMotif(subject), seed);
    }
    case 'tour':
      return tourArtwork(subject, seed);
    case 'event':
      return eventArtwork(subject, seed);
    case 'post':
      return motifArtwork(subject, postMotif(subject), seed, cityPalette(subject.city));
    default:
      return motifArtwork(subject, chooseMotif(subject), seed);
  }
}
