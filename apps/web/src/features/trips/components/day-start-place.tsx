/**
 * Where a day starts (issue 31): a label to read (a hotel's name or address) and the point on the
 * map the travel times start from. There is no address look-up (the app works offline and asks no
 * geocoder), so the point is set on the map, from the map's centre, or from one of the trip's
 * places. Folded until asked for: the map, and Leaflet with it, loads on opening.
 */
import { TRIP_LIMITS, type TripDayStart, type TripDetail } from '@sendero/contract';
import { lazy, Suspense, useId, useMemo, useRef, useState } from 'react';
import { Button } from '../../../components/button.tsx';
import { SendForm, SubmitButton, type SendHandler } from '../../../components/send-form.tsx';
import { Skeleton } from '../../../components/skeleton.tsx';
import { TextField } from '../../../components/text-field.tsx';
import { useCity } from '../../../entities/cities/api/get-city.ts';
import {
  pointText,
  roundPoint,
  startMapView,
  startPlaceChoices,
  startPlaceText,
  type MapPoint,
} from '../../../entities/trips/day-starts.ts';
import { useDraft } from '../../../lib/use-draft.ts';
import { keepCharacters } from '../../../lib/keep-characters.ts';

const DayStartMap = lazy(() => import('./day-start-map.tsx'));

export const DAY_START_PLACE_TEXT = {
  label: 'Where the day starts',
  labelHint:
    "A hotel's name or address, for you to read. Sendero does not look addresses up: travel times start from the point on the map, not from this text.",
  places: "Start from one of this trip's places",
  fromCentre: "Start from the map's centre",
  mapHelp:
    'Click the map or drag the pin to set the point. With the keyboard, move the map with the arrow keys, then choose "Start from the map\'s centre".',
  noPoint: "No point on the map yet: the day's travel starts at its first place.",
} as const;

export type StartPlace = Pick<TripDayStart, 'startLabel' | 'startPoint'>;

interface Draft {
  label: string;
  point: MapPoint | null;
}

export function DayStartPlace({
  trip,
  day,
  saved,
  pending,
  onSave,
  onClear,
}: {
  trip: TripDetail;
  day: number;
  /** The day's start as the server keeps it. */
  saved: TripDayStart;
  /** A save of this day's start is on its way: no second one meanwhile. */
  pending: boolean;
  onSave: (place: StartPlace) => Promise<unknown> | null;
  /** The traveller removed the start place (label and point). */
  onClear: () => void;
}) {
  const id = useId();
  const [open, setOpen] = useState(false);
  const [draft, setDraft] = useDraft<Draft>(
    { label: saved.startLabel ?? '', point: saved.startPoint },
    JSON.stringify([saved.startLabel, saved.startPoint]),
  );
  const places = useMemo(() => startPlaceChoices(trip), [trip]);
  // The destination only matters to a map with nothing else to open on.
  const needsCity = draft.point === null && places.length === 0;
  const city = useCity(trip.cityId, { enabled: open && needsCity });
  const cityPoint = city.data ? { lat: city.data.lat, lng: city.data.lng } : null;
  const viewReady = !needsCity || city.isSuccess || city.isError;
  // Where the map was left (its centre when it stops moving); the opening view until then.
  const centre = useRef<MapPoint | null>(null);
  const savedPlace = startPlaceText(saved);

  const setPoint = (point: MapPoint) => setDraft({ ...draft, point: roundPoint(point) });
  const onSend: SendHandler = () =>
    onSave({ startLabel: draft.label.trim() || null, startPoint: draft.point });
  const clear = () => {
    setDraft({ label: '', point: null });
    onClear();
  };

  return (
    <details
      className="rounded-xl border border-cream-200 p-3 dark:border-slate-700"
      onToggle={(event) => setOpen(event.currentTarget.open)}
    >
      <summary className="cursor-pointer text-sm font-semibold">
        Where day {day} starts{savedPlace ? `: ${savedPlace}` : ' (optional)'}
      </summary>
      <SendForm onSend={onSend} className="mt-3 space-y-3" aria-label={`Where day ${day} starts`}>
        <div>
          <TextField
            id={`${id}-label`}
            label={DAY_START_PLACE_TEXT.label}
            name="startLabel"
            onInput={keepCharacters(TRIP_LIMITS.maxStartLabelLength)}
            value={draft.label}
            onChange={(event) => setDraft({ ...draft, label: event.target.value })}
            aria-describedby={`${id}-label-hint`}
            autoComplete="off"
          />
          <p id={`${id}-label-hint`} className="mt-1 text-xs text-stone-600 dark:text-stone-400">
            {DAY_START_PLACE_TEXT.labelHint}
          </p>
        </div>
        {places.length > 0 && (
          <div>
            <label htmlFor={`${id}-place`} className="field-label">
              {DAY_START_PLACE_TEXT.places}
            </label>
            <select
              id={`${id}-place`}
              // Always back on the prompt: a choice fills the label and the point, then is done.
              value=""
              onChange={(event) => {
                const place = places.find((entry) => String(entry.spotId) === event.target.value);
                if (place) setDraft({ label: place.name, point: roundPoint(place.point) });
              }}
              className="field-input"
            >
              <option value="">Choose a place…</option>
              {places.map((place) => (
                <option key={place.spotId} value={place.spotId}>
                  {place.name}
                </option>
              ))}
            </select>
          </div>
        )}
        <p id={`${id}-map-help`} className="text-xs text-stone-600 dark:text-stone-400">
          {DAY_START_PLACE_TEXT.mapHelp}
        </p>
        {open && viewReady ? (
          <Suspense fallback={<Skeleton className="h-64 w-full" />}>
            <DayStartMap
              view={startMapView(draft.point, places, cityPoint)}
              point={draft.point}
              day={day}
              describedBy={`${id}-map-help`}
              onPick={setPoint}
              onCentreChange={(point) => {
                centre.current = point;
              }}
            />
          </Suspense>
        ) : (
          <Skeleton className="h-64 w-full" />
        )}
        <p aria-live="polite" className="text-sm text-stone-800 dark:text-stone-200">
          {draft.point ? `Start point: ${pointText(draft.point)}` : DAY_START_PLACE_TEXT.noPoint}
        </p>
        <div className="flex flex-wrap gap-2">
          <Button
            variant="secondary"
            onClick={() =>
              setPoint(centre.current ?? startMapView(draft.point, places, cityPoint).centre)
            }
          >
            {DAY_START_PLACE_TEXT.fromCentre}
          </Button>
          <Button variant="ghost" disabled={pending} onClick={clear}>
            Clear start place<span className="sr-only"> of day {day}</span>
          </Button>
          <SubmitButton disabled={pending}>
            Save start place<span className="sr-only"> of day {day}</span>
          </SubmitButton>
        </div>
      </SendForm>
    </details>
  );
}
