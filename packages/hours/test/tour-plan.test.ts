import { describe, expect, it } from 'vitest';
import { planStops, tourMinutes, travelBetween } from '../src/index.ts';

const ZOCALO = { lat: 17.0609, lng: -96.7253 };
const SANTO_DOMINGO = { lat: 17.0658, lng: -96.7232 };
const MONTE_ALBAN = { lat: 17.0436, lng: -96.7676 };

describe('travel between places', () => {
  it('walks short hops and drives past 2 km, at the stated speeds', () => {
    const walk = travelBetween(ZOCALO, SANTO_DOMINGO);
    expect(walk.mode).toBe('walk');
    // About 0.59 km × 1.3 at 4.5 km/h: 11 minutes.
    expect(walk.minutes).toBe(11);
    const drive = travelBetween(SANTO_DOMINGO, MONTE_ALBAN);
    expect(drive.mode).toBe('drive');
    expect(drive.minutes).toBeGreaterThan(15);
    expect(drive.minutes).toBeLessThan(30);
  });
});

describe('a tour walked on a day', () => {
  const stops = [
    {
      spotId: 1,
      name: 'Casa',
      ...ZOCALO,
      visitMinutes: 60,
      openingHours: 'Tu-Su 10:00-18:00; Mo off; PH off',
    },
    {
      spotId: 2,
      name: 'Templo',
      ...SANTO_DOMINGO,
      visitMinutes: 45,
      openingHours: 'Mo-Su,PH 07:00-13:00,17:00-20:00',
    },
    { spotId: 3, name: 'Mercado', ...ZOCALO, visitMinutes: 30, openingHours: 'unknown' },
  ];

  it('times each stop and says which are closed when the walk reaches them', () => {
    // Tuesday 8 December 2026 from 10:00: Casa 10:00–11:00, 11 min walk, Templo 11:11–11:56.
    const plan = planStops(stops, '2026-12-08', 600);
    expect(plan.stops.map((s) => [s.arrive, s.leave, s.state])).toEqual([
      ['10:00', '11:00', 'open'],
      ['11:11', '11:56', 'open'],
      ['12:07', '12:37', 'unknown'],
    ]);
    expect(plan.totalMinutes).toBe(157);
    expect(tourMinutes(stops)).toBe(157);
  });

  it('flags a stop reached while closed, or that closes during the visit', () => {
    // Monday: Casa is closed. From 12:00 on Tuesday the church closes at 13:00, mid-visit.
    expect(planStops(stops, '2026-12-07', 600).stops[0]?.state).toBe('closed');
    const noon = planStops(stops, '2026-12-08', 12 * 60 + 10);
    expect(noon.stops[1]?.arrive).toBe('13:21');
    expect(noon.stops[1]?.state).toBe('closed');
    const late = planStops(stops, '2026-12-08', 11 * 60 + 30);
    expect(late.stops[1]?.state).toBe('closes-during-visit');
  });
});
