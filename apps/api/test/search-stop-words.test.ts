import { describe, expect, it } from 'vitest';
import type { SearchPage } from '@sendero/contract';
import { SEARCH_STOP_WORDS } from '@sendero/db';
import { queryWords } from '../src/modules/search/query-words.ts';
import { useApp } from './build.ts';
import { testDatabases } from './databases.ts';

describe('query words', () => {
  it('leave out stop words wherever they are', () => {
    expect(queryWords('Things to do in Oaxaca')).toEqual(['things', 'do', 'oaxaca']);
    expect(queryWords('Museo de la Ciudad')).toEqual(['museo', 'ciudad']);
    expect(queryWords('THE')).toEqual([]);
    expect(queryWords('de la y el')).toEqual([]);
  });

  it('keep words that only start like a stop word', () => {
    expect(queryWords('theatre dell isla')).toEqual(['theatre', 'dell', 'isla']);
  });
});

describe.each(testDatabases)('stop words in GET /api/search on $name', (target) => {
  const ctx = useApp(target, { env: { RATE_LIMIT_FACTOR: '10' }, content: 'real' });

  const search = async (q: string, more = '') => {
    const response = await ctx.app.inject({ url: `/api/search?${more}`, query: { q } });
    expect(response.statusCode, response.body).toBe(200);
    return response.json<SearchPage>();
  };
  const first = async (q: string) => (await search(q)).content[0];

  it('finds nothing for a query of stop words only', async () => {
    for (const q of ['the', 'or', 'and', 'a', 'of', 'in', 'to', 'de', 'la', 'el y los', 'of the']) {
      expect(await search(q), q).toMatchObject({ content: [], totalElements: 0, totalPages: 0 });
    }
    // Every one of them, on the results page too.
    for (const word of SEARCH_STOP_WORDS) {
      expect((await search(word, 'size=50')).totalElements, word).toBe(0);
    }
  });

  it('ignores stop words inside a longer query', async () => {
    const plain = await search('mercado oaxaca', 'size=50');
    expect(plain.totalElements).toBeGreaterThan(0);
    expect(await search('the mercado of oaxaca', 'size=50')).toEqual(plain);
    expect(await search('mercado de oaxaca', 'size=50')).toEqual(plain);
    // The stop word still being typed is ignored too, not taken as a prefix of every "the…".
    expect(await search('mercado oaxaca the', 'size=50')).toEqual(plain);
  });

  it('never corrects a typo into a stop word, which would match nearly everything', async () => {
    const markedStopWord = new RegExp(
      `<mark>(${SEARCH_STOP_WORDS.join('|')})</mark>(?![\\p{L}\\p{N}])`,
      'iu',
    );
    for (const q of ['thee', 'andd', 'fromm', 'witth', 'dell', 'lass', 'thw']) {
      const page = await search(q, 'size=50');
      for (const result of page.content) {
        expect(`${result.highlightedTitle} ${result.highlightedSubtitle ?? ''}`, q).not.toMatch(
          markedStopWord,
        );
      }
    }
  });

  it('still finds names made with stop words, first', async () => {
    expect(await first('la paz')).toMatchObject({
      docType: 'city',
      docId: 13,
      highlightedTitle: 'La <mark>Paz</mark>',
    });
    // The title's stop words do not count: "paz" is the whole of "La Paz".
    expect(await first('paz')).toMatchObject({ docType: 'city', docId: 13 });
    expect(await first('San Miguel de Allende')).toMatchObject({ docType: 'city', docId: 6 });
    expect(await first('san miguel de all')).toMatchObject({ docType: 'city', docId: 6 });
    expect(await first('San Cristóbal de las Casas')).toMatchObject({ docType: 'city', docId: 12 });
  });
});
