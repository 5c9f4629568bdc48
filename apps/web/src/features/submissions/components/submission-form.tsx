import { LIMITS } from '@sendero/contract';
import { useEffect, useId, useState } from 'react';
import { useActionData } from 'react-router';
import { FormMessage } from '../../../components/form-message.tsx';
import { SendForm, SubmitButton, type SendHandler } from '../../../components/send-form.tsx';
import { SenderFields } from '../../../components/sender-fields.tsx';
import { fieldAria, TextAreaField } from '../../../components/text-field.tsx';
import { useCreateSubmission } from '../../../entities/submissions/api/create-submission.ts';
import { useHydrated } from '../../../lib/use-hydrated.ts';
import type { SubmissionActionData } from '../routes/submission-action.ts';
import { submissionFailure } from './submission-error.ts';
import { TacoEasterEgg } from './taco-easter-egg.tsx';
import { keepCharacters } from '../../../lib/keep-characters.ts';

const EMPTY = { name: '', email: '', message: '' };
type Field = keyof typeof EMPTY;

export const CONSENT_LABEL =
  'I agree that Sendero may publish my submission and contact me about it.';

/**
 * The community submission form. The app sends it itself; without the app's code the browser POSTs
 * it to this page, and the page comes back with the route action's answer (received, or the failure
 * with what was typed).
 */
export function SubmissionForm() {
  const id = useId();
  const answered = useActionData<SubmissionActionData>();
  const kept = answered?.outcome === 'failed' ? answered.values : null;
  const [values, setValues] = useState(() =>
    kept ? { name: kept.name, email: kept.email, message: kept.message } : EMPTY,
  );
  const [accepted, setAccepted] = useState(kept?.accepted ?? false);
  const mutation = useCreateSubmission();
  // The button waits for consent once the app runs; before that (or without it) the browser's own
  // check of the required box does, so the form can be sent without the app.
  const hydrated = useHydrated();
  const shownAnswer = mutation.isIdle ? answered : undefined;
  const failure = mutation.isError
    ? submissionFailure(mutation.error)
    : shownAnswer?.outcome === 'failed'
      ? shownAnswer
      : null;
  const errorId = `${id}-error`;

  useEffect(() => {
    if (mutation.isError && !failure) console.error('Submission failed', mutation.error);
  }, [mutation.isError, mutation.error, failure]);

  if (mutation.isSuccess || shownAnswer?.outcome === 'received') {
    return (
      <div className="rounded-2xl border border-jade-300 bg-jade-50 p-6 text-center dark:border-jade-700 dark:bg-jade-900/30">
        <p
          role="status"
          className="font-display text-2xl font-bold text-jade-800 dark:text-jade-100"
        >
          Thank you! Your submission is in.
        </p>
        <p className="mt-2 text-stone-700 dark:text-stone-300">
          Our team reviews every spot before it is published. Hungry while you wait?
        </p>
        <TacoEasterEgg />
      </div>
    );
  }

  const update = (field: Field) => (event: { target: { value: string } }) =>
    setValues((current) => ({ ...current, [field]: event.target.value }));

  const onSend: SendHandler = (_event, { key }) =>
    accepted ? mutation.mutateAsync({ body: { ...values, accepted: true }, sendKey: key }) : null;

  const failedId = (field: string) => (failure?.field === field ? errorId : undefined);

  return (
    <SendForm
      method="post"
      onSend={onSend}
      className="flex flex-col gap-4"
      aria-label="Share a spot"
    >
      <div className="grid gap-4 sm:grid-cols-2">
        <SenderFields idPrefix={id} values={values} onChange={update} errorMessageId={failedId} />
      </div>
      <TextAreaField
        id={`${id}-message`}
        label="Your favourite spot or experience"
        name="message"
        required
        rows={6}
        onInput={keepCharacters(LIMITS.messageMax)}
        placeholder="Where is it, and what makes it special?"
        value={values.message}
        onChange={update('message')}
        errorMessageId={failedId('message')}
      />
      <div className="flex items-start gap-3">
        <input
          id={`${id}-accepted`}
          name="accepted"
          type="checkbox"
          required
          checked={accepted}
          onChange={(event) => setAccepted(event.target.checked)}
          className="mt-1 size-4 shrink-0 accent-jade-600"
          {...fieldAria({ id: `${id}-accepted`, errorMessageId: failedId('accepted') })}
        />
        <label htmlFor={`${id}-accepted`} className="text-sm text-stone-700 dark:text-stone-300">
          {CONSENT_LABEL}
        </label>
      </div>
      {failure && (
        <FormMessage kind="error" id={errorId}>
          {failure.message}
        </FormMessage>
      )}
      <div>
        <SubmitButton disabled={hydrated && !accepted} sendingLabel="Sending...">
          Submit
        </SubmitButton>
      </div>
    </SendForm>
  );
}
