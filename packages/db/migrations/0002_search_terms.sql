CREATE TABLE "search_terms" (
	"term" text NOT NULL,
	"doc_key" integer NOT NULL,
	"doc_type" text NOT NULL,
	"city_id" integer,
	"place" smallint NOT NULL,
	"title_words" smallint NOT NULL,
	"popularity" integer NOT NULL,
	"title_order" integer NOT NULL,
	CONSTRAINT "search_terms_doc_key_term_pk" PRIMARY KEY("doc_key","term")
);
--> statement-breakpoint
ALTER TABLE "search_documents" ADD COLUMN "key" integer NOT NULL GENERATED ALWAYS AS IDENTITY (sequence name "search_documents_key_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1);--> statement-breakpoint
CREATE INDEX "search_terms_term_idx" ON "search_terms" USING btree ("term" text_pattern_ops,"doc_key","place","title_words","popularity","title_order","city_id","doc_type");--> statement-breakpoint
CREATE UNIQUE INDEX "search_documents_key_idx" ON "search_documents" USING btree ("key");--> statement-breakpoint
CREATE INDEX "search_documents_popularity_idx" ON "search_documents" USING btree ("popularity" DESC NULLS LAST,"title","doc_type","doc_id");--> statement-breakpoint
-- Existing documents get their terms now; imports rebuild them from then on (rebuildSearchTerms).
INSERT INTO "search_terms" ("term", "doc_key", "doc_type", "city_id", "place", "title_words", "popularity", "title_order")
SELECT l.lexeme, d.key, d.doc_type, d.city_id,
       CASE WHEN EXISTS (SELECT 1 FROM unnest(l.positions, l.weights) AS w(position, weight)
                         WHERE w.position = 1 AND w.weight = 'A') THEN 3
            WHEN 'A' = ANY(l.weights) THEN 2
            ELSE 1 END,
       length(ts_filter(d.tsv, '{a}')), d.popularity, d.title_order
FROM (SELECT *, row_number() OVER (ORDER BY title_normalized, doc_type, doc_id)::int AS title_order
      FROM search_documents) d
CROSS JOIN LATERAL unnest(ts_filter(d.tsv, '{a,b}')) AS l;
