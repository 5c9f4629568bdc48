import { describe, expect, it } from 'vitest';
import { decodeEntities, highlightText, parseHighlight } from './highlight-segments.ts';
import { searchQueryString } from '../../../entities/search/api/get-search-results.ts';
import { isSearchable, moveActive, resultPath, searchPagePath } from './search-rules.ts';
import { resultCount } from './result-count.ts';
import { readSearchUrl, writeSearchUrl } from './search-url.ts';
import { typeLabel } from './type-label.ts';

describe('parseHighlight', () => {
  it('splits text and <mark> segments', () => {
    expect(parseHighlight('<mark>Oax</mark>aca de <mark>Juárez</mark>')).toEqual([
      { text: 'Oax', marked: true },
      { text: 'aca de ', marked: false },
      { text: 'Juárez', marked: true },
    ]);
  });

  it('decodes entities into text, so escaped markup stays literal text', () => {
    expect(
      parseHighlight('&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; <mark>Café</mark>'),
    ).toEqual([
      { text: '<script>alert("x")</script> & ', marked: false },
      { text: 'Café', marked: true },
    ]);
  });

  it('treats any tag but <mark> as text', () => {
    expect(parseHighlight('<b>bold</b> <img src=x onerror=alert(1)>')).toEqual([
      { text: '<b>bold</b> <img src=x onerror=alert(1)>', marked: false },
    ]);
  });

  it('copes with empty, missing and unbalanced input', () => {
    expect(parseHighlight(null)).toEqual([]);
    expect(parseHighlight('')).toEqual([]);
    expect(parseHighlight('<mark>open')).toEqual([{ text: 'open', marked: true }]);
    expect(parseHighlight('close</mark> end')).toEqual([{ text: 'close end', marked: false }]);
    expect(highlightText('<MARK>A</MARK>&#39;s &#x1F32E; &bogus;')).toBe("A's 🌮 &bogus;");
  });

  it('decodes numeric and named entities only when valid', () => {
    expect(decodeEntities('&#0; &#65; &apos;')).toBe("&#0; A '");
  });
});

describe('typeLabel', () => {
  it.each([
    ['city', 'City'],
    ['tour', 'Tour'],
    ['city_post', 'City Post'],
    ['post', 'Post'],
    ['__odd__type', 'Odd Type'],
    ['', 'Result'],
    [null, 'Result'],
    [undefined, 'Result'],
  ])('%s → %s', (type, label) => expect(typeLabel(type)).toBe(label));
});

describe('query rules', () => {
  it('searches from two trimmed characters', () => {
    expect(isSearchable(' o ')).toBe(false);
    expect(isSearchable(' oa ')).toBe(true);
    // What a person sees as one character is one, however many code units it takes.
    for (const one of ['🌮', '🇲🇽', 'e\u0301', '👩🏽‍🍳']) expect(isSearchable(one), one).toBe(false);
    expect(isSearchable('🌮🌮')).toBe(true);
  });

  it('builds the request: trimmed q, positive ids and sizes floored, non-blank type and tags', () => {
    expect(searchQueryString({ q: '   ' })).toBeNull();
    expect(searchQueryString({ q: ' oax ', size: 8 })).toBe('q=oax&size=8');
    expect(
      searchQueryString({
        q: 'café & co',
        cityId: '2',
        type: ' tour ',
        page: 2.7,
        size: 0,
        tags: ['food', ' ', '', null, ' market '],
      }),
    ).toBe('q=caf%C3%A9+%26+co&cityId=2&type=tour&page=2&tags=food&tags=market');
    expect(searchQueryString({ q: 'x', cityId: -1, type: '  ', page: -3, size: NaN })).toBe('q=x');
  });

  it('routes spots, tours and cities; other types go nowhere', () => {
    expect(resultPath({ docType: 'spot', docId: 5 })).toBe('/spots/5');
    expect(resultPath({ docType: 'tour', docId: 6 })).toBe('/tours/6');
    expect(resultPath({ docType: 'city', docId: 2 })).toBe('/cities/2');
    expect(resultPath({ docType: 'post', docId: 3, url: '/cities/2/post/mezcal-guide' })).toBe(
      '/cities/2/post/mezcal-guide',
    );
    expect(resultPath({ docType: 'post', docId: 3, url: 'https://evil.example/' })).toBeNull();
    expect(resultPath({ docType: 'post', docId: 3, url: null })).toBeNull();
    expect(resultPath({ docType: 'event', docId: 1 })).toBeNull();
    expect(resultPath({ docType: null, docId: 1 })).toBeNull();
    expect(searchPagePath(' oax aca ')).toBe('/search?q=oax+aca');
  });

  it('moves through the options with wrap-around', () => {
    expect(moveActive(-1, 1, 3)).toBe(0);
    expect(moveActive(-1, -1, 3)).toBe(2);
    expect(moveActive(2, 1, 3)).toBe(0);
    expect(moveActive(0, -1, 3)).toBe(2);
    expect(moveActive(0, 1, 0)).toBe(-1);
  });

  it('reads and writes the results page URL', () => {
    const state = readSearchUrl(
      new URLSearchParams('q=oax&type=volcano&cityId=x&tags=food&tags=%20&page=3'),
    );
    expect(state).toEqual({ q: 'oax', type: '', cityId: null, tags: ['food'], page: 3 });
    expect(writeSearchUrl({ ...state, type: 'tour', cityId: 2, page: 1 }).toString()).toBe(
      'q=oax&type=tour&cityId=2&tags=food',
    );
  });
});

describe('resultCount', () => {
  it('counts results, and says when the count stopped at its limit', () => {
    expect(resultCount({ totalElements: 1, totalIsLowerBound: false })).toBe('1 result');
    expect(resultCount({ totalElements: 12, totalIsLowerBound: false })).toBe('12 results');
    expect(resultCount({ totalElements: 1000, totalIsLowerBound: true })).toBe('1,000+ results');
  });
});
