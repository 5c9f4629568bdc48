import {
  closestCenter,
  DndContext,
  KeyboardSensor,
  PointerSensor,
  useSensor,
  useSensors,
  type Announcements,
  type DragEndEvent,
  type UniqueIdentifier,
} from '@dnd-kit/core';
import {
  SortableContext,
  sortableKeyboardCoordinates,
  useSortable,
  verticalListSortingStrategy,
} from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { GripVertical } from 'lucide-react';
import { useEffect, useState } from 'react';
import { LoadFailure } from '../../../../components/load-failure.tsx';
import { FieldError, fieldErrorId } from '../../../../components/text-field.tsx';
import { useCitySpots } from '../../../../entities/spots/api/get-city-spots.ts';
import { errorMessage } from '../../../../lib/query-errors.ts';
import { compareByLetters } from '../../../../lib/text-filter.ts';
import { moved } from '../utils/tour-form.ts';

export const STOPS_TEXT = {
  help: 'In visiting order. Drag a stop by its handle (Space, then the arrow keys, with a keyboard), or use its Move buttons.',
  loadFailed: 'Could not load the city’s spots.',
  loading: 'Loading the city’s spots...',
  add: 'Add a stop',
  choose: 'Choose a spot',
  allOnTour: 'Every spot of the city is on the tour.',
  notInCity: 'not a spot of this city',
  moved: (name: string, position: number, count: number) =>
    `${name} moved to stop ${position} of ${count}.`,
  removed: (name: string) => `${name} removed from the tour.`,
  added: (name: string, count: number) => `${name} added as stop ${count}.`,
} as const;

/** The id of one of a stop's controls, so focus can follow the stop after a move. */
export const stopControlId = (listId: string, stopKey: string, control: 'up' | 'down' | 'remove') =>
  `${listId}-${stopKey}-${control}`;

const smallButton =
  'rounded-full border border-stone-300 px-3 py-1 text-xs font-semibold text-stone-800 hover:bg-cream-100 aria-disabled:cursor-not-allowed aria-disabled:opacity-50 dark:border-slate-600 dark:text-stone-100 dark:hover:bg-slate-800';

/** A key per stop that stays with it as it moves: its slug, numbered if the slug repeats. */
function stopKeys(stops: readonly string[]): string[] {
  const seen = new Map<string, number>();
  return stops.map((slug) => {
    const n = (seen.get(slug) ?? 0) + 1;
    seen.set(slug, n);
    return n === 1 ? slug : `${slug}~${n}`;
  });
}

/**
 * A tour's stops (issue 32 item 4): an ordered list of the city's spots, reordered by drag and
 * drop (pointer or keyboard sensor, with spoken announcements) and by each stop's Move up and
 * Move down buttons; a stop can be removed, and one of the city's other spots added at the end.
 * Focus stays on the control that moved a stop; every change is said in the live region.
 */
export function TourStops({
  id,
  cityId,
  stops,
  error,
  onChange,
}: {
  /** The group's id (the form model's `fieldId`): the problem summary links to it. */
  id: string;
  cityId: number;
  stops: string[];
  error?: string | undefined;
  onChange: (stops: string[]) => void;
}) {
  const spots = useCitySpots(cityId);
  const [announcement, setAnnouncement] = useState('');
  const [focusId, setFocusId] = useState<string | null>(null);
  const [adding, setAdding] = useState('');
  const keys = stopKeys(stops);
  const names = new Map(spots.data?.map((spot) => [spot.slug, spot.name]));
  const nameOf = (slug: string) => names.get(slug) ?? slug;
  const indexOf = (key: UniqueIdentifier) => keys.indexOf(String(key));
  const nameAt = (key: UniqueIdentifier) => nameOf(stops[indexOf(key)] ?? String(key));

  // After the list is drawn again: the moved stop's button, wherever it now stands.
  useEffect(() => {
    if (focusId === null) return;
    document.getElementById(focusId)?.focus();
    setFocusId(null);
  }, [focusId, stops]);

  const move = (from: number, to: number, control?: 'up' | 'down') => {
    if (to < 0 || to >= stops.length || from === to) return;
    const key = keys[from]!;
    onChange(moved(stops, from, to));
    setAnnouncement(STOPS_TEXT.moved(nameOf(stops[from]!), to + 1, stops.length));
    if (control) setFocusId(stopControlId(id, key, control));
  };
  const remove = (index: number) => {
    onChange(stops.filter((_, i) => i !== index));
    setAnnouncement(STOPS_TEXT.removed(nameOf(stops[index]!)));
    setFocusId(`${id}-add`);
  };
  const add = () => {
    if (adding === '') return;
    onChange([...stops, adding]);
    setAnnouncement(STOPS_TEXT.added(nameOf(adding), stops.length + 1));
    setAdding('');
  };

  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 6 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  const position = (key: UniqueIdentifier) => `stop ${indexOf(key) + 1} of ${stops.length}`;
  const announcements: Announcements = {
    onDragStart: ({ active }) => `Picked up ${nameAt(active.id)}, ${position(active.id)}.`,
    onDragOver: ({ active, over }) =>
      over
        ? `${nameAt(active.id)} is over ${position(over.id)}.`
        : `${nameAt(active.id)} is no longer over the list.`,
    onDragEnd: ({ active, over }) =>
      over
        ? `${nameAt(active.id)} was dropped at ${position(over.id)}.`
        : `${nameAt(active.id)} was dropped.`,
    onDragCancel: ({ active }) => `Moving ${nameAt(active.id)} was cancelled.`,
  };
  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (!over) return;
    move(indexOf(active.id), indexOf(over.id));
  };

  const helpId = `${id}-help`;
  const others = (spots.data ?? [])
    .filter((spot) => !stops.includes(spot.slug))
    .sort((a, b) => compareByLetters(a.name, b.name));
  return (
    <fieldset
      id={id}
      tabIndex={-1}
      aria-describedby={[helpId, error ? fieldErrorId(id) : null].filter(Boolean).join(' ')}
      aria-invalid={error ? true : undefined}
      className="scroll-mt-24 rounded-2xl border border-cream-200 p-4 dark:border-slate-700"
    >
      <legend className="px-1 font-display text-lg font-bold text-stone-900 dark:text-stone-50">
        Stops
      </legend>
      <p id={helpId} className="text-sm text-stone-600 dark:text-stone-400">
        {STOPS_TEXT.help}
      </p>
      <p role="status" aria-live="polite" className="mt-2 min-h-6 text-sm font-semibold">
        {announcement}
      </p>
      <DndContext
        sensors={sensors}
        collisionDetection={closestCenter}
        onDragEnd={onDragEnd}
        accessibility={{ announcements }}
      >
        <SortableContext items={keys} strategy={verticalListSortingStrategy}>
          <ol className="mt-2 space-y-2" aria-label="Stops in visiting order">
            {stops.map((slug, index) => (
              <StopRow
                key={keys[index]}
                listId={id}
                stopKey={keys[index]!}
                slug={slug}
                name={names.get(slug) ?? null}
                known={spots.data ? names.has(slug) : true}
                index={index}
                count={stops.length}
                onMove={(step) => move(index, index + step, step < 0 ? 'up' : 'down')}
                onRemove={() => remove(index)}
              />
            ))}
          </ol>
        </SortableContext>
      </DndContext>
      {error && <FieldError id={fieldErrorId(id)}>{error}</FieldError>}

      <div className="mt-4">
        {spots.isPending ? (
          <p role="status" className="text-sm text-stone-600 dark:text-stone-300">
            {STOPS_TEXT.loading}
          </p>
        ) : spots.isError ? (
          <LoadFailure
            message={errorMessage(spots.error, STOPS_TEXT.loadFailed)}
            onRetry={() => spots.refetch()}
          />
        ) : others.length === 0 ? (
          <p className="text-sm text-stone-700 dark:text-stone-300">{STOPS_TEXT.allOnTour}</p>
        ) : (
          <div className="flex flex-wrap items-end gap-2">
            <div className="min-w-60 flex-1">
              <label htmlFor={`${id}-add`} className="field-label">
                {STOPS_TEXT.add}
              </label>
              <select
                id={`${id}-add`}
                className="field-input"
                value={adding}
                onChange={(event) => setAdding(event.target.value)}
              >
                <option value="">{STOPS_TEXT.choose}</option>
                {others.map((spot) => (
                  <option key={spot.slug} value={spot.slug}>
                    {spot.name}
                  </option>
                ))}
              </select>
            </div>
            <button
              type="button"
              className={smallButton}
              aria-disabled={adding === ''}
              onClick={add}
            >
              Add the stop
            </button>
          </div>
        )}
      </div>
    </fieldset>
  );
}

/** One stop: its place in the walk, its name, a drag handle, and the same moves as buttons. */
function StopRow({
  listId,
  stopKey,
  slug,
  name,
  known,
  index,
  count,
  onMove,
  onRemove,
}: {
  listId: string;
  stopKey: string;
  slug: string;
  /** The spot's name; null while the city's spots load, or for a slug that names none. */
  name: string | null;
  known: boolean;
  index: number;
  count: number;
  onMove: (step: -1 | 1) => void;
  onRemove: () => void;
}) {
  const {
    attributes,
    listeners,
    setNodeRef,
    setActivatorNodeRef,
    transform,
    transition,
    isDragging,
  } = useSortable({ id: stopKey });
  const label = name ?? slug;
  return (
    <li
      ref={setNodeRef}
      style={{ transform: CSS.Transform.toString(transform), transition }}
      className={`rounded-xl border border-cream-200 bg-white p-3 dark:border-slate-700 dark:bg-slate-900 ${isDragging ? 'relative z-10 shadow-lg' : ''}`}
      data-testid="tour-stop"
    >
      <div className="flex items-start gap-2">
        <button
          type="button"
          ref={setActivatorNodeRef}
          {...attributes}
          {...listeners}
          aria-label={`Drag ${label}`}
          className="mt-0.5 cursor-grab touch-none rounded p-1 text-stone-500 hover:bg-cream-100 dark:hover:bg-slate-800"
        >
          <GripVertical aria-hidden="true" className="size-5" />
        </button>
        <p className="text-stone-900 dark:text-stone-100">
          <span className="font-semibold">{index + 1}.</span> {label}
          {!known && (
            <span className="ml-2 text-sm text-terracotta-700 dark:text-terracotta-400">
              ({slug}: {STOPS_TEXT.notInCity})
            </span>
          )}
        </p>
      </div>
      <div className="mt-2 flex flex-wrap items-center gap-2">
        <button
          type="button"
          className={smallButton}
          id={stopControlId(listId, stopKey, 'up')}
          aria-disabled={index === 0}
          onClick={() => index > 0 && onMove(-1)}
        >
          Move up<span className="sr-only"> {label}</span>
        </button>
        <button
          type="button"
          className={smallButton}
          id={stopControlId(listId, stopKey, 'down')}
          aria-disabled={index === count - 1}
          onClick={() => index < count - 1 && onMove(1)}
        >
          Move down<span className="sr-only"> {label}</span>
        </button>
        <button
          type="button"
          className={smallButton}
          id={stopControlId(listId, stopKey, 'remove')}
          onClick={onRemove}
        >
          Remove<span className="sr-only"> {label}</span>
        </button>
      </div>
    </li>
  );
}
