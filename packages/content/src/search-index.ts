/**
 * Rebuilds search_documents from the content tables (architecture §6): cities, tours, spots and
 * published city posts, weighted title A, subtitle B, body C, with the accent-insensitive `sendero`
 * configuration.
 * Popularity is favourites + bookmarks, so "popular" ranking follows travellers.
 */
import { sql } from 'drizzle-orm';
import {
  insertSearchDocuments,
  rebuildSearchIndexes,
  savesOfTarget,
  type Database,
} from '@sendero/db';

type Executor = Pick<Database, 'execute'>;

export async function rebuildSearchDocuments(db: Executor) {
  await db.execute(
    sql`delete from search_documents where doc_type in ('city', 'tour', 'spot', 'post')`,
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
  // Posts have no favourites or bookmarks: their popularity stays 0.
  await db.execute(
    insertSearchDocuments(sql`
      select 'post' as doc_type, p.id as doc_id, p.city_id, p.tags, p.title, c.name as subtitle,
             p.subtitle as body, 0 as popularity,
             c.name || ' ' || p.type || ' ' || array_to_string(p.tags, ' ') as labels,
             p.subtitle || ' ' || coalesce(
               (select string_agg(coalesce(ps.heading, '') || ' ' || ps.body_md, ' ' order by ps.sort_index)
                from post_sections ps where ps.post_id = p.id), '') as indexed_body
      from city_posts p join cities c on c.id = p.city_id
      where p.published`),
  );
  // The typo dictionary and the terms index follow the documents, in the same transaction.
  await rebuildSearchIndexes(db);
}
