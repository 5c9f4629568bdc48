import type { MediaFile } from '@sendero/contract';
import type { ReactNode } from 'react';
import { FIELD_LABELS, fieldId, type SpotField, type SpotForm } from '../utils/spot-form.ts';
import { PictureGroup } from './picture-group.tsx';
import {
  DraftPriceUnit,
  DraftInput as SpotInput,
  DraftTextArea as SpotTextArea,
  textControls,
} from './spot-field.tsx';
import { keepCharacters } from '../../../../lib/keep-characters.ts';

export const HOURS_EXAMPLE = 'Mo-Sa 09:00-18:00; Su,PH off';

export function Group({ legend, children }: { legend: string; children: ReactNode }) {
  return (
    <fieldset className="rounded-2xl border border-cream-200 p-4 dark:border-slate-700">
      <legend className="px-1 font-display text-lg font-bold text-stone-900 dark:text-stone-50">
        {legend}
      </legend>
      <div className="grid gap-4 sm:grid-cols-2">{children}</div>
    </fieldset>
  );
}

/**
 * Every field of a spot, grouped as an editor checks them: what it is, where, the visit, the
 * hours, the picture. Each shows the rules' message for it, when there is one.
 */
export function SpotFields({
  form,
  cityName,
  messages,
  onField,
  onPicture,
}: {
  form: SpotForm;
  cityName: string;
  messages: Partial<Record<SpotField, string>>;
  onField: (field: SpotField, value: string) => void;
  onPicture: (media: MediaFile) => void;
}) {
  const props = textControls<SpotField>({
    fieldId: fieldId,
    labels: FIELD_LABELS,
    form,
    messages,
    onValue: onField,
  });
  const wide = 'sm:col-span-2';
  return (
    <div className="space-y-6">
      <Group legend="The spot">
        <SpotInput {...props('name')} onInput={keepCharacters(160)} autoComplete="off" />
        <SpotInput
          {...props('slug')}
          autoComplete="off"
          spellCheck={false}
          help="Lower-case letters, digits and single hyphens; no other spot of the city may use it."
        />
        <SpotInput
          {...props('category')}
          autoComplete="off"
          help="One word travellers know: museum, market, church, beach…"
        />
        <SpotInput
          {...props('tags')}
          autoComplete="off"
          help="Separated by commas, e.g. architecture, baroque, history."
        />
        <SpotTextArea
          {...props('description')}
          className={wide}
          rows={8}
          onInput={keepCharacters(4000)}
        />
        <SpotInput
          {...props('rank')}
          type="number"
          min={0}
          step={1}
          inputMode="numeric"
          help="Order in the city’s lists: lower comes first."
        />
      </Group>

      <Group legend="Where">
        <SpotTextArea
          {...props('address')}
          className={wide}
          rows={2}
          onInput={keepCharacters(300)}
        />
        <SpotInput
          {...props('lat')}
          type="number"
          step="any"
          inputMode="decimal"
          help="Decimal degrees north, e.g. 17.0658."
        />
        <SpotInput
          {...props('lng')}
          type="number"
          step="any"
          inputMode="decimal"
          help="Decimal degrees, negative west of Greenwich, e.g. -96.7232."
        />
      </Group>

      <Group legend="The visit">
        <SpotInput
          {...props('price')}
          type="number"
          min={0}
          step="any"
          inputMode="decimal"
          help="US dollars; 0 is free."
        />
        <DraftPriceUnit
          {...props('priceUnit')}
          help="What the price is for: Free with 0, else per person, per boat per hour…"
        />
        <SpotInput
          {...props('priceNote')}
          autoComplete="off"
          help="Optional: what the number cannot say, e.g. MXN 95; free on Sundays."
        />
        <SpotInput
          {...props('visitMinutes')}
          type="number"
          min={10}
          max={720}
          step={1}
          inputMode="numeric"
          help="A typical visit on site."
        />
        <SpotInput
          {...props('website')}
          type="url"
          autoComplete="off"
          help="Optional; an https:// address."
        />
      </Group>

      <Group legend="Hours">
        <SpotInput
          {...props('openingHours')}
          className={wide}
          autoComplete="off"
          spellCheck={false}
          help={
            <>
              OpenStreetMap <code>opening_hours</code> syntax, in the place’s own time, e.g.{' '}
              <code>{HOURS_EXAMPLE}</code>. “24/7” when it never closes, “unknown” when no one
              knows.
            </>
          }
        />
        <SpotInput
          {...props('hoursNote')}
          autoComplete="off"
          help="Optional: what the syntax cannot say, e.g. Last entry 17:00."
        />
        <SpotInput
          {...props('factsCheckedOn')}
          type="date"
          help="When the hours and price were last checked against a source."
        />
      </Group>

      <PictureGroup
        kind="spot"
        cityName={cityName}
        file={props('imageFile')}
        alt={props('imageAlt')}
        credit={props('imageCredit')}
        onPicture={onPicture}
      />
    </div>
  );
}
