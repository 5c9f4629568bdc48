import type { TripDetail } from '@sendero/contract';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { tripKey } from '../../../entities/trips/api/trips.ts';
import { testTrip } from '../../../entities/trips/trip-fixtures.ts';
import {
  json,
  signIn,
  stubFetch,
  testQueryClient,
  withProviders,
} from '../../../test/test-helpers.tsx';
import { TAKE_ALONG_TEXT, TripTakeAlong } from './trip-take-along.tsx';

const TOKEN = 'A'.repeat(40) + '_-b';
let bearer = '';

beforeEach(() => {
  bearer = `Bearer ${signIn()}`;
});
afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

function setup(trip: TripDetail = testTrip()) {
  const client = testQueryClient();
  client.setQueryData(tripKey(trip.id), trip);
  const calls: { method: string; url: string; auth: string | null }[] = [];
  const fetchMock = stubFetch((url, init) => {
    const method = init.method ?? 'GET';
    calls.push({ method, url, auth: new Headers(init.headers).get('Authorization') });
    if (url === '/api/trips/5/share' && method === 'POST') return json({ token: TOKEN });
    if (url === '/api/trips/5/share' && method === 'DELETE')
      return new Response(null, { status: 204 });
    if (url === '/api/trips/5/export.ics') {
      return new Response('BEGIN:VCALENDAR\r\n', {
        headers: {
          'Content-Type': 'text/calendar',
          'Content-Disposition': 'attachment; filename="Oaxaca in December.ics"',
        },
      });
    }
    if (url === '/api/trips/5/export.gpx') {
      return json({ error: 'SERVICE_UNAVAILABLE', message: 'The database is busy.' }, 503);
    }
    return undefined;
  });
  const view = render(withProviders(<TripTakeAlong trip={trip} />, client));
  return { client, calls, fetchMock, view };
}

describe('Take it along: files', () => {
  it('downloads the calendar with the bearer token and saves it under the server name', async () => {
    const created = vi.fn((_blob: Blob | MediaSource) => 'blob:trip');
    const revoked = vi.fn();
    vi.stubGlobal(
      'URL',
      Object.assign(URL, { createObjectURL: created, revokeObjectURL: revoked }),
    );
    const names: string[] = [];
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      names.push(this.download);
    });
    const { calls } = setup();
    fireEvent.click(screen.getByRole('button', { name: 'Download calendar (.ics)' }));
    await waitFor(() => expect(click).toHaveBeenCalledTimes(1));
    expect(calls).toEqual([{ method: 'GET', url: '/api/trips/5/export.ics', auth: bearer }]);
    expect(names).toEqual(['Oaxaca in December.ics']);
    const blob = created.mock.calls[0]![0] as Blob;
    expect(await blob.text()).toBe('BEGIN:VCALENDAR\r\n');
  });

  it('says in words when a file cannot be had', async () => {
    setup();
    fireEvent.click(screen.getByRole('button', { name: 'Download GPX' }));
    expect((await screen.findByRole('alert')).textContent).toBe('The database is busy.');
  });

  it('prints with the browser', () => {
    const print = vi.fn();
    vi.stubGlobal('print', print);
    setup();
    fireEvent.click(screen.getByRole('button', { name: 'Print' }));
    expect(print).toHaveBeenCalledTimes(1);
  });
});

describe('Take it along: share link', () => {
  it('makes a link and shows its full address once, then turns sharing off', async () => {
    const { calls, client } = setup();
    fireEvent.click(screen.getByRole('button', { name: 'Share a read-only link' }));
    const field = await screen.findByLabelText<HTMLInputElement>('Read-only link');
    expect(field.value).toBe(`${window.location.origin}/trips/shared/${TOKEN}`);
    expect(field.readOnly).toBe(true);
    expect(screen.getByText(TAKE_ALONG_TEXT.shareNote)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Copy link' })).toBeTruthy();
    expect(calls[0]).toEqual({ method: 'POST', url: '/api/trips/5/share', auth: bearer });
    expect(client.getQueryData<TripDetail>(tripKey(5))!.shared).toBe(true);

    fireEvent.click(screen.getByRole('button', { name: 'Turn off sharing' }));
    expect(await screen.findByText(TAKE_ALONG_TEXT.sharingOff)).toBeTruthy();
    expect(calls[1]).toEqual({ method: 'DELETE', url: '/api/trips/5/share', auth: bearer });
    expect(screen.queryByLabelText('Read-only link')).toBeNull();
    expect(client.getQueryData<TripDetail>(tripKey(5))!.shared).toBe(false);
  });

  it('says a link is on when the trip is shared and no link is known here', async () => {
    const { calls } = setup(testTrip({ shared: true }));
    expect(screen.getByText(TAKE_ALONG_TEXT.shareOn)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Make a new link' }));
    const field = await screen.findByLabelText<HTMLInputElement>('Read-only link');
    expect(field.value).toContain(TOKEN);
    expect(calls).toHaveLength(1);
  });

  it('copies the link', async () => {
    const writeText = vi.fn(async () => undefined);
    vi.stubGlobal(
      'navigator',
      Object.assign(Object.create(navigator) as Navigator, {
        clipboard: { writeText },
      }),
    );
    setup();
    fireEvent.click(screen.getByRole('button', { name: 'Share a read-only link' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Copy link' }));
    expect(await screen.findByText(TAKE_ALONG_TEXT.copied)).toBeTruthy();
    expect(writeText).toHaveBeenCalledWith(`${window.location.origin}/trips/shared/${TOKEN}`);
  });
});
