import { type DraftKind, paths } from '@sendero/contract';
import type { UseQueryResult } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { Button } from '../../../../components/button.tsx';
import { SendForm, SubmitButton, type SendHandler } from '../../../../components/send-form.tsx';
import { FormMessage } from '../../../../components/form-message.tsx';
import { LoadFailure } from '../../../../components/load-failure.tsx';
import { FieldError, fieldAria, fieldErrorId } from '../../../../components/text-field.tsx';
import { useCities } from '../../../../entities/cities/api/get-cities.ts';
import { useNewDraft } from '../../../../entities/editor-drafts/api/new-draft.ts';
import { useStartDraft } from '../../../../entities/editor-drafts/api/start-draft.ts';
import { useEvents, type EventFilters } from '../../../../entities/events/api/get-events.ts';
import { useCityPosts } from '../../../../entities/posts/api/get-city-posts.ts';
import { useCitySpots } from '../../../../entities/spots/api/get-city-spots.ts';
import { useCityTours } from '../../../../entities/tours/api/get-city-tours.ts';
import { errorMessage } from '../../../../lib/query-errors.ts';
import { compareByLetters } from '../../../../lib/text-filter.ts';
import { historyPath } from './published-notice.tsx';
import { useRefreshLog } from '../utils/use-refresh-log.ts';

/** What the desk calls each kind: travellers know posts as the city's guides. */
const nounOf = (kind: DraftKind) => (kind === 'post' ? 'guide' : kind);

export const CHOOSER_TEXT = {
  loadingCities: 'Loading the cities...',
  citiesFailed: 'Could not load the cities.',
  loading: (kind: DraftKind) => `Loading the ${nounOf(kind)}s...`,
  failed: (kind: DraftKind) => `Could not load the ${nounOf(kind)}s.`,
  none: (kind: DraftKind) => `This city has no ${nounOf(kind)}s yet.`,
  choose: (kind: DraftKind) =>
    kind === 'city' ? 'Choose a city.' : `Choose a city, then one of its ${nounOf(kind)}s.`,
  startFailed: (kind: DraftKind) => `Could not open a draft of the ${nounOf(kind)}.`,
  newFailed: (kind: DraftKind) => `Could not start a new ${nounOf(kind)}.`,
} as const;

const capitalised = (kind: DraftKind) =>
  `${nounOf(kind)[0]!.toUpperCase()}${nounOf(kind).slice(1)}`;

/** "a spot", "an event", "a guide". */
export const withArticle = (kind: DraftKind) =>
  `${/^[aeiou]/.test(nounOf(kind)) ? 'an' : 'a'} ${nounOf(kind)}`;

/**
 * Every event, not only those to come: an editor may change one that is over (to give it next
 * year's dates). A yearly event is listed once, at its stored dates.
 */
export const EVERY_EVENT: EventFilters = { dateFrom: '2000-01-01' };

/**
 * The city's label. The choosers share the drafts page: each control's name is its own there, so
 * a voice command or a search by label finds one, and the spot's stays "City".
 */
const cityLabel = (kind: DraftKind) =>
  kind === 'spot' ? 'City' : kind === 'city' ? 'The city to edit' : `The ${nounOf(kind)}’s city`;

/**
 * "Edit a spot", "Edit a tour", "Edit an event", "Edit a guide": a city, then one of its live
 * spots, tours, events or guide posts (the public lists), opens its draft: the one in progress,
 * or a new copy of what is live. "Edit a city": the city alone, for its basics.
 */
export function ContentChooser({ kind }: { kind: DraftKind }) {
  const id = useId();
  const navigate = useNavigate();
  const refreshLog = useRefreshLog();
  const cities = useCities();
  const [cityId, setCityId] = useState<number | null>(null);
  const [entityId, setEntityId] = useState<number | null>(null);
  const [missing, setMissing] = useState(false);
  const opened = {
    onSuccess: async (draft: { id: number }) => {
      await navigate(paths.editorDraft(draft.id));
      return refreshLog();
    },
  };
  const start = useStartDraft(kind, opened);
  const fresh = useNewDraft(opened);

  const onSend: SendHandler = () => {
    if (entityId === null) {
      setMissing(true);
      document.getElementById(cityId === null ? `${id}-city` : `${id}-entity`)?.focus();
      return null;
    }
    return start.mutateAsync(entityId);
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
  const error = missing && entityId === null ? CHOOSER_TEXT.choose(kind) : undefined;
  const cityError = cityId === null ? error : undefined;
  return (
    <SendForm
      noValidate
      onSend={onSend}
      aria-labelledby={`${id}-title`}
      className="max-w-xl space-y-4"
    >
      <h2
        id={`${id}-title`}
        className="font-display text-2xl font-bold text-stone-900 dark:text-stone-50"
      >
        Edit {withArticle(kind)}
      </h2>
      <p className="text-sm text-stone-700 dark:text-stone-300">
        Its draft starts from what travellers see now; nothing changes for them until it is
        published.
      </p>
      <div>
        <label htmlFor={`${id}-city`} className="field-label">
          {cityLabel(kind)}
        </label>
        <select
          id={`${id}-city`}
          className="field-input"
          value={cityId ?? ''}
          {...fieldAria({ id: `${id}-city`, error: cityError })}
          onChange={(event) => {
            const chosen = event.target.value === '' ? null : Number(event.target.value);
            setCityId(chosen);
            // A city's basics are the city itself: choosing it is choosing what to edit.
            setEntityId(kind === 'city' ? chosen : null);
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
      {cityId !== null && kind !== 'city' && (
        <CityEntitySelect
          kind={kind}
          id={`${id}-entity`}
          cityId={cityId}
          entityId={entityId}
          error={error}
          onChange={setEntityId}
        />
      )}
      <div className="flex flex-wrap items-center gap-x-4 gap-y-2">
        <SubmitButton>Edit this {nounOf(kind)}</SubmitButton>
        {cityId !== null && kind !== 'city' && (
          // Cities come only from the dataset; anything else can be added to a city.
          <Button
            type="button"
            variant="secondary"
            disabled={fresh.isPending || start.isPending}
            onClick={() => fresh.mutate({ kind, cityId })}
          >
            Start a new {nounOf(kind)} here
          </Button>
        )}
        {entityId !== null && (
          <Link
            to={historyPath(kind, entityId)}
            className="text-sm text-jade-700 underline underline-offset-2 dark:text-jade-300"
          >
            Its published versions
          </Link>
        )}
      </div>
      {start.isError && (
        <FormMessage kind="error">
          {errorMessage(start.error, CHOOSER_TEXT.startFailed(kind))}
        </FormMessage>
      )}
      {fresh.isError && (
        <FormMessage kind="error">
          {errorMessage(fresh.error, CHOOSER_TEXT.newFailed(kind))}
        </FormMessage>
      )}
    </SendForm>
  );
}

interface SelectProps {
  kind: DraftKind;
  id: string;
  cityId: number;
  entityId: number | null;
  error: string | undefined;
  onChange: (entityId: number | null) => void;
}

/** The city's spots, tours or events, each by the name travellers see. */
function CityEntitySelect(props: SelectProps) {
  if (props.kind === 'tour') return <CityTourSelect {...props} />;
  if (props.kind === 'event') return <CityEventSelect {...props} />;
  if (props.kind === 'post') return <CityPostSelect {...props} />;
  return <CitySpotSelect {...props} />;
}

function CitySpotSelect(props: SelectProps) {
  const spots = useCitySpots(props.cityId);
  return <EntitySelect {...props} query={spots} nameOf={(spot) => spot.name} />;
}

function CityTourSelect(props: SelectProps) {
  const tours = useCityTours(props.cityId);
  return <EntitySelect {...props} query={tours} nameOf={(tour) => tour.title} />;
}

function CityEventSelect(props: SelectProps) {
  // Not the previous city's list while the next one loads: its events are not this city's.
  const events = useEvents(
    { ...EVERY_EVENT, cityId: props.cityId },
    { placeholderData: undefined },
  );
  return <EntitySelect {...props} query={events} nameOf={(event) => event.title} />;
}

function CityPostSelect(props: SelectProps) {
  // Unpublished guides too: an editor who took one off the site must find it to put it back.
  const posts = useCityPosts(props.cityId, { publishedOnly: false });
  return (
    <EntitySelect
      {...props}
      query={posts}
      nameOf={(post) => (post.published ? post.title : `${post.title} (unpublished)`)}
    />
  );
}

function EntitySelect<T extends { id: number }>({
  kind,
  id,
  entityId,
  error,
  onChange,
  query,
  nameOf,
}: SelectProps & { query: UseQueryResult<T[]>; nameOf: (item: T) => string }) {
  if (query.isPending) {
    return (
      <p role="status" className="text-sm text-stone-600 dark:text-stone-300">
        {CHOOSER_TEXT.loading(kind)}
      </p>
    );
  }
  if (query.isError) {
    return (
      <LoadFailure
        message={errorMessage(query.error, CHOOSER_TEXT.failed(kind))}
        onRetry={() => query.refetch()}
      />
    );
  }
  if (query.data.length === 0) {
    return (
      <p role="status" className="text-sm text-stone-700 dark:text-stone-300">
        {CHOOSER_TEXT.none(kind)}
      </p>
    );
  }
  const sorted = [...query.data].sort((a, b) => compareByLetters(nameOf(a), nameOf(b)));
  return (
    <div>
      <label htmlFor={id} className="field-label">
        {capitalised(kind)}
      </label>
      <select
        id={id}
        className="field-input"
        value={entityId ?? ''}
        {...fieldAria({ id, error })}
        onChange={(event) =>
          onChange(event.target.value === '' ? null : Number(event.target.value))
        }
      >
        <option value="">Choose {withArticle(kind)}</option>
        {sorted.map((item) => (
          <option key={item.id} value={item.id}>
            {nameOf(item)}
          </option>
        ))}
      </select>
      {error && <FieldError id={fieldErrorId(id)}>{error}</FieldError>}
    </div>
  );
}
