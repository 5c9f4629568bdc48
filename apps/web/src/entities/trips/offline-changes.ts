/**
 * A trip as the traveller sees it on a phone without a network (decision 0034): the server's last
 * copy with the changes waiting to be sent laid over it, each as the server will apply it (the
 * place leaves its day, joins the other at the position, past the end last; both days renumbered;
 * a day the trip does not have sends it to "not yet on a day").
 */
import type { OfflineTripChange, TripDetail, TripItem } from '@sendero/contract';
import { itemsOfDay } from './day-plan.ts';

/** Positions 0, 1, 2… on the given days, in their current order. */
function renumbered(items: TripItem[], days: ReadonlyArray<number | null>): TripItem[] {
  const positions = new Map<number, number>();
  for (const day of new Set(days)) {
    for (const [position, item] of itemsOfDay({ items }, day).entries()) {
      positions.set(item.id, position);
    }
  }
  return items.map((item) => {
    const position = positions.get(item.id);
    return position === undefined || position === item.position ? item : { ...item, position };
  });
}

export function applyChange(trip: TripDetail, change: OfflineTripChange): TripDetail {
  const item = trip.items.find((entry) => entry.id === change.itemId);
  if (!item) return trip;
  const others = trip.items.filter((entry) => entry.id !== item.id);
  if (change.kind === 'remove') {
    return { ...trip, itemCount: others.length, items: renumbered(others, [item.day]) };
  }
  const day = change.day !== null && change.day > trip.days ? null : change.day;
  const joined = itemsOfDay({ items: others }, day);
  const position = Math.min(change.position, joined.length);
  // Half a step before the place it goes ahead of: renumbering then puts it where it belongs.
  const placed = { ...item, day, pinned: change.pinned, position: position - 0.5 };
  const reordered = joined.map((entry, index) => ({ ...entry, position: index }));
  const rest = others.filter((entry) => entry.day !== day);
  const items = renumbered([...rest, ...reordered, placed], [item.day, day]);
  return { ...trip, items: items.sort(serverOrder) };
}

/** The order the server lists places in: by day (no day last), then position. */
function serverOrder(a: TripItem, b: TripItem): number {
  return (a.day ?? Infinity) - (b.day ?? Infinity) || a.position - b.position || a.id - b.id;
}

/** The server's copy with the waiting changes applied, oldest first. */
export function withChanges(trip: TripDetail, changes: readonly OfflineTripChange[]): TripDetail {
  return changes.reduce(applyChange, trip);
}
