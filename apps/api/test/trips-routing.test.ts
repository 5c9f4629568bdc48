/**
 * A routing engine for trips (ROUTING_URL, decision 0035): the drives too long to walk come from
 * its table service, the day's timing and the calendar follow them, and an engine that is down or
 * slow leaves the estimate, within its timeout.
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import pino from 'pino';
import type { TripDetail } from '@sendero/contract';
import { createRouter } from '../src/modules/trips/routing.ts';
import { useApp } from './build.ts';
import { testDatabases } from './databases.ts';
import { bearer, registerAndLogin } from './accounts-helpers.ts';

const OAXACA = 2;
/** Monte Albán's car park, about 5 km from the centre: too far to walk. */
const HILLTOP = { lat: 17.0436, lng: -96.7676 };
const silent = pino({ level: 'silent' });

/** An OSRM table service that says every drive takes 40 minutes and 12.5 km. */
function fakeEngine(requests: string[]) {
  return createServer((request, response) => {
    requests.push(request.url ?? '');
    const match = /^\/table\/v1\/driving\/([^?]+)/.exec(request.url ?? '');
    const count = match ? match[1]!.split(';').length : 0;
    const square = (value: number) =>
      Array.from({ length: count }, (_, i) =>
        Array.from({ length: count }, (_, j) => (i === j ? 0 : value)),
      );
    response.setHeader('content-type', 'application/json');
    response.end(
      JSON.stringify({ code: 'Ok', durations: square(2400), distances: square(12_500) }),
    );
  });
}

async function listen(server: Server): Promise<string> {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

describe('the routing engine client', () => {
  it('gives up on an engine that does not answer within its timeout, leaving the estimate', async () => {
    const silentEngine = createServer(() => undefined);
    const url = await listen(silentEngine);
    try {
      const router = createRouter(url, silent, { timeoutMs: 200 });
      const started = Date.now();
      expect(await router.drives([{ lat: 17.0658, lng: -96.7232 }, HILLTOP])).toEqual([]);
      expect(Date.now() - started).toBeLessThan(2000);
    } finally {
      silentEngine.closeAllConnections();
      silentEngine.close();
    }
  });

  it('asks nothing when every leg is a walk, and without an engine', async () => {
    const requests: string[] = [];
    const engine = fakeEngine(requests);
    const url = await listen(engine);
    try {
      const near = [
        { lat: 17.061, lng: -96.7253 },
        { lat: 17.0658, lng: -96.7232 },
      ];
      expect(await createRouter(url, silent).drives(near)).toEqual([]);
      expect(requests).toEqual([]);
      expect(await createRouter(undefined, silent).drives([near[0]!, HILLTOP])).toEqual([]);
    } finally {
      engine.close();
    }
  });
});

describe.each(testDatabases)('trips with a routing engine on $name', (target) => {
  const requests: string[] = [];
  const engine = fakeEngine(requests);
  const env: Record<string, string | undefined> = {};
  beforeAll(async () => {
    env.ROUTING_URL = await listen(engine);
  });
  afterAll(() => engine.close());
  const ctx = useApp(target, { content: 'fixture', env });

  it('times the drives from the engine, and asks once for the same points', async () => {
    const owner = await registerAndLogin(ctx.app);
    const call = (method: 'GET' | 'POST' | 'PATCH', url: string, payload?: object) =>
      ctx.app.inject({
        method,
        url,
        headers: bearer(owner.token),
        ...(payload ? { payload: payload as Record<string, unknown> } : {}),
      });
    const spots = (await ctx.app.inject(`/api/spots/popular?cityId=${OAXACA}`)).json();
    const trip = (
      await call('POST', '/api/trips', {
        name: 'Oaxaca',
        cityId: OAXACA,
        startDate: '2026-12-07',
        days: 1,
      })
    ).json() as TripDetail;
    await call('POST', `/api/trips/${trip.id}/items`, { spotId: spots.content[0].id, day: 1 });
    const started = (
      await call('PATCH', `/api/trips/${trip.id}`, {
        dayStarts: [{ startTime: '09:00', startLabel: 'Hotel on the hill', startPoint: HILLTOP }],
      })
    ).json() as TripDetail;
    expect(started.routes).toContainEqual({
      from: HILLTOP,
      to: started.items[0]!.spot.coordinates,
      minutes: 40,
      km: 12.5,
    });
    const asked = requests.length;
    expect(requests.at(-1)).toMatch(/^\/table\/v1\/driving\/-96\.\d+,17\.\d+;-96\.\d+,17\.\d+\?/);
    await call('GET', `/api/trips/${trip.id}`);
    expect(requests).toHaveLength(asked);
    // The calendar times the first visit after the engine's 40-minute drive from the hotel.
    const ics = (await call('GET', `/api/trips/${trip.id}/export.ics`)).body;
    expect(ics).toMatch(/DTSTART;TZID=America\/Mexico_City:20261207T0940/);
  });
});
