import type { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { executePrepared, likePrefix, startsWith } from '../src/prepared.ts';
import { clonePglite, pgliteHandle } from './templates.ts';

const dialect = new PgDialect();

describe('startsWith', () => {
  it('is a range up to the prefix with its last character raised by one', () => {
    expect(dialect.sqlToQuery(startsWith(sql`w.word`, 'gua'))).toMatchObject({
      sql: '(w.word ~>=~ $1 and w.word ~<~ $2)',
      params: ['gua', 'gub'],
    });
    expect(dialect.sqlToQuery(startsWith(sql`w.word`, 'caz')).params).toEqual(['caz', 'ca{']);
    expect(dialect.sqlToQuery(startsWith(sql`w.word`, 'añ')).params).toEqual(['añ', 'aò']);
  });

  it('skips the surrogates, and falls back to LIKE at the last code point', () => {
    expect(dialect.sqlToQuery(startsWith(sql`w`, 'a\uD7FF')).params).toEqual([
      'a\uD7FF',
      'a\uE000',
    ]);
    expect(dialect.sqlToQuery(startsWith(sql`w`, 'a\u{10FFFF}'))).toMatchObject({
      sql: 'w like $1',
      params: ['a\u{10FFFF}%'],
    });
  });

  it('escapes LIKE characters in a LIKE prefix', () => {
    expect(likePrefix('50%_off\\')).toBe('50\\%\\_off\\\\%');
  });

  describe('in PostgreSQL', () => {
    let db: PGlite;
    beforeAll(async () => {
      db = await clonePglite('blank');
      await db.exec(
        "create table w (word text); insert into w values ('gua'), ('guadalupe'), ('gub'), ('gu'), ('guá'), ('añejo'), ('año'), ('aña'), ('ao')",
      );
    });
    afterAll(() => db?.close());

    it('matches exactly the words that start with the prefix, accents included', async () => {
      const matches = async (prefix: string) => {
        const { sql: text, params } = dialect.sqlToQuery(
          sql`select word from w where ${startsWith(sql`word`, prefix)} `,
        );
        const { rows } = await db.query<{ word: string }>(text, params);
        return rows.map((row) => row.word).sort();
      };
      expect(await matches('gua')).toEqual(['gua', 'guadalupe']);
      expect(await matches('gu')).toEqual(['gu', 'gua', 'guadalupe', 'gub', 'guá']);
      expect(await matches('añ')).toEqual(['aña', 'añejo', 'año']);
    });
  });
});

describe('executePrepared on PGlite', () => {
  let client: PGlite;
  beforeAll(async () => {
    client = await clonePglite('blank');
    await client.exec('create table visits (city text not null)');
  });
  afterAll(() => client?.close());

  const count = (city: string) =>
    sql`select count(*)::int as n from visits where city = ${city} /* prepared-test */`;
  const prepared = async () =>
    (
      await client.query<{ statement: string }>(
        `select statement from pg_prepared_statements where statement like '%prepared-test%' and statement not like '%pg_prepared_statements%'`,
      )
    ).rows;

  it('names the statement once on the session and binds its values', async () => {
    const { db } = pgliteHandle(client);
    await client.exec("insert into visits values ('oaxaca'), ('oaxaca'), ('puebla')");
    expect((await executePrepared(db, count('oaxaca'))).rows).toEqual([{ n: 2 }]);
    expect((await executePrepared(db, count("puebla' or 'x'='x"))).rows).toEqual([{ n: 0 }]);
    expect((await executePrepared(db, count('puebla'))).rows).toEqual([{ n: 1 }]);
    // One shape, one statement kept by the session: parsed and planned once, not per call.
    expect(await prepared()).toHaveLength(1);
  });

  it("never runs inside another caller's open transaction, and waits for its end", async () => {
    const { db } = pgliteHandle(client);
    let during: Promise<{ rows: Record<string, unknown>[] }> | undefined;
    await client
      .transaction(async (tx) => {
        await tx.query("insert into visits values ('tulum')");
        during = executePrepared(db, count('tulum'));
        // Let the search try its turn while the transaction is open.
        await new Promise((resolve) => setTimeout(resolve, 20));
        throw new Error('rolled back');
      })
      .catch(() => undefined);
    // Run after the rollback: it never saw the row that was never committed.
    expect((await during)?.rows).toEqual([{ n: 0 }]);
    expect(client.isInTransaction()).toBe(false);
  });
});
