import type { DraftDetail, PublishAnswer } from '@sendero/contract';
import { cityFormModel } from '../utils/city-form.ts';
import { CityFields } from './city-fields.tsx';
import { CityPreview } from './city-preview.tsx';
import { DraftEditor } from './draft-editor.tsx';

/** The city editor (issue 32 item 4, "city basics"): the draft editor with every field of a city. */
export function CityEditor({
  draft,
  onPublished,
}: {
  draft: DraftDetail;
  onPublished: (answer: PublishAnswer) => void;
}) {
  return (
    <DraftEditor
      draft={draft}
      model={cityFormModel}
      formLabel="City"
      onPublished={onPublished}
      renderPreview={(answer) => ('info' in answer ? <CityPreview preview={answer} /> : null)}
    >
      {({ form, update, choosePicture, messages }) => (
        <CityFields form={form} messages={messages} onForm={update} onPicture={choosePicture} />
      )}
    </DraftEditor>
  );
}
