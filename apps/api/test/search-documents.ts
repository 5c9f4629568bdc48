import { sql } from 'drizzle-orm';
import { insertSearchDocuments, rebuildSearchIndexes, type Database } from '@sendero/db';

export interface SearchDocumentFields {
  type?: string;
  id: number;
  cityId?: number;
  tags?: string[];
  title: string;
  subtitle?: string;
  body?: string;
  popularity?: number;
}

/**
 * Writes documents straight into the search index, for titles no dataset would carry, indexed as
 * the import indexes them (the subtitle as labels, the body as body), then rebuilds what derives
 * from the index.
 */
export async function insertSearchDocumentRows(db: Database, docs: SearchDocumentFields[]) {
  for (const doc of docs) {
    const tags = sql.join(
      (doc.tags ?? []).map((tag) => sql`${tag}`),
      sql`, `,
    );
    const subtitle = doc.subtitle ?? '';
    const body = doc.body ?? '';
    await db.execute(
      insertSearchDocuments(sql`
        select ${doc.type ?? 'spot'}::text as doc_type, ${doc.id}::int as doc_id,
               ${doc.cityId ?? 1}::int as city_id, array[${tags}]::text[] as tags,
               ${doc.title}::text as title, ${subtitle}::text as subtitle, ${body}::text as body,
               ${doc.popularity ?? 0}::int as popularity, ${subtitle}::text as labels,
               ${body}::text as indexed_body`),
    );
  }
  await rebuildSearchIndexes(db);
}

/**
 * `count` spots numbered n = 1…count: titled "<title> n", ids from `firstId` + n, popularity n (or
 * n modulo `popularityModulo`), then the derived indexes rebuilt.
 */
export async function insertNumberedSpots(
  db: Database,
  spots: {
    firstId: number;
    count: number;
    title: string;
    cityId: number;
    subtitle: string;
    body: string;
    popularityModulo?: number;
  },
) {
  const popularity = spots.popularityModulo ? sql`n % ${spots.popularityModulo}` : sql`n`;
  await db.execute(
    insertSearchDocuments(sql`
      select 'spot' as doc_type, ${spots.firstId}::int + n as doc_id, ${spots.cityId}::int as city_id,
             '{}'::text[] as tags, ${spots.title} || ' ' || n as title,
             ${spots.subtitle}::text as subtitle, ${spots.body}::text as body,
             ${popularity} as popularity, ${spots.subtitle}::text as labels,
             ${spots.body}::text as indexed_body
      from generate_series(1, ${spots.count}) as n`),
  );
  await rebuildSearchIndexes(db);
}
