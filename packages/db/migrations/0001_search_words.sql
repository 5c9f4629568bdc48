CREATE TABLE "search_words" (
	"word" text PRIMARY KEY NOT NULL,
	"doc_count" integer NOT NULL
);
--> statement-breakpoint
CREATE INDEX "search_words_trgm_idx" ON "search_words" USING gist ("word" gist_trgm_ops);--> statement-breakpoint
CREATE INDEX "search_words_prefix_idx" ON "search_words" USING btree ("word" text_pattern_ops);--> statement-breakpoint
-- Existing indexes get their dictionary now; imports rebuild it from then on (rebuildSearchWords).
INSERT INTO "search_words" ("word", "doc_count") SELECT word, ndoc FROM ts_stat('SELECT tsv FROM search_documents', 'ab');
