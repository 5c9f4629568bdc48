import { keepCharacters } from '../../../../lib/keep-characters.ts';
import { MEDIA_UPLOAD_MESSAGES, type DraftKind, type MediaFile } from '@sendero/contract';
import { useId, useRef, useState, type KeyboardEvent } from 'react';
import { Button } from '../../../../components/button.tsx';
import { FormMessage } from '../../../../components/form-message.tsx';
import { FieldError, fieldErrorId } from '../../../../components/text-field.tsx';
import { useUploadMedia } from '../../../../entities/editor-drafts/api/upload-media.ts';
import { ApiRequestError } from '../../../../lib/api-client.ts';
import { errorMessage } from '../../../../lib/query-errors.ts';
import { DraftInput } from './spot-field.tsx';

export const UPLOAD_TEXT = {
  fileLabel: 'Upload a picture',
  fileHelp:
    'JPEG, PNG, WebP or SVG. Photos are resized and lose their camera and location data; drawings are cleaned of anything but drawing.',
  altLabel: 'Description of the upload (alt text)',
  altHelp: 'What the picture shows, for those who cannot see it.',
  send: 'Upload',
  sending: 'Uploading the picture…',
  failed: 'Could not upload the picture. Please try again.',
  done: 'Uploaded and chosen as the picture.',
} as const;

type UploadField = 'file' | 'alt';

/** Which of the two controls a refusal is about; the rest are said under the button. */
function fieldOf(error: unknown): UploadField | null {
  const field = error instanceof ApiRequestError ? error.field : undefined;
  return field === 'file' || field === 'alt' ? field : null;
}

/** Enter in the description uploads; it does not send the draft's form around it. */
function enterUploads(event: KeyboardEvent<HTMLDivElement>, upload: () => void) {
  if (event.key !== 'Enter' || !(event.target instanceof HTMLInputElement)) return;
  event.preventDefault();
  if (event.target.type !== 'file') upload();
}

/**
 * A new picture for the draft, uploaded to the server (decision 0044) with its alt text: while it
 * is sent a progress bar says so, a refusal is shown with the server's words at its control, and
 * the uploaded picture becomes the draft's.
 */
export function PictureUpload({
  kind,
  idPrefix,
  onUploaded,
}: {
  kind: DraftKind;
  /** Ids of the controls start with it (the chooser's id), unique on the page. */
  idPrefix: string;
  onUploaded: (media: MediaFile) => void;
}) {
  const upload = useUploadMedia();
  const fileInput = useRef<HTMLInputElement>(null);
  const [file, setFile] = useState<File | null>(null);
  const [alt, setAlt] = useState('');
  /** What the browser refused before sending, by control. */
  const [missing, setMissing] = useState<Partial<Record<UploadField, string>>>({});
  const statusId = useId();
  const fileId = `${idPrefix}-upload-file`;
  const altId = `${idPrefix}-upload-alt`;

  const refused = upload.isError ? errorMessage(upload.error, UPLOAD_TEXT.failed) : null;
  const refusedField = upload.isError ? fieldOf(upload.error) : null;
  const messageOf = (field: UploadField) =>
    missing[field] ?? (refusedField === field ? (refused ?? undefined) : undefined);

  function send() {
    if (upload.isPending) return;
    const problems = {
      ...(file ? {} : { file: MEDIA_UPLOAD_MESSAGES.fileRequired }),
      ...(alt.trim() ? {} : { alt: MEDIA_UPLOAD_MESSAGES.altRequired }),
    };
    setMissing(problems);
    upload.reset();
    if (!file || !alt.trim()) {
      document.getElementById(file ? altId : fileId)?.focus();
      return;
    }
    upload.mutate(
      { kind, alt: alt.trim(), file },
      {
        onSuccess: (media) => {
          onUploaded(media);
          setFile(null);
          setAlt('');
          if (fileInput.current) fileInput.current.value = '';
        },
      },
    );
  }

  const fileError = messageOf('file');
  return (
    <div
      className="mt-3 grid gap-3 rounded-xl border border-dashed border-cream-300 p-3 dark:border-slate-600"
      onKeyDown={(event) => enterUploads(event, send)}
    >
      <div>
        <label htmlFor={fileId} className="field-label">
          {UPLOAD_TEXT.fileLabel}
        </label>
        <input
          ref={fileInput}
          id={fileId}
          type="file"
          accept="image/jpeg,image/png,image/webp,image/svg+xml"
          className="block w-full text-sm text-stone-800 file:mr-3 file:rounded-lg file:border-0 file:bg-jade-50 file:px-3 file:py-2 file:font-semibold file:text-jade-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-jade-600 dark:text-stone-200 dark:file:bg-slate-800 dark:file:text-jade-200"
          aria-invalid={fileError ? true : undefined}
          aria-describedby={`${fileId}-help${fileError ? ` ${fieldErrorId(fileId)}` : ''}`}
          onChange={(event) => {
            setFile(event.target.files?.[0] ?? null);
            setMissing(({ file: _file, ...rest }) => rest);
          }}
        />
        <p id={`${fileId}-help`} className="mt-1 text-sm text-stone-600 dark:text-stone-400">
          {UPLOAD_TEXT.fileHelp}
        </p>
        {fileError && <FieldError id={fieldErrorId(fileId)}>{fileError}</FieldError>}
      </div>
      <DraftInput
        controlId={altId}
        label={UPLOAD_TEXT.altLabel}
        help={UPLOAD_TEXT.altHelp}
        error={messageOf('alt')}
        onInput={keepCharacters(300)}
        value={alt}
        onValue={(value) => {
          setAlt(value);
          setMissing(({ alt: _alt, ...rest }) => rest);
        }}
      />
      <div className="flex flex-wrap items-center gap-3">
        <Button
          variant="secondary"
          onClick={send}
          disabled={upload.isPending}
          aria-describedby={statusId}
        >
          {UPLOAD_TEXT.send}
        </Button>
        <div id={statusId} className="text-sm text-stone-700 dark:text-stone-300">
          {upload.isPending ? (
            <p role="status" className="flex items-center gap-2">
              <progress aria-label={UPLOAD_TEXT.sending} className="h-2 w-24" />
              {UPLOAD_TEXT.sending}
            </p>
          ) : upload.isSuccess ? (
            <p role="status">{UPLOAD_TEXT.done}</p>
          ) : null}
        </div>
      </div>
      {refused && !refusedField && <FormMessage kind="error">{refused}</FormMessage>}
      {refused && refusedField && (
        // Said aloud once; the same words stay at the control they are about.
        <p role="alert" className="sr-only">
          {refused}
        </p>
      )}
    </div>
  );
}
