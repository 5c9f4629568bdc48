import { rmSync } from 'node:fs';
import { sql } from 'drizzle-orm';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { afterAll, describe, expect, it } from 'vitest';
import { rebuildSearchIndexes, type DatabaseHandle } from '../src/index.ts';
import { migrationsBefore } from './migrations.ts';
import { clonePglite, pgliteHandle } from './templates.ts';

describe('migration 0002_search_terms on a database that already has search documents', () => {
  let handle: DatabaseHandle;
  const before = migrationsBefore('0002_search_terms');
  afterAll(async () => {
    await handle?.close();
    rmSync(before, { recursive: true, force: true });
  });

  it('keys the documents and fills the terms index from them', async () => {
    // A database that has never been migrated (initdb only).
    handle = pgliteHandle(await clonePglite('blank'));
    await migrate(handle.db as never, { migrationsFolder: before });
    await handle.db.execute(sql`
      insert into search_documents (doc_type, doc_id, city_id, title, subtitle, title_normalized, popularity, tsv)
      values ('city', 2, 2, 'Oaxaca', 'Oaxaca', 'oaxaca', 0,
              setweight(to_tsvector('sendero', 'Oaxaca'), 'A') || setweight(to_tsvector('sendero', 'Oaxaca'), 'B')),
             ('spot', 7, 2, 'Mercado Benito Juárez', 'Oaxaca', 'mercado benito juarez', 3,
              setweight(to_tsvector('sendero', 'Mercado Benito Juárez'), 'A') || setweight(to_tsvector('sendero', 'Oaxaca'), 'B'))`);

    await handle.migrate();

    const { rows } = await handle.db.execute(sql`
      select d.doc_type, d.doc_id, t.term, t.place, t.title_words, t.popularity, t.title_order
      from search_terms t join search_documents d on d.key = t.doc_key
      order by d.doc_type, t.term`);
    expect(rows).toEqual([
      {
        doc_type: 'city',
        doc_id: 2,
        term: 'oaxaca',
        place: 3,
        title_words: 1,
        popularity: 0,
        title_order: 2,
      },
      {
        doc_type: 'spot',
        doc_id: 7,
        term: 'benito',
        place: 2,
        title_words: 3,
        popularity: 3,
        title_order: 1,
      },
      {
        doc_type: 'spot',
        doc_id: 7,
        term: 'juarez',
        place: 2,
        title_words: 3,
        popularity: 3,
        title_order: 1,
      },
      {
        doc_type: 'spot',
        doc_id: 7,
        term: 'mercado',
        place: 3,
        title_words: 3,
        popularity: 3,
        title_order: 1,
      },
      {
        doc_type: 'spot',
        doc_id: 7,
        term: 'oaxaca',
        place: 1,
        title_words: 3,
        popularity: 3,
        title_order: 1,
      },
    ]);
  });
});

describe('migration 0005_search_stop_words on a database that already has search documents', () => {
  let handle: DatabaseHandle;
  const before = migrationsBefore('0005_search_stop_words');
  afterAll(async () => {
    await handle?.close();
    rmSync(before, { recursive: true, force: true });
  });

  const terms = async () =>
    (
      await handle.db.execute(sql`
        select d.doc_id, t.term, t.place, t.title_words, t.title_order
        from search_terms t join search_documents d on d.key = t.doc_key
        order by d.doc_id, t.term`)
    ).rows;

  it('ranks titles by their words that are no stop word, and drops them from the typo dictionary, as the rebuild does', async () => {
    handle = pgliteHandle(await clonePglite('blank'));
    await migrate(handle.db as never, { migrationsFolder: before });
    await handle.db.execute(sql`
      insert into search_documents (doc_type, doc_id, city_id, title, subtitle, title_normalized, popularity, tsv)
      values ('city', 13, 13, 'La Paz', 'Baja California Sur', 'la paz', 0,
              setweight(to_tsvector('sendero', 'La Paz'), 'A') || setweight(to_tsvector('sendero', 'Baja California Sur'), 'B')),
             ('event', 9, 13, 'Carnaval de La Paz', 'La Paz', 'carnaval de la paz', 0,
              setweight(to_tsvector('sendero', 'Carnaval de La Paz'), 'A') || setweight(to_tsvector('sendero', 'La Paz'), 'B'))`);

    // The typo dictionary as it was built before: every title and subtitle word.
    await handle.db.execute(sql`
      insert into search_words (word, doc_count)
      select word, ndoc from ts_stat('select tsv from search_documents', 'ab')`);

    await handle.migrate();
    const words = async () =>
      (await handle.db.execute(sql`select word from search_words order by word`)).rows.map(
        (row) => row['word'],
      );
    expect(await words()).toEqual(['baja', 'california', 'carnaval', 'paz', 'sur']);
    const migrated = await terms();
    expect(migrated.filter((row) => row['doc_id'] === 13)).toEqual([
      { doc_id: 13, term: 'baja', place: 1, title_words: 1, title_order: 2 },
      { doc_id: 13, term: 'california', place: 1, title_words: 1, title_order: 2 },
      { doc_id: 13, term: 'la', place: 2, title_words: 1, title_order: 2 },
      { doc_id: 13, term: 'paz', place: 3, title_words: 1, title_order: 2 },
      { doc_id: 13, term: 'sur', place: 1, title_words: 1, title_order: 2 },
    ]);
    expect(migrated.find((row) => row['doc_id'] === 9 && row['term'] === 'carnaval')).toEqual({
      doc_id: 9,
      term: 'carnaval',
      place: 3,
      title_words: 2,
      title_order: 1,
    });

    await rebuildSearchIndexes(handle.db);
    expect(await terms()).toEqual(migrated);
    expect(await words()).toEqual(['baja', 'california', 'carnaval', 'paz', 'sur']);
  });
});
