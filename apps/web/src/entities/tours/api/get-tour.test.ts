import { afterEach, describe, expect, it, vi } from 'vitest';
import { json, signIn, stubFetch } from '../../../test/test-helpers.tsx';
import { getTour, tourQueryOptions } from './get-tour.ts';

afterEach(() => vi.unstubAllGlobals());

/**
 * Content reads are public: the same answer for every visitor, so a server-rendered page and its
 * cache can be shared. Personal flags come from the saved checks (decision 0012).
 */
describe('tour reads are the same for every visitor', () => {
  it('keys the tour by its id alone, signed in or not', () => {
    const anonymous = tourQueryOptions(5).queryKey;
    signIn('7');
    expect(tourQueryOptions(5).queryKey).toEqual(anonymous);
    expect(anonymous).toEqual(['content', 'tour', 5]);
  });

  it('sends no token with the read', async () => {
    signIn('7');
    const fetchMock = stubFetch(() => json({ id: 5 }));
    await getTour(5);
    expect(new Headers(fetchMock.mock.calls[0]?.[1]?.headers).get('Authorization')).toBeNull();
  });
});
