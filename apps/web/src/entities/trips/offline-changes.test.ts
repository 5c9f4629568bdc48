import { describe, expect, it } from 'vitest';
import { applyChange, withChanges } from './offline-changes.ts';
import { testTrip } from './trip-fixtures.ts';
import { itemsOfDay } from './day-plan.ts';
import type { TripDetail } from '@sendero/contract';

const editedAt = '2026-11-28T10:00:00.000Z';
const day = (trip: TripDetail, n: number | null) =>
  itemsOfDay(trip, n).map((item) => [item.spot.name, item.position]);

// Day 1: Templo de Santo Domingo (10), Museo Textil (20); not yet on a day: Mercado (30).
describe('a trip with its changes made offline', () => {
  it('moves a place to another day at a position, renumbering the day it left', () => {
    const trip = applyChange(testTrip(), {
      kind: 'move',
      itemId: 10,
      editedAt,
      day: 2,
      position: 0,
      pinned: true,
    });
    expect(day(trip, 1)).toEqual([['Museo Textil', 0]]);
    expect(day(trip, 2)).toEqual([['Templo de Santo Domingo', 0]]);
    expect(trip.items.find((item) => item.id === 10)?.pinned).toBe(true);
  });

  it('moves within a day, and past the end means last', () => {
    const down = applyChange(testTrip(), {
      kind: 'move',
      itemId: 10,
      editedAt,
      day: 1,
      position: 9,
      pinned: false,
    });
    expect(day(down, 1)).toEqual([
      ['Museo Textil', 0],
      ['Templo de Santo Domingo', 1],
    ]);
    const front = applyChange(testTrip(), {
      kind: 'move',
      itemId: 30,
      editedAt,
      day: 1,
      position: 1,
      pinned: false,
    });
    expect(day(front, 1)).toEqual([
      ['Templo de Santo Domingo', 0],
      ['Mercado Benito Juárez', 1],
      ['Museo Textil', 2],
    ]);
    expect(day(front, null)).toEqual([]);
  });

  it('takes a place off, closing the gap, and ignores a place that is not there', () => {
    const trip = withChanges(testTrip(), [
      { kind: 'remove', itemId: 10, editedAt },
      { kind: 'remove', itemId: 99, editedAt },
    ]);
    expect(day(trip, 1)).toEqual([['Museo Textil', 0]]);
    expect(trip.itemCount).toBe(2);
  });

  it('sends a place to "not yet on a day" when the trip has no such day, as the server does', () => {
    const trip = applyChange(testTrip(), {
      kind: 'move',
      itemId: 20,
      editedAt,
      day: 5,
      position: 0,
      pinned: false,
    });
    expect(day(trip, null)).toEqual([
      ['Museo Textil', 0],
      ['Mercado Benito Juárez', 1],
    ]);
  });

  it('applies the changes in the order made', () => {
    const trip = withChanges(testTrip(), [
      { kind: 'move', itemId: 30, editedAt, day: 1, position: 0, pinned: false },
      { kind: 'move', itemId: 20, editedAt, day: 1, position: 0, pinned: false },
    ]);
    expect(day(trip, 1).map(([name]) => name)).toEqual([
      'Museo Textil',
      'Mercado Benito Juárez',
      'Templo de Santo Domingo',
    ]);
  });
});
