import { sql, type SQL } from 'drizzle-orm';
import type { Database } from '../open.ts';

export interface SearchFilters {
  cityId?: number | undefined;
  docType?: string | undefined;
  /** Every listed tag must be present. */
  tags?: string[] | undefined;
}

export interface TextSearchParams extends SearchFilters {
  /** A tsquery built from letters/digits only, e.g. `casa & oax:*` (never raw input). */
  tsquery: string;
  /** The same words restricted to the title (weight A), e.g. `casa:A & oax:*A`. */
  titleTsquery: string;
  /** The normalised words joined by single spaces: unaccented, lower-case, letters/digits only. */
  phrase: string;
  limit: number;
  offset: number;
}

export interface TypoSearchParams extends SearchFilters {
  phrase: string;
  /** pg_trgm word similarity a title needs to count as a match (0–1). */
  threshold: number;
  limit: number;
  offset: number;
}

export interface SearchMatchRow {
  docType: string;
  docId: number;
  cityId: number | null;
  title: string;
  subtitle: string;
  /** For posts, whose route needs it; null otherwise. */
  slug: string | null;
  /** Every match of the query, not only this page's. */
  total: number;
}

function filterSql(filters: SearchFilters): SQL {
  const parts: SQL[] = [];
  if (filters.cityId !== undefined) parts.push(sql`and d.city_id = ${filters.cityId}`);
  if (filters.docType !== undefined) parts.push(sql`and d.doc_type = ${filters.docType}`);
  if (filters.tags && filters.tags.length > 0) {
    const tags = sql.join(
      filters.tags.map((tag) => sql`${tag}`),
      sql`, `,
    );
    parts.push(sql`and d.tags @> array[${tags}]::text[]`);
  }
  return sql.join(parts, sql` `);
}

function toRows(rows: Record<string, unknown>[]): SearchMatchRow[] {
  return rows.map((row) => ({
    docType: String(row['docType']),
    docId: Number(row['docId']),
    cityId: row['cityId'] === null ? null : Number(row['cityId']),
    title: String(row['title']),
    subtitle: String(row['subtitle'] ?? ''),
    slug: typeof row['slug'] === 'string' ? row['slug'] : null,
    total: Number(row['total']),
  }));
}

/**
 * Full-text matches (the GIN tsv index), ranked by where the words are: the whole title (or the
 * title completing the word being typed), the start of the title, anywhere in the title (weight
 * A), elsewhere; then ts_rank (title A > subtitle and tags B > body C); then popularity. The rank
 * is computed below the window (`offset 0` keeps it there), so only narrow rows are counted and
 * sorted (a window over the wide rows spilled to disk and was the slow part). Post slugs are
 * looked up for the returned page only.
 */
export async function findTextMatches(
  db: Database,
  params: TextSearchParams,
): Promise<SearchMatchRow[]> {
  const result = await db.execute(sql`
    select m."docType", m."docId", m."cityId", m.title, m.subtitle, m.total,
           (select p.slug from city_posts p where m."docType" = 'post' and p.id = m."docId") as slug
    from (select *, count(*) over () as total from (
      select d.doc_type as "docType", d.doc_id as "docId", d.city_id as "cityId",
             d.title, d.subtitle, d.popularity,
             case when d.title_normalized = ${params.phrase} then 4
                  -- the whole title is the word being typed ("oax" → "Oaxaca")
                  when d.title_normalized like ${`${params.phrase}%`}
                       and d.title_normalized not like ${`${params.phrase}% %`} then 3
                  when d.title_normalized like ${`${params.phrase}%`} then 2
                  when d.tsv @@ to_tsquery('sendero', ${params.titleTsquery}) then 1
                  else 0 end as tier,
             round(ts_rank(d.tsv, to_tsquery('sendero', ${params.tsquery}))::numeric, 4) as relevance
      from search_documents d
      where d.tsv @@ to_tsquery('sendero', ${params.tsquery}) ${filterSql(params)}
      offset 0
    ) ranked
    order by tier desc, relevance desc, popularity desc, title asc, "docType" asc, "docId" asc
    limit ${params.limit} offset ${params.offset}) m
    order by m.tier desc, m.relevance desc, m.popularity desc, m.title asc, m."docType" asc, m."docId" asc`);
  return toRows(result.rows);
}

/**
 * The typo fallback: titles whose words are close to the query (pg_trgm `<%` on the trigram GIN
 * index of title_normalized), closest first, then the shorter title (the closer whole), then
 * popularity. The threshold of `<%` is a setting, so it is set for this transaction only.
 */
export async function findTypoMatches(
  db: Database,
  params: TypoSearchParams,
): Promise<SearchMatchRow[]> {
  return db.transaction(async (tx) => {
    await tx.execute(
      sql`select set_config('pg_trgm.word_similarity_threshold', ${String(params.threshold)}, true)`,
    );
    const result = await tx.execute(sql`
      select m."docType", m."docId", m."cityId", m.title, m.subtitle, m.total,
             (select p.slug from city_posts p where m."docType" = 'post' and p.id = m."docId") as slug
      from (select *, count(*) over () as total from (
        select d.doc_type as "docType", d.doc_id as "docId", d.city_id as "cityId",
               d.title, d.subtitle, d.popularity,
               round(word_similarity(${params.phrase}, d.title_normalized)::numeric, 2) as closeness
        from search_documents d
        where ${params.phrase} <% d.title_normalized ${filterSql(params)}
        offset 0
      ) ranked
      order by closeness desc, length(title) asc, popularity desc, title asc, "docType" asc, "docId" asc
      limit ${params.limit} offset ${params.offset}) m
      order by m.closeness desc, length(m.title) asc, m.popularity desc, m.title asc,
               m."docType" asc, m."docId" asc`);
    return toRows(result.rows);
  });
}
