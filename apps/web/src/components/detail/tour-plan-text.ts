import type { StopArrivalState, TourPlan } from '@sendero/contract';

/** A stop's state when the walk reaches it, in words. */
export const ARRIVAL_STATE_TEXT: Record<StopArrivalState, string> = {
  open: 'Open',
  'closes-during-visit': 'Closes during your visit',
  closed: 'Closed when you arrive',
  unknown: 'Hours not known',
};

const stopsText = (count: number) => `${count} ${count === 1 ? 'stop' : 'stops'}`;

/** "2 stops would be closed", "Every stop is open on this walk", and what else to know. */
export function planSummary(plan: Pick<TourPlan, 'stops'>): string {
  const count = (state: StopArrivalState) => plan.stops.filter((s) => s.state === state).length;
  const closed = count('closed');
  const closing = count('closes-during-visit');
  const unknown = count('unknown');
  if (plan.stops.length === 0) return 'This tour has no stops to check.';
  if (closed === 0 && closing === 0 && unknown === 0) return 'Every stop is open on this walk';
  const parts: string[] = [];
  if (closed > 0) parts.push(`${stopsText(closed)} would be closed`);
  if (closing > 0) {
    parts.push(`${stopsText(closing)} ${closing === 1 ? 'closes' : 'close'} during your visit`);
  }
  if (unknown > 0) {
    parts.push(`${stopsText(unknown)} with hours not known`);
  }
  return parts.join(' · ');
}

/** "Arrive 10:15 · leave 11:45". */
export function arriveLeaveText(stop: { arrive: string; leave: string }): string {
  return `Arrive ${stop.arrive} · leave ${stop.leave}`;
}
