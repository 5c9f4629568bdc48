/**
 * An event as the dataset writes it (EventSource) and as the `events` table holds it, both ways:
 * the import and an editor's publication write rows with `eventRow`, and a draft starts from a
 * live event with `eventSourceOf`, so the two never disagree on what a field means.
 */
import type { events } from '@sendero/db';
import type { EventSource } from './schema.ts';
import { MEDIA_BASE_URL, mediaUrl } from './spot-rows.ts';

type EventInsert = typeof events.$inferInsert;
type EventRow = typeof events.$inferSelect;

export function eventRow(cityId: number, event: EventSource): EventInsert {
  return {
    cityId,
    slug: event.slug,
    title: event.title,
    venue: event.venue,
    address: event.address,
    startsOn: event.startsOn,
    endsOn: event.endsOn,
    startTime: event.startTime,
    endTime: event.endTime ?? null,
    priceText: event.priceText,
    priceUnit: event.priceUnit,
    description: event.description,
    link: event.link,
    tags: event.tags,
    coverUrl: mediaUrl(event.image),
    coverAlt: event.image.alt,
    recursYearly: event.recursYearly,
    datesVary: event.datesVary,
  };
}

/** The table's `time` columns answer "HH:MM:SS"; the dataset writes "HH:MM". */
const hhmm = (time: string) => time.slice(0, 5);

/**
 * The live event in the dataset's shape (optional fields left out when empty). The table keeps
 * no picture credit, so none is here; a link or picture the table lacks is left empty for the
 * editor to fill, as the dataset requires both.
 */
export function eventSourceOf(row: EventRow): EventSource {
  return {
    slug: row.slug,
    title: row.title,
    venue: row.venue,
    address: row.address,
    startsOn: row.startsOn,
    endsOn: row.endsOn,
    startTime: hhmm(row.startTime),
    ...(row.endTime === null ? {} : { endTime: hhmm(row.endTime) }),
    datesVary: row.datesVary,
    priceText: row.priceText,
    priceUnit: row.priceUnit,
    description: row.description,
    link: row.link ?? '',
    tags: row.tags,
    image: {
      file: (row.coverUrl ?? '').slice(MEDIA_BASE_URL.length),
      alt: row.coverAlt ?? '',
    },
    recursYearly: row.recursYearly,
  };
}
