import { describe, expect, it } from 'vitest';
import type { SearchPage } from '@sendero/contract';
import { plainText, queryWords } from '../src/modules/search/query-words.ts';
import { useApp } from './build.ts';
import { testDatabases } from './databases.ts';

describe('markup typed into the search box', () => {
  it('is read as the text it shows', () => {
    expect(queryWords('<b>oaxaca</b>')).toEqual(['oaxaca']);
    expect(queryWords('<B>Oaxaca</B> <i class="x">mercado</i>')).toEqual(['oaxaca', 'mercado']);
    expect(queryWords('<img src=x onerror="alert(1)">tulum')).toEqual(['tulum']);
    expect(queryWords('<script>alert(1)</script>')).toEqual(['alert', '1']);
    expect(queryWords('<!-- hidden --> cancun <!-- unclosed')).toEqual(['cancun']);
    expect(queryWords('caf&#233; &amp; caf&#xE9;')).toEqual(['cafe', 'cafe']);
  });

  it('keeps what only looks like markup as text', () => {
    expect(plainText('3 < 5 > 2')).toBe('3 < 5 > 2');
    // An escaped tag is text: decoded after the tags are gone, never read as one.
    expect(plainText('&lt;b&gt;oaxaca')).toBe('<b>oaxaca');
    expect(plainText('&bogus; &#0;')).toBe('&bogus; &#0;');
  });
});

describe.each(testDatabases)('markup in GET /api/search on $name', (target) => {
  const ctx = useApp(target, { env: { RATE_LIMIT_FACTOR: '10' }, content: 'real' });

  const search = async (q: string) => {
    const response = await ctx.app.inject({ url: '/api/search', query: { q } });
    expect(response.statusCode, response.body).toBe(200);
    return response.json<SearchPage>();
  };

  it('searches <b>oaxaca</b> as "oaxaca", and marks only the match', async () => {
    const marked = await search('<b>oaxaca</b>');
    expect(marked).toEqual(await search('oaxaca'));
    expect(marked.content[0]).toMatchObject({
      docType: 'city',
      title: 'Oaxaca',
      highlightedTitle: '<mark>Oaxaca</mark>',
    });
    expect((await search('<img src=x onerror=alert(1)>oax')).content[0]).toMatchObject({
      docType: 'city',
      title: 'Oaxaca',
    });
  });

  it('answers an empty page, not an error, for markup alone', async () => {
    for (const q of ['<b></b>', '<script></script>', '<!--', '</mark>', '<mark>']) {
      expect(await search(q), q).toMatchObject({ content: [], totalElements: 0 });
    }
  });
});
