import { sql, type SQL } from 'drizzle-orm';
import type { Database } from '../open.ts';
import { executePrepared, likePrefix, startsWith } from '../prepared.ts';
import { SEARCH_STOP_WORDS } from './search-stop-words.ts';

export interface SearchFilters {
  cityId?: number | undefined;
  docType?: string | undefined;
  /** Every listed tag must be present. */
  tags?: string[] | undefined;
}

/** One typed word for the search_terms index: its whole-word alternatives and its prefixes. */
export interface TermGroup {
  exact: string[];
  prefixes: string[];
}

export interface TextSearchParams extends SearchFilters {
  /** A tsquery built from letters/digits only, e.g. `casa & oax:*` (never raw input). */
  tsquery: string;
  /** The same words in the title, subtitle or tags only (weights A, B), e.g. `casa:AB & oax:*AB`. */
  labelTsquery: string;
  /** The same words for search_terms (letters and digits only), one group per typed word. */
  groups: TermGroup[];
  limit: number;
  offset: number;
  /** Matches are counted up to this many; the ones past it are not paged to either. */
  countLimit: number;
}

export interface SearchMatchRow {
  docType: string;
  docId: number;
  cityId: number | null;
  title: string;
  subtitle: string;
  /** For posts, whose route needs it; null otherwise. */
  slug: string | null;
  /** For events, their stored dates (the caller works out the run to show); null otherwise. */
  event: SearchEventDates | null;
}

export interface SearchEventDates {
  /** YYYY-MM-DD */
  startsOn: string;
  /** YYYY-MM-DD */
  endsOn: string;
  recursYearly: boolean;
  datesVary: boolean;
}

export interface SearchMatches {
  rows: SearchMatchRow[];
  /** Every match of the query, up to the count limit. */
  total: number;
  /** More than `total` match: the count stopped at its limit. */
  totalIsLowerBound: boolean;
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

function toEventDates(value: unknown): SearchEventDates | null {
  // json_build_object arrives parsed from node-postgres and PGlite alike.
  if (typeof value !== 'object' || value === null) return null;
  const dates = value as Record<string, unknown>;
  return {
    startsOn: String(dates['startsOn']),
    endsOn: String(dates['endsOn']),
    recursYearly: dates['recursYearly'] === true,
    datesVary: dates['datesVary'] === true,
  };
}

function toRows(rows: Record<string, unknown>[]): SearchMatchRow[] {
  return rows.map((row) => ({
    docType: String(row['docType']),
    docId: Number(row['docId']),
    cityId: row['cityId'] === null ? null : Number(row['cityId']),
    title: String(row['title']),
    subtitle: String(row['subtitle'] ?? ''),
    slug: typeof row['slug'] === 'string' ? row['slug'] : null,
    event: toEventDates(row['event']),
  }));
}

function capped(count: number, countLimit: number) {
  return { total: Math.min(count, countLimit), totalIsLowerBound: count > countLimit };
}

/** A search_terms row `p` matches the group: one of its whole words, or a word its prefix starts. */
function termMatches(group: TermGroup): SQL {
  const parts = [
    ...group.exact.map((word) => sql`p.term = ${word}`),
    ...group.prefixes.map((word) => startsWith(sql`p.term`, word)),
  ];
  return sql`(${sql.join(parts, sql` or `)})`;
}

/**
 * What a page's result rows need besides `d`'s own columns, looked up by primary key for the
 * page's rows only: the slug of a post (its route) and the stored dates of an event.
 */
function extraColumns(docType: SQL, docId: SQL): SQL {
  return sql`(select p.slug from city_posts p where ${docType} = 'post' and p.id = ${docId}) as slug,
  (select json_build_object('startsOn', e.starts_on::text, 'endsOn', e.ends_on::text,
                            'recursYearly', e.recurs_yearly, 'datesVary', e.dates_vary)
   from events e where ${docType} = 'event' and e.id = ${docId}) as event`;
}

/** Display columns of the documents `d`, with the extras of posts and events. */
const DISPLAY_COLUMNS = sql`d.doc_type as "docType", d.doc_id as "docId", d.city_id as "cityId",
  d.title, d.subtitle, ${extraColumns(sql`d.doc_type`, sql`d.doc_id`)}`;

const bit = (position: number) => sql.raw(String(2 ** position));

/**
 * The documents whose title, subtitle or tags hold every word, ranked from search_terms alone.
 * The tier says where the words are — 4 the whole title, exactly; 3 the whole title, the last word
 * still being typed ("oax" → "Oaxaca"); 2 the title starting with the first word; 1 anywhere in
 * the title; 0 the subtitle or tags — then popularity, then the title's alphabetical place.
 *
 * Each row of a document adds bits to one mask (one aggregate, grouped by one integer: this is
 * what keeps a few thousand rows cheap): bit i, the row matches word i; bit n+i, it does in the
 * title; bit 2n, the title's first word matches the first word; bit 2n+1, a title word is the
 * last word exactly. A tag filter needs the documents, so it joins them before the ranking; city
 * and type are in the terms. Returns the best `limit` and how many there are.
 */
async function findLabelMatches(db: Database, params: TextSearchParams, limit: number) {
  const { groups } = params;
  const n = groups.length;
  const matches = groups.map(termMatches);
  // With one word, the where clause already says every row matches it.
  const words = sql.join(
    matches.map((match, i) =>
      n === 1 ? bit(i) : sql`(case when ${match} then ${bit(i)} else 0 end)`,
    ),
    sql` | `,
  );
  const last = groups[n - 1]!;
  const lastWords = sql.join(
    [...last.exact, ...last.prefixes].map((word) => sql`${word}`),
    sql`, `,
  );
  const mask = sql`(${words})
    | (case when p.place >= 2 then (${words}) << ${sql.raw(String(n))} else 0 end)
    | (case when p.place = 3 and ${n === 1 ? sql`true` : matches[0]!} then ${bit(2 * n)} else 0 end)
    | (case when p.place >= 2 and p.term in (${lastWords}) then ${bit(2 * n + 1)} else 0 end)`;
  const everyWord = sql.raw(String(2 ** n - 1));
  const inTitle = sql.raw(String((2 ** n - 1) * 2 ** n));
  const termFilters: SQL[] = [];
  if (params.cityId !== undefined) termFilters.push(sql`and p.city_id = ${params.cityId}`);
  if (params.docType !== undefined) termFilters.push(sql`and p.doc_type = ${params.docType}`);
  const tagged =
    params.tags && params.tags.length > 0
      ? sql`join search_documents d on d.key = m.doc_key where true ${filterSql({ tags: params.tags })}`
      : sql``;
  // The count of every match (body included) rides along, evaluated only when the title,
  // subtitle and tag matches alone do not pass the count limit (an unused InitPlan never runs).
  const result = await executePrepared(
    db,
    sql`
    with page as (
      select r.tier, r.popularity, r.title_order, r.total, ${DISPLAY_COLUMNS}
      from (
        select m.doc_key, m.popularity, m.title_order, count(*) over () as total,
               case when (m.found & ${inTitle}) <> ${inTitle} then 0
                    when (m.found & ${bit(2 * n)}) = 0 then 1
                    when m.title_words <> ${sql.raw(String(n))} then 2
                    when (m.found & ${bit(2 * n + 1)}) <> 0 then 4
                    else 3 end as tier
        from (
          select p.doc_key, bit_or(${mask}) as found, max(p.title_words) as title_words,
                 max(p.popularity) as popularity, max(p.title_order) as title_order
          from search_terms p
          where (${sql.join(matches, sql` or `)}) ${sql.join(termFilters, sql` `)}
          group by p.doc_key
          having bit_or(${words}) = ${everyWord}
        ) m ${tagged}
        order by tier desc, m.popularity desc, m.title_order asc
        limit ${limit}
      ) r
      join search_documents d on d.key = r.doc_key
    )
    select page.*,
           case when coalesce(page.total, 0) <= ${params.countLimit}
                then (${countSql(params)}) end as "allTotal",
           (select c.reltuples from pg_class c where c.oid = 'search_documents'::regclass) as documents
    from (select 1) one left join page on true
    order by page.tier desc, page.popularity desc, page.title_order asc`,
  );
  const first = result.rows[0];
  const labelTotal = Number(first?.['total'] ?? 0);
  const allTotal = first?.['allTotal'];
  return {
    rows: toRows(result.rows.filter((row) => row['docId'] !== null)),
    total: labelTotal,
    /** Every match, up to the count limit + 1; null when the label matches alone pass it. */
    allTotal: allTotal === null || allTotal === undefined ? null : Number(allTotal),
    /** The planner's estimate of the documents (0 when it has none yet). */
    documents: Math.max(0, Number(first?.['documents'] ?? 0)),
  };
}

/** How many body-only matches there are (at least), among how many matches and documents. */
interface BodyMatchCounts {
  bodyMatches: number;
  matches: number;
  documents: number;
}

/**
 * The documents that match only with the body's words, after every title, subtitle and tag match,
 * by popularity, then title. Two ways to the first `limit`: a scan of
 * search_documents_popularity_idx that stops once it has them (it reads about
 * limit × documents ÷ bodyMatches rows), or every match from the GIN index, sorted (it reads every
 * match). The cheaper one is written so the planner cannot pick the other (`offset 0` keeps the
 * ordered scan out): with few body matches, an ordered scan could walk the whole table.
 */
async function findBodyMatches(
  db: Database,
  params: TextSearchParams,
  limit: number,
  counts: BodyMatchCounts,
) {
  const scanned = (limit * counts.documents) / counts.bodyMatches;
  const order = sql`order by d.popularity desc nulls last, d.title asc, d.doc_type asc, d.doc_id asc
    limit ${limit}`;
  if (counts.documents > 0 && scanned < counts.matches) {
    // Planned with its values, not prepared: the ordered scan is the planner's to take, and only
    // a real selectivity shows it how soon the scan stops.
    const result = await db.execute(sql`
      select ${DISPLAY_COLUMNS} from search_documents d
      where d.tsv @@ to_tsquery('sendero', ${params.tsquery})
        and not (d.tsv @@ to_tsquery('sendero', ${params.labelTsquery})) ${filterSql(params)}
      ${order}`);
    return toRows(result.rows);
  }
  // Every match from the GIN index: prepared on PostgreSQL, as the other statements, with each
  // query parsed once (see countSql). Planned with its values (as PGlite still plans it), a small
  // table's matches looked cheaper to find by reading every document, whose vector the planner
  // does not know it must decompress.
  const result = await executePrepared(
    db,
    sql`
    select ${DISPLAY_COLUMNS} from (
      select * from search_documents d
      where d.tsv @@ (select to_tsquery('sendero', ${params.tsquery}))
        and not (d.tsv @@ (select to_tsquery('sendero', ${params.labelTsquery})))
        ${filterSql(params)}
      offset 0) d
    ${order}`,
  );
  return toRows(result.rows);
}

/**
 * Every match, up to `countLimit + 1` (each counted one is read: the GIN index rechecks). The
 * query is parsed once, in its own subquery: in a prepared statement's generic plan,
 * `to_tsquery('sendero', $1)` is not folded into a constant, and the recheck would parse it again
 * for every row it reads.
 */
function countSql(params: TextSearchParams): SQL {
  return sql`select count(*)::int from (
      select 1 from search_documents d
      where d.tsv @@ (select to_tsquery('sendero', ${params.tsquery})) ${filterSql(params)}
      limit ${params.countLimit + 1}) c`;
}

async function countTextMatches(db: Database, params: TextSearchParams): Promise<number> {
  const result = await executePrepared(db, sql`select (${countSql(params)}) as n`);
  return Number(result.rows[0]?.['n'] ?? 0);
}

/**
 * Full-text matches: the title, subtitle and tag matches first, ranked from the search_terms
 * index (a broad prefix costs an index range scan, not a read of every matching document), then
 * the body-only matches, read only when the page reaches them. The two sets are disjoint and in
 * rank order, so their concatenation is the ranking at any page. The count stops at `countLimit`;
 * more title, subtitle and tag matches than that need no count at all.
 */
export async function findTextMatches(
  db: Database,
  params: TextSearchParams,
): Promise<SearchMatches> {
  const need = Math.max(0, Math.min(params.offset + params.limit, params.countLimit));
  // Past the counted matches there is no page, only the count.
  if (need === 0) {
    return { rows: [], ...capped(await countTextMatches(db, params), params.countLimit) };
  }
  const label = await findLabelMatches(db, params, need);
  const count = label.allTotal ?? label.total;
  const rows = label.rows;
  if (need > label.total && count > label.total) {
    const counts = {
      bodyMatches: count - label.total,
      matches: count,
      documents: label.documents,
    };
    rows.push(...(await findBodyMatches(db, params, need - label.total, counts)));
  }
  return { rows: rows.slice(params.offset), ...capped(count, params.countLimit) };
}

export interface TitleSearchParams extends SearchFilters {
  /** Normalised words (letters and digits only, so no LIKE wildcards). */
  words: string[];
  phrase: string;
  limit: number;
  offset: number;
  countLimit: number;
}

/**
 * The last resort: titles containing every word anywhere (the trigram GIN index serves
 * `like '%word%'`), for words the text parser never indexed, such as the inside of `<script>`.
 * Whole-title and start-of-title matches first, then popularity.
 */
export async function findTitleMatches(
  db: Database,
  params: TitleSearchParams,
): Promise<SearchMatches> {
  const contains = sql.join(
    params.words.map((word) => sql`d.title_normalized like ${`%${word}%`}`),
    sql` and `,
  );
  const need = Math.max(0, Math.min(params.offset + params.limit, params.countLimit));
  const result = await db.execute(sql`
    select m.*, ${extraColumns(sql`m."docType"`, sql`m."docId"`)}
    from (select *, count(*) over () as total from (
      select d.doc_type as "docType", d.doc_id as "docId", d.city_id as "cityId",
             d.title, d.subtitle, d.popularity,
             case when d.title_normalized = ${params.phrase} then 2
                  when d.title_normalized like ${likePrefix(params.phrase)} then 1
                  else 0 end as tier
      from search_documents d
      where ${contains} ${filterSql(params)}
      offset 0
    ) ranked
    order by tier desc, popularity desc, title asc, "docType" asc, "docId" asc
    limit ${need}) m
    order by m.tier desc, m.popularity desc, m.title asc, m."docType" asc, m."docId" asc`);
  const count = Number(result.rows[0]?.['total'] ?? 0);
  return { rows: toRows(result.rows).slice(params.offset), ...capped(count, params.countLimit) };
}

/**
 * Inserts search documents from `source`, a select naming doc_type, doc_id, city_id, tags, title,
 * subtitle, body, popularity, `labels` (the words indexed with the subtitle's weight B: city,
 * category, tags) and `indexed_body` (the words indexed with weight C: the body and what else
 * should match without being shown). The normalised title and the weighted vector are derived
 * here only, so every writer (the import, tests, the benchmark) indexes alike.
 */
export function insertSearchDocuments(source: SQL): SQL {
  return sql`
    insert into search_documents
      (doc_type, doc_id, city_id, tags, title, subtitle, body, title_normalized, popularity, tsv)
    select s.doc_type, s.doc_id, s.city_id, s.tags, s.title, s.subtitle, s.body,
           sendero_unaccent(lower(s.title)), s.popularity,
           setweight(to_tsvector('sendero', s.title), 'A') ||
           setweight(to_tsvector('sendero', s.labels), 'B') ||
           setweight(to_tsvector('sendero', s.indexed_body), 'C')
    from (${source}) s`;
}

/** The stop words as an SQL array, for the rebuilds. */
function stopWordArray(): SQL {
  return sql`array[${sql.join(
    SEARCH_STOP_WORDS.map((word) => sql`${word}`),
    sql`, `,
  )}]::text[]`;
}

/**
 * Rebuilds search_words from the title and subtitle words (weights A, B) of search_documents. Stop
 * words are no search word (decision 0019): a typo must not be corrected into one ("thee" into
 * "the", which would match nearly everything).
 */
export async function rebuildSearchWords(db: Pick<Database, 'execute'>): Promise<void> {
  await db.execute(sql`delete from search_words`);
  await db.execute(sql`
    insert into search_words (word, doc_count)
    select word, ndoc from ts_stat('select tsv from search_documents', 'ab')
    where word <> all(${stopWordArray()})`);
}

/**
 * Rebuilds search_terms from the title, subtitle and tag words (weights A, B) of search_documents.
 * The title is weighted A and comes first, so its words are the A positions in order. A title is
 * ranked by its words that are no stop word (decision 0019): its first such word has place 3 and
 * its word count leaves stop words out, so "La Paz" is the whole title for the typed "la paz",
 * which searches for "paz". The stop words keep their rows (place 2 in the title), so a prefix
 * still finds what the text index finds.
 */
export async function rebuildSearchTerms(db: Pick<Database, 'execute'>): Promise<void> {
  const stopWords = stopWordArray();
  await db.execute(sql`delete from search_terms`);
  await db.execute(sql`
    insert into search_terms
      (term, doc_key, doc_type, city_id, place, title_words, popularity, title_order)
    select l.lexeme, d.key, d.doc_type, d.city_id,
           case when exists (select 1 from unnest(l.positions, l.weights) as w(position, weight)
                             where w.position = t.first_word and w.weight = 'A') then 3
                when 'A' = any(l.weights) then 2
                else 1 end,
           t.title_words, d.popularity, d.title_order
    from (select *, row_number() over (order by title_normalized, doc_type, doc_id)::int as title_order
          from search_documents) d
    cross join lateral (
      select count(distinct a.lexeme)::int as title_words, min(p.position) as first_word
      from unnest(ts_filter(d.tsv, '{a}')) as a
      cross join lateral unnest(a.positions) as p(position)
      where a.lexeme <> all(${stopWords})) t
    cross join lateral unnest(ts_filter(d.tsv, '{a,b}')) as l`);
}

/** Everything derived from search_documents: the typo dictionary and the terms index. */
export async function rebuildSearchIndexes(db: Pick<Database, 'execute'>): Promise<void> {
  await rebuildSearchWords(db);
  await rebuildSearchTerms(db);
}

/**
 * After a rebuild, outside its transaction (VACUUM cannot run in one): marks the rewritten pages
 * all-visible, so search_terms answers from its index alone, and refreshes the planner's statistics.
 */
export async function vacuumSearchIndexes(db: Pick<Database, 'execute'>): Promise<void> {
  await db.execute(sql`vacuum (analyze) search_documents, search_terms, search_words`);
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
      ? sql`exists (select 1 from search_words w where ${startsWith(sql`w.word`, word)})`
      : sql`exists (select 1 from search_words w where w.word = ${word})`;
    const distance = typing ? sql`${word} <<-> w.word` : sql`w.word <-> ${word}`;
    return sql`select ${index}::int as i, ${known} as known,
      array(select c.word from (select w.word, w.doc_count, ${distance} as distance
                                from search_words w order by ${distance} limit ${params.candidates}) c
            order by c.distance, c.doc_count desc, c.word) as close`;
  });
  const result = await executePrepared(db, sql`${sql.join(parts, sql` union all `)} order by i`);
  return result.rows.map((row) => {
    const known = row['known'] === true;
    const close = Array.isArray(row['close']) ? row['close'].map(String) : [];
    return { known, close: known ? [] : close };
  });
}
