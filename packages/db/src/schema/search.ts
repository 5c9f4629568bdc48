/**
 * One row per searchable document (architecture §6). `tsv` is maintained by the writer in the same
 * transaction as the content it indexes; trigram indexes back the typo-tolerant fallback.
 */
import { sql } from 'drizzle-orm';
import {
  customType,
  index,
  integer,
  pgTable,
  primaryKey,
  smallint,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });

export const searchDocuments = pgTable(
  'search_documents',
  {
    docType: text('doc_type').notNull(),
    docId: integer('doc_id').notNull(),
    cityId: integer('city_id'),
    tags: text('tags')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    title: text('title').notNull(),
    subtitle: text('subtitle').notNull().default(''),
    body: text('body').notNull().default(''),
    /** unaccent(lower(title)), kept for trigram similarity. */
    titleNormalized: text('title_normalized').notNull(),
    popularity: integer('popularity').notNull().default(0),
    tsv: tsvector('tsv').notNull(),
    /** A compact key for search_terms, whose ranking groups its rows by document. */
    key: integer('key').notNull().generatedAlwaysAsIdentity(),
  },
  (t) => [
    primaryKey({ columns: [t.docType, t.docId] }),
    uniqueIndex('search_documents_key_idx').on(t.key),
    // Body-only matches in rank order (popularity, then title): when they are many, a scan in
    // this order stops after a page instead of ranking them all.
    index('search_documents_popularity_idx').on(t.popularity.desc(), t.title, t.docType, t.docId),
    index('search_documents_tsv_idx').using('gin', t.tsv),
    index('search_documents_title_trgm_idx').using('gin', sql`${t.titleNormalized} gin_trgm_ops`),
    index('search_documents_city_idx').on(t.cityId),
  ],
);

/**
 * The distinct words of the indexed titles and subtitles, rebuilt with search_documents. A typed
 * word that is none of them is corrected to the closest ones (trigram KNN on the GiST index), so a
 * typo costs one small lookup instead of a similarity scan over every title.
 */
export const searchWords = pgTable(
  'search_words',
  {
    word: text('word').primaryKey(),
    docCount: integer('doc_count').notNull(),
  },
  (t) => [
    index('search_words_trgm_idx').using('gist', sql`${t.word} gist_trgm_ops`),
    // `word like 'oax%'` for the word being typed.
    index('search_words_prefix_idx').using('btree', sql`${t.word} text_pattern_ops`),
  ],
);

/**
 * The title, subtitle and tag words of search_documents, one row per word and document: an
 * inverted index the search ranks from without reading the documents. A broad prefix ("gua")
 * matches thousands of documents; ranking them from the GIN index meant reading every one of them
 * (15–20 ms), while this covering btree answers with an index-only range scan grouped by one
 * integer (2–3 ms). Rebuilt with search_documents (rebuildSearchIndexes); popularity follows saves
 * (refreshSearchPopularity).
 */
export const searchTerms = pgTable(
  'search_terms',
  {
    /** A lexeme of the `sendero` configuration: unaccented, lower-case. */
    term: text('term').notNull(),
    /** search_documents.key */
    docKey: integer('doc_key').notNull(),
    docType: text('doc_type').notNull(),
    cityId: integer('city_id'),
    /** Where the word is: 3 the title's first word, 2 elsewhere in the title, 1 only the subtitle or tags. */
    place: smallint('place').notNull(),
    /** Words in the document's title: a title of as many words as typed is the whole title. */
    titleWords: smallint('title_words').notNull(),
    popularity: integer('popularity').notNull(),
    /** The document's place in the alphabetical order of titles: the last tie-break. */
    titleOrder: integer('title_order').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.docKey, t.term] }),
    // `term like 'gua%'` and `term = 'oaxaca'` answered from the index alone: every column the
    // ranking and the filters read is a key column (drizzle has no INCLUDE).
    index('search_terms_term_idx').using(
      'btree',
      sql`${t.term} text_pattern_ops`,
      t.docKey,
      t.place,
      t.titleWords,
      t.popularity,
      t.titleOrder,
      t.cityId,
      t.docType,
    ),
  ],
);
