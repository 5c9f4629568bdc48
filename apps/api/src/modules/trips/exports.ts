/**
 * A trip taken along (issue 31, item 4): an iCalendar file with each place as an event at its
 * planned time in the city's zone (TZID, GEO) and each of the trip's events at its own time, and a
 * GPX file with the places as waypoints and one route per day (events have no map point). Both
 * time the days with tripDays, as the trip page does.
 */
import { buildCalendar, paths, type CalendarEvent, type TripDetail } from '@sendero/contract';
import { addDays, clockTime, eventSpan, MINUTES_PER_DAY, tripDays } from '@sendero/hours';

/** The day and wall-clock time `minutes` after `date`'s midnight (past 24:00: the next day). */
function at(date: string, minutes: number) {
  return {
    date: addDays(date, Math.floor(minutes / MINUTES_PER_DAY)),
    time: clockTime(minutes),
  };
}

export function tripCalendar(
  trip: TripDetail,
  { stamp, publicUrl }: { stamp: Date; publicUrl: string },
): string {
  const days = tripDays(trip);
  const pinned: CalendarEvent[] = days.flatMap((day) =>
    day.events.map((entry) => {
      const [from, to] = eventSpan(entry);
      const start = at(day.date, from);
      const end = at(day.date, to);
      return {
        uid: `trip-${trip.id}-event-${entry.id}@sendero.travel`,
        date: start.date,
        ...(end.date === start.date ? {} : { endDate: end.date }),
        startTime: start.time,
        endTime: end.time,
        timeZone: trip.timeZone,
        summary: entry.event.title,
        location: `${entry.event.venue}, ${entry.event.address}`,
        description: [
          `Day ${day.day} of ${trip.name}`,
          entry.event.endTime === null ? 'No end time is published' : null,
          entry.event.datesVary ? 'The dates move from year to year: check them' : null,
        ]
          .filter(Boolean)
          .join('. '),
        url: entry.event.link ?? `${publicUrl}${paths.events()}`,
      };
    }),
  );
  const events: CalendarEvent[] = days.flatMap((day) =>
    day.schedule.stops.map((timed, i) => {
      const item = day.items[i]!;
      const start = at(day.date, timed.start);
      return {
        uid: `trip-${trip.id}-item-${item.id}@sendero.travel`,
        date: start.date,
        startTime: start.time,
        endTime: clockTime(timed.leave),
        timeZone: trip.timeZone,
        summary: item.spot.name,
        location: item.spot.address,
        geo: item.spot.coordinates,
        description: [`Day ${day.day} of ${trip.name}`, item.spot.hoursNote]
          .filter(Boolean)
          .join('. '),
        url: `${publicUrl}${paths.spot(item.spot.id)}`,
      };
    }),
  );
  return buildCalendar([...events, ...pinned], { stamp, name: trip.name });
}

const XML_ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&apos;',
};
const xml = (text: string) => text.replace(/[&<>"']/g, (char) => XML_ESCAPES[char]!);
const point = ({ lat, lng }: { lat: number; lng: number }) =>
  `lat="${lat.toFixed(6)}" lon="${lng.toFixed(6)}"`;

/** GPX 1.1: every planned place once as a waypoint, and each day's places as a route. */
export function tripGpx(trip: TripDetail): string {
  const days = tripDays(trip);
  const waypoints = days.flatMap((day) =>
    day.items.map(
      (item) =>
        `  <wpt ${point(item.spot.coordinates)}>\n    <name>${xml(item.spot.name)}</name>\n` +
        `    <desc>${xml(`Day ${day.day}, ${item.spot.address}`)}</desc>\n  </wpt>`,
    ),
  );
  const routes = days
    .filter((day) => day.items.length > 0)
    .map((day) => {
      const points = day.items.map(
        (item) =>
          `    <rtept ${point(item.spot.coordinates)}><name>${xml(item.spot.name)}</name></rtept>`,
      );
      return `  <rte>\n    <name>${xml(`Day ${day.day} · ${day.date}`)}</name>\n${points.join('\n')}\n  </rte>`;
    });
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<gpx version="1.1" creator="Sendero" xmlns="http://www.topografix.com/GPX/1/1">',
    `  <metadata><name>${xml(trip.name)}</name></metadata>`,
    ...waypoints,
    ...routes,
    '</gpx>',
    '',
  ].join('\n');
}
