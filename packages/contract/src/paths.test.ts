import { describe, expect, it } from 'vitest';
import { MAX_ID, parseEntityId } from './entity-id.ts';
import {
  cityHomePath,
  EDITOR_AUDIT_PAGE_PARAMS,
  EVENTS_PAGE_PARAMS,
  isPrivatePagePath,
  matchPagePath,
  PAGE_PATTERNS,
  pageQuery,
  paths,
} from './paths.ts';
import {
  bookmarkTargetQuery,
  eventListQuery,
  idParam,
  searchQuery,
  searchResultPath,
} from './index.ts';

describe('entity ids', () => {
  it('reads digits naming a PostgreSQL integer, and nothing else', () => {
    expect(parseEntityId('12')).toBe(12);
    expect(parseEntityId(' 12 ')).toBe(12);
    expect(parseEntityId(7)).toBe(7);
    expect(parseEntityId(String(MAX_ID))).toBe(MAX_ID);
    for (const bad of [
      'abc',
      '1.5',
      '-3',
      '0',
      '',
      '1e3',
      '12abc',
      String(MAX_ID + 1),
      '99999999999',
      null,
      undefined,
      1.5,
      NaN,
      MAX_ID + 1,
    ]) {
      expect(parseEntityId(bad), String(bad)).toBeNull();
    }
  });

  it('refuses out-of-range ids in every schema that takes one, with the id message', () => {
    const tooLarge = String(MAX_ID + 1);
    const results = [
      idParam.safeParse({ id: tooLarge }),
      bookmarkTargetQuery.safeParse({ targetId: '99999999999', targetType: 'tour' }),
      eventListQuery.safeParse({ cityId: tooLarge }),
      searchQuery.safeParse({ q: 'oaxaca', cityId: tooLarge }),
    ];
    for (const result of results) {
      expect(result.success).toBe(false);
      expect(result.error?.issues[0]?.message).toBe('Must be a numeric id.');
    }
    expect(idParam.parse({ id: String(MAX_ID) })).toEqual({ id: MAX_ID });
  });
});

describe('page paths', () => {
  it('matches a pattern and decodes its parameters', () => {
    expect(matchPagePath(PAGE_PATTERNS.post, '/cities/7/post/mole-guide')).toEqual({
      cityId: '7',
      slug: 'mole-guide',
    });
    expect(matchPagePath(PAGE_PATTERNS.tour, '/tours/')).toBeNull();
    expect(matchPagePath(PAGE_PATTERNS.tour, '/tours/1/extra')).toBeNull();
    expect(matchPagePath(PAGE_PATTERNS.mexico, '/mexico')).toEqual({});
  });

  it("sends México's city page to the /mexico hub", () => {
    expect(cityHomePath(4)).toBe('/mexico');
    expect(cityHomePath(7)).toBe('/cities/7');
  });

  it('gives each search result its page, and only our own post pages', () => {
    expect(searchResultPath({ docType: 'spot', docId: 5 })).toBe('/spots/5');
    expect(searchResultPath({ docType: 'post', docId: 3, cityId: 2, slug: 'mezcal' })).toBe(
      '/cities/2/post/mezcal',
    );
    expect(searchResultPath({ docType: 'post', docId: 3, url: '/cities/2/post/mezcal' })).toBe(
      '/cities/2/post/mezcal',
    );
    expect(searchResultPath({ docType: 'post', docId: 3, url: '//evil.example/a/b/c' })).toBeNull();
    expect(searchResultPath({ docType: 'post', docId: 3, cityId: 2, slug: '../x' })).toBeNull();
    expect(searchResultPath({ docType: 'volcano', docId: 1 })).toBeNull();
  });

  it('opens an event result as the events page filtered to its city and title', () => {
    expect(
      searchResultPath({
        docType: 'event',
        docId: 9,
        cityId: 2,
        title: 'Día de Muertos in Oaxaca',
      }),
    ).toBe('/events?city=2&q=D%C3%ADa+de+Muertos+in+Oaxaca');
    expect(searchResultPath({ docType: 'event', docId: 9, title: 'Vive Latino' })).toBe(
      '/events?q=Vive+Latino',
    );
    expect(searchResultPath({ docType: 'event', docId: 9, cityId: 2 })).toBeNull();
  });

  it('builds the events page with the filters it reads', () => {
    expect(paths.events()).toBe('/events');
    expect(paths.events({ cityId: 5, q: '  Noche & Día ' })).toBe(
      `/events?${EVENTS_PAGE_PARAMS.city}=5&${EVENTS_PAGE_PARAMS.q}=Noche+%26+D%C3%ADa`,
    );
    expect(paths.events({ cityId: null, q: ' ' })).toBe('/events');
    const read = new URL(paths.events({ cityId: 12, q: 'a=b&c' }), 'http://x').searchParams;
    expect([read.get(EVENTS_PAGE_PARAMS.city), read.get(EVENTS_PAGE_PARAMS.q)]).toEqual([
      '12',
      'a=b&c',
    ]);
  });
});

describe('private pages', () => {
  it("treats a share link and every page of the editors' desk as private, and no other page", () => {
    for (const path of [
      paths.sharedTrip('a'.repeat(43)),
      paths.editor(),
      paths.editorAudit(),
      paths.editorPeople(),
      paths.editorDrafts(),
      paths.editorDraft(31),
      paths.editorSpotHistory(40),
      paths.editorTourHistory(7),
      paths.editorEventHistory(9),
      paths.editorPostHistory(12),
    ]) {
      expect(isPrivatePagePath(path), path).toBe(true);
    }
    for (const path of [paths.trips(), paths.trip(3), paths.profile(), '/editor/other', '/']) {
      expect(isPrivatePagePath(path), path).toBe(false);
    }
  });

  it("builds the audit log's URL, whole or for one thing's history", () => {
    expect(paths.editorAudit()).toBe('/editor/audit');
    const url = new URL(paths.editorAudit({ targetType: 'submission', targetId: 12 }), 'http://x');
    expect(url.pathname).toBe('/editor/audit');
    const query = pageQuery('editorAudit', url.searchParams);
    expect([
      query.get(EDITOR_AUDIT_PAGE_PARAMS.targetType),
      query.get(EDITOR_AUDIT_PAGE_PARAMS.targetId),
    ]).toEqual(['submission', '12']);
  });
});

describe('pageQuery', () => {
  it("reads a page's listed parameters the way they are listed, and nothing else", () => {
    const params = new URLSearchParams('q=tulum&tags=beach&tags=ruins&utm_source=x');
    const search = pageQuery('search', params);
    expect(search.get('q')).toBe('tulum');
    expect(search.getAll('tags')).toEqual(['beach', 'ruins']);
    // Type checks (tsc -b fails if one of these compiles): a name the page cache leaves out of
    // its key, a page's parameter read the other way, another page's parameter.
    // @ts-expect-error not a parameter the results page reads
    expect(search.get('utm_source')).toBe('x');
    // @ts-expect-error tags are read with getAll
    search.get('tags');
    // @ts-expect-error the token belongs to the reset page
    pageQuery('login', params).get('token');
  });
});
