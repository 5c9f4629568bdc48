/**
 * Place facts a traveller can act on (issue 30, decision 0031): spots carry their structured hours
 * evaluated per local day, the city's spot list filters on the server to the spots open at an
 * instant (`openAt`), and a tour can be walked on a chosen day to see which stops would be closed.
 */
import { describe, expect, it } from 'vitest';
import {
  MEXICO_CITY_ID,
  type SpotSummary,
  type TourDetail,
  type TourPlan,
} from '@sendero/contract';
import {
  addDays,
  clockTime,
  holidayOn,
  instantOf,
  isOpenAt,
  isOpenAtLocal,
  localTime,
  weekdayIndex,
} from '@sendero/hours';
import { useApp } from './build.ts';
import { testDatabases } from './databases.ts';

const OAXACA = 2;
const ZONE = 'America/Mexico_City';

/** Not a holiday, nor an evening many places close early (the tour check leaves these out). */
const ordinary = (date: string) =>
  holidayOn(date) === null && !date.endsWith('-12-24') && !date.endsWith('-12-31');

/** The next date on or after `from` with ISO weekday `weekday` (0 = Monday) that is no holiday. */
function nextWeekday(from: string, weekday: number, plain: (date: string) => boolean): string {
  let date = from;
  while (weekdayIndex(date) !== weekday || !plain(date)) date = addDays(date, 1);
  return date;
}

describe.each(testDatabases)('place facts on $name', (target) => {
  const ctx = useApp(target, { content: 'real' });

  const json = async <T>(url: string): Promise<T> => {
    const response = await ctx.app.inject(url);
    expect(response.statusCode, response.body).toBe(200);
    return response.json() as T;
  };
  const citySpots = async (query = '') =>
    (await json<{ content: SpotSummary[] }>(`/api/cities/${OAXACA}/spots?size=100${query}`))
      .content;

  it('sends each spot’s hours, note, visit length, check date, zone and evaluated days', async () => {
    const spots = await citySpots();
    const museum = spots.find((s) => s.openingHours?.includes('Mo off'))!;
    expect(museum).toMatchObject({
      openingHours: expect.any(String),
      visitMinutes: expect.any(Number),
      factsCheckedOn: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
      timeZone: ZONE,
      timeSpent: expect.any(String),
    });
    // From the day before today (in Oaxaca) for nine days; Mondays closed.
    const today = localTime(new Date(), ZONE).date;
    expect(museum.openDays).toHaveLength(9);
    expect(museum.openDays[1]!.date).toBe(today);
    for (const day of museum.openDays) {
      if (weekdayIndex(day.date) === 0) expect(day.open, day.date).toEqual([]);
    }
  });

  it('filters a city’s spots to the ones open at an instant, on the server', async () => {
    const all = await citySpots();
    const museum = all.find((s) => s.openingHours?.includes('Mo off'))!;
    const monday = nextWeekday(localTime(new Date(), ZONE).date, 0, ordinary);
    const tuesday = addDays(monday, 1);
    for (const [date, museumOpen] of [
      [monday, false],
      [tuesday, true],
    ] as const) {
      const at = instantOf({ date, minutes: 12 * 60 }, ZONE).toISOString();
      const open = await citySpots(`&openAt=${encodeURIComponent(at)}`);
      const expected = all.filter((s) => isOpenAt(s.openingHours, s.timeZone, new Date(at)));
      expect(open.map((s) => s.id).sort()).toEqual(expected.map((s) => s.id).sort());
      expect(
        open.some((s) => s.id === museum.id),
        date,
      ).toBe(museumOpen);
      // A place whose hours are not known is never among the open ones.
      expect(open.every((s) => s.openingHours !== null)).toBe(true);
    }
  });

  it('reads the instant with its offset: the same wall-clock time in UTC is another moment', async () => {
    const tuesday = nextWeekday(localTime(new Date(), ZONE).date, 1, () => true);
    // 10:30 in Oaxaca is 16:30Z; "10:30Z" is 04:30 in Oaxaca, when museums are shut.
    const local = await citySpots(`&openAt=${encodeURIComponent(`${tuesday}T10:30:00-06:00`)}`);
    const utc = await citySpots(`&openAt=${encodeURIComponent(`${tuesday}T10:30:00Z`)}`);
    expect(local.length).toBeGreaterThan(utc.length);
  });

  /** Every spot of México (the country entry, city 4), page by page. */
  const mexicoSpots = async (query = '') => {
    const spots: SpotSummary[] = [];
    for (let page = 0; ; page += 1) {
      const body = await json<{ content: SpotSummary[]; totalPages: number }>(
        `/api/cities/${MEXICO_CITY_ID}/spots?size=100&page=${page}${query}`,
      );
      spots.push(...body.content);
      if (page + 1 >= body.totalPages) return spots;
    }
  };
  const ids = (spots: SpotSummary[]) => spots.map((s) => s.id).sort((a, b) => a - b);

  it('reads a local date and time (openOn) on each spot’s own clock, México-wide', async () => {
    const everywhere = await mexicoSpots();
    const cancun = everywhere.filter((s) => s.timeZone === 'America/Cancun' && s.openingHours);
    expect(cancun.length).toBeGreaterThan(0);
    const date = nextWeekday(localTime(new Date(), ZONE).date, 2, ordinary);
    // A time at which some place in Cancún is open by its own clock and not an hour later (or
    // the other way round): read in Mexico City's zone, as before, the list would be wrong there.
    const minutes = Array.from({ length: 48 }, (_, i) => i * 30).find((m) =>
      cancun.some(
        (s) =>
          isOpenAtLocal(s.openingHours, { date, minutes: m }) !==
          isOpenAt(s.openingHours, s.timeZone, instantOf({ date, minutes: m }, ZONE)),
      ),
    );
    expect(minutes).toBeDefined();
    for (const m of [minutes!, 12 * 60]) {
      const open = await mexicoSpots(`&openOn=${date}T${clockTime(m)}`);
      const expected = everywhere.filter((s) =>
        isOpenAtLocal(s.openingHours, { date, minutes: m }),
      );
      expect(ids(open), clockTime(m)).toEqual(ids(expected));
    }
    // In one city, a local time is the instant in the city's zone.
    const at = instantOf({ date, minutes: 12 * 60 }, ZONE).toISOString();
    expect(ids(await citySpots(`&openOn=${date}T12:00`))).toEqual(
      ids(await citySpots(`&openAt=${encodeURIComponent(at)}`)),
    );
  });

  it.each(['2026-12-08', '2026-02-30T10:00', '2026-12-08T10:00Z', '2026-12-08T24:00'])(
    'rejects openOn=%s with a 400 naming openOn',
    async (value) => {
      const response = await ctx.app.inject(
        `/api/cities/${OAXACA}/spots?openOn=${encodeURIComponent(value)}`,
      );
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ error: 'VALIDATION_ERROR', field: 'openOn' });
    },
  );

  it('rejects openAt and openOn together with a 400 naming openOn', async () => {
    const response = await ctx.app.inject(
      `/api/cities/${OAXACA}/spots?openOn=2026-12-08T10:00&openAt=${encodeURIComponent('2026-12-08T10:00:00-06:00')}`,
    );
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ error: 'VALIDATION_ERROR', field: 'openOn' });
  });

  it.each(['tomorrow', '2026-12-08', '2026-12-08T10:30'])(
    'rejects openAt=%s with a 400 naming openAt',
    async (value) => {
      const response = await ctx.app.inject(`/api/cities/${OAXACA}/spots?openAt=${value}`);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ error: 'VALIDATION_ERROR', field: 'openAt' });
    },
  );

  describe('GET /api/tours/{id}/plan', () => {
    const oaxacaTour = async () => {
      const tours = await json<{ content: { id: number }[] }>(`/api/cities/${OAXACA}/tours`);
      const details = await Promise.all(
        tours.content.map((t) => json<TourDetail>(`/api/tours/${t.id}`)),
      );
      // A tour with a stop closed on Mondays, walked on a Monday, must say so.
      return details.find((t) =>
        t.spots.some(({ spot }) => spot.openingHours?.includes('Mo off')),
      )!;
    };

    it('times every stop from the start and says which are closed on arrival', async () => {
      const tour = await oaxacaTour();
      expect(tour.days).not.toContain('Mo');
      const monday = nextWeekday(localTime(new Date(), ZONE).date, 0, () => true);
      const plan = await json<TourPlan>(
        `/api/tours/${tour.id}/plan?date=${monday}&start=${tour.startTime}`,
      );
      expect(plan).toMatchObject({ date: monday, start: tour.startTime, timeZone: ZONE });
      expect(plan.stops.map((s) => s.spotId)).toEqual(tour.spots.map(({ spot }) => spot.id));
      expect(plan.stops[0]!.arrive).toBe(tour.startTime);
      expect(plan.stops.some((s) => s.state === 'closed')).toBe(true);
      // Each stop is left after its visit; the next is reached after the travel.
      plan.stops.forEach((stop, i) => {
        expect(stop.leaveAfter - stop.arriveAfter).toBe(tour.spots[i]!.spot.visitMinutes);
        const previous = plan.stops[i - 1];
        if (previous) expect(stop.arriveAfter).toBe(previous.leaveAfter + stop.travelMinutes);
      });
      expect(plan.totalMinutes).toBe(tour.durationMinutes);
    });

    it('finds every stop open on a day the tour suggests', async () => {
      const tour = await oaxacaTour();
      const weekday = ['Mo', 'Tu', 'We', 'Th', 'Fr', 'Sa', 'Su'].indexOf(tour.days[0]!);
      const date = nextWeekday(addDays(localTime(new Date(), ZONE).date, 1), weekday, ordinary);
      const plan = await json<TourPlan>(
        `/api/tours/${tour.id}/plan?date=${date}&start=${tour.startTime}`,
      );
      expect(
        plan.stops.every((s) => s.state !== 'closed'),
        JSON.stringify(plan.stops),
      ).toBe(true);
    });

    it.each([
      ['date=2026-13-01&start=09:00', 'date'],
      ['date=2026-12-08&start=9am', 'start'],
      ['date=2026-12-08&start=24:00', 'start'],
      ['start=09:00', 'date'],
    ])('rejects %s with a 400 naming %s', async (query, field) => {
      const tour = await oaxacaTour();
      const response = await ctx.app.inject(`/api/tours/${tour.id}/plan?${query}`);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ error: 'VALIDATION_ERROR', field });
    });

    it('answers 404 for a missing tour', async () => {
      const response = await ctx.app.inject('/api/tours/99999/plan?date=2026-12-08&start=09:00');
      expect(response.statusCode).toBe(404);
    });
  });

  it('is described in the OpenAPI document', async () => {
    const paths = (await json<{ paths: Record<string, Record<string, unknown>> }>('/api/docs/json'))
      .paths;
    const spot = JSON.stringify(paths['/api/spots/{id}']);
    for (const field of [
      'openingHours',
      'hoursNote',
      'visitMinutes',
      'factsCheckedOn',
      'timeZone',
      'openDays',
    ]) {
      expect(spot, field).toContain(`"${field}"`);
    }
    expect(JSON.stringify(paths['/api/cities/{id}/spots'])).toContain('"openAt"');
    expect(paths['/api/tours/{id}/plan']?.get).toBeDefined();
  });
});
