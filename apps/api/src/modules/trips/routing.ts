/**
 * Driving times from a routing engine, when ROUTING_URL names one (issue 31, item 3; decision
 * 0035): the OSRM table service (`/table/v1/driving/{lng,lat;…}`), which OSRM, Valhalla's OSRM
 * mode and hosted OSRM-compatible services answer. Only the legs too long to walk are asked;
 * walking stays estimated. The engine is a convenience: when it is slow, down or refuses, the trip
 * keeps the estimate, so a trip page never waits on it for more than ROUTING_TIMEOUT_MS.
 */
import type { TripRoute } from '@sendero/contract';
import { distanceKm, WALK_MAX_KM, type Point } from '@sendero/hours';
import type { FastifyBaseLogger } from 'fastify';
import { z } from 'zod';

/** A trip page does not wait longer than this for the engine. */
export const ROUTING_TIMEOUT_MS = 2500;
/** Past this many points a table is large and slow: the trip is estimated instead. */
export const ROUTING_MAX_POINTS = 60;
/** Tables kept per process: the same trip read again does not ask again. */
const CACHE_ENTRIES = 500;

const osrmTable = z.object({
  code: z.literal('Ok'),
  durations: z.array(z.array(z.number().nullable())),
  distances: z.array(z.array(z.number().nullable())).optional(),
});

export interface Router {
  /** The drives between `points` too far apart to walk; empty without an engine or an answer. */
  drives(points: readonly Point[]): Promise<TripRoute[]>;
}

/** No engine configured: every leg is estimated from the coordinates. */
export const NO_ROUTER: Router = { drives: () => Promise.resolve([]) };

const key = (points: readonly Point[]) => points.map(({ lat, lng }) => `${lng},${lat}`).join(';');

export function createRouter(
  baseUrl: string | undefined,
  log: FastifyBaseLogger,
  { timeoutMs = ROUTING_TIMEOUT_MS }: { timeoutMs?: number } = {},
): Router {
  if (!baseUrl) return NO_ROUTER;
  const base = baseUrl.replace(/\/+$/, '');
  const cache = new Map<string, TripRoute[]>();

  async function table(points: readonly Point[]): Promise<TripRoute[]> {
    const url = `${base}/table/v1/driving/${key(points)}?annotations=duration,distance`;
    const answer = await fetch(url, { signal: AbortSignal.timeout(timeoutMs) });
    if (!answer.ok) throw new Error(`routing engine answered ${answer.status}`);
    const { durations, distances } = osrmTable.parse(await answer.json());
    const routes: TripRoute[] = [];
    points.forEach((from, i) => {
      points.forEach((to, j) => {
        if (i === j || distanceKm(from, to) <= WALK_MAX_KM) return;
        const seconds = durations[i]?.[j];
        if (seconds === null || seconds === undefined) return; // No road between them.
        const metres = distances?.[i]?.[j] ?? null;
        routes.push({
          from,
          to,
          minutes: Math.ceil(seconds / 60),
          km: metres === null ? distanceKm(from, to) : metres / 1000,
        });
      });
    });
    return routes;
  }

  return {
    async drives(points) {
      const far = points.some((a) => points.some((b) => distanceKm(a, b) > WALK_MAX_KM));
      if (!far || points.length > ROUTING_MAX_POINTS) return [];
      const cacheKey = key(points);
      const kept = cache.get(cacheKey);
      if (kept) return kept;
      try {
        const routes = await table(points);
        if (cache.size >= CACHE_ENTRIES) cache.delete(cache.keys().next().value!);
        cache.set(cacheKey, routes);
        return routes;
      } catch (error) {
        log.warn({ err: error }, 'routing engine unavailable; travel times estimated');
        return [];
      }
    },
  };
}
