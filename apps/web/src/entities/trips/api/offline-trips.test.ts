/**
 * Trips on a phone without a network (decision 0034): the kept copy opens, moves wait in the queue
 * and show at once, and on reconnect they go in one call whose answer replaces the copy and, when
 * the server had changed something, leaves a notice for the traveller.
 */
import 'fake-indexeddb/auto';
import type { TripDetail } from '@sendero/contract';
import { createStore, set } from 'idb-keyval';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { clearKeptTrips } from '../../../lib/offline/kept-trips.ts';
import { clearPendingSaves, pendingTripEdits } from '../../../lib/offline/pending-saves.ts';
import { clearTripNotices, saveTripNotice } from '../../../lib/offline/trip-notices.ts';
import { json, signIn, stubFetch, testQueryClient } from '../../../test/test-helpers.tsx';
import { itemsOfDay } from '../day-plan.ts';
import { testTrip } from '../trip-fixtures.ts';
import { noticeOf, sendOfflineTripChanges } from './send-offline-changes.ts';
import { getTrip, moveOrQueue, removeOrQueue, tripKey } from './trips.ts';

vi.mock('../../../lib/offline/trip-notices.ts', async (original) => ({
  ...(await original<Record<string, unknown>>()),
  saveTripNotice: vi.fn(),
}));

const offline = () => {
  throw new TypeError('Failed to fetch');
};
const names = (trip: TripDetail, day: number | null) =>
  itemsOfDay(trip, day).map((item) => item.spot.name);

beforeEach(async () => {
  signIn('7');
  await Promise.all([clearPendingSaves(), clearKeptTrips()]);
  clearTripNotices();
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
});
afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
  localStorage.clear();
});

/** Opens the trip once online, so the phone keeps it. */
async function openOnline(trip = testTrip()) {
  stubFetch((url) => (url.endsWith(`/api/trips/${trip.id}`) ? json(trip) : undefined));
  await getTrip(trip.id);
}

describe('a trip offline', () => {
  it('opens from the copy kept when it was last read, and not without one', async () => {
    await openOnline();
    stubFetch(offline);
    expect((await getTrip(5)).name).toBe('Oaxaca in December');
    await expect(getTrip(6)).rejects.toThrow(TypeError);
  });

  it('does not open a copy kept by an older version that lacks what this one reads', async () => {
    const { events: _events, ...older } = testTrip();
    await set('7:trip:5', older, createStore('sendero-trips', 'copies'));
    stubFetch(offline);
    await expect(getTrip(5)).rejects.toThrow(TypeError);
  });

  it('keeps each account’s copy to that account', async () => {
    await openOnline();
    signIn('8');
    stubFetch(offline);
    await expect(getTrip(5)).rejects.toThrow(TypeError);
  });

  it('queues a move and a removal made without a network, and shows them at once', async () => {
    await openOnline();
    stubFetch(offline);
    const moved = await moveOrQueue(5, 10, { day: 2, position: 0 });
    expect(names(moved, 2)).toEqual(['Templo de Santo Domingo']);
    const removed = await removeOrQueue(5, 30);
    expect(removed.items.map((item) => item.id)).toEqual([20, 10]);
    const waiting = await pendingTripEdits(5);
    expect(waiting.map((edit) => edit.change)).toEqual([
      expect.objectContaining({ kind: 'move', itemId: 10, day: 2, position: 0, pinned: false }),
      expect.objectContaining({ kind: 'remove', itemId: 30 }),
    ]);
    expect(waiting.every((edit) => edit.basedOn === testTrip().updatedAt)).toBe(true);
    // Reopened offline (a reload): the copy with the waiting changes.
    expect(names(await getTrip(5), 2)).toEqual(['Templo de Santo Domingo']);
  });

  it('keeps only the last change of a place', async () => {
    await openOnline();
    stubFetch(offline);
    await moveOrQueue(5, 10, { day: 2, position: 0 });
    await moveOrQueue(5, 10, { day: null, position: 0, pinned: true });
    const [edit, ...rest] = await pendingTripEdits(5);
    expect(rest).toEqual([]);
    expect(edit?.change).toMatchObject({ kind: 'move', day: null, pinned: true });
  });

  it('does not queue what the server refuses', async () => {
    await openOnline();
    stubFetch(() => json({ error: 'CONFLICT', message: 'The trip has no such day.' }, 409));
    await expect(moveOrQueue(5, 10, { day: 2, position: 0 })).rejects.toThrow(
      'The trip has no such day.',
    );
    expect(await pendingTripEdits(5)).toEqual([]);
  });
});

describe('sending the changes on reconnect', () => {
  it('sends them in one call, then the server’s answer is the trip', async () => {
    await openOnline();
    stubFetch(offline);
    await moveOrQueue(5, 10, { day: 2, position: 0 });
    await removeOrQueue(5, 30);
    const server = testTrip({ updatedAt: '2026-11-28T11:00:00.000Z' });
    const fetchMock = stubFetch((url, init) =>
      url.endsWith('/api/trips/5/offline-changes') && init.method === 'POST'
        ? json({ trip: server, changedElsewhere: false, superseded: [], gone: [] })
        : undefined,
    );
    const queryClient = testQueryClient();
    await sendOfflineTripChanges(queryClient);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    const body = JSON.parse(String(fetchMock.mock.calls[0]![1]!.body)) as {
      basedOn: string;
      changes: { kind: string; itemId: number }[];
    };
    expect(body.basedOn).toBe(testTrip().updatedAt);
    expect(body.changes.map((change) => [change.kind, change.itemId])).toEqual([
      ['move', 10],
      ['remove', 30],
    ]);
    expect(await pendingTripEdits()).toEqual([]);
    expect(queryClient.getQueryData<TripDetail>(tripKey(5))?.updatedAt).toBe(server.updatedAt);
    expect(saveTripNotice).not.toHaveBeenCalled();
  });

  it('leaves a notice naming the places when the server had changed something', async () => {
    await openOnline();
    stubFetch(offline);
    await moveOrQueue(5, 10, { day: 2, position: 0 });
    await moveOrQueue(5, 20, { day: 2, position: 0 });
    stubFetch(() =>
      json({ trip: testTrip(), changedElsewhere: true, superseded: [10], gone: [20] }),
    );
    await sendOfflineTripChanges(testQueryClient());
    expect(saveTripNotice).toHaveBeenCalledWith('7', 5, {
      changedElsewhere: true,
      superseded: ['Templo de Santo Domingo'],
      gone: ['Museo Textil'],
    });
  });

  it('waits when the network fails again, and drops the changes of a trip deleted elsewhere', async () => {
    await openOnline();
    stubFetch(offline);
    await moveOrQueue(5, 10, { day: 2, position: 0 });
    await sendOfflineTripChanges(testQueryClient());
    expect(await pendingTripEdits(5)).toHaveLength(1);
    stubFetch(() => json({ error: 'NOT_FOUND', message: 'Trip not found.' }, 404));
    await sendOfflineTripChanges(testQueryClient());
    expect(await pendingTripEdits(5)).toEqual([]);
    stubFetch(offline);
    await expect(getTrip(5)).rejects.toThrow(TypeError);
  });
});

describe('the notice', () => {
  it('is nothing when nothing clashed', () => {
    expect(noticeOf({ changedElsewhere: false, superseded: [], gone: [] }, testTrip())).toBeNull();
  });
});
