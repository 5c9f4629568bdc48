import { isUploadedFile, type DraftKind, type MediaFile } from '@sendero/contract';
import { useState, type KeyboardEvent } from 'react';
import { ListSearchField } from '../../../../components/list-search-field.tsx';
import { LoadFailure } from '../../../../components/load-failure.tsx';
import { FieldError, fieldErrorId } from '../../../../components/text-field.tsx';
import { useMedia } from '../../../../entities/editor-drafts/api/get-media.ts';
import { errorMessage } from '../../../../lib/query-errors.ts';
import { matchesQuery, normalizeText } from '../../../../lib/text-filter.ts';
import { PictureUpload } from './picture-upload.tsx';

export const PICTURE_TEXT = {
  loading: 'Loading the pictures...',
  loadFailed: 'Could not load the pictures.',
  noneChosen: 'No picture chosen yet.',
  noMatches: 'No picture matches.',
} as const;

/** A search shows at most this many pictures: fewer to scan, and to load. */
export const PICTURES_SHOWN = 24;

/**
 * "spots/oaxaca/templo.svg" → "oaxaca/templo.svg": every picture a kind can use is under the
 * kind's own folder (spots/, tours/, events/).
 */
export const pictureName = (file: string) => file.replace(/^[a-z]+\//, '');

/** An upload's name is a hash: it is known by its description instead. */
const pictureLabel = (media: MediaFile) =>
  isUploadedFile(media.file) && media.alt ? `Uploaded: ${media.alt}` : pictureName(media.file);

/** Every word of the search in the file's path or its description. */
function matches(search: string, media: MediaFile) {
  return search
    .split(/\s+/)
    .every((word) => matchesQuery(word, media.file.replace(/[/_-]/g, ' '), media.alt));
}

/**
 * The folder of a city's pictures of a kind: "San Cristóbal de las Casas" →
 * spots/san-cristobal-de-las-casas/. Kinds whose pictures are not by city have none.
 */
const cityFolder = (kind: DraftKind, cityName: string) =>
  `${kind}s/${normalizeText(cityName)
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')}/`;

/** Enter in the search box narrows the list; it does not send the form around it. */
function keepEnter(event: KeyboardEvent<HTMLDivElement>) {
  if (event.key === 'Enter') event.preventDefault();
}

/**
 * A draft's picture, chosen from the artwork shipped with the dataset for its kind and the
 * pictures editors uploaded for it, or uploaded here: the chosen one shown, an upload, a search
 * over the files' names and descriptions, and the matches as radio buttons.
 */
export function PictureChooser({
  kind,
  controlId,
  label,
  value,
  cityName,
  error,
  onChoose,
}: {
  /** The draft's kind: the server answers the pictures of its own folder. */
  kind: DraftKind;
  /** The radio group's id (the model's `fieldId`): the problem summary links to it. */
  controlId: string;
  label: string;
  value: string;
  /** The draft's city: its pictures come first. */
  cityName: string;
  error?: string | undefined;
  onChoose: (media: MediaFile) => void;
}) {
  const media = useMedia(kind);
  const [search, setSearch] = useState('');
  const id = controlId;
  const labelId = `${id}-label`;
  const chosen = media.data?.find((file) => file.file === value) ?? null;
  /** Uploaded here, newest first: shown first, or a long list would hide what was just sent. */
  const [uploaded, setUploaded] = useState<string[]>([]);
  const folder = cityFolder(kind, cityName);
  const rank = (file: MediaFile) => {
    const upload = uploaded.indexOf(file.file);
    if (upload >= 0) return upload - uploaded.length;
    return file.file.startsWith(folder) ? 0 : 1;
  };
  const found = (media.data?.filter((file) => matches(search, file)) ?? []).sort(
    (a, b) => rank(a) - rank(b),
  );
  const shown = found.slice(0, PICTURES_SHOWN);

  return (
    <div>
      <p id={labelId} className="field-label">
        {label}
      </p>
      <div className="flex items-center gap-3 rounded-xl border border-cream-200 bg-cream-50 p-3 dark:border-slate-700 dark:bg-slate-900">
        {value ? (
          <>
            {chosen && (
              <img
                src={chosen.url}
                alt=""
                width={96}
                height={72}
                className="aspect-[4/3] w-24 rounded-lg bg-cream-200 object-cover"
              />
            )}
            <p className="text-sm text-stone-800 dark:text-stone-200">
              Chosen:{' '}
              <span className="font-semibold">
                {chosen ? pictureLabel(chosen) : pictureName(value)}
              </span>
            </p>
          </>
        ) : (
          <p className="text-sm text-stone-700 dark:text-stone-300">{PICTURE_TEXT.noneChosen}</p>
        )}
      </div>
      <PictureUpload
        kind={kind}
        idPrefix={id}
        onUploaded={(file) => {
          setUploaded((files) => [file.file, ...files.filter((other) => other !== file.file)]);
          onChoose(file);
        }}
      />
      {/* Only holds Enter back: the box inside is the control. */}
      <div className="mt-3" onKeyDown={keepEnter}>
        <ListSearchField
          label="Find a picture"
          placeholder="City, place or subject"
          value={search}
          onChange={setSearch}
        />
      </div>
      {media.isPending ? (
        <p role="status" className="mt-3 text-sm text-stone-600 dark:text-stone-300">
          {PICTURE_TEXT.loading}
        </p>
      ) : media.isError ? (
        <LoadFailure
          className="mt-3"
          message={errorMessage(media.error, PICTURE_TEXT.loadFailed)}
          onRetry={() => media.refetch()}
        />
      ) : (
        <>
          <p aria-live="polite" className="mt-3 text-sm text-stone-600 dark:text-stone-300">
            {found.length === 0
              ? PICTURE_TEXT.noMatches
              : found.length > shown.length
                ? `${found.length} pictures match; the first ${shown.length} are shown.`
                : found.length === 1
                  ? '1 picture matches.'
                  : `${found.length} pictures match.`}
          </p>
          <div
            id={id}
            role="radiogroup"
            tabIndex={-1}
            aria-labelledby={labelId}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? fieldErrorId(id) : undefined}
            className="mt-2 grid scroll-mt-24 grid-cols-2 gap-2 sm:grid-cols-3 lg:grid-cols-4"
          >
            {shown.map((file) => (
              <label
                key={file.file}
                className="flex cursor-pointer flex-col gap-1.5 rounded-xl border border-cream-200 bg-white p-2 text-xs text-stone-800 has-[:checked]:border-jade-600 has-[:checked]:bg-jade-50 dark:border-slate-700 dark:bg-slate-900 dark:text-stone-200 dark:has-[:checked]:border-jade-400 dark:has-[:checked]:bg-slate-800"
              >
                <img
                  src={file.url}
                  alt=""
                  loading="lazy"
                  width={160}
                  height={120}
                  className="aspect-[4/3] w-full rounded-lg bg-cream-200 object-cover"
                />
                <span className="flex items-start gap-2">
                  <input
                    type="radio"
                    name={`${controlId}-picture`}
                    value={file.file}
                    checked={file.file === value}
                    onChange={() => onChoose(file)}
                    className="mt-0.5 accent-jade-600"
                  />
                  <span className="break-all">{pictureLabel(file)}</span>
                </span>
              </label>
            ))}
          </div>
        </>
      )}
      {error && <FieldError id={fieldErrorId(id)}>{error}</FieldError>}
    </div>
  );
}
