import {
  EDITOR_LIMITS,
  EDITOR_MESSAGES,
  inboxAcceptBody,
  inboxAnswerBody,
  inboxRejectBody,
  type InboxItem,
} from '@sendero/contract';
import { useEffect, useId, useRef, useState, type ReactNode, type Ref } from 'react';
import { Button } from '../../../components/button.tsx';
import { SendForm, SubmitButton, type SendHandler } from '../../../components/send-form.tsx';
import { buttonClasses } from '../../../components/button-styles.ts';
import { fieldErrorId, TextAreaField, TextField } from '../../../components/text-field.tsx';
import { useCities } from '../../../entities/cities/api/get-cities.ts';
import { useAcceptSubmission } from '../../../entities/editor/api/accept-submission.ts';
import { useAnswerInboxItem } from '../../../entities/editor/api/answer-inbox-item.ts';
import { useRejectInboxItem } from '../../../entities/editor/api/reject-inbox-item.ts';
import { useUpdateInboxItem } from '../../../entities/editor/api/update-inbox-item.ts';
import { ApiRequestError } from '../../../lib/api-client.ts';
import { fieldErrors } from '../../../lib/auth/field-errors.ts';
import { errorMessage } from '../../../lib/query-errors.ts';
import { firstLine } from '../utils/message-text.ts';
import { keepCharacters } from '../../../lib/keep-characters.ts';

export const ACTION_TEXT = {
  changeFailed: 'Could not change the message.',
  rejected: 'Rejected. The reason is kept with the message.',
  answered: 'Answered. The answer is on its way by e-mail.',
  draftCreated: (id: number) => `Draft spot #${id} created.`,
} as const;

/** What an action tells the message's panel: a success, or a failure not tied to one field. */
export interface ActionNotice {
  kind: 'success' | 'error';
  text: string;
}

type OpenForm = 'reject' | 'answer' | 'accept' | null;

/**
 * The actions on an open message: into review and back, its city, and closing it by rejecting,
 * answering or (a place suggestion) accepting it as a draft spot. Each closing action opens its
 * own small form. Every button waits while anything is being sent.
 *
 * Outcomes are read from `mutateAsync`'s promise, not from `mutate`'s callbacks: a closed (or
 * refused as already closed) message unmounts these actions before those callbacks would run, and
 * the panel still has to say what happened.
 */
export function InboxActions({
  item,
  onNotice,
  onClosed,
}: {
  item: InboxItem;
  onNotice: (notice: ActionNotice | null) => void;
  /** The message was closed: its panel takes focus back, the actions are gone. */
  onClosed: (notice: ActionNotice) => void;
}) {
  const update = useUpdateInboxItem(item.kind, item.id);
  const reject = useRejectInboxItem(item.kind, item.id);
  const answer = useAnswerInboxItem(item.kind, item.id);
  const accept = useAcceptSubmission(item.id);
  const busy = update.isPending || reject.isPending || answer.isPending || accept.isPending;
  const [form, setForm] = useState<OpenForm>(null);
  const openers = {
    reject: useRef<HTMLButtonElement>(null),
    answer: useRef<HTMLButtonElement>(null),
    accept: useRef<HTMLButtonElement>(null),
  };

  /** A failure the field cannot show: said in the panel's notice. */
  const failed = (error: unknown) =>
    onNotice({ kind: 'error', text: errorMessage(error, ACTION_TEXT.changeFailed) });
  /** A refusal that names one of the form's fields is shown there; any other in the notice. */
  const failedUnless =
    (...fields: string[]) =>
    (error: unknown) => {
      if (!fields.includes(fieldOf(error) ?? '')) failed(error);
    };

  const toggle = (next: Exclude<OpenForm, null>) => {
    onNotice(null);
    setForm((current) => (current === next ? null : next));
  };
  const cancel = () => {
    const opener = form ? openers[form].current : null;
    setForm(null);
    opener?.focus();
  };

  const inReview = item.status === 'in_review';
  return (
    <div className="space-y-5">
      <div className="flex flex-wrap gap-2">
        <Button
          variant="secondary"
          disabled={busy}
          onClick={() => {
            onNotice(null);
            void update.mutateAsync({ status: inReview ? 'new' : 'in_review' }).catch(failed);
          }}
        >
          {inReview ? 'Back to new' : 'Take into review'}
        </Button>
        {item.kind === 'submission' && (
          <FormToggle
            ref={openers.accept}
            open={form === 'accept'}
            disabled={busy}
            onClick={() => toggle('accept')}
          >
            Accept as a spot
          </FormToggle>
        )}
        {/* A sender who deleted their account left no address to answer (decision 0029). */}
        {item.email.trim() !== '' && (
          <FormToggle
            ref={openers.answer}
            open={form === 'answer'}
            disabled={busy}
            onClick={() => toggle('answer')}
          >
            Answer
          </FormToggle>
        )}
        <FormToggle
          ref={openers.reject}
          open={form === 'reject'}
          disabled={busy}
          onClick={() => toggle('reject')}
        >
          Reject
        </FormToggle>
      </div>

      {form === 'accept' && (
        <AcceptForm
          item={item}
          busy={busy}
          error={accept.error}
          onCancel={cancel}
          onSend={(body) =>
            accept
              .mutateAsync(body)
              .then(
                ({ draftId }) =>
                  onClosed({ kind: 'success', text: ACTION_TEXT.draftCreated(draftId) }),
                failedUnless('name', 'cityId'),
              )
          }
        />
      )}
      {form === 'answer' && (
        <TextForm
          title="Answer the sender"
          label="Your answer"
          hint={`Sent by e-mail to ${item.email}.`}
          submit="Send answer"
          maxCharacters={EDITOR_LIMITS.maxAnswerLength}
          field="message"
          validate={(message) => firstError(inboxAnswerBody.safeParse({ message }), 'message')}
          busy={busy}
          error={answer.error}
          onCancel={cancel}
          onSend={(message) =>
            answer
              .mutateAsync({ message })
              .then(
                () => onClosed({ kind: 'success', text: ACTION_TEXT.answered }),
                failedUnless('message'),
              )
          }
        />
      )}
      {form === 'reject' && (
        <TextForm
          title="Reject the message"
          label="Reason for rejecting"
          hint="Kept with the message for the other editors; the sender is not told."
          submit="Reject"
          maxCharacters={EDITOR_LIMITS.maxReasonLength}
          field="reason"
          validate={(reason) => firstError(inboxRejectBody.safeParse({ reason }), 'reason')}
          busy={busy}
          error={reject.error}
          onCancel={cancel}
          onSend={(reason) =>
            reject
              .mutateAsync({ reason })
              .then(
                () => onClosed({ kind: 'success', text: ACTION_TEXT.rejected }),
                failedUnless('reason'),
              )
          }
        />
      )}

      <CityForm
        item={item}
        busy={busy}
        onSend={(cityId) => {
          onNotice(null);
          return update
            .mutateAsync({ cityId })
            .then(() => onNotice({ kind: 'success', text: 'City saved.' }), failed);
        }}
      />
    </div>
  );
}

/** The field a refusal names (400 with `field`), or null for any other failure. */
function fieldOf(error: unknown): string | null {
  return error instanceof ApiRequestError && error.status === 400 && error.field
    ? error.field
    : null;
}

/** The message a failed check gives `field`, if any. */
function firstError(
  result: { success: true } | { success: false; error: Parameters<typeof fieldErrors>[0] },
  field: string,
): string | undefined {
  return result.success ? undefined : fieldErrors(result.error)[field];
}

/** The server's message for `field` when the refusal names it. */
function serverFieldError(error: unknown, field: string): string | undefined {
  return fieldOf(error) === field ? errorMessage(error, '') : undefined;
}

/** A button that opens its action's form, and says whether it is open. */
function FormToggle({
  open,
  children,
  ref,
  ...props
}: {
  open: boolean;
  disabled: boolean;
  onClick: () => void;
  children: ReactNode;
  ref: Ref<HTMLButtonElement>;
}) {
  return (
    <button
      ref={ref}
      type="button"
      className={buttonClasses(open ? 'primary' : 'ghost')}
      aria-expanded={open}
      {...props}
    >
      {children}
    </button>
  );
}

/** A form of one text: the reason for rejecting, or the answer. */
function TextForm({
  title,
  label,
  hint,
  submit,
  maxCharacters,
  field,
  validate,
  busy,
  error,
  onCancel,
  onSend,
}: {
  /** The form's name, for assistive technology. */
  title: string;
  label: string;
  hint: string;
  submit: string;
  maxCharacters: number;
  field: string;
  /** The field's message when `value` cannot be sent. */
  validate: (value: string) => string | undefined;
  busy: boolean;
  error: unknown;
  onCancel: () => void;
  onSend: (value: string) => Promise<unknown>;
}) {
  const id = useId();
  const [own, setOwn] = useState<string | undefined>();
  const onSubmit: SendHandler = (event) => {
    const value = String(new FormData(event.currentTarget).get('text') ?? '');
    const problem = validate(value);
    setOwn(problem);
    if (problem) {
      document.getElementById(`${id}-text`)?.focus();
      return null;
    }
    return onSend(value.trim());
  };
  const fieldError = own ?? serverFieldError(error, field);
  // A refusal the server tied to the field: focus goes to the field that explains it.
  useEffect(() => {
    if (serverFieldError(error, field)) document.getElementById(`${id}-text`)?.focus();
  }, [error, field, id]);
  return (
    <SendForm noValidate onSend={onSubmit} aria-label={title} className="space-y-3">
      <TextAreaField
        id={`${id}-text`}
        name="text"
        label={label}
        rows={5}
        onInput={keepCharacters(maxCharacters)}
        autoFocus
        error={fieldError}
        // The hint as well as the field's error, which the field alone would name.
        aria-describedby={fieldError ? `${fieldErrorId(`${id}-text`)} ${id}-hint` : `${id}-hint`}
      />
      <p id={`${id}-hint`} className="text-sm text-stone-600 dark:text-stone-400">
        {hint}
      </p>
      <div className="flex flex-wrap gap-2">
        <SubmitButton disabled={busy}>{submit}</SubmitButton>
        <Button variant="ghost" onClick={onCancel} disabled={busy}>
          Cancel
        </Button>
      </div>
    </SendForm>
  );
}

/** A place suggestion made a draft spot: its name from the message's first line, its city. */
function AcceptForm({
  item,
  busy,
  error,
  onCancel,
  onSend,
}: {
  item: InboxItem;
  busy: boolean;
  error: unknown;
  onCancel: () => void;
  onSend: (body: { name: string; cityId: number }) => Promise<unknown>;
}) {
  const id = useId();
  const cities = useCities();
  const [own, setOwn] = useState<Record<string, string>>({});
  const onSubmit: SendHandler = (event) => {
    const form = new FormData(event.currentTarget);
    const name = String(form.get('name') ?? '');
    const cityValue = String(form.get('cityId') ?? '');
    const checked = inboxAcceptBody.safeParse({ name, cityId: cityValue || undefined });
    if (!checked.success) {
      const errors = fieldErrors(checked.error);
      if (errors['cityId']) errors['cityId'] = EDITOR_MESSAGES.spotCityRequired;
      setOwn(errors);
      document.getElementById(`${id}-${errors['name'] ? 'name' : 'city'}`)?.focus();
      return null;
    }
    setOwn({});
    return onSend(checked.data);
  };
  const cityError = own['cityId'] ?? serverFieldError(error, 'cityId');
  return (
    <SendForm noValidate onSend={onSubmit} aria-label="Make it a draft spot" className="space-y-3">
      <TextField
        id={`${id}-name`}
        name="name"
        label="Spot name"
        onInput={keepCharacters(160)}
        autoFocus
        defaultValue={firstLine(item.message).slice(0, 160).trim()}
        error={own['name'] ?? serverFieldError(error, 'name')}
      />
      <div>
        <label htmlFor={`${id}-city`} className="field-label">
          City
        </label>
        <select
          id={`${id}-city`}
          name="cityId"
          className="field-input"
          defaultValue={item.cityId ?? ''}
          aria-invalid={cityError ? true : undefined}
          aria-describedby={cityError ? `${id}-city-error` : undefined}
        >
          <option value="">Choose a city</option>
          {!cities.data && item.cityId !== null && (
            <option value={item.cityId}>{item.cityName ?? `City ${item.cityId}`}</option>
          )}
          {(cities.data ?? []).map((city) => (
            <option key={city.id} value={city.id}>
              {city.name}
            </option>
          ))}
        </select>
        {cityError && (
          <p
            id={`${id}-city-error`}
            className="mt-1 text-sm text-terracotta-700 dark:text-terracotta-400"
          >
            {cityError}
          </p>
        )}
      </div>
      <p className="text-sm text-stone-600 dark:text-stone-400">
        The rest of the spot is filled in from the message; the draft is not published.
      </p>
      <div className="flex flex-wrap gap-2">
        <SubmitButton disabled={busy}>Create draft spot</SubmitButton>
        <Button variant="ghost" onClick={onCancel} disabled={busy}>
          Cancel
        </Button>
      </div>
    </SendForm>
  );
}

/** The city the message is about (or none), saved by its own button. */
function CityForm({
  item,
  busy,
  onSend,
}: {
  item: InboxItem;
  busy: boolean;
  onSend: (cityId: number | null) => Promise<unknown>;
}) {
  const id = useId();
  const cities = useCities();
  const [choice, setChoice] = useState(item.cityId === null ? '' : String(item.cityId));
  const chosen = choice === '' ? null : Number(choice);
  return (
    <SendForm
      aria-label="The message’s city"
      onSend={() => onSend(chosen)}
      className="flex flex-wrap items-end gap-2"
    >
      <div className="min-w-48 flex-1">
        <label htmlFor={`${id}-city`} className="field-label">
          City it is about
        </label>
        <select
          id={`${id}-city`}
          className="field-input"
          value={choice}
          onChange={(event) => setChoice(event.target.value)}
        >
          <option value="">No city</option>
          {!cities.data && item.cityId !== null && (
            <option value={item.cityId}>{item.cityName ?? `City ${item.cityId}`}</option>
          )}
          {(cities.data ?? []).map((city) => (
            <option key={city.id} value={city.id}>
              {city.name}
            </option>
          ))}
        </select>
      </div>
      <SubmitButton variant="secondary" disabled={busy || chosen === item.cityId}>
        Save city
      </SubmitButton>
    </SendForm>
  );
}
