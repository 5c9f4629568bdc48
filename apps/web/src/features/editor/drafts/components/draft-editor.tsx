import {
  DRAFT_MESSAGES,
  paths,
  type DraftDetail,
  type DraftPreviewAnswer,
  type MediaFile,
  type PublishAnswer,
} from '@sendero/contract';
import { useEffect, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { Link, useNavigate } from 'react-router';
import { Button } from '../../../../components/button.tsx';
import { FormMessage } from '../../../../components/form-message.tsx';
import { useDiscardDraft } from '../../../../entities/editor-drafts/api/discard-draft.ts';
import { useDraftPreview } from '../../../../entities/editor-drafts/api/get-draft-preview.ts';
import { usePublishDraft } from '../../../../entities/editor-drafts/api/publish-draft.ts';
import { useSaveDraft } from '../../../../entities/editor-drafts/api/save-draft.ts';
import { ApiRequestError } from '../../../../lib/api-client.ts';
import { errorMessage } from '../../../../lib/query-errors.ts';
import { draftOriginText, draftTitle } from '../utils/draft-text.ts';
import {
  formChanged,
  messagesByField,
  problemsAtFields,
  withPicture,
  type DraftFormModel,
  type FieldProblem,
} from '../utils/draft-form.ts';
import { useRefreshLog } from '../utils/use-refresh-log.ts';
import { LeaveGuard } from './leave-guard.tsx';
import { PreviewPanel } from './preview-panel.tsx';
import { ProblemSummary } from './problem-summary.tsx';
import { historyPath, livePageName, livePath, postAddressOf } from './published-notice.tsx';

export const EDITOR_TEXT = {
  saved: 'Draft saved. It is ready to publish.',
  savedWithProblems: 'Draft saved. Some fields need work before it can be published.',
  saveFailed: 'Could not save the draft.',
  publishFailed: 'Could not publish the draft.',
  discardFailed: 'Could not discard the draft.',
  previewFailed: 'Could not show the preview.',
  discarded: 'Draft discarded. What is live stays as it was.',
} as const;

type Action = 'save' | 'preview' | 'publish' | 'discard';
type Notice = { kind: 'success' | 'error'; text: string };
/** What takes focus once the page shows an answer: the summary, a field, the preview. */
type FocusTarget<F extends string> = 'summary' | 'preview' | F;

/** The server's refusal of a publication or a preview, at the field it names (if it names one). */
function refusalOf<F extends string>(
  fieldOf: (path: string) => F | null,
  error: unknown,
  fallback: string,
): FieldProblem<F> & { whole: string } {
  const whole = errorMessage(error, fallback);
  const path = error instanceof ApiRequestError ? (error.field ?? null) : null;
  let text = whole;
  // At the field, "see the fields marked" and the field's own name say nothing more.
  for (const lead of [DRAFT_MESSAGES.cannotPublish, DRAFT_MESSAGES.cannotPreview]) {
    if (text.startsWith(lead)) text = text.slice(lead.length).trimStart();
  }
  if (path && text.startsWith(`${path}: `)) text = text.slice(path.length + 2);
  return { field: path ? fieldOf(path) : null, text: text || whole, whole };
}

export interface FieldsProps<Form, F extends string> {
  form: Form;
  /** Merges a change of some fields into the form. */
  update: (change: Partial<Form>) => void;
  /** Takes a picture from the artwork (its description as the alt text when none is written). */
  choosePicture: (media: MediaFile) => void;
  messages: Partial<Record<F, string>>;
}

/**
 * A draft's editor (issue 32 item 4), whatever its kind: every field of the draft (`children`
 * draws them), saved as it is (complete or not), with what the content rules refuse shown at each
 * field after each save, and listed above the form. Preview and Publish save first, so they act
 * on what the editor sees. Every button waits while anything is being sent; changes that are not
 * saved are not lost without a question.
 */
export function DraftEditor<Form extends object, F extends string>({
  draft,
  model,
  formLabel,
  onPublished,
  renderPreview,
  children,
}: {
  draft: DraftDetail;
  model: DraftFormModel<Form, F>;
  /** The form's accessible name: "Spot", "Tour". */
  formLabel: string;
  onPublished: (answer: PublishAnswer) => void;
  /** The preview drawn by the public page's parts of the kind. */
  renderPreview: (answer: DraftPreviewAnswer) => ReactNode;
  children: (props: FieldsProps<Form, F>) => ReactNode;
}) {
  const navigate = useNavigate();
  const refreshLog = useRefreshLog();
  // Leaving on purpose (the draft was discarded) asks nothing.
  const allowLeave = useRef(false);
  const save = useSaveDraft(draft.id, { onSuccess: refreshLog });
  const publish = usePublishDraft(draft.id, {
    onSuccess: (answer) => {
      onPublished(answer);
      return refreshLog();
    },
  });
  const discard = useDiscardDraft(draft.id, {
    onSuccess: async () => {
      allowLeave.current = true;
      await navigate(paths.editorDrafts(), { state: { notice: EDITOR_TEXT.discarded } });
      return refreshLog();
    },
  });
  // The form keeps what the editor typed: a save's answer does not replace it (the editor may
  // have typed on while it was sent), it only becomes what "not changed" is measured against.
  const [form, setForm] = useState<Form>(() => model.formOf(draft.data));
  const [busy, setBusy] = useState<Action | null>(null);
  // Set at once, before React renders the disabled buttons: a second click in the same moment
  // finds it and sends nothing.
  const sending = useRef(false);
  const [notice, setNotice] = useState<Notice | null>(null);
  const [refusal, setRefusal] = useState<FieldProblem<F> | null>(null);
  const [previewing, setPreviewing] = useState(false);
  const [confirmDiscard, setConfirmDiscard] = useState(false);
  const [focusTarget, setFocusTarget] = useState<FocusTarget<F> | null>(null);
  const summary = useRef<HTMLDivElement>(null);
  const preview = useRef<HTMLElement>(null);
  const discardButton = useRef<HTMLButtonElement>(null);
  const previewAnswer = useDraftPreview(draft.id, draft.updatedAt, { enabled: previewing });

  const dirty = formChanged(model, form, draft.data);
  const livePage =
    draft.entityId === null ? null : livePath(draft.kind, draft.entityId, postAddressOf(draft));
  const problems = problemsAtFields(model, draft.problems);
  const previewRefusal = previewAnswer.isError
    ? refusalOf(model.fieldOf, previewAnswer.error, EDITOR_TEXT.previewFailed)
    : null;
  const messages = messagesByField([
    ...problems,
    ...(refusal ? [refusal] : []),
    ...(previewRefusal ? [previewRefusal] : []),
  ]);

  // Tried again when the draft or the preview changes: the answer that set the target may be
  // drawn a render later (the summary appears once the saved draft reaches the cache).
  useEffect(() => {
    if (focusTarget === null) return;
    const element =
      focusTarget === 'summary'
        ? summary.current
        : focusTarget === 'preview'
          ? preview.current
          : document.getElementById(model.fieldId(focusTarget));
    if (!element) return;
    setFocusTarget(null);
    element.focus();
  }, [focusTarget, draft, previewing, model]);

  /** Runs `action` unless another is being sent; the buttons wait until it ends. */
  const run = async (action: Action, work: () => Promise<void>) => {
    if (sending.current) return;
    sending.current = true;
    setBusy(action);
    setNotice(null);
    setRefusal(null);
    try {
      await work();
    } finally {
      sending.current = false;
      setBusy(null);
    }
  };

  /** Saves the form; null when the save failed (its failure is said). */
  const saveForm = async (): Promise<DraftDetail | null> => {
    try {
      return await save.mutateAsync(model.dataOf(form));
    } catch (error) {
      setNotice({ kind: 'error', text: errorMessage(error, EDITOR_TEXT.saveFailed) });
      return null;
    }
  };
  /** The draft as the server holds it once the form's changes are in it. */
  const saved = () => (dirty ? saveForm() : Promise.resolve(draft));

  const onSave = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    void run('save', async () => {
      const answer = await saveForm();
      if (!answer) return;
      if (answer.problems.length > 0) {
        setNotice({ kind: 'success', text: EDITOR_TEXT.savedWithProblems });
        setFocusTarget('summary');
      } else {
        setNotice({ kind: 'success', text: EDITOR_TEXT.saved });
      }
    });
  };

  const onPreview = () =>
    run('preview', async () => {
      const answer = await saved();
      if (!answer) return;
      if (answer.problems.length > 0) {
        setNotice({ kind: 'error', text: DRAFT_MESSAGES.cannotPreview });
        setFocusTarget('summary');
        return;
      }
      setPreviewing(true);
      setFocusTarget('preview');
    });

  const onPublish = () =>
    run('publish', async () => {
      const answer = await saved();
      if (!answer) return;
      if (answer.problems.length > 0) {
        setNotice({ kind: 'error', text: DRAFT_MESSAGES.cannotPublish });
        setFocusTarget('summary');
        return;
      }
      try {
        await publish.mutateAsync();
      } catch (error) {
        const refused = refusalOf(model.fieldOf, error, EDITOR_TEXT.publishFailed);
        setRefusal(refused);
        setNotice({ kind: 'error', text: refused.whole });
        if (refused.field) setFocusTarget(refused.field);
      }
    });

  const onDiscard = () =>
    run('discard', async () => {
      try {
        await discard.mutateAsync();
      } catch (error) {
        setNotice({ kind: 'error', text: errorMessage(error, EDITOR_TEXT.discardFailed) });
      }
    });

  const disabled = busy !== null;
  return (
    <div className="space-y-6">
      <LeaveGuard dirty={dirty} allowLeave={allowLeave} />
      <div>
        <h2 className="font-display text-2xl font-bold text-stone-900 dark:text-stone-50">
          {draftTitle(draft)}
        </h2>
        <p className="mt-1 text-sm text-stone-700 dark:text-stone-300">
          {draft.cityName} · {draftOriginText(draft)} · Draft #{draft.id}
          {dirty && ' · Changes not saved yet'}
        </p>
        {draft.entityId !== null && (
          <p className="mt-1 flex flex-wrap gap-x-4 text-sm">
            {livePage !== null && (
              <Link
                to={livePage}
                className="text-jade-700 underline underline-offset-2 dark:text-jade-300"
              >
                The live {livePageName(draft.kind)}
              </Link>
            )}
            <Link
              to={historyPath(draft.kind, draft.entityId)}
              className="text-jade-700 underline underline-offset-2 dark:text-jade-300"
            >
              Its published versions
            </Link>
          </p>
        )}
      </div>

      <ProblemSummary
        ref={summary}
        problems={problems}
        label={model.label}
        fieldId={model.fieldId}
      />

      <form noValidate onSubmit={onSave} aria-label={formLabel} className="space-y-6">
        {children({
          form,
          update: (change) => setForm((current) => ({ ...current, ...change })),
          choosePicture: (media) =>
            setForm((current) => withPicture(current, model.picture, media)),
          messages,
        })}

        <div className="space-y-3">
          <div className="flex flex-wrap gap-2" aria-busy={disabled}>
            <Button type="submit" disabled={disabled}>
              Save draft
            </Button>
            <Button variant="secondary" disabled={disabled} onClick={() => void onPreview()}>
              Preview
            </Button>
            <Button variant="accent" disabled={disabled} onClick={() => void onPublish()}>
              Publish
            </Button>
            <button
              ref={discardButton}
              type="button"
              disabled={disabled}
              aria-expanded={confirmDiscard}
              onClick={() => setConfirmDiscard((open) => !open)}
              className="inline-flex items-center justify-center rounded-full px-5 py-2.5 text-sm font-semibold text-terracotta-700 hover:bg-terracotta-400/10 disabled:cursor-not-allowed disabled:opacity-60 dark:text-terracotta-400"
            >
              Discard
            </button>
          </div>
          {busy !== null && (
            <p role="status" className="text-sm text-stone-600 dark:text-stone-300">
              {busy === 'save'
                ? 'Saving...'
                : busy === 'preview'
                  ? 'Preparing the preview...'
                  : busy === 'publish'
                    ? 'Publishing...'
                    : 'Discarding...'}
            </p>
          )}
          {confirmDiscard && (
            <DiscardConfirm
              disabled={disabled}
              onConfirm={() => void onDiscard()}
              onCancel={() => {
                setConfirmDiscard(false);
                discardButton.current?.focus();
              }}
            />
          )}
          {notice && <FormMessage kind={notice.kind}>{notice.text}</FormMessage>}
        </div>
      </form>

      {previewing && (
        <PreviewPanel
          ref={preview}
          query={previewAnswer}
          failure={previewRefusal?.whole ?? null}
          dirty={dirty}
          onClose={() => setPreviewing(false)}
        >
          {renderPreview}
        </PreviewPanel>
      )}
    </div>
  );
}

function DiscardConfirm({
  disabled,
  onConfirm,
  onCancel,
}: {
  disabled: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}) {
  const confirm = useRef<HTMLButtonElement>(null);
  useEffect(() => confirm.current?.focus(), []);
  return (
    <div
      role="group"
      aria-labelledby="discard-question"
      className="rounded-xl border border-terracotta-400 p-3"
    >
      <p id="discard-question" className="text-sm text-stone-800 dark:text-stone-200">
        Discard this draft? Its changes are lost; what is live stays as it is.
      </p>
      <div className="mt-2 flex flex-wrap gap-2">
        <button
          ref={confirm}
          type="button"
          disabled={disabled}
          onClick={onConfirm}
          className="inline-flex items-center justify-center rounded-full bg-terracotta-700 px-5 py-2.5 text-sm font-semibold text-white hover:bg-terracotta-600 disabled:cursor-not-allowed disabled:opacity-60"
        >
          Discard the draft
        </button>
        <Button variant="ghost" disabled={disabled} onClick={onCancel}>
          Keep it
        </Button>
      </div>
    </div>
  );
}
