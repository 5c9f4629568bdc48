import type { DraftDetail, PublishAnswer } from '@sendero/contract';
import { spotFormModel, type SpotField } from '../utils/spot-form.ts';
import { DraftEditor } from './draft-editor.tsx';
import { SpotFields } from './spot-fields.tsx';
import { SpotPreview } from './spot-preview.tsx';

export { EDITOR_TEXT } from './draft-editor.tsx';

/** The spot editor (issue 32 item 4): the draft editor with every field of a spot. */
export function SpotEditor({
  draft,
  onPublished,
}: {
  draft: DraftDetail;
  onPublished: (answer: PublishAnswer) => void;
}) {
  return (
    <DraftEditor
      draft={draft}
      model={spotFormModel}
      formLabel="Spot"
      onPublished={onPublished}
      renderPreview={(answer) => ('media' in answer ? <SpotPreview spot={answer} /> : null)}
    >
      {({ form, update, choosePicture, messages }) => (
        <SpotFields
          form={form}
          cityName={draft.cityName}
          messages={messages}
          onField={(field: SpotField, value: string) => update({ [field]: value })}
          onPicture={choosePicture}
        />
      )}
    </DraftEditor>
  );
}
