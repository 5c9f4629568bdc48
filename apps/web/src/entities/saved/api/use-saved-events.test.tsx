import 'fake-indexeddb/auto';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { EventItem } from '@sendero/contract';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ANONYMOUS } from '../../../lib/auth/viewer.ts';
import { clearPendingSaves, pendingSaves } from '../../../lib/offline/pending-saves.ts';
import { readSavedEvents, writeSavedEvents } from '../../../lib/offline/saved-events.ts';
import {
  json,
  signIn,
  stubFetch,
  testAuth,
  withAuth,
  withProviders,
} from '../../../test/test-helpers.tsx';
import { useSavedEvents } from './use-saved-events.ts';

function event(id: number, title: string): EventItem {
  return {
    id,
    slug: `event-${id}`,
    cityId: 9,
    city: 'Puerto Vallarta',
    title,
    venue: 'Centro',
    address: 'Centro',
    date: '2026-12-01',
    endDate: '2026-12-12',
    datesVary: false,
    timeZone: 'America/Bahia_Banderas',
    startTime: '17:00',
    endTime: null,
    priceText: 'Free',
    priceUnit: 'free',
    description: 'A fiesta.',
    link: null,
    tags: [],
    coverUrl: null,
    coverAlt: null,
    recursYearly: true,
  };
}

const fiesta = event(1, 'Fiestas de Guadalupe');
const pride = event(2, 'Pride');

function render(signedIn: boolean) {
  const auth = signedIn ? testAuth() : testAuth({ user: null });
  const wrapper = ({ children }: { children: ReactNode }) =>
    withProviders(withAuth(children, auth));
  return renderHook(() => useSavedEvents(), { wrapper });
}

beforeEach(async () => {
  await clearPendingSaves();
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
});
afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
  localStorage.clear();
});

describe('useSavedEvents', () => {
  it('keeps saves made signed out on the device, for the next page and the next visit', async () => {
    const fetchMock = stubFetch(() => undefined);
    const first = render(false);
    act(() => first.result.current.toggle(fiesta));
    act(() => first.result.current.toggle(pride));
    act(() => first.result.current.toggle(fiesta));
    first.unmount();

    const again = render(false);
    await waitFor(() => expect(again.result.current.saved.map((e) => e.title)).toEqual(['Pride']));
    expect(again.result.current.isSaved(pride)).toBe(true);
    expect(readSavedEvents().owner).toBe(ANONYMOUS);
    // Signed out, nothing goes to the server.
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("moves the device's saves to the account at sign-in and keeps the account's list", async () => {
    writeSavedEvents({ owner: ANONYMOUS, events: [fiesta] });
    signIn('7');
    const fetchMock = stubFetch((url, init) =>
      url === '/api/saved-events' && init.method === 'POST' ? json([fiesta, pride]) : undefined,
    );
    const { result } = render(true);
    await waitFor(() =>
      expect(result.current.saved.map((e) => e.title)).toEqual(['Fiestas de Guadalupe', 'Pride']),
    );
    const [, init] = fetchMock.mock.calls.find(([url]) => url === '/api/saved-events')!;
    expect(JSON.parse(String(init?.body))).toEqual({ eventIds: [fiesta.id] });
    expect(readSavedEvents().owner).toBe('7');
  });

  it('sends a change to the account, or keeps it on the phone without a network', async () => {
    writeSavedEvents({ owner: '7', events: [] });
    signIn('7');
    const calls: string[] = [];
    stubFetch((url, init) => {
      calls.push(`${init.method ?? 'GET'} ${url}`);
      if (init.method === 'PUT') throw new TypeError('Failed to fetch');
      return url === '/api/saved-events' ? json([]) : undefined;
    });
    const { result } = render(true);
    await waitFor(() => expect(calls).toContain('GET /api/saved-events'));
    act(() => result.current.toggle(pride));
    expect(result.current.saved.map((e) => e.title)).toEqual(['Pride']);
    await waitFor(async () =>
      expect((await pendingSaves()).map((save) => [save.kind, save.targetId, save.saved])).toEqual([
        ['events', pride.id, true],
      ]),
    );
    expect(calls).toContain(`PUT /api/saved-events/${pride.id}`);
    // What another account left on the device is not shown.
    writeSavedEvents({ owner: '8', events: [fiesta] });
    await waitFor(() => expect(result.current.saved).toEqual([]));
  });
});
