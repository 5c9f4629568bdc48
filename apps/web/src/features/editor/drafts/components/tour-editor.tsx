import type { DraftDetail, PublishAnswer } from '@sendero/contract';
import { tourFormModel } from '../utils/tour-form.ts';
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
      {({ form, update, choosePicture, messages }) => (
        <TourFields
          form={form}
          cityId={draft.cityId}
          cityName={draft.cityName}
          messages={messages}
          onForm={update}
          onPicture={choosePicture}
        />
      )}
    </DraftEditor>
  );
}
