-- Events join the search index (issue 15, item 12). Imports index them from now on
-- (rebuildSearchDocuments in packages/content); the events of an existing database are indexed
-- here as the import indexes them, then the typo dictionary and the terms index are rebuilt as in
-- 0001 and 0005. A fresh database has no events yet: this inserts nothing.
INSERT INTO "search_documents" ("doc_type", "doc_id", "city_id", "tags", "title", "subtitle", "body", "title_normalized", "popularity", "tsv")
SELECT 'event', e.id, e.city_id, e.tags, e.title, c.name, e.description,
       sendero_unaccent(lower(e.title)), 0,
       setweight(to_tsvector('sendero', e.title), 'A') ||
       setweight(to_tsvector('sendero', c.name || ' ' || array_to_string(e.tags, ' ')), 'B') ||
       setweight(to_tsvector('sendero', e.venue || ' ' || e.description || ' ' || (
         SELECT string_agg(to_char(m, 'FMMonth'), ' ' ORDER BY m)
         FROM generate_series(date_trunc('month', e.starts_on::timestamp), e.ends_on::timestamp,
                              interval '1 month') AS m)), 'C')
FROM events e JOIN cities c ON c.id = e.city_id
WHERE e.recurs_yearly OR e.ends_on >= (now() AT TIME ZONE 'America/Mexico_City')::date
ON CONFLICT ("doc_type", "doc_id") DO NOTHING;--> statement-breakpoint
DELETE FROM "search_words";--> statement-breakpoint
INSERT INTO "search_words" ("word", "doc_count") SELECT word, ndoc FROM ts_stat('SELECT tsv FROM search_documents', 'ab')
WHERE word <> ALL (ARRAY['a', 'an', 'and', 'at', 'by', 'for', 'from', 'in', 'of', 'on', 'or',
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
