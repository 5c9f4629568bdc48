import { rmSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { afterAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '@sendero/db';
import { migrationStatements, migrationsWithout } from '../../db/test/migrations.ts';
import { clonePglite, pgliteHandle } from '../../db/test/templates.ts';
import { importDataset, readDataset } from '../src/index.ts';

const FIXTURE = fileURLToPath(new URL('./fixtures/basic', import.meta.url));

describe('migration 0006_search_events on a database imported before events were searchable', () => {
  let handle: DatabaseHandle;
  // Every other migration, so today's importer can write its columns (it cannot write the schema of
  // the time); 0006 itself is then run by hand on the index as an older import left it.
  const before = migrationsWithout('0006_search_events');
  afterAll(async () => {
    await handle?.close();
    rmSync(before, { recursive: true, force: true });
  });

  /** The whole search index, without the generated keys (they differ between two inserts). */
  const index = async () => {
    const documents = await handle.db.execute(sql`
      select doc_type, doc_id, city_id, tags, title, subtitle, body, title_normalized, popularity,
             tsv::text as tsv
      from search_documents order by doc_type, doc_id`);
    const terms = await handle.db.execute(sql`
      select d.doc_type, d.doc_id, t.term, t.place, t.title_words, t.popularity, t.title_order
      from search_terms t join search_documents d on d.key = t.doc_key
      order by d.doc_type, d.doc_id, t.term`);
    const words = await handle.db.execute(sql`select * from search_words order by word`);
    return { documents: documents.rows, terms: terms.rows, words: words.rows };
  };

  it('indexes the existing events as an import does', async () => {
    handle = pgliteHandle(await clonePglite('blank'));
    await migrate(handle.db as never, { migrationsFolder: before });
    await importDataset(handle.db, readDataset(join(FIXTURE, 'data')), join(FIXTURE, 'images'));
    const imported = await index();
    expect(imported.documents.filter((doc) => doc['doc_type'] === 'event')).toHaveLength(1);
    expect(imported.words.map((word) => word['word'])).toContain('guelaguetza');

    // The index as the import wrote it before events were searchable.
    await handle.db.execute(sql`delete from search_documents where doc_type = 'event'`);
    await handle.db.execute(sql`delete from search_words where word = 'guelaguetza'`);

    for (const statement of migrationStatements('0006_search_events')) {
      await handle.db.execute(sql.raw(statement));
    }
    expect(await index()).toEqual(imported);
  });
});
