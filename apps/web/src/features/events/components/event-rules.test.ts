import { describe, expect, it } from 'vitest';
import {
  collectTags,
  filterEvents,
  foldEventTags,
  formatTime,
  formatTimeRange,
  groupByDate,
  parseCityParam,
  resolveSelectedCity,
  toCityOption,
  savedEventSummary,
} from './event-rules.ts';
import { buildEvent } from './test-events.ts';

describe('times and dates', () => {
  it('shows HH:MM from the first five characters', () => {
    expect(formatTime('19:00:00')).toBe('19:00');
    expect(formatTime('07:05')).toBe('07:05');
    expect(formatTime(null)).toBe('');
    expect(formatTimeRange('19:00:00', '23:30:00')).toBe('19:00 – 23:30');
    expect(formatTimeRange('19:00', null)).toBe('19:00');
  });
});

describe('saved events (decision 0014)', () => {
  it('sums up a saved event: range or date, time unless its dates vary, city', () => {
    expect(savedEventSummary(buildEvent({ date: '2027-07-20', startTime: '10:00' }))).toBe(
      'Tuesday, July 20, 2027 · 10:00 · Oaxaca',
    );
    const fil = buildEvent({
      date: '2026-11-28',
      endDate: '2026-12-06',
      datesVary: true,
      city: 'Guadalajara',
    });
    expect(savedEventSummary(fil)).toBe('28 Nov – 6 Dec · Dates vary each year · Guadalajara');
  });
});

describe('groupByDate', () => {
  it('puts events of one date under one heading, in order', () => {
    const a = buildEvent({ date: '2027-01-06', startTime: '09:00' });
    const b = buildEvent({ date: '2027-01-06', startTime: '19:00' });
    const c = buildEvent({ date: '2027-02-01' });
    expect(groupByDate([a, b, c])).toEqual([
      { date: '2027-01-06', events: [a, b] },
      { date: '2027-02-01', events: [c] },
    ]);
    expect(groupByDate([])).toEqual([]);
  });
});

describe('filterEvents', () => {
  const fest = buildEvent({
    title: 'Mérida Fest',
    venue: 'Plaza Grande',
    description: 'Concerts.',
    tags: ['festival', 'music', 'free'],
  });
  const dance = buildEvent({
    title: 'Guelaguetza',
    venue: 'Auditorio',
    description: 'Dance on the Cerro del Fortín.',
    tags: ['festival', 'dance'],
  });
  const all = [fest, dance];

  it('searches title, venue and description, ignoring case, accents and blanks', () => {
    expect(filterEvents(all, { q: 'merida', tags: [] })).toEqual([fest]);
    expect(filterEvents(all, { q: '  PLAZA ', tags: [] })).toEqual([fest]);
    expect(filterEvents(all, { q: 'fortin', tags: [] })).toEqual([dance]);
    expect(filterEvents(all, { q: '   ', tags: [] })).toEqual(all);
    expect(filterEvents(all, { q: 'festival', tags: [] })).toEqual([]);
  });

  it('requires every selected tag', () => {
    expect(filterEvents(all, { q: '', tags: ['festival'] })).toEqual(all);
    expect(filterEvents(all, { q: '', tags: ['festival', 'music'] })).toEqual([fest]);
    expect(filterEvents(all, { q: '', tags: ['music', 'dance'] })).toEqual([]);
    expect(filterEvents(all, { q: 'guelaguetza', tags: ['music'] })).toEqual([]);
  });
});

describe('tags', () => {
  it('collects tags, most frequent first, then alphabetical', () => {
    const events = [
      buildEvent({ tags: ['music', 'free'] }),
      buildEvent({ tags: ['free', 'art'] }),
      buildEvent({ tags: ['free', 'music'] }),
    ];
    expect(collectTags(events)).toEqual(['free', 'music', 'art']);
  });

  it('sorts accented tags by their letters, as a reader would', () => {
    const events = [buildEvent({ tags: ['zoo', 'zócalo', 'charro', 'charrería'] })];
    expect(collectTags(events)).toEqual(['charrería', 'charro', 'zócalo', 'zoo']);
  });

  it('folds after ten with "Show n more", keeping selected tags visible', () => {
    const tags = Array.from({ length: 14 }, (_, i) => `t${String(i).padStart(2, '0')}`);
    expect(foldEventTags(tags, [], false)).toEqual({
      visible: tags.slice(0, 10),
      hiddenCount: 4,
      foldable: true,
    });
    expect(foldEventTags(tags, [], true)).toEqual({
      visible: tags,
      hiddenCount: 0,
      foldable: true,
    });
    expect(foldEventTags(tags, ['t12'], false)).toEqual({
      visible: [...tags.slice(0, 10), 't12'],
      hiddenCount: 3,
      foldable: true,
    });
    expect(foldEventTags(tags.slice(0, 10), [], false)).toEqual({
      visible: tags.slice(0, 10),
      hiddenCount: 0,
      foldable: false,
    });
  });
});

describe('city options and the fallback to All', () => {
  it('reads id and name from any of the known keys', () => {
    expect(toCityOption({ id: 5, name: 'Mérida' })).toEqual({ id: 5, name: 'Mérida' });
    expect(toCityOption({ cityId: '2', cityName: 'Oaxaca' })).toEqual({ id: 2, name: 'Oaxaca' });
    expect(toCityOption({ city_id: 3, title: 'Guadalajara' })).toEqual({
      id: 3,
      name: 'Guadalajara',
    });
    expect(toCityOption({ id: 9, label: 'Tulum' })).toEqual({ id: 9, name: 'Tulum' });
    expect(toCityOption({ id: 8, slug: 'puebla' })).toEqual({ id: 8, name: 'puebla' });
    expect(toCityOption({ name: 'No id' })).toBeNull();
    expect(toCityOption(null)).toBeNull();
  });

  it('parses the city of the URL', () => {
    expect(parseCityParam('5')).toBe(5);
    expect(parseCityParam(null)).toBeNull();
    expect(parseCityParam('abc')).toBeNull();
    expect(parseCityParam('0')).toBeNull();
  });

  it('falls back to All once the city list lacks the selected city', () => {
    const cities = [
      { id: 2, name: 'Oaxaca' },
      { id: 5, name: 'Mérida' },
    ];
    expect(resolveSelectedCity(5, cities)).toBe(5);
    expect(resolveSelectedCity(77, cities)).toBeNull();
    expect(resolveSelectedCity(77, undefined)).toBe(77);
    expect(resolveSelectedCity(null, cities)).toBeNull();
  });
});
