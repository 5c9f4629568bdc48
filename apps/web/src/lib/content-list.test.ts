// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { getCityList } from './content-list.ts';

describe('getCityList', () => {
  afterEach(() => vi.restoreAllMocks());

  it('reads every page of a city list, so no item past the first page is lost', async () => {
    const pages = [
      { content: [{ id: 1 }, { id: 2 }], page: 0, size: 2, totalElements: 3, totalPages: 2 },
      { content: [{ id: 3 }], page: 1, size: 2, totalElements: 3, totalPages: 2 },
    ];
    const fetchMock = vi.spyOn(globalThis, 'fetch').mockImplementation(async (input) => {
      const page = Number(new URL(String(input), 'http://x').searchParams.get('page'));
      return Response.json(pages[page]);
    });
    await expect(getCityList(1, 'spots', undefined)).resolves.toEqual([
      { id: 1 },
      { id: 2 },
      { id: 3 },
    ]);
    expect(fetchMock.mock.calls.map(([input]) => String(input))).toEqual([
      '/api/cities/1/spots?size=100&page=0',
      '/api/cities/1/spots?size=100&page=1',
    ]);
  });

  it('sends nothing for an invalid city id', async () => {
    const fetchMock = vi.spyOn(globalThis, 'fetch');
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    await expect(getCityList('abc', 'tours', undefined)).resolves.toEqual([]);
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
