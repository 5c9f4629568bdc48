import type { DraftDetail, PublishAnswer } from '@sendero/contract';
import { eventFormModel } from '../utils/event-form.ts';
import { DraftEditor } from './draft-editor.tsx';
import { EventFields } from './event-fields.tsx';
import { EventPreview } from './event-preview.tsx';

/** The event editor (issue 32 item 4): the draft editor with every field of an event. */
export function EventEditor({
  draft,
  onPublished,
}: {
  draft: DraftDetail;
  onPublished: (answer: PublishAnswer) => void;
}) {
  return (
    <DraftEditor
      draft={draft}
      model={eventFormModel}
      formLabel="Event"
      onPublished={onPublished}
      renderPreview={(answer) => ('venue' in answer ? <EventPreview event={answer} /> : null)}
    >
      {({ form, update, choosePicture, messages }) => (
        <EventFields
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
