import type { SessionSummary } from '@sendero/contract';
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { json, signIn, stubFetch, withProviders } from '../../../test/test-helpers.tsx';
import { SESSIONS_TEXT, SessionsPanel } from './sessions-panel.tsx';
import { lastActive, signedInLine } from './session-text.ts';

beforeEach(() => {
  signIn();
});
afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
  localStorage.clear();
});

const NOW = new Date();
const minutesAgo = (n: number) => new Date(NOW.getTime() - n * 60_000).toISOString();

const session = (over: Partial<SessionSummary>): SessionSummary => ({
  id: '00000000-0000-4000-8000-000000000001',
  device: 'Firefox on Windows',
  createdFrom: '203.0.113.x',
  timeZone: 'America/Mexico_City',
  createdAt: '2026-11-20T10:00:00.000Z',
  lastUsedAt: minutesAgo(0),
  current: true,
  ...over,
});

const PHONE = session({
  id: '00000000-0000-4000-8000-000000000002',
  device: 'Chrome on Android',
  createdFrom: '198.51.100.x',
  timeZone: null,
  lastUsedAt: minutesAgo(45),
  current: false,
});

describe('session text', () => {
  it('says when and where a device signed in', () => {
    expect(signedInLine(session({}))).toBe(
      'Signed in 20 Nov 2026 · from 203.0.113.x · Mexico City time',
    );
    expect(signedInLine(session({ createdFrom: null, timeZone: null }))).toBe(
      'Signed in 20 Nov 2026',
    );
  });

  it('says how long ago a device was used', () => {
    expect(lastActive(minutesAgo(1), NOW)).toBe('Active now');
    expect(lastActive(minutesAgo(45), NOW)).toBe('Active 45 minutes ago');
    expect(lastActive(minutesAgo(3 * 60), NOW)).toBe('Active 3 hours ago');
    expect(lastActive(minutesAgo(24 * 60), NOW)).toBe('Active yesterday');
    expect(lastActive(minutesAgo(40 * 24 * 60), NOW)).toBe('Active last month');
  });
});

describe('SessionsPanel', () => {
  it('lists the devices, this one marked and without a sign-out button', async () => {
    stubFetch((url) =>
      url === '/api/me/sessions' ? json({ items: [session({}), PHONE] }) : undefined,
    );
    render(withProviders(<SessionsPanel />));
    expect(screen.getByRole('status').textContent).toBe('Loading...');
    const region = screen.getByRole('region', { name: SESSIONS_TEXT.title });
    const rows = await within(region).findAllByRole('listitem');
    expect(rows).toHaveLength(2);
    expect(rows[0]!.textContent).toContain('Firefox on Windows');
    expect(rows[0]!.textContent).toContain(SESSIONS_TEXT.thisDevice);
    expect(within(rows[0]!).queryByRole('button')).toBeNull();
    expect(rows[1]!.textContent).toContain('Active 45 minutes ago');
    expect(
      within(rows[1]!).getByRole('button', {
        name: 'Sign out Chrome on Android, Signed in 20 Nov 2026 · from 198.51.100.x',
      }),
    ).toBeTruthy();
    expect(screen.getByRole('button', { name: SESSIONS_TEXT.endOthers })).toBeTruthy();
  });

  it('signs one device out and reloads the list', async () => {
    let items = [session({}), PHONE];
    const fetchMock = stubFetch((url, init) => {
      if (init.method === 'DELETE' && url === `/api/me/sessions/${PHONE.id}`) {
        items = [session({})];
        return new Response(null, { status: 204 });
      }
      if (url === '/api/me/sessions') return json({ items });
      return undefined;
    });
    render(withProviders(<SessionsPanel />));
    const button = await screen.findByRole('button', { name: /^Sign out Chrome on Android/ });
    await act(async () => {
      fireEvent.click(button);
    });
    expect(await screen.findByText(SESSIONS_TEXT.noOthers)).toBeTruthy();
    expect(screen.queryByText('Chrome on Android')).toBeNull();
    expect(
      fetchMock.mock.calls.some(
        ([url, init]) => url === `/api/me/sessions/${PHONE.id}` && init?.method === 'DELETE',
      ),
    ).toBe(true);
  });

  it('signs out all the others, and says so when a sign-out fails', async () => {
    let items = [session({}), PHONE];
    let failNext = true;
    stubFetch((url, init) => {
      if (init.method === 'DELETE' && url === '/api/me/sessions') {
        if (failNext) {
          failNext = false;
          return json({ error: 'X', message: 'boom' }, 500);
        }
        items = [session({})];
        return json({ ended: 1 });
      }
      if (url === '/api/me/sessions') return json({ items });
      return undefined;
    });
    render(withProviders(<SessionsPanel />));
    const all = await screen.findByRole('button', { name: SESSIONS_TEXT.endOthers });
    await act(async () => {
      fireEvent.click(all);
    });
    expect(await screen.findByRole('alert')).toBeTruthy();
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: SESSIONS_TEXT.endOthers }));
    });
    expect(await screen.findByText(SESSIONS_TEXT.noOthers)).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('shows the failure with Try again when the list cannot load', async () => {
    let fail = true;
    stubFetch((url) => {
      if (url !== '/api/me/sessions') return undefined;
      if (fail) return json({ error: 'X', message: 'down' }, 503);
      return json({ items: [session({})] });
    });
    render(withProviders(<SessionsPanel />));
    expect((await screen.findByRole('alert')).textContent).toBe(SESSIONS_TEXT.loadFailed);
    fail = false;
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    });
    expect(await screen.findByText(SESSIONS_TEXT.noOthers)).toBeTruthy();
  });
});
