import type { DraftKind, MediaFile } from '@sendero/contract';
import { keepCharacters } from '../../../../lib/keep-characters.ts';
import { PictureChooser } from './picture-chooser.tsx';
import { DraftInput, DraftTextArea } from './spot-field.tsx';
import { Group } from './spot-fields.tsx';

/** A text control of the picture's: what DraftInput and DraftTextArea take. */
export interface PictureTextControl {
  controlId: string;
  label: string;
  value: string;
  error: string | undefined;
  onValue: (value: string) => void;
}

/**
 * A draft's picture, as every kind's form shows it: the artwork chosen, its description for those
 * who cannot see it, and its credit.
 */
export function PictureGroup({
  legend = 'Picture',
  kind,
  cityName,
  file,
  alt,
  credit,
  onPicture,
}: {
  legend?: string;
  kind: DraftKind;
  cityName: string;
  /** The picture's file: its radio group (the chooser). */
  file: PictureTextControl;
  alt: PictureTextControl;
  credit: PictureTextControl;
  onPicture: (media: MediaFile) => void;
}) {
  const wide = 'sm:col-span-2';
  return (
    <Group legend={legend}>
      <div className={wide}>
        <PictureChooser
          kind={kind}
          controlId={file.controlId}
          label={file.label}
          value={file.value}
          cityName={cityName}
          error={file.error}
          onChoose={onPicture}
        />
      </div>
      <DraftTextArea
        {...alt}
        className={wide}
        rows={2}
        onInput={keepCharacters(300)}
        help="What the picture shows, for those who cannot see it."
      />
      <DraftInput {...credit} className={wide} autoComplete="off" help="Optional." />
    </Group>
  );
}
