/**
 * Rebuilds search_documents from the content tables (architecture §6): cities, tours, spots and
 * published city posts, weighted title A, subtitle B, body C, with the accent-insensitive `sendero`
 * configuration.
 * Popularity is favourites + bookmarks, so "popular" ranking follows travellers.
 */
import { sql } from 'drizzle-orm';
import { rebuildSearchIndexes, savesOfTarget, type Database } from '@sendero/db';

type Executor = Pick<Database, 'execute'>;

export async function rebuildSearchDocuments(db: Executor) {
  await db.execute(
    sql`delete from search_documents where doc_type in ('city', 'tour', 'spot', 'post')`,
  );
  await db.execute(sql`
    insert into search_documents (doc_type, doc_id, city_id, tags, title, subtitle, body, title_normalized, popularity, tsv)
    select 'city', c.id, c.id, '{}'::text[], c.name, coalesce(c.region, ''), c.description,
           sendero_unaccent(lower(c.name)), 0,
           setweight(to_tsvector('sendero', c.name), 'A') ||
           setweight(to_tsvector('sendero', coalesce(c.region, '')), 'B') ||
           setweight(to_tsvector('sendero', c.description), 'C')
    from cities c`);
  await db.execute(sql`
    insert into search_documents (doc_type, doc_id, city_id, tags, title, subtitle, body, title_normalized, popularity, tsv)
    select 'tour', t.id, t.city_id, t.tags, t.title, c.name, t.description,
           sendero_unaccent(lower(t.title)),
           ${savesOfTarget('tour', sql`t.id`)},
           setweight(to_tsvector('sendero', t.title), 'A') ||
           setweight(to_tsvector('sendero', c.name || ' ' || t.category || ' ' || array_to_string(t.tags, ' ')), 'B') ||
           setweight(to_tsvector('sendero', t.description), 'C')
    from tours t join cities c on c.id = t.city_id`);
  await db.execute(sql`
    insert into search_documents (doc_type, doc_id, city_id, tags, title, subtitle, body, title_normalized, popularity, tsv)
    select 'spot', s.id, s.city_id, s.tags, s.name, c.name, s.description,
           sendero_unaccent(lower(s.name)),
           ${savesOfTarget('spot', sql`s.id`)},
           setweight(to_tsvector('sendero', s.name), 'A') ||
           setweight(to_tsvector('sendero', c.name || ' ' || s.category || ' ' || array_to_string(s.tags, ' ')), 'B') ||
           setweight(to_tsvector('sendero', s.description || ' ' || s.address), 'C')
    from spots s join cities c on c.id = s.city_id`);
  // Posts have no favourites or bookmarks: their popularity stays 0.
  await db.execute(sql`
    insert into search_documents (doc_type, doc_id, city_id, tags, title, subtitle, body, title_normalized, popularity, tsv)
    select 'post', p.id, p.city_id, p.tags, p.title, c.name, p.subtitle,
           sendero_unaccent(lower(p.title)), 0,
           setweight(to_tsvector('sendero', p.title), 'A') ||
           setweight(to_tsvector('sendero', c.name || ' ' || p.type || ' ' || array_to_string(p.tags, ' ')), 'B') ||
           setweight(to_tsvector('sendero', p.subtitle || ' ' || coalesce(
             (select string_agg(coalesce(ps.heading, '') || ' ' || ps.body_md, ' ' order by ps.sort_index)
              from post_sections ps where ps.post_id = p.id), '')), 'C')
    from city_posts p join cities c on c.id = p.city_id
    where p.published`);
  // The typo dictionary and the terms index follow the documents, in the same transaction.
  await rebuildSearchIndexes(db);
}
