import type { DraftDetail, MediaFile, PublishAnswer } from '@sendero/contract';
import { tourFormModel, type TourForm } from '../utils/tour-form.ts';
import { DraftEditor } from './draft-editor.tsx';
import { TourFields } from './tour-fields.tsx';
import { TourPreview } from './tour-preview.tsx';

/**
 * The tour editor (issue 32 item 4): the draft editor with every field of a tour, its stops
 * reordered by drag and drop or by their Move buttons.
 */
export function TourEditor({
  draft,
  onPublished,
}: {
  draft: DraftDetail;
  onPublished: (answer: PublishAnswer) => void;
}) {
  return (
    <DraftEditor
      draft={draft}
      model={tourFormModel}
      formLabel="Tour"
      onPublished={onPublished}
      renderPreview={(answer) => ('spots' in answer ? <TourPreview tour={answer} /> : null)}
    >
      {({ form, setForm, messages }) => (
        <TourFields
          form={form}
          cityId={draft.cityId}
          cityName={draft.cityName}
          messages={messages}
          onForm={(change: Partial<TourForm>) => setForm((current) => ({ ...current, ...change }))}
          onPicture={(media: MediaFile) =>
            setForm((current) => ({
              ...current,
              imageFile: media.file,
              // The artwork's own description is a start, never over the editor's.
              imageAlt: current.imageAlt.trim() === '' && media.alt ? media.alt : current.imageAlt,
            }))
          }
        />
      )}
    </DraftEditor>
  );
}
