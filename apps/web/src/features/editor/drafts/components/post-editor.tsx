import type { DraftDetail, MediaFile, PublishAnswer } from '@sendero/contract';
import { postFormModel, type PostForm } from '../utils/post-form.ts';
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
      {({ form, setForm, messages }) => (
        <PostFields
          form={form}
          cityName={draft.cityName}
          messages={messages}
          onForm={(change: Partial<PostForm>) => setForm((current) => ({ ...current, ...change }))}
          onPicture={(media: MediaFile) =>
            setForm((current) => ({
              ...current,
              coverFile: media.file,
              // The artwork's own description is a start, never over the editor's.
              coverAlt: current.coverAlt.trim() === '' && media.alt ? media.alt : current.coverAlt,
            }))
          }
        />
      )}
    </DraftEditor>
  );
}
