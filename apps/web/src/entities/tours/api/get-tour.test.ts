import { afterEach, describe, expect, it, vi } from 'vitest';
import { ANONYMOUS, viewerHeaders } from '../../../lib/auth/viewer.ts';
import { json, signIn, stubFetch } from '../../../test/test-helpers.tsx';
import { getTour, tourQueryOptions } from './get-tour.ts';

afterEach(() => vi.unstubAllGlobals());

describe('tour per viewer', () => {
  it('keys content per user so one user never sees another user’s flags', () => {
    expect(tourQueryOptions(5).queryKey).toEqual(['content', 'tour', 5, ANONYMOUS]);
    signIn('7');
    expect(tourQueryOptions(5).queryKey).toEqual(['content', 'tour', 5, '7']);
  });

  it('sends the token only for the viewer the answer is cached under', async () => {
    const token = signIn('7');
    expect(viewerHeaders('7')).toEqual({ Authorization: `Bearer ${token}` });
    expect(viewerHeaders('8')).toEqual({});
    expect(viewerHeaders(ANONYMOUS)).toEqual({});
    const fetchMock = stubFetch(() => json({ id: 5 }));
    await getTour(5, undefined, ANONYMOUS);
    await getTour(5, undefined, '7');
    const auth = fetchMock.mock.calls.map(([, init]) =>
      new Headers(init?.headers).get('Authorization'),
    );
    expect(auth).toEqual([null, `Bearer ${token}`]);
  });
});
