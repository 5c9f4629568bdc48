import type { MediaFile } from '@sendero/contract';
import { FieldError, fieldErrorId } from '../../../../components/text-field.tsx';
import {
  EVENT_FIELD_LABELS,
  eventFieldId,
  type EventField,
  type EventFlag,
  type EventForm,
  type EventTextField,
} from '../utils/event-form.ts';
import { PictureGroup } from './picture-group.tsx';
import { DraftInput, DraftPriceUnit, DraftTextArea, textControls } from './spot-field.tsx';
import { Group } from './spot-fields.tsx';
import { keepCharacters } from '../../../../lib/keep-characters.ts';

/** A yes-or-no field of the event, with its help and the rules' message. */
function DraftCheckbox({
  field,
  checked,
  help,
  error,
  onChange,
}: {
  field: EventFlag;
  checked: boolean;
  help: string;
  error?: string | undefined;
  onChange: (checked: boolean) => void;
}) {
  const id = eventFieldId(field);
  const described = [`${id}-help`, error ? fieldErrorId(id) : null].filter(Boolean).join(' ');
  return (
    <div>
      <label className="inline-flex items-center gap-2 text-sm font-semibold text-stone-800 dark:text-stone-200">
        <input
          id={id}
          type="checkbox"
          className="scroll-mt-24 accent-jade-600"
          checked={checked}
          aria-describedby={described}
          aria-invalid={error ? true : undefined}
          onChange={(event) => onChange(event.target.checked)}
        />
        {EVENT_FIELD_LABELS[field]}
      </label>
      <p id={`${id}-help`} className="mt-1 text-sm text-stone-600 dark:text-stone-400">
        {help}
      </p>
      {error && <FieldError id={fieldErrorId(id)}>{error}</FieldError>}
    </div>
  );
}

/**
 * Every field of an event, grouped as an editor checks them: what and where, when, the rest of
 * what travellers read, its picture. Each shows the rules' message for it, when there is one.
 */
export function EventFields({
  form,
  cityName,
  messages,
  onForm,
  onPicture,
}: {
  form: EventForm;
  cityName: string;
  messages: Partial<Record<EventField, string>>;
  onForm: (change: Partial<EventForm>) => void;
  onPicture: (media: MediaFile) => void;
}) {
  const props = textControls<EventTextField>({
    fieldId: eventFieldId,
    labels: EVENT_FIELD_LABELS,
    form,
    messages,
    onValue: (field, value) => onForm({ [field]: value }),
  });
  const wide = 'sm:col-span-2';
  return (
    <div className="space-y-6">
      <Group legend="The event">
        <DraftInput
          {...props('title')}
          className={wide}
          onInput={keepCharacters(160)}
          autoComplete="off"
        />
        <DraftInput {...props('venue')} onInput={keepCharacters(160)} autoComplete="off" />
        <DraftInput {...props('address')} onInput={keepCharacters(300)} autoComplete="off" />
      </Group>

      <Group legend="When">
        <DraftInput
          {...props('startsOn')}
          type="date"
          help="The first day. For a yearly event, one year’s dates."
        />
        <DraftInput
          {...props('endsOn')}
          type="date"
          help="The last day, included: the same as the first for a one-day event."
        />
        <DraftInput
          {...props('startTime')}
          type="time"
          help="In the city’s own time; a festival over several days: its first day’s start."
        />
        <DraftInput {...props('endTime')} type="time" help="Optional." />
        <DraftCheckbox
          field="recursYearly"
          checked={form.recursYearly}
          help="Shown at its next run, on the same month and day."
          error={messages.recursYearly}
          onChange={(recursYearly) => onForm({ recursYearly })}
        />
        <DraftCheckbox
          field="datesVary"
          checked={form.datesVary}
          help="The page says the dates vary and shows no exact time."
          error={messages.datesVary}
          onChange={(datesVary) => onForm({ datesVary })}
        />
      </Group>

      <Group legend="For travellers">
        <DraftInput
          {...props('priceText')}
          className={wide}
          onInput={keepCharacters(120)}
          autoComplete="off"
          help="As travellers read it, e.g. Free, or MXN 150 at the door."
        />
        <DraftPriceUnit
          {...props('priceUnit')}
          help="What the price’s amounts are for: Free when nothing costs."
        />
        <DraftTextArea
          {...props('description')}
          className={wide}
          rows={8}
          onInput={keepCharacters(3000)}
        />
        <DraftInput
          {...props('link')}
          type="url"
          className={wide}
          autoComplete="off"
          spellCheck={false}
          help="The organiser’s page, starting with https://."
        />
        <DraftInput
          {...props('tags')}
          className={wide}
          autoComplete="off"
          help="Separated by commas, from the event tags, e.g. festival, music, dance."
        />
      </Group>

      <PictureGroup
        kind="event"
        cityName={cityName}
        file={props('imageFile')}
        alt={props('imageAlt')}
        credit={props('imageCredit')}
        onPicture={onPicture}
      />
    </div>
  );
}
