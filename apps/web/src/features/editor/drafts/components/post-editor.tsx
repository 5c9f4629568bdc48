import type { DraftDetail, PublishAnswer } from '@sendero/contract';
import { postFormModel } from '../utils/post-form.ts';
import { DraftEditor } from './draft-editor.tsx';
import { PostFields } from './post-fields.tsx';
import { PostPreview } from './post-preview.tsx';

/** The guide post editor (issue 32 item 4): the draft editor with the front matter and the text. */
export function PostEditor({
  draft,
  onPublished,
}: {
  draft: DraftDetail;
  onPublished: (answer: PublishAnswer) => void;
}) {
  return (
    <DraftEditor
      draft={draft}
      model={postFormModel}
      formLabel="Guide"
      onPublished={onPublished}
      renderPreview={(answer) => ('sections' in answer ? <PostPreview post={answer} /> : null)}
    >
      {({ form, update, choosePicture, messages }) => (
        <PostFields
          form={form}
          cityName={draft.cityName}
          messages={messages}
          onForm={update}
          onPicture={choosePicture}
        />
      )}
    </DraftEditor>
  );
}
