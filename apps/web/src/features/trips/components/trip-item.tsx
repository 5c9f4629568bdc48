import { paths, type TripItem } from '@sendero/contract';
import { useSortable } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import type { TimedStop } from '@sendero/hours/order-day';
import { GripVertical, Pin } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import {
  DAY_PLAN_TEXT,
  stopStateText,
  travelText,
  visitText,
} from '../../../entities/trips/day-plan.ts';

export const dragId = (itemId: number) => `item-${itemId}`;

/** The id of one of a place's controls, so focus can follow the place after a move. */
export const controlId = (itemId: number, control: 'up' | 'down' | 'to' | 'pin') =>
  `trip-item-${itemId}-${control}`;

const smallButton =
  'rounded-full border border-stone-300 px-3 py-1 text-xs font-semibold text-stone-800 hover:bg-cream-100 aria-disabled:cursor-not-allowed aria-disabled:opacity-50 dark:border-slate-600 dark:text-stone-100 dark:hover:bg-slate-800';

export interface ItemActions {
  moveStep(item: TripItem, step: -1 | 1): void;
  moveTo(item: TripItem, day: number | null): void;
  togglePin(item: TripItem): void;
  remove(item: TripItem): void;
}

interface TripItemRowProps {
  item: TripItem;
  /** 0-based place in its list. */
  index: number;
  count: number;
  days: number;
  /** Its timing on its day; null while not yet on a day. */
  timed: TimedStop | null;
  actions: ItemActions;
  busy: boolean;
}

/** One place: its name, times and state in words, a drag handle, and the same moves as buttons. */
export function TripItemRow({ item, index, count, days, timed, actions, busy }: TripItemRowProps) {
  const {
    attributes,
    listeners,
    setNodeRef,
    setActivatorNodeRef,
    transform,
    transition,
    isDragging,
  } = useSortable({ id: dragId(item.id) });
  const [target, setTarget] = useState('');
  const name = item.spot.name;
  const travel = timed ? travelText(timed) : null;
  const others = [
    ...(item.day === null ? [] : [{ value: 'none', label: DAY_PLAN_TEXT.unscheduled }]),
    ...Array.from({ length: days }, (_, i) => i + 1)
      .filter((day) => day !== item.day)
      .map((day) => ({ value: String(day), label: `Day ${day}` })),
  ];

  return (
    <li
      ref={setNodeRef}
      style={{ transform: CSS.Transform.toString(transform), transition }}
      className={`break-inside-avoid rounded-xl border border-cream-200 bg-white p-3 dark:border-slate-700 dark:bg-slate-900 ${isDragging ? 'relative z-10 shadow-lg' : ''}`}
      data-testid="trip-item"
    >
      {travel && <p className="mb-1 text-xs text-stone-600 dark:text-stone-400">{travel}</p>}
      <div className="flex items-start gap-2">
        <button
          type="button"
          ref={setActivatorNodeRef}
          {...attributes}
          {...listeners}
          aria-label={`Drag ${name}`}
          className="mt-0.5 cursor-grab print:hidden touch-none rounded p-1 text-stone-500 hover:bg-cream-100 dark:hover:bg-slate-800"
        >
          <GripVertical aria-hidden="true" className="size-5" />
        </button>
        <TripItemDetails item={item} index={index} timed={timed} />
      </div>
      <div className="mt-2 flex flex-wrap items-center gap-2 print:hidden">
        <button
          type="button"
          className={smallButton}
          id={controlId(item.id, 'up')}
          aria-disabled={index === 0}
          onClick={() => !busy && index > 0 && actions.moveStep(item, -1)}
        >
          Move up<span className="sr-only"> {name}</span>
        </button>
        <button
          type="button"
          className={smallButton}
          id={controlId(item.id, 'down')}
          aria-disabled={index === count - 1}
          onClick={() => !busy && index < count - 1 && actions.moveStep(item, 1)}
        >
          Move down<span className="sr-only"> {name}</span>
        </button>
        <label htmlFor={controlId(item.id, 'to')} className="sr-only">
          Move {name} to
        </label>
        <select
          id={controlId(item.id, 'to')}
          value={target}
          onChange={(event) => setTarget(event.target.value)}
          className="rounded-full border border-stone-300 bg-white px-2 py-1 text-xs dark:border-slate-600 dark:bg-slate-900"
        >
          <option value="">Move to…</option>
          {others.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
        <button
          type="button"
          className={smallButton}
          aria-disabled={target === ''}
          onClick={() => {
            if (busy || target === '') return;
            actions.moveTo(item, target === 'none' ? null : Number(target));
            setTarget('');
          }}
        >
          Move<span className="sr-only"> {name}</span>
        </button>
        <button
          type="button"
          className={smallButton}
          id={controlId(item.id, 'pin')}
          onClick={() => !busy && actions.togglePin(item)}
        >
          {item.pinned ? 'Unpin' : 'Pin'}
          <span className="sr-only"> {name}</span>
        </button>
        <button type="button" className={smallButton} onClick={() => !busy && actions.remove(item)}>
          Remove<span className="sr-only"> {name}</span>
        </button>
      </div>
    </li>
  );
}

/** A place's number, name (a link), pin, planned times and state in words: no controls. */
export function TripItemDetails({
  item,
  index,
  timed,
}: {
  item: TripItem;
  index: number;
  timed: TimedStop | null;
}) {
  const name = item.spot.name;
  const state = timed ? stopStateText(item, timed) : null;
  const warn = timed ? timed.missed || timed.unknownHours : false;
  return (
    <div className="min-w-0 flex-1">
      <p className="font-semibold">
        <span className="mr-1 text-stone-600 dark:text-stone-400">{index + 1}.</span>
        <Link
          to={paths.spot(item.spot.id)}
          className="text-jade-700 underline-offset-2 hover:underline dark:text-jade-300"
        >
          {name}
        </Link>
        {item.pinned && (
          <span className="ml-2 inline-flex items-center gap-1 text-xs font-normal text-stone-600 dark:text-stone-400">
            <Pin aria-hidden="true" className="size-3" />
            Pinned
          </span>
        )}
      </p>
      {timed && (
        <p className="text-sm text-stone-700 dark:text-stone-300">
          {visitText(timed)}
          {state && (
            <span
              className={
                warn ? 'ml-2 font-semibold text-terracotta-700 dark:text-terracotta-400' : 'ml-2'
              }
              data-testid={warn ? 'trip-warning' : undefined}
            >
              {state}
            </span>
          )}
        </p>
      )}
    </div>
  );
}

/** One place of a trip seen read-only (a shared link): no drag handle, no moves. */
export function TripItemView({
  item,
  index,
  timed,
}: {
  item: TripItem;
  index: number;
  timed: TimedStop | null;
}) {
  const travel = timed ? travelText(timed) : null;
  return (
    <li
      className="break-inside-avoid rounded-xl border border-cream-200 bg-white p-3 dark:border-slate-700 dark:bg-slate-900"
      data-testid="trip-item"
    >
      {travel && <p className="mb-1 text-xs text-stone-600 dark:text-stone-400">{travel}</p>}
      <TripItemDetails item={item} index={index} timed={timed} />
    </li>
  );
}
