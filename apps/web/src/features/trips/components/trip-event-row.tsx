/**
 * An event on a trip (issue 31): fixed at its time on one of its days, not ordered among the
 * places (their visits fit around it). Its day can change to another day it is on, or to none.
 */
import { paths, type TripDetail, type TripEventEntry } from '@sendero/contract';
import { eventOnItsDay, eventSpan } from '@sendero/hours/trip-days';
import { useId, useState } from 'react';
import { Link } from 'react-router';
import { Button } from '../../../components/button.tsx';
import { clockText, DAY_PLAN_TEXT } from '../../../entities/trips/day-plan.ts';
import { eventRunText, offeredDays } from '../../../entities/trips/dates.ts';

/** "10:00–14:00", or "10:00–12:00 (about 2 h: no end time is published)". */
export function eventTimeText(entry: TripEventEntry): string {
  const [start, end] = eventSpan(entry);
  const span = `${clockText(start)}–${clockText(end)}`;
  return entry.event.endTime === null ? `${span} (about 2 h: no end time is published)` : span;
}

/** Why the event does not fit its day, in words; null when it does. */
export function eventWarning(trip: Pick<TripDetail, 'startDate'>, entry: TripEventEntry) {
  return eventOnItsDay(trip, entry)
    ? null
    : `${entry.event.title} is not on during this day: it is on ${eventRunText(entry.event)}.`;
}

export interface EventActions {
  move: (entry: TripEventEntry, day: number | null) => void;
  remove: (entry: TripEventEntry) => void;
}

export function TripEventRow({
  trip,
  entry,
  actions,
  busy = false,
}: {
  trip: TripDetail;
  entry: TripEventEntry;
  /** Without actions (a shared trip), the row only shows. */
  actions?: EventActions;
  busy?: boolean;
}) {
  const id = useId();
  const { event } = entry;
  const warning = eventWarning(trip, entry);
  const days = offeredDays(trip.days, trip.startDate, event);
  const [target, setTarget] = useState('');
  return (
    <li
      className="break-inside-avoid rounded-xl border border-marigold-300 bg-cream-50 p-3 dark:border-slate-600 dark:bg-slate-800"
      data-testid="trip-event"
    >
      <p className="text-xs font-semibold tracking-wide text-stone-600 uppercase dark:text-stone-400">
        Event
      </p>
      <p className="font-semibold">
        <Link
          to={paths.events({ cityId: trip.cityId, q: event.title })}
          className="text-jade-700 underline-offset-2 hover:underline dark:text-jade-300"
        >
          {event.title}
        </Link>
      </p>
      <p className="text-sm text-stone-700 dark:text-stone-300">
        {entry.day === null ? eventRunText(event) : eventTimeText(entry)} · {event.venue}
      </p>
      {event.datesVary && (
        <p className="text-sm text-stone-700 dark:text-stone-300">
          Its dates move from year to year: check them before you go.
        </p>
      )}
      {warning && (
        <p
          className="text-sm font-semibold text-terracotta-700 dark:text-terracotta-400"
          data-testid="trip-warning"
        >
          {warning}
        </p>
      )}
      {actions && (
        <div className="mt-2 flex flex-wrap items-end gap-2 print:hidden">
          <div>
            <label htmlFor={`${id}-to`} className="field-label">
              Move {event.title} to
            </label>
            <select
              id={`${id}-to`}
              value={target}
              onChange={(change) => setTarget(change.target.value)}
              className="field-input"
            >
              <option value="" disabled>
                Choose a day
              </option>
              {entry.day !== null && <option value="none">{DAY_PLAN_TEXT.unscheduled}</option>}
              {days
                .filter((day) => day !== entry.day)
                .map((day) => (
                  <option key={day} value={day}>
                    Day {day}
                  </option>
                ))}
            </select>
          </div>
          <Button
            variant="secondary"
            disabled={busy || target === ''}
            onClick={() => {
              actions.move(entry, target === 'none' ? null : Number(target));
              setTarget('');
            }}
          >
            Move<span className="sr-only"> {event.title}</span>
          </Button>
          <Button variant="ghost" disabled={busy} onClick={() => actions.remove(entry)}>
            Remove<span className="sr-only"> {event.title}</span>
          </Button>
        </div>
      )}
    </li>
  );
}

/** A day's events (or those waiting for a day), each fixed at its time. */
export function EventList({
  trip,
  entries,
  actions,
  busy = false,
}: {
  trip: TripDetail;
  entries: TripEventEntry[];
  actions?: EventActions;
  busy?: boolean;
}) {
  if (entries.length === 0) return null;
  return (
    <ul className="mt-3 space-y-3" aria-label="Events">
      {entries.map((entry) => (
        <TripEventRow
          key={entry.id}
          trip={trip}
          entry={entry}
          busy={busy}
          {...(actions ? { actions } : {})}
        />
      ))}
    </ul>
  );
}
