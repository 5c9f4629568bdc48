import { describe, expect, it } from 'vitest';
import {
  findStopPosition,
  orderStops,
  parseTourIdParam,
  stopProgressLabel,
  tourStopHref,
} from './stop-navigation.ts';

const stop = (id: number, orderIndex: number) => ({ orderIndex, spot: { id } });
// Deliberately out of order: the page must follow orderIndex, not the array order.
const stops = [stop(30, 2), stop(10, 0), stop(20, 1)];

describe('stop navigation', () => {
  it('orders stops by orderIndex', () => {
    expect(orderStops(stops).map((s) => s.spot.id)).toEqual([10, 20, 30]);
  });

  it('finds the index, previous and next stop', () => {
    const middle = findStopPosition(stops, 20);
    expect(middle).toMatchObject({ index: 1, total: 3 });
    expect(middle?.previous?.spot.id).toBe(10);
    expect(middle?.next?.spot.id).toBe(30);
  });

  it('has no previous stop at the start and no next stop at the end', () => {
    expect(findStopPosition(stops, 10)?.previous).toBeNull();
    expect(findStopPosition(stops, 30)?.next).toBeNull();
  });

  it('returns null for a spot that is not in the tour', () => {
    expect(findStopPosition(stops, 99)).toBeNull();
  });

  it('labels progress one-based', () => {
    expect(stopProgressLabel(0, 5)).toBe('Stop 1 of 5');
    expect(stopProgressLabel(4, 5)).toBe('Stop 5 of 5');
  });

  it('links a stop with its tour', () => {
    expect(tourStopHref(7, 3)).toBe('/spot/7?tourId=3');
  });

  it('accepts only a positive numeric tourId', () => {
    expect(parseTourIdParam('12')).toBe(12);
    expect(parseTourIdParam(null)).toBeNull();
    expect(parseTourIdParam('')).toBeNull();
    expect(parseTourIdParam('abc')).toBeNull();
    expect(parseTourIdParam('1.5')).toBeNull();
    expect(parseTourIdParam('0')).toBeNull();
    expect(parseTourIdParam('-3')).toBeNull();
  });
});
