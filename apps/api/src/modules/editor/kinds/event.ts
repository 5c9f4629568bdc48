/**
 * Events as editors change them (decision 0041). The dataset's rules for an event are all within
 * the entry (the last day not before the first, under MAX_EVENT_DAYS after it) and its slug is
 * unique across cities (the table's index), so nothing is checked across entities after the write.
 *
 * The quality rule "the next occurrence is within the coming 12 months" (check.ts) is not applied
 * to a publication: like the spots' "facts checked on a past day", it is a dataset test, not an
 * import rule, and an editor must still be able to correct or restore an event that is over.
 */
import {
  currentOccurrence,
  eventRow,
  eventSource,
  eventSourceOf,
  todayIn,
  type EventSource,
} from '@sendero/content';
import { cities, events } from '@sendero/db';
import { eq } from 'drizzle-orm';
import { toEventItem } from '../../events/service.ts';
import type { ContentKind } from './content-kind.ts';

export const eventKind: ContentKind = {
  kind: 'event',
  schema: eventSource as unknown as ContentKind['schema'],
  title: (data) => (typeof data['title'] === 'string' ? data['title'] : ''),

  async lockLive(tx, id) {
    const [row] = await tx.select().from(events).where(eq(events.id, id)).for('update').limit(1);
    return row ? { cityId: row.cityId, updatedAt: row.updatedAt, data: eventSourceOf(row) } : null;
  },

  async write(tx, { entityId, cityId, data, at }) {
    const row = eventRow(cityId, data as EventSource);
    if (entityId) {
      await tx
        .update(events)
        .set({ ...row, updatedAt: at })
        .where(eq(events.id, entityId));
      return entityId;
    }
    const [inserted] = await tx
      .insert(events)
      .values({ ...row, createdAt: at, updatedAt: at })
      .returning({ id: events.id });
    return inserted!.id;
  },

  // Made by the same mapping and the same shaping as GET /api/events, at the occurrence a
  // traveller would be shown today.
  async preview(db, { entityId, cityId, data, at }) {
    const [city] = await db
      .select({ name: cities.name, timeZone: cities.timeZone })
      .from(cities)
      .where(eq(cities.id, cityId));
    const row = eventRow(cityId, data as EventSource);
    const occurrence = currentOccurrence(
      row.startsOn,
      row.endsOn,
      row.recursYearly ?? false,
      todayIn(at),
    );
    return toEventItem(
      {
        id: entityId ?? 0,
        slug: row.slug,
        cityId,
        cityName: city!.name,
        title: row.title,
        venue: row.venue,
        address: row.address,
        startsOn: row.startsOn,
        endsOn: row.endsOn,
        startTime: row.startTime,
        endTime: row.endTime ?? null,
        priceText: row.priceText,
        priceUnit: row.priceUnit,
        description: row.description,
        link: row.link ?? null,
        tags: row.tags ?? [],
        coverUrl: row.coverUrl ?? null,
        coverAlt: row.coverAlt ?? null,
        recursYearly: row.recursYearly ?? false,
        datesVary: row.datesVary ?? false,
        timeZone: city!.timeZone,
      },
      occurrence,
    );
  },
};
