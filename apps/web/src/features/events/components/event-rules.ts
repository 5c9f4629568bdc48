/**
 * The events page's pure rules (content spec §2 Events, §3 Event and City option, §5, §9).
 */
import { parseEntityId } from '@sendero/contract';
import type { EventItem } from '@sendero/contract';
import {
  DATES_VARY_TEXT,
  formatEventDates,
  formatTime,
} from '../../../entities/events/event-dates.ts';
import { compareByLetters, matchesQuery } from '../../../lib/text-filter.ts';

/** Content spec §9: tags shown before 'Show n more'. */
export const VISIBLE_EVENT_TAG_LIMIT = 10;

// The time's reading moved to the events entity with the card's body, which the editors' preview
// shares; the events page's rules still answer for it.
export { formatTime, formatTimeRange } from '../../../entities/events/event-dates.ts';

/** The saved panel's one line: its dates, its time unless the dates vary, its city. */
export function savedEventSummary(event: EventItem): string {
  const time = event.datesVary ? DATES_VARY_TEXT : formatTime(event.startTime);
  return `${formatEventDates(event)} · ${time} · ${event.city}`;
}

export interface EventDateGroup {
  date: string;
  events: EventItem[];
}

/** Consecutive events of the same date under one heading, keeping the server's order. */
export function groupByDate(events: readonly EventItem[]): EventDateGroup[] {
  const groups: EventDateGroup[] = [];
  for (const event of events) {
    const last = groups.at(-1);
    if (last && last.date === event.date) last.events.push(event);
    else groups.push({ date: event.date, events: [event] });
  }
  return groups;
}

export interface EventTextFilters {
  q: string;
  tags: readonly string[];
}

/**
 * Content spec §5: case-insensitive substring search over title, venue and description (accents
 * ignored too, as on the server), and every selected tag must be on the event.
 */
export function filterEvents(events: readonly EventItem[], filters: EventTextFilters): EventItem[] {
  const wanted = filters.tags.map((tag) => tag.toLowerCase());
  return events.filter((event) => {
    if (!matchesQuery(filters.q, event.title, event.venue, event.description)) return false;
    const tags = new Set(event.tags.map((tag) => tag.toLowerCase()));
    return wanted.every((tag) => tags.has(tag));
  });
}

/** Every tag of the events, most frequent first, then alphabetical. */
export function collectTags(events: readonly EventItem[]): string[] {
  const counts = new Map<string, number>();
  for (const event of events) {
    for (const tag of new Set(event.tags)) counts.set(tag, (counts.get(tag) ?? 0) + 1);
  }
  return [...counts.entries()]
    .sort(([a, countA], [b, countB]) => countB - countA || compareByLetters(a, b))
    .map(([tag]) => tag);
}

export interface FoldedEventTags {
  visible: string[];
  /** The n of 'Show n more' (0 when everything is shown). */
  hiddenCount: number;
  foldable: boolean;
}

/**
 * The first ten tags, then 'Show n more'. A selected tag past the tenth stays visible, so a
 * shared link never hides the filter it applies.
 */
export function foldEventTags(
  tags: readonly string[],
  selected: readonly string[],
  expanded: boolean,
  limit: number = VISIBLE_EVENT_TAG_LIMIT,
): FoldedEventTags {
  const foldable = tags.length > limit;
  if (!foldable || expanded) return { visible: [...tags], hiddenCount: 0, foldable };
  const visible = tags.filter((tag, index) => index < limit || selected.includes(tag));
  return { visible, hiddenCount: tags.length - visible.length, foldable };
}

export interface CityOption {
  id: number;
  name: string;
}

function pick(raw: Record<string, unknown>, keys: readonly string[]): unknown {
  for (const key of keys) {
    const value = raw[key];
    if (value !== undefined && value !== null && value !== '') return value;
  }
  return undefined;
}

/** Content spec §3 City option: id from id/cityId/city_id, name from name/cityName/title/label/slug. */
export function toCityOption(raw: unknown): CityOption | null {
  if (typeof raw !== 'object' || raw === null) return null;
  const bag = raw as Record<string, unknown>;
  const id = Number(pick(bag, ['id', 'cityId', 'city_id']));
  const name = pick(bag, ['name', 'cityName', 'title', 'label', 'slug']);
  if (!Number.isInteger(id) || id <= 0 || typeof name !== 'string') return null;
  return { id, name };
}

/** A city id from the URL (?city=5); null for All or anything that is not an id. */
export const parseCityParam = (value: string | null): number | null => parseEntityId(value);

/**
 * The city the page filters by: the wanted one while the city list is unknown, and All (null)
 * once the list shows that city no longer exists (content spec §2).
 */
export function resolveSelectedCity(
  wanted: number | null,
  cities: readonly CityOption[] | undefined,
): number | null {
  if (wanted === null || cities === undefined) return wanted;
  return cities.some((city) => city.id === wanted) ? wanted : null;
}

/** An event's run (its id and first day): a list's key for its card. */
export function savedKey(event: Pick<EventItem, 'id' | 'date'>): string {
  return `${event.id}:${event.date}`;
}
