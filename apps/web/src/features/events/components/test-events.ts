import type { EventItem } from '@sendero/contract';

let sequence = 0;

/** A valid event by default, overridden field by field (tests only). */
export function buildEvent(overrides: Partial<EventItem> = {}): EventItem {
  sequence += 1;
  const date = overrides.date ?? '2027-07-20';
  return {
    id: sequence,
    slug: `event-${sequence}`,
    cityId: 2,
    city: 'Oaxaca',
    title: `Event ${sequence}`,
    venue: 'Zócalo',
    address: 'Centro, Oaxaca',
    date,
    endDate: date,
    datesVary: false,
    timeZone: 'America/Mexico_City',
    startTime: '10:00',
    endTime: null,
    priceText: 'Free',
    priceUnit: 'free',
    description: 'A fiesta.',
    link: 'https://example.com/',
    tags: ['festival'],
    coverUrl: '/media/events/x.svg',
    coverAlt: 'An illustration',
    recursYearly: true,
    ...overrides,
  };
}
