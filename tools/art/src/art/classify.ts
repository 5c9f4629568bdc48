/** Chooses a motif from what an item is: its kind, category, tags and name. */
import type { MotifKey } from './motifs.ts';

export type SubjectKind = 'city' | 'spot' | 'tour' | 'event' | 'post' | 'hero' | 'placeholder';

export interface ArtSubject {
  kind: SubjectKind;
  /** Path under images/, e.g. spots/oaxaca/templo-de-santo-domingo.svg; also the seed. */
  file: string;
  /** The item's name or title, used for <title>. */
  name: string;
  /** The image's alt text, used for <desc>. */
  alt: string;
  category?: string;
  tags: readonly string[];
  /** The city's folder (its slug), when the item belongs to one. */
  city?: string;
  /** The item's own slug (spots, tours, events, posts). */
  slug?: string;
  /** A tour's stops, as spot slugs of its city. */
  stops?: readonly string[];
  /** Set when `file` is the item's own picture but its YAML points at another (`borrowed`). */
  borrowed?: string;
}

type Rule = readonly [RegExp, MotifKey];

/** Ordered most specific first; matched against accent-free, lower-case text. */
const RULES: readonly Rule[] = [
  [
    /dia de (los )?muertos|day of the dead|calavera|marigold|cempasuchil|all souls|hanal pixan|vida y muerte/,
    'dayOfTheDead',
  ],
  [/travesia|canoe/, 'beach'],
  [/firework|pirotecnia|castillo de fuego|\bcastillos\b/, 'fireworks'],
  [/cenote/, 'cenote'],
  [/tulum/, 'clifftop'],
  [
    /pyramid|ruin|archaeolog|teotihuacan|arqueologic|(?<!riviera )\bmaya\b|mayan|aztec|templo mayor|zapotec|monte alban|chichen|palenque|mitla|uxmal/,
    'pyramid',
  ],
  [/parroquia de san miguel|pink parroquia/, 'parroquia'],
  [/cathedral|catedral|basilica/, 'cathedral'],
  [
    /church|\btemplo\b|iglesia|chapel|capilla|convent|monaster|parish|sanctuar|santuario|religio|pilgrim|semana santa|holy week|guadalupe|virgin|\bmass\b|bell tower|parroquia/,
    'church',
  ],
  [/distill|agave field|tequila town|\bagave\b|^tequila$/, 'agaveField'],
  [
    /\bbar\b|\bbars\b|nightlife|night life|cantina|club|rooftop bar|speakeasy|pulqueria|after dark|cocktail/,
    'bar',
  ],
  [/mezcal|tequila|pulque|drinks?\b|wine|winery|vineyard|beer|cerveza|brewery/, 'mezcal'],
  [/coffee|\bcafe\b|cafeteria|bakery|panaderia|chocolate|pan dulce/, 'coffee'],
  [
    /market|mercado|tianguis|bazaar|\bcrafts?\b|artisan|shopping|handicraft|textile|souvenir/,
    'market',
  ],
  [
    /food|restaurant|\btacos?\b|taqueria|cuisine|\beat|\bmole\b|culinary|cooking|gastronom|dining|fonda|antojito|seafood|mariscos|breakfast|brunch|dinner|lunch|street food|nogada|birria|cochinita/,
    'food',
  ],
  [/music|mariachi|concert|jazz|son jarocho|marimba|\bband\b|orchestra|\bsongs?\b/, 'music'],
  [/danc|ballet|folklor|guelaguetza/, 'dance'],
  [
    /sport|lucha|football|soccer|futbol|stadium|estadio|baseball|marathon|\brace\b|charreada|arena/,
    'sport',
  ],
  [/museum|museo/, 'museum'],
  [/gallery|galeria|\bart\b|\barts\b|mural|painting|artist|design|photograph/, 'gallery'],
  [/library|biblioteca|\bbooks?\b|bookshop|bookstore|literat/, 'library'],
  [/theat|teatro|opera|auditor|cinema|\bfilm\b|bellas artes|performance/, 'theatre'],
  [
    /festival|fiesta|carnival|carnaval|parade|desfile|celebrat|\bferia\b|\bfair\b|festivit|holiday|christmas|navidad|posada|independence|cultur|tradition/,
    'festival',
  ],
  [/waterfall|cascada|\bfalls\b|hierve el agua|cascade|agua azul/, 'waterfall'],
  [/canyon|canon|barranca|copper|sumidero/, 'canyon'],
  [/volcan|popocatepetl|iztaccihuatl|nevado/, 'volcano'],
  [/mountain|sierra|\bpeak\b|\bhik|trek|\bcerro\b|summit|\bpico\b|climb/, 'mountain'],
  [
    /lagoon|laguna|\blake\b|\blago\b|mangrove|\briver\b|\brio\b|\bbay\b|estuar|canal|xochimilco|\bboat|trajinera|wetland|biosphere|flamingo|bioluminesc|kayak|whale|\bcrocodile|hot.?springs?|thermal|balneario|floating|sian ka/,
    'lagoon',
  ],
  [
    /beach|playa|coast|snorkel|\bsurf|island|\bisla\b|\bsea\b|ocean|reef|diving|\bswim|turtle|malecon|marine|\bislas?\b|islands?/,
    'beach',
  ],
  [
    /viewpoint|mirador|lookout|panoram|\bviews?\b|observation|funicular|teleferico|cable car|\btower\b/,
    'viewpoint',
  ],
  [/hacienda|\branch\b|\bestate\b/, 'hacienda'],
  [
    /\bpark\b|parque|garden|jardin|botanic|bosque|forest|\bzoo\b|chapultepec|alameda|\btrees?\b|arbol/,
    'park',
  ],
  [/nature|wildlife|\beco|outdoor/, 'waterfall'],
  [/plaza|zocalo|\bsquare\b|kiosk|kiosko/, 'plaza'],
  // A plan of several days looks out over the whole town, unlike the day-trip guides' map.
  [/itinerar|three days|three-day|two days|\bin \d days/, 'viewpoint'],
  [/passport|visa|\bentry\b|immigration|customs|\bfmm\b|border|documents/, 'passport'],
  [
    /money|\bpesos?\b|\bcash\b|\batms?\b|budget|\bcosts?\b|currency|tipping|\bbanks?\b|exchange|\bcards?\b|prices/,
    'money',
  ],
  [
    /transport|\bbus\b|\bbuses\b|getting around|getting there|\bmetro\b|\btaxi|\buber\b|\btrain|flight|airport|driving|car rental|ferry|transit/,
    'transport',
  ],
  [
    /health|medical|doctor|hospital|vaccin|altitude|\bsick|pharmac|insurance|drinking water/,
    'health',
  ],
  [/safety|\bsafe\b|scam|crime|emergenc|security/, 'safety'],
  [/weather|climate|season|when to go|\brain|hurricane|temperature|best time/, 'weather'],
  [/packing|\bpack\b|luggage|suitcase|what to bring|essentials/, 'packing'],
  [/language|spanish|phrase|\bspeak|\bwords\b|slang|etiquette|manners/, 'language'],
  [/\bkids?\b|child|family|families/, 'kids'],
  [/unesco|heritage|colonial|baroque|history|historic/, 'church'],
  [/architect/, 'cathedral'],
  [
    /neighbo|barrio|colonia|street|\bcalle|callejon|district|quarter|\bwalk|\btown\b|village|pueblo|centro/,
    'street',
  ],
  [
    /itinerar|\broute\b|road trip|day.trip|\bmaps?\b|places|destination|where to go|\bplan|\bguide\b|overview/,
    'map',
  ],
];

/** Cities get their landmark, or a skyline. */
const CITY_RULES: readonly Rule[] = [
  [/tulum/, 'clifftop'],
  [/bacalar|holbox/, 'lagoon'],
  [
    /cancun|playa del carmen|vallarta|puerto escondido|cabo|mazatlan|acapulco|cozumel|huatulco|la paz|sayulita|zihuatanejo|isla mujeres|progreso|ensenada|veracruz/,
    'coastalSkyline',
  ],
  [/san miguel/, 'parroquia'],
  [/guanajuato|zacatecas|taxco/, 'street'],
  [/teotihuacan|palenque|chichen|^mexico$/, 'pyramid'],
  [/copper|creel|chihuahua/, 'canyon'],
  [/tequila/, 'agaveField'],
  [/oaxaca|puebla|morelia|queretaro|valladolid/, 'church'],
  [/mexico city|cdmx|ciudad de mexico|merida|guadalajara|campeche/, 'cathedral'],
];

const FALLBACK: Record<SubjectKind, MotifKey> = {
  city: 'skyline',
  spot: 'street',
  tour: 'street',
  event: 'festival',
  post: 'map',
  hero: 'skyline',
  placeholder: 'placeholder',
};

export function normalise(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase();
}

function matchRules(rules: readonly Rule[], text: string): MotifKey | undefined {
  const haystack = normalise(text);
  return rules.find(([pattern]) => pattern.test(haystack))?.[1];
}

/** Spot categories too broad to beat the name (a "church" may be a cathedral or a basilica). */
const BROAD_SPOT_CATEGORY =
  /church|nature|landmark|attraction|sight|hot.?springs|workshop|promenade|other/;
/** Tour categories that name the tour's theme better than its title does. */
const THEMED_TOUR_CATEGORY = /food|market|nightlife|\bart\b/;

/** The texts to look at, most telling first: tags one by one, in the editor's order. */
function fieldsInOrder(subject: ArtSubject): string[] {
  const tags = [...subject.tags];
  const category = normalise(subject.category ?? '');
  switch (subject.kind) {
    case 'spot':
      return BROAD_SPOT_CATEGORY.test(category)
        ? [subject.name, ...tags, category]
        : [category, subject.name, ...tags];
    case 'tour':
      return THEMED_TOUR_CATEGORY.test(category)
        ? [category, subject.name, ...tags]
        : [subject.name, ...tags, category];
    default:
      return [subject.name, ...tags, category, subject.alt];
  }
}

/** A city is a skyline around its landmark rather than a lone building. */
const CITY_VERSION: Partial<Record<MotifKey, MotifKey>> = {
  church: 'cityChurch',
  cathedral: 'cityCathedral',
  museum: 'skyline',
  plaza: 'skyline',
  park: 'skyline',
};

export function chooseMotif(subject: ArtSubject): MotifKey {
  const motif = chooseItemMotif(subject);
  return subject.kind === 'city' ? (CITY_VERSION[motif] ?? motif) : motif;
}

function chooseItemMotif(subject: ArtSubject): MotifKey {
  if (subject.kind === 'placeholder') return 'placeholder';
  if (subject.kind === 'city') {
    const slugWords = (subject.city ?? '').replace(/-/g, ' ');
    const landmark = matchRules(CITY_RULES, slugWords) ?? matchRules(CITY_RULES, subject.name);
    if (landmark) return landmark;
  }
  for (const field of fieldsInOrder(subject)) {
    if (field === '') continue;
    const motif = matchRules(RULES, field);
    if (motif) return motif;
  }
  return FALLBACK[subject.kind];
}
