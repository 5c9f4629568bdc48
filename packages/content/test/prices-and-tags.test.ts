/**
 * Issue 34: every price says what it is for (a closed list of units), and events carry tags from a
 * closed vocabulary short enough to scan, with no month names.
 */
import { describe, expect, it } from 'vitest';
import { EVENT_TAGS, eventSource, readDataset, spotSource, tourSource } from '../src/index.ts';

const spot = {
  slug: 'xochimilco-nativitas',
  name: 'Xochimilco canals',
  description: 'Trajineras on the canals.',
  address: 'Embarcadero Nuevo Nativitas',
  lat: 19.25,
  lng: -99.1,
  price: 41,
  priceUnit: 'per-boat-per-hour',
  category: 'nature',
  tags: ['boats'],
  openingHours: 'Mo-Su,PH 09:00-18:00',
  visitMinutes: 120,
  factsCheckedOn: '2026-11-23',
  image: { file: 'spots/x.svg', alt: 'X' },
};
const tour = {
  slug: 'walk',
  title: 'Walk',
  description: 'A walk.',
  category: 'history',
  cost: 20,
  costUnit: 'per-person',
  startTime: '09:00',
  days: ['Mo'],
  tags: ['history'],
  image: { file: 'tours/x.svg', alt: 'X' },
  stops: ['a', 'b', 'c'],
};
const event = {
  slug: 'guelaguetza',
  title: 'Guelaguetza',
  venue: 'Auditorio Guelaguetza',
  address: 'Cerro del Fortín',
  startsOn: '2027-07-19',
  endsOn: '2027-07-26',
  startTime: '10:00',
  priceText: 'Free (upper sections) – about MXN 1,700 for reserved seats',
  priceUnit: 'per-person',
  description: 'Dance.',
  link: 'https://example.com/',
  tags: ['dance', 'festival'],
  image: { file: 'events/x.svg', alt: 'X' },
};

/** The paths and messages of what a schema refuses. */
function refused(schema: typeof spotSource | typeof tourSource | typeof eventSource, data: object) {
  const result = schema.safeParse(data);
  return (result.error?.issues ?? []).map((issue) => `${issue.path.join('.')}: ${issue.message}`);
}

describe('price units', () => {
  it('accept a price with its unit', () => {
    expect(refused(spotSource, spot)).toEqual([]);
    expect(refused(tourSource, tour)).toEqual([]);
    expect(refused(eventSource, event)).toEqual([]);
  });

  it('refuse a price without a unit, or with one not on the list', () => {
    const { priceUnit: _spotUnit, ...bareSpot } = spot;
    expect(refused(spotSource, bareSpot)).toEqual([expect.stringMatching(/^priceUnit: /)]);
    expect(refused(spotSource, { ...spot, priceUnit: 'per-trajinera' })).toEqual([
      expect.stringMatching(/^priceUnit: /),
    ]);
    const { costUnit: _tourUnit, ...bareTour } = tour;
    expect(refused(tourSource, bareTour)).toEqual(['costUnit: is required with a cost']);
    const { priceUnit: _eventUnit, ...bareEvent } = event;
    expect(refused(eventSource, bareEvent)).toEqual([expect.stringMatching(/^priceUnit: /)]);
  });

  it("keep 'free' for a price of 0 and only for it, and no unit without a cost", () => {
    const freeOnly = "must be 'free' when the price is 0, and only then";
    expect(refused(spotSource, { ...spot, price: 0 })).toEqual([`priceUnit: ${freeOnly}`]);
    expect(refused(spotSource, { ...spot, priceUnit: 'free' })).toEqual([`priceUnit: ${freeOnly}`]);
    expect(refused(spotSource, { ...spot, price: 0, priceUnit: 'free' })).toEqual([]);
    const { cost: _cost, ...noCost } = tour;
    expect(refused(tourSource, noCost)).toEqual([
      'costUnit: must be left out when there is no cost',
    ]);
  });

  it('are set on every priced entry of the dataset, and a Xochimilco boat is per boat per hour', () => {
    const cities = readDataset().cities;
    const spots = cities.flatMap((city) => city.spots);
    expect(spots.find((s) => s.slug === 'xochimilco-nativitas')?.priceUnit).toBe(
      'per-boat-per-hour',
    );
    const tours = cities.flatMap((city) => city.tours);
    expect(tours.every((t) => t.cost === undefined || t.costUnit !== undefined)).toBe(true);
  });
});

const MONTHS = [
  'january',
  'february',
  'march',
  'april',
  'may',
  'june',
  'july',
  'august',
  'september',
  'october',
  'november',
  'december',
];

describe('event tags', () => {
  it('are a closed vocabulary of at most 25, with no month names', () => {
    expect(EVENT_TAGS.length).toBeLessThanOrEqual(25);
    expect(EVENT_TAGS.filter((tag) => MONTHS.includes(tag))).toEqual([]);
  });

  it('refuse a tag off the vocabulary, naming the ones allowed', () => {
    expect(refused(eventSource, { ...event, tags: ['festival', 'july'] })).toEqual([
      `tags.1: must be one of the event tags: ${EVENT_TAGS.join(', ')}`,
    ]);
  });

  it('are all the dataset uses, so the events filter offers at most 25 and no month', () => {
    const used = new Set(
      readDataset()
        .cities.flatMap((city) => city.events)
        .flatMap((e) => e.tags),
    );
    expect(used.size).toBeLessThanOrEqual(25);
    expect([...used].filter((tag) => MONTHS.includes(tag))).toEqual([]);
  });
});
