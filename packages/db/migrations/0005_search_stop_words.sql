-- Stop words (decision 0019): a title is ranked by its other words. Its first word that is no stop
-- word has place 3 and its word count leaves the stop words out, so "La Paz" is the whole title
-- for "la paz", which searches for "paz"; and the typo dictionary holds no stop word, so no typo
-- is corrected into one. Existing documents get their terms and words again now; imports rebuild
-- them from then on (rebuildSearchIndexes, with SEARCH_STOP_WORDS, the same list as here).
DELETE FROM "search_words"
WHERE "word" = ANY (ARRAY['a', 'an', 'and', 'at', 'by', 'for', 'from', 'in', 'of', 'on', 'or',
                          'the', 'to', 'with', 'al', 'de', 'del', 'el', 'en', 'la', 'las',
                          'los', 'y']::text[]);--> statement-breakpoint
DELETE FROM "search_terms";--> statement-breakpoint
INSERT INTO "search_terms" ("term", "doc_key", "doc_type", "city_id", "place", "title_words", "popularity", "title_order")
SELECT l.lexeme, d.key, d.doc_type, d.city_id,
       CASE WHEN EXISTS (SELECT 1 FROM unnest(l.positions, l.weights) AS w(position, weight)
                         WHERE w.position = t.first_word AND w.weight = 'A') THEN 3
            WHEN 'A' = ANY(l.weights) THEN 2
            ELSE 1 END,
       t.title_words, d.popularity, d.title_order
FROM (SELECT *, row_number() OVER (ORDER BY title_normalized, doc_type, doc_id)::int AS title_order
      FROM search_documents) d
CROSS JOIN LATERAL (
  SELECT count(DISTINCT a.lexeme)::int AS title_words, min(p.position) AS first_word
  FROM unnest(ts_filter(d.tsv, '{a}')) AS a
  CROSS JOIN LATERAL unnest(a.positions) AS p(position)
  WHERE a.lexeme <> ALL (ARRAY['a', 'an', 'and', 'at', 'by', 'for', 'from', 'in', 'of', 'on', 'or',
                               'the', 'to', 'with', 'al', 'de', 'del', 'el', 'en', 'la', 'las',
                               'los', 'y']::text[])) t
CROSS JOIN LATERAL unnest(ts_filter(d.tsv, '{a,b}')) AS l;
