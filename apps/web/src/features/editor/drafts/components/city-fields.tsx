import { keepCharacters } from '../../../../lib/keep-characters.ts';
import type { MediaFile } from '@sendero/contract';
import {
  CITY_FIELD_LABELS,
  cityFieldId,
  type CityField,
  type CityForm,
  type CityTextField,
} from '../utils/city-form.ts';
import { InfoFields } from './info-fields.tsx';
import { PictureGroup } from './picture-group.tsx';
import { DraftInput, DraftTextArea, textControls } from './spot-field.tsx';
import { Group } from './spot-fields.tsx';

/**
 * Every field of a city's basics, grouped as an editor checks them: what travellers read first,
 * where it is, its practical information, its picture. Each shows the rules' message for it.
 */
export function CityFields({
  form,
  messages,
  onForm,
  onPicture,
}: {
  form: CityForm;
  messages: Partial<Record<CityField, string>>;
  onForm: (change: Partial<CityForm>) => void;
  onPicture: (media: MediaFile) => void;
}) {
  const props = textControls<CityTextField>({
    fieldId: cityFieldId,
    labels: CITY_FIELD_LABELS,
    form,
    messages,
    onValue: (field, value) => onForm({ [field]: value }),
  });
  const wide = 'sm:col-span-2';
  return (
    <div className="space-y-6">
      <Group legend="The city">
        <DraftInput {...props('name')} onInput={keepCharacters(120)} autoComplete="off" />
        <DraftInput
          {...props('region')}
          onInput={keepCharacters(120)}
          autoComplete="off"
          help="Shown under the name, e.g. Quintana Roo. Optional."
        />
        <DraftTextArea
          {...props('description')}
          className={wide}
          rows={10}
          onInput={keepCharacters(2000)}
          help="A blank line starts a new paragraph."
        />
      </Group>

      <Group legend="Where and when">
        <DraftInput
          {...props('lat')}
          inputMode="decimal"
          autoComplete="off"
          help="Its centre, in degrees north, e.g. 17.0606."
        />
        <DraftInput
          {...props('lng')}
          inputMode="decimal"
          autoComplete="off"
          help="In degrees east: negative in México, e.g. -96.7253."
        />
        <DraftInput
          {...props('timeZone')}
          autoComplete="off"
          spellCheck={false}
          help="Its clocks, e.g. America/Mexico_City or America/Cancun."
        />
        <DraftInput
          {...props('rank')}
          inputMode="numeric"
          autoComplete="off"
          help="Lower comes first in the list of cities."
        />
      </Group>

      <InfoFields
        id={cityFieldId('info')}
        legend={CITY_FIELD_LABELS.info}
        sections={form.info}
        error={messages.info}
        onSections={(info) => onForm({ info })}
      />

      <PictureGroup
        kind="city"
        cityName={form.name}
        file={props('imageFile')}
        alt={props('imageAlt')}
        credit={props('imageCredit')}
        onPicture={onPicture}
      />
    </div>
  );
}
