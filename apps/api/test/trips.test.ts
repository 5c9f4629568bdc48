/**
 * Trips (issue 31): signed-in only, each trip its owner's alone (tried with two accounts), places
 * added as spots or as a tour's stops in order, moved between days and positions, and limits that
 * answer 409 naming the field.
 */
import ICAL from 'ical.js';
import { SaxesParser } from 'saxes';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { TRIP_LIMITS, TRIP_MESSAGES, type TripDetail } from '@sendero/contract';
import { useApp } from './build.ts';
import { testDatabases } from './databases.ts';
import { deleteOwnAccount, injectAs, registerAndLogin } from './accounts-helpers.ts';

const OAXACA = 2;
const PUEBLA = 8;

describe.each(testDatabases)('trips on $name', (target) => {
  const ctx = useApp(target, { content: 'fixture' });
  let owner: Awaited<ReturnType<typeof registerAndLogin>>;
  let stranger: Awaited<ReturnType<typeof registerAndLogin>>;
  let tourId: number;
  let tourStops: number[];
  let spotIds: Record<string, number>;

  beforeAll(async () => {
    owner = await registerAndLogin(ctx.app);
    stranger = await registerAndLogin(ctx.app);
    const tours = (await ctx.app.inject(`/api/tours?cityId=${OAXACA}`)).json();
    tourId = tours.content[0].id;
    const tour = (await ctx.app.inject(`/api/tours/${tourId}`)).json();
    tourStops = tour.spots.map((s: { spot: { id: number } }) => s.spot.id);
    const spots = (await ctx.app.inject(`/api/spots/popular?cityId=${OAXACA}`)).json();
    spotIds = Object.fromEntries(
      spots.content.map((s: { slug: string; id: number }) => [s.slug, s.id]),
    );
  });

  const call = (
    method: 'GET' | 'POST' | 'PATCH' | 'DELETE',
    url: string,
    token?: string,
    payload?: unknown,
  ) => injectAs(ctx.app, method, url, token, payload);
  const newTrip = async (token = owner.token, body: Record<string, unknown> = {}) => {
    const response = await call('POST', '/api/trips', token, {
      name: 'Oaxaca in December',
      cityId: OAXACA,
      startDate: '2026-12-07',
      days: 2,
      ...body,
    });
    expect(response.statusCode, response.body).toBe(201);
    return response.json() as TripDetail;
  };

  it('refuses every call without a valid token', async () => {
    for (const [method, url] of [
      ['GET', '/api/trips'],
      ['POST', '/api/trips'],
      ['GET', '/api/trips/1'],
      ['PATCH', '/api/trips/1'],
      ['DELETE', '/api/trips/1'],
      ['POST', '/api/trips/1/items'],
      ['PATCH', '/api/trips/1/items/1'],
      ['DELETE', '/api/trips/1/items/1'],
    ] as const) {
      const response = await call(method, url, undefined, {});
      expect(response.statusCode, `${method} ${url}`).toBe(401);
    }
  });

  it('starts a trip with a start for each day, 09:00 unless changed, in the city’s zone', async () => {
    const trip = await newTrip();
    expect(trip).toMatchObject({
      name: 'Oaxaca in December',
      cityId: OAXACA,
      cityName: 'Oaxaca',
      timeZone: 'America/Mexico_City',
      startDate: '2026-12-07',
      days: 2,
      itemCount: 0,
      items: [],
    });
    expect(trip.dayStarts).toEqual([
      { startTime: '09:00', startLabel: null, startPoint: null },
      { startTime: '09:00', startLabel: null, startPoint: null },
    ]);
    const list = (await call('GET', '/api/trips', owner.token)).json();
    expect(list.trips.map((t: { id: number }) => t.id)).toContain(trip.id);
    const personal = await call('GET', `/api/trips/${trip.id}`, owner.token);
    expect(personal.headers['cache-control']).toMatch(/private|no-store/);
  });

  it.each([
    [{ days: 15 }, 'days'],
    [{ days: 0 }, 'days'],
    [{ name: '  ' }, 'name'],
    [{ startDate: '2026-02-30' }, 'startDate'],
    [{ cityId: 'x' }, 'cityId'],
  ])('refuses %o with a 400 naming %s', async (body, field) => {
    const response = await call('POST', '/api/trips', owner.token, {
      name: 'A trip',
      cityId: OAXACA,
      startDate: '2026-12-07',
      days: 2,
      ...body,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ error: 'VALIDATION_ERROR', field });
  });

  it('answers 404 for a city that does not exist', async () => {
    const response = await call('POST', '/api/trips', owner.token, {
      name: 'Nowhere',
      cityId: 999,
      startDate: '2026-12-07',
      days: 1,
    });
    expect(response.statusCode).toBe(404);
  });

  it('adds a spot to a day and a tour’s stops in their order, with each day’s open hours', async () => {
    const trip = await newTrip();
    const withSpot = await call('POST', `/api/trips/${trip.id}/items`, owner.token, {
      spotId: spotIds['santo-domingo'],
      day: 1,
    });
    expect(withSpot.statusCode, withSpot.body).toBe(201);
    const withTour = (
      await call('POST', `/api/trips/${trip.id}/items`, owner.token, { tourId })
    ).json() as TripDetail;
    expect(withTour.itemCount).toBe(1 + tourStops.length);
    const [onDay, ...unplanned] = withTour.items;
    expect(onDay).toMatchObject({ day: 1, position: 0, pinned: false, fromTourId: null });
    // The church's hours on Monday 7 December 2026.
    expect(onDay!.openByDay[0]).toEqual([['07:00', '20:00']]);
    expect(onDay!.openByDay).toHaveLength(withTour.days);
    expect(unplanned.map((item) => item.spot.id)).toEqual(tourStops);
    expect(unplanned.every((item) => item.day === null && item.fromTourId === tourId)).toBe(true);
    expect(unplanned.map((item) => item.position)).toEqual([0, 1, 2]);
    // Not yet on a day, yet its hours on every day of the trip are known (for a move offline).
    expect(unplanned.every((item) => item.openByDay.length === withTour.days)).toBe(true);
  });

  it('moves places between days and within one, renumbering both, and keeps a pin', async () => {
    const trip = await newTrip();
    const added = (
      await call('POST', `/api/trips/${trip.id}/items`, owner.token, { tourId, day: 1 })
    ).json() as TripDetail;
    const [first, second, third] = added.items;
    const moved = (
      await call('PATCH', `/api/trips/${trip.id}/items/${first!.id}`, owner.token, {
        day: 2,
        position: 0,
        pinned: true,
      })
    ).json() as TripDetail;
    const byDay = (day: number | null) =>
      moved.items.filter((item) => item.day === day).map((item) => [item.id, item.position]);
    expect(byDay(1)).toEqual([
      [second!.id, 0],
      [third!.id, 1],
    ]);
    expect(byDay(2)).toEqual([[first!.id, 0]]);
    expect(moved.items.find((item) => item.id === first!.id)?.pinned).toBe(true);
    // Within a day: the last one to the front.
    const reordered = (
      await call('PATCH', `/api/trips/${trip.id}/items/${third!.id}`, owner.token, {
        day: 1,
        position: 0,
      })
    ).json() as TripDetail;
    expect(reordered.items.filter((i) => i.day === 1).map((i) => i.id)).toEqual([
      third!.id,
      second!.id,
    ]);
    // A day the trip does not have.
    const tooFar = await call('PATCH', `/api/trips/${trip.id}/items/${third!.id}`, owner.token, {
      day: 3,
      position: 0,
    });
    expect(tooFar.statusCode).toBe(409);
    expect(tooFar.json()).toMatchObject({ field: 'day', message: TRIP_MESSAGES.dayOutOfTrip });
    // Fewer days: day 2's place waits, unpinned, among the places not yet on a day.
    const shorter = (
      await call('PATCH', `/api/trips/${trip.id}`, owner.token, { days: 1 })
    ).json() as TripDetail;
    expect(shorter.items.find((i) => i.id === first!.id)).toMatchObject({
      day: null,
      pinned: false,
    });
    expect(shorter.dayStarts).toHaveLength(1);
  });

  it('takes a place off, and answers 404 for a place of another trip', async () => {
    const trip = await newTrip();
    const other = await newTrip();
    const added = (
      await call('POST', `/api/trips/${trip.id}/items`, owner.token, { tourId, day: 1 })
    ).json() as TripDetail;
    const after = (
      await call('DELETE', `/api/trips/${trip.id}/items/${added.items[0]!.id}`, owner.token)
    ).json() as TripDetail;
    expect(after.items.map((i) => i.position)).toEqual([0, 1]);
    const wrongTrip = await call(
      'DELETE',
      `/api/trips/${other.id}/items/${added.items[1]!.id}`,
      owner.token,
    );
    expect(wrongTrip.statusCode).toBe(404);
    expect(wrongTrip.json().message).toBe(TRIP_MESSAGES.itemNotFound);
  });

  it('keeps each trip to its owner: another account gets 403 on every call', async () => {
    const trip = await newTrip();
    const added = (
      await call('POST', `/api/trips/${trip.id}/items`, owner.token, {
        spotId: spotIds['zocalo'],
        day: 1,
      })
    ).json() as TripDetail;
    const item = added.items[0]!.id;
    for (const [method, url, body] of [
      ['GET', `/api/trips/${trip.id}`, undefined],
      ['PATCH', `/api/trips/${trip.id}`, { name: 'Mine now' }],
      ['DELETE', `/api/trips/${trip.id}`, undefined],
      ['POST', `/api/trips/${trip.id}/items`, { spotId: spotIds['zocalo'] }],
      ['PATCH', `/api/trips/${trip.id}/items/${item}`, { day: null, position: 0 }],
      ['DELETE', `/api/trips/${trip.id}/items/${item}`, undefined],
      [
        'POST',
        `/api/trips/${trip.id}/offline-changes`,
        {
          basedOn: added.updatedAt,
          sentAt: new Date().toISOString(),
          changes: [{ kind: 'remove', itemId: item, editedAt: new Date().toISOString() }],
        },
      ],
    ] as const) {
      const response = await call(method, url, stranger.token, body);
      expect(response.statusCode, `${method} ${url}`).toBe(403);
      expect(response.json().message).toBe(TRIP_MESSAGES.notYours);
    }
    const list = (await call('GET', '/api/trips', stranger.token)).json();
    expect(list.trips.map((t: { id: number }) => t.id)).not.toContain(trip.id);
    // Nothing changed.
    const still = (await call('GET', `/api/trips/${trip.id}`, owner.token)).json() as TripDetail;
    expect(still.name).toBe('Oaxaca in December');
    expect(still.items).toHaveLength(1);
    expect((await call('GET', '/api/trips/999999', owner.token)).statusCode).toBe(404);
  });

  it('refuses a place of another destination with a 409 naming the field', async () => {
    const trip = await newTrip(owner.token, { cityId: PUEBLA });
    const spot = await call('POST', `/api/trips/${trip.id}/items`, owner.token, {
      spotId: spotIds['zocalo'],
    });
    expect(spot.statusCode).toBe(409);
    expect(spot.json()).toMatchObject({ field: 'spotId', message: TRIP_MESSAGES.otherCity });
    const tour = await call('POST', `/api/trips/${trip.id}/items`, owner.token, { tourId });
    expect(tour.json()).toMatchObject({ field: 'tourId' });
    const neither = await call('POST', `/api/trips/${trip.id}/items`, owner.token, {});
    expect(neither.statusCode).toBe(400);
    expect(neither.json()).toMatchObject({ field: 'spotId' });
  });

  it('holds a trip to its place limit and an account to its trip limit (409 naming the field)', async () => {
    const person = await registerAndLogin(ctx.app);
    const trip = await newTrip(person.token);
    const perTour = tourStops.length;
    const fits = Math.floor(TRIP_LIMITS.maxItems / perTour);
    for (let i = 0; i < fits; i += 1) {
      const response = await call('POST', `/api/trips/${trip.id}/items`, person.token, { tourId });
      expect(response.statusCode).toBe(201);
    }
    const over = await call('POST', `/api/trips/${trip.id}/items`, person.token, { tourId });
    expect(over.statusCode).toBe(409);
    expect(over.json()).toMatchObject({ field: 'tourId', message: TRIP_MESSAGES.tooManyItems });

    for (let i = 1; i < TRIP_LIMITS.maxTrips; i += 1) await newTrip(person.token);
    const tooMany = await call('POST', '/api/trips', person.token, {
      name: 'One more',
      cityId: OAXACA,
      startDate: '2026-12-07',
      days: 1,
    });
    expect(tooMany.statusCode).toBe(409);
    expect(tooMany.json()).toMatchObject({ field: 'name', message: TRIP_MESSAGES.tooManyTrips });
  });

  it('goes with the account that owns it', async () => {
    const person = await registerAndLogin(ctx.app);
    await newTrip(person.token);
    expect((await deleteOwnAccount(ctx.app, person)).statusCode).toBe(204);
    const left = await ctx.database.db.execute(
      sql`select count(*)::int as n from trips where user_id = ${person.id}`,
    );
    expect(left.rows[0]).toEqual({ n: 0 });
  });

  describe('events', () => {
    let eventId: number;
    beforeAll(async () => {
      const list = (await ctx.app.inject(`/api/events?cityId=${OAXACA}`)).json();
      eventId = list.find((event: { slug: string }) => event.slug === 'guelaguetza').id;
    });

    it('pins an event to a day when it is on, at its time, and refuses a day when it is not', async () => {
      // Guelaguetza: every 20 July, 10:00. The trip runs 19–21 July 2027.
      const trip = await newTrip(owner.token, { startDate: '2027-07-19', days: 3 });
      const wrongDay = await call('POST', `/api/trips/${trip.id}/items`, owner.token, {
        eventId,
        day: 1,
      });
      expect(wrongDay.statusCode).toBe(409);
      expect(wrongDay.json()).toMatchObject({ field: 'day', message: TRIP_MESSAGES.eventNotOnDay });
      const added = await call('POST', `/api/trips/${trip.id}/items`, owner.token, {
        eventId,
        day: 2,
      });
      expect(added.statusCode, added.body).toBe(201);
      const [entry] = (added.json() as TripDetail).events;
      expect(entry).toMatchObject({
        day: 2,
        event: { id: eventId, title: 'Guelaguetza', date: '2027-07-20', startTime: '10:00' },
      });
      // In the calendar at its time in the city's zone; without a published end, about 2 h.
      const ics = (await call('GET', `/api/trips/${trip.id}/export.ics`, owner.token)).body;
      const vevent = new ICAL.Component(ICAL.parse(ics))
        .getAllSubcomponents('vevent')
        .find((event) => event.getFirstPropertyValue('summary') === 'Guelaguetza')!;
      expect(vevent.getFirstProperty('dtstart')!.getParameter('tzid')).toBe('America/Mexico_City');
      expect(String(vevent.getFirstPropertyValue('dtstart'))).toBe('2027-07-20T10:00:00');
      expect(String(vevent.getFirstPropertyValue('dtend'))).toBe('2027-07-20T12:00:00');
      // Moved off the days and back; another day of the trip is refused.
      const off = await call('PATCH', `/api/trips/${trip.id}/events/${entry!.id}`, owner.token, {
        day: null,
      });
      expect((off.json() as TripDetail).events[0]!.day).toBeNull();
      const elsewhere = await call(
        'PATCH',
        `/api/trips/${trip.id}/events/${entry!.id}`,
        owner.token,
        { day: 3 },
      );
      expect(elsewhere.statusCode).toBe(409);
      // Fewer days: the event waits without a day, not lost.
      await call('PATCH', `/api/trips/${trip.id}/events/${entry!.id}`, owner.token, { day: 2 });
      const shorter = (
        await call('PATCH', `/api/trips/${trip.id}`, owner.token, { days: 1 })
      ).json() as TripDetail;
      expect(shorter.events).toMatchObject([{ id: entry!.id, day: null }]);
      const removed = await call(
        'DELETE',
        `/api/trips/${trip.id}/events/${entry!.id}`,
        owner.token,
      );
      expect((removed.json() as TripDetail).events).toEqual([]);
      const again = await call('DELETE', `/api/trips/${trip.id}/events/${entry!.id}`, owner.token);
      expect(again.statusCode).toBe(404);
      expect(again.json().message).toBe(TRIP_MESSAGES.eventEntryNotFound);
    });

    it('keeps an event to its city and its trip to its owner', async () => {
      const puebla = await newTrip(owner.token, { cityId: PUEBLA });
      const other = await call('POST', `/api/trips/${puebla.id}/items`, owner.token, { eventId });
      expect(other.json()).toMatchObject({ field: 'eventId', message: TRIP_MESSAGES.otherCity });
      const trip = await newTrip();
      const added = (
        await call('POST', `/api/trips/${trip.id}/items`, owner.token, { eventId })
      ).json() as TripDetail;
      const entry = added.events[0]!.id;
      for (const [method, body] of [
        ['PATCH', { day: null }],
        ['DELETE', undefined],
      ] as const) {
        const response = await call(
          method,
          `/api/trips/${trip.id}/events/${entry}`,
          stranger.token,
          body,
        );
        expect(response.statusCode).toBe(403);
      }
    });
  });

  describe('changes made offline', () => {
    const HOUR = 3_600_000;
    const iso = (ms: number) => new Date(ms).toISOString();
    const pause = () => new Promise((resolve) => setTimeout(resolve, 25));
    const send = (trip: TripDetail, changes: unknown[], sentAt = Date.now()) =>
      call('POST', `/api/trips/${trip.id}/offline-changes`, owner.token, {
        basedOn: trip.updatedAt,
        sentAt: iso(sentAt),
        changes,
      });
    const dayOf = (trip: TripDetail, day: number | null) =>
      trip.items.filter((item) => item.day === day).map((item) => item.id);
    const withTour = async () => {
      const trip = await newTrip();
      const added = await call('POST', `/api/trips/${trip.id}/items`, owner.token, {
        tourId,
        day: 1,
      });
      return added.json() as TripDetail;
    };

    it('applies them in the order made, and says nothing changed elsewhere when nothing did', async () => {
      const trip = await withTour();
      const [a, b, c] = trip.items.map((item) => item.id);
      await pause();
      const madeOffline = Date.now();
      const response = await send(trip, [
        {
          kind: 'move',
          itemId: c,
          editedAt: iso(madeOffline),
          day: 2,
          position: 0,
          pinned: true,
        },
        { kind: 'remove', itemId: a, editedAt: iso(madeOffline + 1) },
      ]);
      expect(response.statusCode, response.body).toBe(200);
      const answer = response.json();
      expect(answer).toMatchObject({ changedElsewhere: false, superseded: [], gone: [] });
      expect(dayOf(answer.trip, 1)).toEqual([b]);
      expect(dayOf(answer.trip, 2)).toEqual([c]);
      expect(answer.trip.items.find((item: { id: number }) => item.id === c).pinned).toBe(true);
    });

    it('lets a later edit made elsewhere win, and says what was changed there', async () => {
      const trip = await withTour();
      const [a, b, c] = trip.items.map((item) => item.id);
      // The places were put on the trip an hour ago and the phone edited them ten minutes ago:
      // minutes, not a pause of milliseconds, before the other device's edits. The server reads
      // the time the call takes to reach it as the phone's, and on a loaded machine that alone
      // can take longer than a short pause.
      await ctx.database.db.execute(
        sql`update trip_items set updated_at = updated_at - interval '1 hour' where trip_id = ${trip.id}`,
      );
      const madeOffline = Date.now() - 10 * 60_000;
      // Another device, online, after the phone's edits: moves a, takes c off.
      await call('PATCH', `/api/trips/${trip.id}/items/${a}`, owner.token, { day: 2, position: 0 });
      await call('DELETE', `/api/trips/${trip.id}/items/${c}`, owner.token);
      const answer = (
        await send(trip, [
          {
            kind: 'move',
            itemId: a,
            editedAt: iso(madeOffline),
            day: 1,
            position: 2,
            pinned: false,
          },
          {
            kind: 'move',
            itemId: b,
            editedAt: iso(madeOffline),
            day: 2,
            position: 1,
            pinned: false,
          },
          {
            kind: 'move',
            itemId: c,
            editedAt: iso(madeOffline),
            day: 1,
            position: 0,
            pinned: false,
          },
        ])
      ).json();
      expect(answer).toMatchObject({ changedElsewhere: true, superseded: [a], gone: [c] });
      expect(dayOf(answer.trip, 2)).toEqual([a, b]);
      expect(dayOf(answer.trip, 1)).toEqual([]);
    });

    it('reads the phone’s times on the server’s clock, however wrong the phone’s clock is', async () => {
      const trip = await withTour();
      const [a, b] = trip.items.map((item) => item.id);
      // A phone an hour behind edits a after another device did: it still wins.
      await call('PATCH', `/api/trips/${trip.id}/items/${a}`, owner.token, { day: 2, position: 0 });
      await pause();
      const behind = Date.now() - HOUR;
      await pause();
      const late = (
        await send(
          trip,
          [{ kind: 'move', itemId: a, editedAt: iso(behind), day: 1, position: 0, pinned: false }],
          Date.now() - HOUR,
        )
      ).json();
      expect(late.superseded).toEqual([]);
      expect(dayOf(late.trip, 1)[0]).toBe(a);
      // A phone an hour ahead edited b ten seconds before another device did: it loses. Seconds,
      // not a pause of milliseconds: the server reads the time the call takes to reach it as the
      // phone's, and on a loaded machine that alone can take longer than a short pause.
      const ahead = Date.now() + HOUR - 10_000;
      await call('PATCH', `/api/trips/${trip.id}/items/${b}`, owner.token, { day: 2, position: 0 });
      await pause();
      const early = (
        await send(
          late.trip,
          [{ kind: 'move', itemId: b, editedAt: iso(ahead), day: 1, position: 0, pinned: false }],
          Date.now() + HOUR,
        )
      ).json();
      expect(early.superseded).toEqual([b]);
      expect(dayOf(early.trip, 2)).toEqual([b]);
    });

    it('counts a change sent again after a lost answer as applied, not as a conflict', async () => {
      const trip = await withTour();
      const [a] = trip.items.map((item) => item.id);
      const changes = [
        { kind: 'move', itemId: a, editedAt: iso(Date.now()), day: 2, position: 0, pinned: false },
      ];
      await pause();
      expect((await send(trip, changes)).json().superseded).toEqual([]);
      await pause();
      expect((await send(trip, changes)).json().superseded).toEqual([]);
    });

    it('sends a place on a day the trip no longer has to "not yet on a day"', async () => {
      const trip = await withTour();
      const [a] = trip.items.map((item) => item.id);
      const madeOffline = Date.now();
      await call('PATCH', `/api/trips/${trip.id}`, owner.token, { days: 1 });
      const answer = (
        await send(
          trip,
          [
            {
              kind: 'move',
              itemId: a,
              editedAt: iso(madeOffline + 1),
              day: 2,
              position: 0,
              pinned: false,
            },
          ],
          madeOffline + 1,
        )
      ).json();
      expect(answer.trip.items.find((item: { id: number }) => item.id === a).day).toBeNull();
    });

    it('refuses a body without changes, or two changes to one place, with 400 naming the field', async () => {
      const trip = await withTour();
      const [a] = trip.items.map((item) => item.id);
      const empty = await send(trip, []);
      expect(empty.statusCode).toBe(400);
      expect(empty.json().field).toBe('changes');
      const twice = await send(trip, [
        { kind: 'remove', itemId: a, editedAt: iso(Date.now()) },
        { kind: 'remove', itemId: a, editedAt: iso(Date.now()) },
      ]);
      expect(twice.statusCode).toBe(400);
      expect(twice.json().field).toBe('changes');
    });
  });

  describe('taking it along', () => {
    /** A trip on Monday 7 December 2026: the church on day 1, the tour's stops on day 2. */
    const plannedTrip = async () => {
      const trip = await newTrip();
      await call('POST', `/api/trips/${trip.id}/items`, owner.token, {
        spotId: spotIds['santo-domingo'],
        day: 1,
      });
      return (
        await call('POST', `/api/trips/${trip.id}/items`, owner.token, { tourId, day: 2 })
      ).json() as TripDetail;
    };

    it('exports an iCalendar file that ical.js reads: each place at its time, TZID and GEO', async () => {
      const trip = await plannedTrip();
      const response = await call('GET', `/api/trips/${trip.id}/export.ics`, owner.token);
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toMatch(/^text\/calendar/);
      expect(response.headers['content-disposition']).toBe(
        'attachment; filename="oaxaca-in-december.ics"',
      );
      const calendar = new ICAL.Component(ICAL.parse(response.body));
      expect(
        calendar.getAllSubcomponents('vtimezone').map((z) => z.getFirstPropertyValue('tzid')),
      ).toEqual(['America/Mexico_City']);
      const events = calendar.getAllSubcomponents('vevent').map((c) => new ICAL.Event(c));
      expect(events).toHaveLength(trip.items.length);
      const church = events.find((e) => e.summary === trip.items[0]!.spot.name)!;
      // Day 1 starts at 09:00 and the church is open from 07:00: 09:00–10:30 local, 15:00Z.
      expect(church.startDate.toString()).toBe('2026-12-07T09:00:00');
      expect(church.startDate.toJSDate().toISOString()).toBe('2026-12-07T15:00:00.000Z');
      expect(church.endDate.toString()).toBe('2026-12-07T10:30:00');
      expect(church.component.getFirstPropertyValue('geo')).toEqual([17.0658, -96.7232]);
      expect(events.filter((e) => e.startDate.toString().startsWith('2026-12-08'))).toHaveLength(
        tourStops.length,
      );
    });

    it('exports well-formed GPX with every place as a waypoint and a route per day', async () => {
      const trip = await plannedTrip();
      const response = await call('GET', `/api/trips/${trip.id}/export.gpx`, owner.token);
      expect(response.statusCode).toBe(200);
      const parser = new SaxesParser({ xmlns: true });
      const counts: Record<string, number> = {};
      parser.on('opentag', (tag) => {
        counts[tag.local] = (counts[tag.local] ?? 0) + 1;
        if (tag.local === 'gpx') expect(tag.uri).toBe('http://www.topografix.com/GPX/1/1');
      });
      parser.write(response.body).close();
      expect(counts['wpt']).toBe(trip.items.length);
      expect(counts['rte']).toBe(2);
      expect(counts['rtept']).toBe(trip.items.length);
    });

    it('opens a read-only share link signed out, replaces it when shared again, and turns it off', async () => {
      const trip = await plannedTrip();
      expect(trip.shared).toBe(false);
      const first = await call('POST', `/api/trips/${trip.id}/share`, owner.token);
      expect(first.statusCode).toBe(201);
      const { token } = first.json() as { token: string };
      // Only the token's hash is kept.
      const stored = await ctx.database.db.execute(
        sql`select token_hash from trip_shares where trip_id = ${trip.id}`,
      );
      expect(stored.rows[0]!['token_hash']).not.toBe(token);
      expect(
        ((await call('GET', `/api/trips/${trip.id}`, owner.token)).json() as TripDetail).shared,
      ).toBe(true);

      const opened = await call('GET', `/api/shared-trips/${token}`);
      expect(opened.statusCode).toBe(200);
      expect(opened.headers['x-robots-tag']).toBe('noindex');
      expect(opened.headers['cache-control']).toMatch(/no-store|private/);
      expect((opened.json() as TripDetail).items).toHaveLength(trip.items.length);

      const again = (await call('POST', `/api/trips/${trip.id}/share`, owner.token)).json() as {
        token: string;
      };
      expect((await call('GET', `/api/shared-trips/${token}`)).statusCode).toBe(404);
      expect((await call('GET', `/api/shared-trips/${again.token}`)).statusCode).toBe(200);

      expect((await call('POST', `/api/trips/${trip.id}/share`, stranger.token)).statusCode).toBe(
        403,
      );
      expect((await call('DELETE', `/api/trips/${trip.id}/share`, owner.token)).statusCode).toBe(
        204,
      );
      const off = await call('GET', `/api/shared-trips/${again.token}`);
      expect(off.statusCode).toBe(404);
      expect(off.json().message).toBe(TRIP_MESSAGES.shareNotFound);
      expect((await call('GET', '/api/shared-trips/not-a-token')).statusCode).toBe(400);
    });

    it('keeps the exports to the owner', async () => {
      const trip = await plannedTrip();
      for (const url of [`/api/trips/${trip.id}/export.ics`, `/api/trips/${trip.id}/export.gpx`]) {
        expect((await call('GET', url, stranger.token)).statusCode, url).toBe(403);
        expect((await call('GET', url)).statusCode, url).toBe(401);
      }
    });
  });
});
