/**
 * One row per searchable document (architecture §6). `tsv` is maintained by the writer in the same
 * transaction as the content it indexes; trigram indexes back the typo-tolerant fallback.
 */
import { sql } from 'drizzle-orm';
import { customType, index, integer, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';

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
  },
  (t) => [
    primaryKey({ columns: [t.docType, t.docId] }),
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
