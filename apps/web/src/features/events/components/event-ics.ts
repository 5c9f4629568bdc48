import { buildCalendar, calendarEventOf, type EventItem } from '@sendero/contract';

/** One event as an .ics file; without an end time it ends when it starts (content spec §2). */
export function buildEventIcs(event: EventItem, now: Date = new Date()): string {
  return buildCalendar([calendarEventOf(event)], { stamp: now });
}

export function icsFileName(event: Pick<EventItem, 'slug' | 'date'>): string {
  return `${event.slug}-${event.date}.ics`;
}

/** Saves the file through a temporary link (the browser's download, no new window). */
export function downloadEventIcs(event: EventItem): void {
  const blob = new Blob([buildEventIcs(event)], { type: 'text/calendar;charset=utf-8' });
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = icsFileName(event);
  document.body.append(link);
  link.click();
  link.remove();
  // Revoked on the next tick: revoking at once can cancel the download in some browsers.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

/** The feed for the current filters (same query as the list), for calendar subscriptions. */
export function feedUrl(filters: { cityId: number | null; q: string; tags: readonly string[] }) {
  const params = new URLSearchParams();
  if (filters.cityId !== null) params.set('cityId', String(filters.cityId));
  if (filters.q.trim()) params.set('q', filters.q.trim());
  for (const tag of filters.tags) params.append('tags', tag);
  const query = params.toString();
  return query ? `/api/events.ics?${query}` : '/api/events.ics';
}
