import { LIMITS } from '@sendero/contract';
import { useEffect, useId, useState } from 'react';
import type { FormEvent } from 'react';
import { Button } from '../../../components/button.tsx';
import { FormMessage } from '../../../components/form-message.tsx';
import { SenderFields } from '../../../components/sender-fields.tsx';
import { fieldAria, TextAreaField } from '../../../components/text-field.tsx';
import { useCreateSubmission } from '../../../entities/submissions/api/create-submission.ts';
import { submissionFailure } from './submission-error.ts';
import { TacoEasterEgg } from './taco-easter-egg.tsx';

const EMPTY = { name: '', email: '', message: '' };
type Field = keyof typeof EMPTY;

export const CONSENT_LABEL =
  'I agree that Sendero may publish my submission and contact me about it.';

export function SubmissionForm() {
  const id = useId();
  const [values, setValues] = useState(EMPTY);
  const [accepted, setAccepted] = useState(false);
  const mutation = useCreateSubmission();
  const failure = mutation.isError ? submissionFailure(mutation.error) : null;
  const errorId = `${id}-error`;

  useEffect(() => {
    if (mutation.isError && !failure) console.error('Submission failed', mutation.error);
  }, [mutation.isError, mutation.error, failure]);

  if (mutation.isSuccess) {
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

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!accepted || mutation.isPending) return;
    mutation.mutate({ ...values, accepted: true });
  };

  const failedId = (field: string) => (failure?.field === field ? errorId : undefined);

  return (
    <form onSubmit={onSubmit} className="flex flex-col gap-4" aria-label="Share a spot">
      <div className="grid gap-4 sm:grid-cols-2">
        <SenderFields idPrefix={id} values={values} onChange={update} errorMessageId={failedId} />
      </div>
      <TextAreaField
        id={`${id}-message`}
        label="Your favourite spot or experience"
        name="message"
        required
        rows={6}
        maxLength={LIMITS.messageMax}
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
        <Button type="submit" disabled={!accepted || mutation.isPending}>
          {mutation.isPending ? 'Sending...' : 'Submit'}
        </Button>
      </div>
    </form>
  );
}
