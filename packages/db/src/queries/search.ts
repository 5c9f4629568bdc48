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

export interface TitleSearchParams extends SearchFilters {
  /** Normalised words (letters and digits only, so no LIKE wildcards). */
  words: string[];
  phrase: string;
  limit: number;
  offset: number;
}

/**
 * The last resort: titles containing every word anywhere (the trigram GIN index serves
 * `like '%word%'`), for words the text parser never indexed, such as the inside of `<script>`.
 * Whole-title and start-of-title matches first, then popularity.
 */
export async function findTitleMatches(
  db: Database,
  params: TitleSearchParams,
): Promise<SearchMatchRow[]> {
  const contains = sql.join(
    params.words.map((word) => sql`d.title_normalized like ${`%${word}%`}`),
    sql` and `,
  );
  const result = await db.execute(sql`
    select m."docType", m."docId", m."cityId", m.title, m.subtitle, m.total,
           (select p.slug from city_posts p where m."docType" = 'post' and p.id = m."docId") as slug
    from (select *, count(*) over () as total from (
      select d.doc_type as "docType", d.doc_id as "docId", d.city_id as "cityId",
             d.title, d.subtitle, d.popularity,
             case when d.title_normalized = ${params.phrase} then 2
                  when d.title_normalized like ${`${params.phrase}%`} then 1
                  else 0 end as tier
      from search_documents d
      where ${contains} ${filterSql(params)}
      offset 0
    ) ranked
    order by tier desc, popularity desc, title asc, "docType" asc, "docId" asc
    limit ${params.limit} offset ${params.offset}) m
    order by m.tier desc, m.popularity desc, m.title asc, m."docType" asc, m."docId" asc`);
  return toRows(result.rows);
}

/** Rebuilds search_words from the title and subtitle words (weights A, B) of search_documents. */
export async function rebuildSearchWords(db: Pick<Database, 'execute'>): Promise<void> {
  await db.execute(sql`delete from search_words`);
  await db.execute(sql`
    insert into search_words (word, doc_count)
    select word, ndoc from ts_stat('select tsv from search_documents', 'ab')`);
}

export interface WordLookup {
  /** The word is in the dictionary (for the word being typed: some word starts with it). */
  known: boolean;
  /** The closest dictionary words by trigrams, closest first (empty when known). */
  close: string[];
}

/**
 * One round trip for every typed word: is it a dictionary word, and if not, which are the closest
 * (KNN on the GiST trigram index, bounded to `candidates` before any filtering so a word close to
 * nothing never walks the whole index). The word being typed is compared by word similarity, so a
 * typo in an unfinished word ("oaxc") still reaches the word it starts ("oaxaca").
 */
export async function lookUpWords(
  db: Database,
  params: { words: readonly string[]; prefixLast: boolean; candidates: number },
): Promise<WordLookup[]> {
  const parts = params.words.map((word, index) => {
    const typing = params.prefixLast && index === params.words.length - 1;
    const known = typing
      ? sql`exists (select 1 from search_words w where w.word like ${`${word}%`})`
      : sql`exists (select 1 from search_words w where w.word = ${word})`;
    const distance = typing ? sql`${word} <<-> w.word` : sql`w.word <-> ${word}`;
    return sql`select ${index}::int as i, ${known} as known,
      array(select c.word from (select w.word, w.doc_count, ${distance} as distance
                                from search_words w order by ${distance} limit ${params.candidates}) c
            order by c.distance, c.doc_count desc, c.word) as close`;
  });
  const result = await db.execute(sql`${sql.join(parts, sql` union all `)} order by i`);
  return result.rows.map((row) => {
    const known = row['known'] === true;
    const close = Array.isArray(row['close']) ? row['close'].map(String) : [];
    return { known, close: known ? [] : close };
  });
}
