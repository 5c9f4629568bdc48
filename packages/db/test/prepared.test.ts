import type { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { likePrefix, startsWith } from '../src/prepared.ts';
import { clonePglite } from './templates.ts';

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
