/**
 * Saved events with the account (issue 34): signed out refused, each list its owner's alone,
 * saving idempotent, a device's saves moved at sign-in, yearly events at their next run.
 */
import { SAVED_EVENTS_MAX, type EventItem } from '@sendero/contract';
import { cities, events, type Database } from '@sendero/db';
import { beforeAll, describe, expect, it } from 'vitest';
import { injectAs, registerAndLogin } from './accounts-helpers.ts';
import { useApp } from './build.ts';
import { testDatabases } from './databases.ts';

async function seed(db: Database) {
  const [city] = await db
    .insert(cities)
    .values({
      slug: 'puerto-vallarta',
      name: 'Puerto Vallarta',
      description: 'Bay.',
      mainImageUrl: '/media/cities/puerto-vallarta.svg',
      mainImageAlt: 'Puerto Vallarta',
      lat: 20.6,
      lng: -105.2,
      timeZone: 'America/Bahia_Banderas',
    })
    .returning({ id: cities.id });
  const base = {
    cityId: city!.id,
    venue: 'Centro',
    address: 'Centro',
    priceText: 'Free',
    priceUnit: 'free' as const,
    description: 'A fiesta.',
    startTime: '17:00',
  };
  const rows = await db
    .insert(events)
    .values([
      {
        ...base,
        slug: 'fiestas-de-guadalupe',
        title: 'Fiestas de Guadalupe',
        startsOn: '2025-12-01',
        endsOn: '2025-12-12',
        recursYearly: true,
      },
      { ...base, slug: 'pride', title: 'Pride', startsOn: '2027-05-20', endsOn: '2027-05-26' },
      { ...base, slug: 'over', title: 'Over', startsOn: '2026-01-10', endsOn: '2026-01-10' },
    ])
    .returning({ id: events.id });
  const [guadalupe, pride, over] = rows.map((row) => row.id);
  return { guadalupe: guadalupe!, pride: pride!, over: over! };
}

describe.each(testDatabases)('saved events on $name', (target) => {
  // From 12:00 on 28 November 2026 in Puerto Vallarta, a second later at every reading.
  let tick = 0;
  const ctx = useApp(target, {
    now: () => new Date(Date.parse('2026-11-28T18:00:00Z') + 1000 * tick++),
  });
  let ids: Awaited<ReturnType<typeof seed>>;
  beforeAll(async () => {
    ids = await seed(ctx.database.db);
  });

  const call = (
    method: 'GET' | 'POST' | 'PUT' | 'DELETE',
    url: string,
    token?: string,
    payload?: unknown,
  ) => injectAs(ctx.app, method, url, token, payload);
  const listOf = async (token: string) => {
    const response = await call('GET', '/api/saved-events', token);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['cache-control']).toBe('private, no-store');
    return response.json() as EventItem[];
  };

  it('refuses every call without a valid token', async () => {
    for (const [method, url, payload] of [
      ['GET', '/api/saved-events', undefined],
      ['POST', '/api/saved-events', { eventIds: [ids.pride] }],
      ['PUT', `/api/saved-events/${ids.pride}`, undefined],
      ['DELETE', `/api/saved-events/${ids.pride}`, undefined],
      ['DELETE', '/api/saved-events', undefined],
    ] as const) {
      for (const token of [undefined, 'not-a-token']) {
        const response = await call(method, url, token, payload);
        expect(response.statusCode, `${method} ${url}`).toBe(401);
        expect(response.json().error).toBe('AUTH_REQUIRED');
      }
    }
  });

  it('saves once however often, lists yearly events at their next run, and removes', async () => {
    const user = await registerAndLogin(ctx.app);
    expect((await call('PUT', `/api/saved-events/${ids.pride}`, user.token)).statusCode).toBe(204);
    for (let i = 0; i < 2; i += 1) {
      expect((await call('PUT', `/api/saved-events/${ids.guadalupe}`, user.token)).statusCode).toBe(
        204,
      );
    }
    const list = await listOf(user.token);
    // In the order saved; the yearly fiesta at this year's run, with its city's zone.
    expect(list.map((event) => [event.slug, event.date, event.endDate])).toEqual([
      ['pride', '2027-05-20', '2027-05-26'],
      ['fiestas-de-guadalupe', '2026-12-01', '2026-12-12'],
    ]);
    expect(list[1]).toMatchObject({ city: 'Puerto Vallarta', timeZone: 'America/Bahia_Banderas' });

    expect((await call('DELETE', `/api/saved-events/${ids.pride}`, user.token)).statusCode).toBe(
      204,
    );
    expect((await call('DELETE', `/api/saved-events/${ids.pride}`, user.token)).statusCode).toBe(
      204,
    );
    expect((await listOf(user.token)).map((event) => event.slug)).toEqual(['fiestas-de-guadalupe']);
    expect((await call('DELETE', '/api/saved-events', user.token)).statusCode).toBe(204);
    expect(await listOf(user.token)).toEqual([]);
  });

  it("never shows or changes another user's saves", async () => {
    const owner = await registerAndLogin(ctx.app);
    const other = await registerAndLogin(ctx.app);
    await call('PUT', `/api/saved-events/${ids.pride}`, owner.token);
    expect(await listOf(other.token)).toEqual([]);
    // The other user's removals and clearing touch only their own (empty) list.
    await call('DELETE', `/api/saved-events/${ids.pride}`, other.token);
    await call('DELETE', '/api/saved-events', other.token);
    expect((await listOf(owner.token)).map((event) => event.slug)).toEqual(['pride']);
    // Saving the same event makes a list of the other's own.
    await call('PUT', `/api/saved-events/${ids.guadalupe}`, other.token);
    expect((await listOf(other.token)).map((event) => event.slug)).toEqual([
      'fiestas-de-guadalupe',
    ]);
    expect((await listOf(owner.token)).map((event) => event.slug)).toEqual(['pride']);
  });

  it("moves a device's saves to the account, skipping events that are gone", async () => {
    const user = await registerAndLogin(ctx.app);
    await call('PUT', `/api/saved-events/${ids.pride}`, user.token);
    const moved = await call('POST', '/api/saved-events', user.token, {
      eventIds: [ids.guadalupe, ids.pride, 2_000_000],
    });
    expect(moved.statusCode, moved.body).toBe(200);
    expect((moved.json() as EventItem[]).map((event) => event.slug).sort()).toEqual([
      'fiestas-de-guadalupe',
      'pride',
    ]);
  });

  it('leaves out one-off events that are over, and refuses unknown events and bad input', async () => {
    const user = await registerAndLogin(ctx.app);
    expect((await call('PUT', `/api/saved-events/${ids.over}`, user.token)).statusCode).toBe(204);
    expect(await listOf(user.token)).toEqual([]);

    const unknown = await call('PUT', '/api/saved-events/2000000', user.token);
    expect(unknown.statusCode).toBe(404);
    const badId = await call('PUT', '/api/saved-events/abc', user.token);
    expect(badId.statusCode).toBe(400);
    const tooMany = await call('POST', '/api/saved-events', user.token, {
      eventIds: Array.from({ length: SAVED_EVENTS_MAX + 1 }, (_, i) => i + 1),
    });
    expect(tooMany.statusCode).toBe(400);
    expect(tooMany.json().field).toMatch(/^eventIds/);
  });
});
