import type { MediaFile } from '@sendero/contract';
import { FieldError, fieldErrorId } from '../../../../components/text-field.tsx';
import {
  POST_FIELD_LABELS,
  postFieldId,
  type PostField,
  type PostForm,
  type PostTextField,
} from '../utils/post-form.ts';
import { PictureGroup } from './picture-group.tsx';
import { DraftInput, DraftTextArea, textControls } from './spot-field.tsx';
import { Group } from './spot-fields.tsx';
import { keepCharacters } from '../../../../lib/keep-characters.ts';

/**
 * Every field of a guide post, grouped as an editor checks them: what it is, the text, its
 * cover. Each shows the rules' message for it, when there is one.
 */
export function PostFields({
  form,
  cityName,
  messages,
  onForm,
  onPicture,
}: {
  form: PostForm;
  cityName: string;
  messages: Partial<Record<PostField, string>>;
  onForm: (change: Partial<PostForm>) => void;
  onPicture: (media: MediaFile) => void;
}) {
  const props = textControls<PostTextField>({
    fieldId: postFieldId,
    labels: POST_FIELD_LABELS,
    form,
    messages,
    onValue: (field, value) => onForm({ [field]: value }),
  });
  const wide = 'sm:col-span-2';
  const publishedId = postFieldId('published');
  return (
    <div className="space-y-6">
      <Group legend="The guide">
        <DraftInput
          {...props('title')}
          className={wide}
          onInput={keepCharacters(160)}
          autoComplete="off"
        />
        <DraftInput
          {...props('subtitle')}
          className={wide}
          onInput={keepCharacters(300)}
          autoComplete="off"
        />
        <DraftInput
          {...props('type')}
          onInput={keepCharacters(40)}
          autoComplete="off"
          help="The label above the title, e.g. Guide or Itinerary."
        />
        <DraftInput {...props('author')} onInput={keepCharacters(120)} autoComplete="off" />
        <DraftInput
          {...props('readTime')}
          inputMode="numeric"
          autoComplete="off"
          help="About one minute for every 200 words of the text."
        />
        <DraftInput
          {...props('tags')}
          autoComplete="off"
          help="Separated by commas, e.g. visa, entry."
        />
        <div className={wide}>
          <label className="inline-flex items-center gap-2 text-sm font-semibold text-stone-800 dark:text-stone-200">
            <input
              id={publishedId}
              type="checkbox"
              className="scroll-mt-24 accent-jade-600"
              checked={form.published}
              aria-invalid={messages.published ? true : undefined}
              aria-describedby={messages.published ? fieldErrorId(publishedId) : undefined}
              onChange={(event) => onForm({ published: event.target.checked })}
            />
            {POST_FIELD_LABELS.published}
          </label>
          {messages.published && (
            <FieldError id={fieldErrorId(publishedId)}>{messages.published}</FieldError>
          )}
        </div>
      </Group>

      <Group legend="Text">
        <DraftTextArea
          {...props('body')}
          className={`${wide} font-mono`}
          rows={24}
          onInput={keepCharacters(60000)}
          spellCheck
          help="Markdown. Each “## Heading” starts a section; “## Heading [warning]” and “## Heading [tip]” set it apart. No HTML; links start with https://."
        />
      </Group>

      <PictureGroup
        legend="Cover"
        kind="post"
        cityName={cityName}
        file={props('coverFile')}
        alt={props('coverAlt')}
        credit={props('coverCredit')}
        onPicture={onPicture}
      />
    </div>
  );
}
