import { WEEKDAY_CODES, type MediaFile, type WeekdayCode } from '@sendero/contract';
import type { ReactNode } from 'react';
import { FieldError, fieldErrorId } from '../../../../components/text-field.tsx';
import {
  MONTH_LABELS,
  TOUR_FIELD_LABELS,
  tourFieldId,
  WEEKDAY_LABELS,
  type TourField,
  type TourForm,
} from '../utils/tour-form.ts';
import { PictureGroup } from './picture-group.tsx';
import { DraftInput, DraftPriceUnit, DraftTextArea, textControls } from './spot-field.tsx';
import { Group } from './spot-fields.tsx';
import { TourStops } from './tour-stops.tsx';
import { keepCharacters } from '../../../../lib/keep-characters.ts';

type TextField = Exclude<TourField, 'days' | 'months' | 'stops'>;

/** Checkboxes of a list of values (the days, the months), as one group with its message. */
function CheckGroup<T extends string | number>({
  field,
  options,
  checked,
  help,
  error,
  onChange,
}: {
  field: 'days' | 'months';
  options: { value: T; label: ReactNode }[];
  checked: readonly T[];
  help?: string;
  error?: string | undefined;
  onChange: (values: T[]) => void;
}) {
  const id = tourFieldId(field);
  const described = [help ? `${id}-help` : null, error ? fieldErrorId(id) : null]
    .filter(Boolean)
    .join(' ');
  return (
    <fieldset
      id={id}
      tabIndex={-1}
      aria-describedby={described || undefined}
      aria-invalid={error ? true : undefined}
      className="scroll-mt-24 sm:col-span-2"
    >
      <legend className="field-label">{TOUR_FIELD_LABELS[field]}</legend>
      <div className="flex flex-wrap gap-x-4 gap-y-2">
        {options.map((option) => (
          <label key={option.value} className="inline-flex items-center gap-2 text-sm">
            <input
              type="checkbox"
              className="accent-jade-600"
              checked={checked.includes(option.value)}
              onChange={(event) =>
                onChange(
                  event.target.checked
                    ? [...checked, option.value]
                    : checked.filter((value) => value !== option.value),
                )
              }
            />
            {option.label}
          </label>
        ))}
      </div>
      {help && (
        <p id={`${id}-help`} className="mt-1 text-sm text-stone-600 dark:text-stone-400">
          {help}
        </p>
      )}
      {error && <FieldError id={fieldErrorId(id)}>{error}</FieldError>}
    </fieldset>
  );
}

/**
 * Every field of a tour, grouped as an editor checks them: what it is, when it goes, its stops,
 * its picture. Each shows the rules' message for it, when there is one.
 */
export function TourFields({
  form,
  cityId,
  cityName,
  messages,
  onForm,
  onPicture,
}: {
  form: TourForm;
  cityId: number;
  cityName: string;
  messages: Partial<Record<TourField, string>>;
  onForm: (change: Partial<TourForm>) => void;
  onPicture: (media: MediaFile) => void;
}) {
  const props = textControls<TextField>({
    fieldId: tourFieldId,
    labels: TOUR_FIELD_LABELS,
    form,
    messages,
    onValue: (field, value) => onForm({ [field]: value }),
  });
  const wide = 'sm:col-span-2';
  return (
    <div className="space-y-6">
      <Group legend="The tour">
        <DraftInput
          {...props('title')}
          className={wide}
          onInput={keepCharacters(160)}
          autoComplete="off"
        />
        <DraftInput
          {...props('category')}
          autoComplete="off"
          help="Its theme: food, history, art, nature, markets, day-trip…"
        />
        <DraftInput
          {...props('tags')}
          autoComplete="off"
          help="Separated by commas, e.g. history, food."
        />
        <DraftTextArea
          {...props('description')}
          className={wide}
          rows={8}
          onInput={keepCharacters(4000)}
        />
        <DraftInput
          {...props('cost')}
          type="number"
          min={0}
          step="any"
          inputMode="decimal"
          help="Typical spend in US dollars; empty shows as “Varies”."
        />
        <DraftPriceUnit
          {...props('costUnit')}
          help="What the cost is for, usually per person; none when the cost is empty."
        />
        <DraftInput
          {...props('rank')}
          type="number"
          min={0}
          step={1}
          inputMode="numeric"
          help="Order in the city’s lists: lower comes first."
        />
      </Group>

      <Group legend="When">
        <DraftInput
          {...props('startTime')}
          type="time"
          help="The suggested start, in the city’s own time. Every stop must be open when the walk reaches it."
        />
        <CheckGroup<WeekdayCode>
          field="days"
          options={WEEKDAY_CODES.map((code) => ({ value: code, label: WEEKDAY_LABELS[code] }))}
          checked={form.days}
          error={messages.days}
          onChange={(days) => onForm({ days })}
        />
        <CheckGroup<number>
          field="months"
          options={MONTH_LABELS.map((label, i) => ({ value: i + 1, label }))}
          checked={form.months}
          help="Optional: a seasonal tour’s months. None checked: all year."
          error={messages.months}
          onChange={(months) => onForm({ months })}
        />
      </Group>

      <TourStops
        id={tourFieldId('stops')}
        cityId={cityId}
        stops={form.stops}
        error={messages.stops}
        onChange={(stops) => onForm({ stops })}
      />

      <PictureGroup
        kind="tour"
        cityName={cityName}
        file={props('imageFile')}
        alt={props('imageAlt')}
        credit={props('imageCredit')}
        onPicture={onPicture}
      />
    </div>
  );
}
