import type { OpenDay, SpotSummary } from '@sendero/contract';

/** Seven-plus days of a museum open Tue–Sun 10:00–18:00, closed Mondays, from `first`. */
export function museumDays(first: string, count = 9, holidays: Record<string, string> = {}) {
  const days: OpenDay[] = [];
  for (let i = 0; i < count; i += 1) {
    const date = new Date(Date.parse(`${first}T00:00Z`) + i * 86_400_000)
      .toISOString()
      .slice(0, 10);
    const monday = new Date(`${date}T00:00Z`).getUTCDay() === 1;
    days.push({
      date,
      open: monday ? [] : [['10:00', '18:00']],
      holiday: holidays[date] ?? null,
    });
  }
  return days;
}

export function testSpot(overrides: Partial<SpotSummary> = {}): SpotSummary {
  return {
    id: 11,
    slug: 'museo',
    name: 'Museo Textil',
    description: '',
    address: 'Centro',
    coordinates: { lat: 17, lng: -96.7 },
    price: 5,
    priceUnit: 'per-person',
    priceNote: null,
    timeSpent: '2 hours',
    category: 'museum',
    tags: [],
    openingHours: 'Tu-Su 10:00-18:00; Mo off',
    hoursNote: 'Last entry 17:30',
    visitMinutes: 120,
    factsCheckedOn: '2026-10-12',
    timeZone: 'America/Mexico_City',
    // Sunday 6 Dec 2026 is the day before; Monday 7 Dec the first "today".
    openDays: museumDays('2026-12-06'),
    website: null,
    media: [],
    cityId: 2,
    cityName: 'Oaxaca',
    city: { id: 2, name: 'Oaxaca' },
    ...overrides,
  };
}

/** 2026-12-07 (a Monday) at hh:mm in Mexico City (UTC−6 all year). */
export function mexicoCityInstant(date: string, time: string): number {
  return Date.parse(`${date}T${time}:00-06:00`);
}
