import 'fake-indexeddb/auto';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { clearPendingSaves, pendingSaves, queueSave } from '../../../lib/offline/pending-saves.ts';
import { json, signIn, stubFetch, testQueryClient } from '../../../test/test-helpers.tsx';
import { savedExistsKey } from './get-saved-exists.ts';
import { replayPendingSaves } from './replay-pending-saves.ts';
import { setBookmarkOrQueue } from './toggle-bookmark.ts';

beforeEach(async () => {
  signIn();
  await clearPendingSaves();
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
});
afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
  localStorage.clear();
});

const offline = () => {
  throw new TypeError('Failed to fetch');
};

describe('saves made offline', () => {
  it('are kept on the phone when the network fails, the last change of an item winning', async () => {
    stubFetch(offline);
    await setBookmarkOrQueue({ targetType: 'tour', targetId: 3, bookmarked: true });
    await setBookmarkOrQueue({ targetType: 'spot', targetId: 8, bookmarked: true });
    await setBookmarkOrQueue({ targetType: 'tour', targetId: 3, bookmarked: false });
    const queued = await pendingSaves();
    expect(queued.map(({ kind, type, targetId, saved }) => [kind, type, targetId, saved])).toEqual([
      ['bookmarks', 'spot', 8, true],
      ['bookmarks', 'tour', 3, false],
    ]);
  });

  it('are not queued when the server refuses them', async () => {
    stubFetch(() => json({ error: 'NOT_FOUND', message: 'No such tour' }, 404));
    await expect(
      setBookmarkOrQueue({ targetType: 'tour', targetId: 3, bookmarked: true }),
    ).rejects.toThrow('No such tour');
    expect(await pendingSaves()).toEqual([]);
  });

  it('reach the server when the connection returns, and every cached view follows', async () => {
    await queueSave({ kind: 'bookmarks', type: 'tour', targetId: 3, saved: true });
    await queueSave({ kind: 'favorites', type: 'spot', targetId: 8, saved: true });
    await queueSave({ kind: 'favorites', type: 'tour', targetId: 5, saved: true });
    const fetchMock = stubFetch((url, init) => {
      if (url.startsWith('/api/bookmarks?') && init.method === 'POST') return json({});
      // The spot is a favourite already (saved from another device): no toggle is sent for it.
      if (url.startsWith('/api/favorites/exists'))
        return json({ favorited: url.includes('targetId=8') });
      if (url === '/api/favorites/tour/5' && init.method === 'POST')
        return json({ favorited: true });
      return undefined;
    });
    const client = testQueryClient();
    await replayPendingSaves(client);

    expect(await pendingSaves()).toEqual([]);
    const sent = fetchMock.mock.calls.map(
      ([url, init]) => `${init?.method ?? 'GET'} ${String(url)}`,
    );
    expect(sent.filter((call) => call.startsWith('POST'))).toEqual([
      'POST /api/bookmarks?targetId=3&targetType=tour',
      'POST /api/favorites/tour/5',
    ]);
    expect(client.getQueryData(savedExistsKey('bookmarks', 'tour', 3))).toBe(true);
    expect(client.getQueryData(savedExistsKey('favorites', 'tour', 5))).toBe(true);
  });

  it('wait for the next try while the network is still down, and drop what the server refuses', async () => {
    await queueSave({ kind: 'bookmarks', type: 'tour', targetId: 404, saved: true });
    await new Promise((resolve) => setTimeout(resolve, 5)); // oldest first: 404 is sent first
    await queueSave({ kind: 'bookmarks', type: 'tour', targetId: 3, saved: true });
    stubFetch((url) =>
      url.includes('targetId=404') ? json({ error: 'NOT_FOUND', message: 'gone' }, 404) : offline(),
    );
    await replayPendingSaves(testQueryClient());
    expect((await pendingSaves()).map((save) => save.targetId)).toEqual([3]);
  });
});
