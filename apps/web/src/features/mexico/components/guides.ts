import {
  Baby,
  Bus,
  CloudSun,
  HeartPulse,
  Landmark,
  Languages,
  Luggage,
  MapPin,
  Music,
  PartyPopper,
  ShieldAlert,
  Stamp,
  Trees,
  UtensilsCrossed,
  Wallet,
  Wine,
} from 'lucide-react';
import type { LucideIcon } from 'lucide-react';
import { matchesQuery } from '../../../lib/text-filter.ts';

export interface Guide {
  slug: string;
  name: string;
  description: string;
  icon: LucideIcon;
}

/**
 * The 16 Mexico Basics guides (content spec §2). Kept in the page so the grid renders at once;
 * each card opens the full post of city 4.
 */
export const GUIDES: readonly Guide[] = [
  {
    slug: 'visa-requirements',
    name: 'Visa & Entry',
    description: 'Who needs a visa, the tourist permit and what to expect at the border.',
    icon: Stamp,
  },
  {
    slug: 'money-and-costs',
    name: 'Money & Costs',
    description: 'Pesos, cash or card, safe ATMs, daily budgets and tipping.',
    icon: Wallet,
  },
  {
    slug: 'transportation',
    name: 'Getting Around',
    description: 'First-class buses, domestic flights, the Metro, taxis and ride apps.',
    icon: Bus,
  },
  {
    slug: 'health-emergencies',
    name: 'Health & Emergencies',
    description: 'Emergency numbers, water and food, altitude, pharmacies and hospitals.',
    icon: HeartPulse,
  },
  {
    slug: 'safety-scams',
    name: 'Safety & Scams',
    description: 'Reading travel advisories, staying safe and spotting common tricks.',
    icon: ShieldAlert,
  },
  {
    slug: 'weather-seasons',
    name: 'Weather & Seasons',
    description: 'Dry and rainy seasons, hurricanes and the best months by region.',
    icon: CloudSun,
  },
  {
    slug: 'festivities-traditions',
    name: 'Festivities & Traditions',
    description: 'Día de Muertos, El Grito, Semana Santa, Posadas and the Guelaguetza.',
    icon: PartyPopper,
  },
  {
    slug: 'food-in-mexico',
    name: 'Food in Mexico',
    description: 'Regional cuisines, mole and tacos, and street food without the worry.',
    icon: UtensilsCrossed,
  },
  {
    slug: 'drinks-in-mexico',
    name: 'Drinks in Mexico',
    description: 'Tequila, mezcal, pulque, micheladas and aguas frescas.',
    icon: Wine,
  },
  {
    slug: 'music-festivals',
    name: 'Music & Festivals',
    description: 'Mariachi, son jarocho, banda and the big festival dates.',
    icon: Music,
  },
  {
    slug: 'popular-places',
    name: 'Popular Places',
    description: 'The main destinations, from the capital to the Caribbean.',
    icon: MapPin,
  },
  {
    slug: 'nature-outdoors',
    name: 'Nature & Outdoors',
    description: 'Cenotes, whales, monarch butterflies, canyons and volcano hikes.',
    icon: Trees,
  },
  {
    slug: 'unesco-history',
    name: 'UNESCO & History',
    description: 'World Heritage pyramids, colonial cities and 3,000 years of history.',
    icon: Landmark,
  },
  {
    slug: 'language-communication',
    name: 'Language & Communication',
    description: 'Useful Spanish phrases, polite forms, numbers and helpful apps.',
    icon: Languages,
  },
  {
    slug: 'packing-travel-tips',
    name: 'Packing & Travel Tips',
    description: 'Layers for altitude, rain gear, plugs, documents and a first-aid kit.',
    icon: Luggage,
  },
  {
    slug: 'traveling-with-kids',
    name: 'Traveling with Kids',
    description: 'Family-friendly places, papers for minors, car seats, heat and altitude.',
    icon: Baby,
  },
];

/** Case-insensitive search over a guide's name or description; blank shows every guide. */
export function filterGuides(guides: readonly Guide[], query: string): Guide[] {
  return guides.filter((guide) => matchesQuery(query, guide.name, guide.description));
}
