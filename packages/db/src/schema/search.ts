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
