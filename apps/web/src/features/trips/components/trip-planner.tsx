import type { TripDetail, TripItem } from '@sendero/contract';
import {
  closestCenter,
  DndContext,
  KeyboardSensor,
  PointerSensor,
  useDroppable,
  useSensor,
  useSensors,
  type Announcements,
  type DragEndEvent,
  type UniqueIdentifier,
} from '@dnd-kit/core';
import {
  SortableContext,
  sortableKeyboardCoordinates,
  verticalListSortingStrategy,
} from '@dnd-kit/sortable';
import { orderDay } from '@sendero/hours/order-day';
import { useMemo, useState } from 'react';
import { Button } from '../../../components/button.tsx';
import { FormMessage } from '../../../components/form-message.tsx';
import {
  useMoveTripEvent,
  useMoveTripItem,
  useRemoveTripEvent,
  useRemoveTripItem,
} from '../../../entities/trips/api/trips.ts';
import { eventsOfDay, travelFor } from '@sendero/hours/trip-days';
import { EventList, type EventActions } from './trip-event-row.tsx';
import {
  DAY_PLAN_TEXT,
  dayStartOf,
  dayStopOf,
  itemsOfDay,
  orderOutcomeText,
  planDay,
  tripDatesText,
  type DayPlan,
} from '../../../entities/trips/day-plan.ts';
import {
  dayName,
  endOfDayTarget,
  movedText,
  stepTarget,
  type MoveTarget,
} from '../../../entities/trips/moves.ts';
import { errorMessage } from '../../../lib/query-errors.ts';
import { DayStartForm, TripSettings } from './trip-settings.tsx';
import { controlId, dragId, TripItemRow, type ItemActions } from './trip-item.tsx';
import { TripDayMap } from './trip-day-map.tsx';
import { DaySection } from './day-section.tsx';
import { TripTakeAlong } from './trip-take-along.tsx';
import { TripSavedEvents } from './trip-saved-events.tsx';
import { TripSyncStatus } from './trip-sync-status.tsx';

/**
 * After a move the place's row is drawn again where it went (another day's list remounts it):
 * the keyboard's focus follows it to the same control.
 */
function refocus(itemId: number, control: Parameters<typeof controlId>[1]) {
  requestAnimationFrame(() => document.getElementById(controlId(itemId, control))?.focus());
}

const listId = (day: number | null) => `list-${day ?? 'none'}`;

function listDay(id: UniqueIdentifier): number | null | undefined {
  const match = /^list-(none|\d+)$/.exec(String(id));
  if (!match) return undefined;
  return match[1] === 'none' ? null : Number(match[1]);
}

function itemOf(trip: TripDetail, id: UniqueIdentifier): TripItem | undefined {
  return trip.items.find((item) => dragId(item.id) === String(id));
}

/** Where a drop lands: on a place (its day, its index) or on a day's list (its end). */
export function dropTarget(trip: TripDetail, over: UniqueIdentifier): MoveTarget | null {
  const day = listDay(over);
  if (day !== undefined) return endOfDayTarget(trip, day);
  const item = itemOf(trip, over);
  if (!item) return null;
  const index = itemsOfDay(trip, item.day).findIndex((entry) => entry.id === item.id);
  return { day: item.day, position: index };
}

/**
 * The trip's days and the places not yet on one: every move (buttons or drag and drop) is a PATCH
 * whose answer replaces the cached trip, and is announced in the page's polite live region.
 */
export function TripPlanner({ trip }: { trip: TripDetail }) {
  const move = useMoveTripItem(trip.id);
  const removeItem = useRemoveTripItem(trip.id);
  const moveEvent = useMoveTripEvent(trip.id);
  const removeEvent = useRemoveTripEvent(trip.id);
  const [announcement, setAnnouncement] = useState('');
  const [failure, setFailure] = useState<string | null>(null);
  const [ordering, setOrdering] = useState<number | null>(null);
  const [outcomes, setOutcomes] = useState<Record<number, string>>({});
  const busy =
    move.isPending ||
    removeItem.isPending ||
    moveEvent.isPending ||
    removeEvent.isPending ||
    ordering !== null;

  const days = useMemo(
    () => Array.from({ length: trip.days }, (_, i) => planDay(trip, i + 1)),
    [trip],
  );
  const unscheduled = useMemo(() => itemsOfDay(trip, null), [trip]);
  const waitingEvents = useMemo(() => eventsOfDay(trip, null), [trip]);

  const eventActions: EventActions = {
    move: (entry, day) => {
      setFailure(null);
      moveEvent.mutate(
        { entryId: entry.id, day },
        {
          onSuccess: () => setAnnouncement(`Moved ${entry.event.title} to ${dayName(day)}`),
          onError: (error) =>
            setFailure(errorMessage(error, `Could not move ${entry.event.title}.`)),
        },
      );
    },
    remove: (entry) => {
      setFailure(null);
      removeEvent.mutate(entry.id, {
        onSuccess: () => setAnnouncement(`Removed ${entry.event.title}`),
        onError: (error) =>
          setFailure(errorMessage(error, `Could not remove ${entry.event.title}.`)),
      });
    },
  };

  const runMove = async (item: TripItem, target: MoveTarget, pinned?: boolean) => {
    setFailure(null);
    try {
      const answer = await move.mutateAsync({
        itemId: item.id,
        ...target,
        ...(pinned === undefined ? {} : { pinned }),
      });
      return answer;
    } catch (error) {
      setFailure(errorMessage(error, `Could not move ${item.spot.name}.`));
      return null;
    }
  };

  const actions: ItemActions = {
    moveStep: (item, step) => {
      const target = stepTarget(trip, item, step);
      if (!target) return;
      void runMove(item, target).then((answer) => {
        if (!answer) return;
        setAnnouncement(movedText(answer, item.id));
        refocus(item.id, step < 0 ? 'up' : 'down');
      });
    },
    moveTo: (item, day) => {
      void runMove(item, endOfDayTarget(trip, day)).then((answer) => {
        if (!answer) return;
        setAnnouncement(movedText(answer, item.id));
        refocus(item.id, 'to');
      });
    },
    togglePin: (item) => {
      const index = itemsOfDay(trip, item.day).findIndex((entry) => entry.id === item.id);
      void runMove(item, { day: item.day, position: index }, !item.pinned).then((answer) => {
        if (!answer) return;
        setAnnouncement(`${item.pinned ? 'Unpinned' : 'Pinned'} ${item.spot.name}`);
        refocus(item.id, 'pin');
      });
    },
    remove: (item) => {
      setFailure(null);
      removeItem.mutate(item.id, {
        onSuccess: () => setAnnouncement(`Removed ${item.spot.name}`),
        onError: (error) => setFailure(errorMessage(error, `Could not remove ${item.spot.name}.`)),
      });
    },
  };

  /** Orders the day in the browser, then sends each place that changed place, in order. */
  const orderThisDay = async (plan: DayPlan) => {
    setFailure(null);
    setOrdering(plan.day);
    const result = orderDay(
      plan.items.map((item) => dayStopOf(item, plan.busy)),
      dayStartOf(trip, plan.day),
      { travel: travelFor(trip) },
    );
    let current = trip;
    try {
      for (const [position, id] of result.order.entries()) {
        const index = itemsOfDay(current, plan.day).findIndex((item) => item.id === id);
        if (index === position) continue;
        current = await move.mutateAsync({ itemId: Number(id), day: plan.day, position });
      }
      const text = orderOutcomeText(result, plan.items);
      setOutcomes((all) => ({ ...all, [plan.day]: text }));
      setAnnouncement(`Day ${plan.day} ordered. ${text}`);
    } catch (error) {
      setFailure(errorMessage(error, `Could not order day ${plan.day}.`));
    } finally {
      setOrdering(null);
    }
  };

  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 6 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );

  const describeOver = (id: UniqueIdentifier): string => {
    const target = dropTarget(trip, id);
    if (!target) return '';
    return `${dayName(target.day)}, position ${target.position + 1}`;
  };
  const nameOf = (id: UniqueIdentifier) => itemOf(trip, id)?.spot.name ?? 'The place';
  const announcements: Announcements = {
    onDragStart: ({ active }) => `Picked up ${nameOf(active.id)}.`,
    onDragOver: ({ active, over }) =>
      over
        ? `${nameOf(active.id)} is over ${describeOver(over.id)}.`
        : `${nameOf(active.id)} is no longer over a list.`,
    onDragEnd: ({ active, over }) =>
      over
        ? `${nameOf(active.id)} was dropped at ${describeOver(over.id)}.`
        : `${nameOf(active.id)} was dropped.`,
    onDragCancel: ({ active }) => `Moving ${nameOf(active.id)} was cancelled.`,
  };

  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (!over) return;
    const item = itemOf(trip, active.id);
    const target = dropTarget(trip, over.id);
    if (!item || !target) return;
    const from = itemsOfDay(trip, item.day).findIndex((entry) => entry.id === item.id);
    if (target.day === item.day && target.position === from) return;
    // Dropped on its own list's end: the list without it is one shorter.
    const position =
      target.day === item.day && listDay(over.id) !== undefined
        ? target.position - 1
        : target.position;
    void runMove(item, { day: target.day, position }).then((answer) => {
      if (answer) setAnnouncement(movedText(answer, item.id));
    });
  };

  return (
    <div>
      <h1 className="mt-4 font-display text-3xl font-bold text-stone-900 dark:text-stone-50">
        {trip.name}
      </h1>
      <p className="mt-1 text-stone-700 dark:text-stone-300">
        {trip.cityName} · {tripDatesText(trip.startDate, trip.days)}
      </p>
      <TripSyncStatus tripId={trip.id} />
      <div className="print:hidden">
        <TripSettings trip={trip} />
      </div>
      <TripTakeAlong trip={trip} />
      <TripSavedEvents trip={trip} />

      <p
        role="status"
        aria-live="polite"
        data-testid="trip-announcement"
        className="mt-4 min-h-6 text-sm font-semibold print:hidden"
      >
        {announcement}
      </p>
      {failure && <FormMessage kind="error">{failure}</FormMessage>}

      <DndContext
        sensors={sensors}
        collisionDetection={closestCenter}
        onDragEnd={onDragEnd}
        accessibility={{ announcements }}
      >
        <section
          aria-labelledby="trip-unscheduled"
          className={`mt-8 ${unscheduled.length === 0 ? 'print:hidden' : ''}`}
        >
          <h2 id="trip-unscheduled" className="font-display text-2xl font-bold">
            {DAY_PLAN_TEXT.unscheduled}
          </h2>
          <ItemList
            day={null}
            items={unscheduled}
            trip={trip}
            plan={null}
            actions={actions}
            busy={busy}
            empty="Places you add without a day wait here."
          />
          <EventList trip={trip} entries={waitingEvents} actions={eventActions} busy={busy} />
        </section>

        {days.map((plan) => (
          <DaySection
            key={plan.day}
            trip={trip}
            plan={plan}
            idPrefix="trip-day"
            controls={
              <>
                <div className="mt-2 flex flex-wrap items-end gap-4 print:hidden">
                  <DayStartForm trip={trip} day={plan.day} />
                  <Button
                    variant="secondary"
                    disabled={busy || plan.items.length < 2}
                    onClick={() => void orderThisDay(plan)}
                  >
                    {ordering === plan.day ? 'Ordering…' : 'Order this day for me'}
                    <span className="sr-only"> (day {plan.day})</span>
                  </Button>
                </div>
                {outcomes[plan.day] && (
                  <p className="mt-2 text-sm text-stone-800 dark:text-stone-200 print:hidden">
                    {outcomes[plan.day]}
                  </p>
                )}
              </>
            }
          >
            <EventList trip={trip} entries={plan.events} actions={eventActions} busy={busy} />
            <ItemList
              day={plan.day}
              items={plan.items}
              trip={trip}
              plan={plan}
              actions={actions}
              busy={busy}
              // A day with only events is not empty.
              empty={plan.events.length === 0 ? 'Nothing on this day yet.' : null}
            />
            <TripDayMap plan={plan} />
          </DaySection>
        ))}
      </DndContext>
    </div>
  );
}

function ItemList({
  day,
  items,
  trip,
  plan,
  actions,
  busy,
  empty,
}: {
  day: number | null;
  items: TripItem[];
  trip: TripDetail;
  plan: DayPlan | null;
  actions: ItemActions;
  busy: boolean;
  /** The empty list's line; null: show nothing (the day has events). */
  empty: string | null;
}) {
  // A list is a drop target of its own only while empty: otherwise its places are the targets
  // (and the keyboard moves from place to place, not to the middle of a list).
  const { setNodeRef } = useDroppable({ id: listId(day), disabled: items.length > 0 });
  return (
    <SortableContext
      id={listId(day)}
      items={items.map((item) => dragId(item.id))}
      strategy={verticalListSortingStrategy}
    >
      <ol ref={setNodeRef} className="mt-3 min-h-12 space-y-3" data-testid={listId(day)}>
        {items.length === 0 && empty !== null && (
          <li className="rounded-xl border border-dashed border-stone-300 p-3 text-sm text-stone-600 dark:border-slate-600 dark:text-stone-400">
            {empty}
          </li>
        )}
        {items.map((item, index) => (
          <TripItemRow
            key={item.id}
            item={item}
            index={index}
            count={items.length}
            days={trip.days}
            timed={plan?.schedule.stops[index] ?? null}
            actions={actions}
            busy={busy}
          />
        ))}
      </ol>
    </SortableContext>
  );
}
