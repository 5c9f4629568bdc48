/**
 * Rebuilds search_documents from the content tables (architecture §6): cities, tours, spots,
 * published city posts and events, weighted title A, subtitle B, body C, with the
 * accent-insensitive `sendero` configuration.
 * Popularity is favourites + bookmarks, so "popular" ranking follows travellers.
 */
import { sql } from 'drizzle-orm';
import {
  insertSearchDocuments,
  rebuildSearchIndexes,
  savesOfTarget,
  type Database,
} from '@sendero/db';
import { todayIn } from './recurrence.ts';

type Executor = Pick<Database, 'execute'>;

/**
 * Events, under their city (the subtitle, as for tours and spots) with their tags; the body holds
 * the venue, the description and the months of the run ("oaxaca july" finds the Guelaguetza). A
 * one-off event already over is left out: the events page would not list it. The dates shown come
 * from the events table at search time (a yearly event's next run). Events have no saves.
 */
const eventDocuments = (today: string) => sql`
  select 'event' as doc_type, e.id as doc_id, e.city_id, e.tags, e.title, c.name as subtitle,
         e.description as body, 0 as popularity,
         c.name || ' ' || array_to_string(e.tags, ' ') as labels,
         e.venue || ' ' || e.description || ' ' || (
           select string_agg(to_char(m, 'FMMonth'), ' ' order by m)
           from generate_series(date_trunc('month', e.starts_on::timestamp), e.ends_on::timestamp,
                                interval '1 month') as m) as indexed_body
  from events e join cities c on c.id = e.city_id
  where e.recurs_yearly or e.ends_on >= ${today}::date`;

export async function rebuildSearchDocuments(db: Executor) {
  await db.execute(
    sql`delete from search_documents where doc_type in ('city', 'tour', 'spot', 'post', 'event')`,
  );
  await db.execute(
    insertSearchDocuments(sql`
      select 'city' as doc_type, c.id as doc_id, c.id as city_id, '{}'::text[] as tags,
             c.name as title, coalesce(c.region, '') as subtitle, c.description as body,
             0 as popularity, coalesce(c.region, '') as labels, c.description as indexed_body
      from cities c`),
  );
  await db.execute(
    insertSearchDocuments(sql`
      select 'tour' as doc_type, t.id as doc_id, t.city_id, t.tags, t.title, c.name as subtitle,
             t.description as body, ${savesOfTarget('tour', sql`t.id`)} as popularity,
             c.name || ' ' || t.category || ' ' || array_to_string(t.tags, ' ') as labels,
             t.description as indexed_body
      from tours t join cities c on c.id = t.city_id`),
  );
  await db.execute(
    insertSearchDocuments(sql`
      select 'spot' as doc_type, s.id as doc_id, s.city_id, s.tags, s.name as title,
             c.name as subtitle, s.description as body,
             ${savesOfTarget('spot', sql`s.id`)} as popularity,
             c.name || ' ' || s.category || ' ' || array_to_string(s.tags, ' ') as labels,
             s.description || ' ' || s.address as indexed_body
      from spots s join cities c on c.id = s.city_id`),
  );
  // Posts have no favourites or bookmarks: their popularity stays 0. A link's words are its text:
  // the destination of a reference (spot:templo-mayor, post-links.ts) is no word of the guide.
  await db.execute(
    insertSearchDocuments(sql`
      select 'post' as doc_type, p.id as doc_id, p.city_id, p.tags, p.title, c.name as subtitle,
             p.subtitle as body, 0 as popularity,
             c.name || ' ' || p.type || ' ' || array_to_string(p.tags, ' ') as labels,
             p.subtitle || ' ' || coalesce(
               (select string_agg(coalesce(ps.heading, '') || ' ' ||
                                  regexp_replace(ps.body_md, '\\]\\((spot|tour|event):[^)]*\\)', ']', 'g'),
                                  ' ' order by ps.sort_index)
                from post_sections ps where ps.post_id = p.id), '') as indexed_body
      from city_posts p join cities c on c.id = p.city_id
      where p.published`),
  );
  await db.execute(insertSearchDocuments(eventDocuments(todayIn(new Date()))));
  // The typo dictionary and the terms index follow the documents, in the same transaction.
  await rebuildSearchIndexes(db);
}
