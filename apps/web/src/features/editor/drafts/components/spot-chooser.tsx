import { paths } from '@sendero/contract';
import { useId, useState, type FormEvent } from 'react';
import { Link, useNavigate } from 'react-router';
import { Button } from '../../../../components/button.tsx';
import { FormMessage } from '../../../../components/form-message.tsx';
import { LoadFailure } from '../../../../components/load-failure.tsx';
import { FieldError, fieldAria, fieldErrorId } from '../../../../components/text-field.tsx';
import { useCities } from '../../../../entities/cities/api/get-cities.ts';
import { useStartSpotDraft } from '../../../../entities/editor-drafts/api/start-spot-draft.ts';
import { useCitySpots } from '../../../../entities/spots/api/get-city-spots.ts';
import { errorMessage } from '../../../../lib/query-errors.ts';
import { compareByLetters } from '../../../../lib/text-filter.ts';
import { useRefreshLog } from '../utils/use-refresh-log.ts';

export const CHOOSER_TEXT = {
  loadingCities: 'Loading the cities...',
  citiesFailed: 'Could not load the cities.',
  loadingSpots: 'Loading the spots...',
  spotsFailed: 'Could not load the spots.',
  noSpots: 'This city has no spots yet.',
  chooseSpot: 'Choose a city, then one of its spots.',
  startFailed: 'Could not open a draft of the spot.',
} as const;

/**
 * "Edit a spot": a city, then one of its live spots (the public lists), opens the spot's draft:
 * the one in progress, or a new copy of what is live.
 */
export function SpotChooser() {
  const id = useId();
  const navigate = useNavigate();
  const refreshLog = useRefreshLog();
  const cities = useCities();
  const [cityId, setCityId] = useState<number | null>(null);
  const [spotId, setSpotId] = useState<number | null>(null);
  const [missing, setMissing] = useState(false);
  const start = useStartSpotDraft({
    onSuccess: async (draft) => {
      await navigate(paths.editorDraft(draft.id));
      return refreshLog();
    },
  });

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (start.isPending) return;
    if (spotId === null) {
      setMissing(true);
      document.getElementById(cityId === null ? `${id}-city` : `${id}-spot`)?.focus();
      return;
    }
    start.mutate(spotId);
  };

  if (cities.isPending) {
    return (
      <p role="status" className="text-stone-600 dark:text-stone-300">
        {CHOOSER_TEXT.loadingCities}
      </p>
    );
  }
  if (cities.isError) {
    return (
      <LoadFailure
        message={errorMessage(cities.error, CHOOSER_TEXT.citiesFailed)}
        onRetry={() => cities.refetch()}
      />
    );
  }
  const error = missing && spotId === null ? CHOOSER_TEXT.chooseSpot : undefined;
  const cityError = cityId === null ? error : undefined;
  return (
    <form
      noValidate
      onSubmit={onSubmit}
      aria-labelledby={`${id}-title`}
      className="max-w-xl space-y-4"
    >
      <h2
        id={`${id}-title`}
        className="font-display text-2xl font-bold text-stone-900 dark:text-stone-50"
      >
        Edit a spot
      </h2>
      <p className="text-sm text-stone-700 dark:text-stone-300">
        Its draft starts from what travellers see now; nothing changes for them until it is
        published.
      </p>
      <div>
        <label htmlFor={`${id}-city`} className="field-label">
          City
        </label>
        <select
          id={`${id}-city`}
          className="field-input"
          value={cityId ?? ''}
          {...fieldAria({ id: `${id}-city`, error: cityError })}
          onChange={(event) => {
            setCityId(event.target.value === '' ? null : Number(event.target.value));
            setSpotId(null);
          }}
        >
          <option value="">Choose a city</option>
          {cities.data.map((city) => (
            <option key={city.id} value={city.id}>
              {city.name}
            </option>
          ))}
        </select>
        {cityError && <FieldError id={fieldErrorId(`${id}-city`)}>{cityError}</FieldError>}
      </div>
      {cityId !== null && (
        <CitySpotSelect
          id={`${id}-spot`}
          cityId={cityId}
          spotId={spotId}
          error={error}
          onChange={setSpotId}
        />
      )}
      <div className="flex flex-wrap items-center gap-x-4 gap-y-2">
        <Button type="submit" disabled={start.isPending}>
          Edit this spot
        </Button>
        {spotId !== null && (
          <Link
            to={paths.editorSpotHistory(spotId)}
            className="text-sm text-jade-700 underline underline-offset-2 dark:text-jade-300"
          >
            Its published versions
          </Link>
        )}
      </div>
      {start.isError && (
        <FormMessage kind="error">
          {errorMessage(start.error, CHOOSER_TEXT.startFailed)}
        </FormMessage>
      )}
    </form>
  );
}

function CitySpotSelect({
  id,
  cityId,
  spotId,
  error,
  onChange,
}: {
  id: string;
  cityId: number;
  spotId: number | null;
  error: string | undefined;
  onChange: (spotId: number | null) => void;
}) {
  const spots = useCitySpots(cityId);
  if (spots.isPending) {
    return (
      <p role="status" className="text-sm text-stone-600 dark:text-stone-300">
        {CHOOSER_TEXT.loadingSpots}
      </p>
    );
  }
  if (spots.isError) {
    return (
      <LoadFailure
        message={errorMessage(spots.error, CHOOSER_TEXT.spotsFailed)}
        onRetry={() => spots.refetch()}
      />
    );
  }
  if (spots.data.length === 0) {
    return (
      <p role="status" className="text-sm text-stone-700 dark:text-stone-300">
        {CHOOSER_TEXT.noSpots}
      </p>
    );
  }
  const sorted = [...spots.data].sort((a, b) => compareByLetters(a.name, b.name));
  return (
    <div>
      <label htmlFor={id} className="field-label">
        Spot
      </label>
      <select
        id={id}
        className="field-input"
        value={spotId ?? ''}
        {...fieldAria({ id, error })}
        onChange={(event) =>
          onChange(event.target.value === '' ? null : Number(event.target.value))
        }
      >
        <option value="">Choose a spot</option>
        {sorted.map((spot) => (
          <option key={spot.id} value={spot.id}>
            {spot.name}
          </option>
        ))}
      </select>
      {error && <FieldError id={fieldErrorId(id)}>{error}</FieldError>}
    </div>
  );
}
