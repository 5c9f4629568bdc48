import type { DraftDetail, MediaFile, PublishAnswer } from '@sendero/contract';
import { eventFormModel, type EventForm } from '../utils/event-form.ts';
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
      {({ form, setForm, messages }) => (
        <EventFields
          form={form}
          cityName={draft.cityName}
          messages={messages}
          onForm={(change: Partial<EventForm>) => setForm((current) => ({ ...current, ...change }))}
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
