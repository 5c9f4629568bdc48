import { CONTACT_TEXT, LIMITS } from '@sendero/contract';
import { useId, useState } from 'react';
import type { FormEvent } from 'react';
import { Button } from '../../../components/button.tsx';
import { FormMessage } from '../../../components/form-message.tsx';
import { useSendContactMessage } from '../api/send-contact-message.ts';
import { contactFailure } from './contact-error.ts';

const EMPTY = { name: '', email: '', message: '' };
type Field = keyof typeof EMPTY;

export function ContactForm() {
  const id = useId();
  const [values, setValues] = useState(EMPTY);
  const mutation = useSendContactMessage();
  const failure = mutation.isError ? contactFailure(mutation.error) : null;
  const messageId = `${id}-result`;

  const update = (field: Field) => (event: { target: { value: string } }) =>
    setValues((current) => ({ ...current, [field]: event.target.value }));

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (mutation.isPending) return;
    mutation.mutate(values, { onSuccess: () => setValues(EMPTY) });
  };

  const invalid = (field: Field) => (failure?.field === field ? true : undefined);
  const describedBy = (field: Field) => (failure?.field === field ? messageId : undefined);

  return (
    <form onSubmit={onSubmit} className="mt-4 flex max-w-xl flex-col gap-4" aria-label="Contact us">
      <div>
        <label htmlFor={`${id}-name`} className="field-label">
          Name
        </label>
        <input
          id={`${id}-name`}
          name="name"
          type="text"
          required
          autoComplete="name"
          maxLength={LIMITS.nameMax}
          value={values.name}
          onChange={update('name')}
          aria-invalid={invalid('name')}
          aria-describedby={describedBy('name')}
          className="field-input"
        />
      </div>
      <div>
        <label htmlFor={`${id}-email`} className="field-label">
          Email
        </label>
        <input
          id={`${id}-email`}
          name="email"
          type="email"
          required
          autoComplete="email"
          maxLength={LIMITS.emailMax}
          value={values.email}
          onChange={update('email')}
          aria-invalid={invalid('email')}
          aria-describedby={describedBy('email')}
          className="field-input"
        />
      </div>
      <div>
        <label htmlFor={`${id}-message`} className="field-label">
          Message
        </label>
        <textarea
          id={`${id}-message`}
          name="message"
          required
          rows={5}
          maxLength={LIMITS.messageMax}
          value={values.message}
          onChange={update('message')}
          aria-invalid={invalid('message')}
          aria-describedby={describedBy('message')}
          className="field-input resize-y"
        />
      </div>
      <div>
        <Button type="submit" disabled={mutation.isPending}>
          {mutation.isPending ? 'Sending...' : 'Send message'}
        </Button>
      </div>
      {mutation.isSuccess && (
        <FormMessage kind="success" id={messageId}>
          {CONTACT_TEXT.success}
        </FormMessage>
      )}
      {failure && (
        <FormMessage kind="error" id={messageId}>
          {failure.message}
        </FormMessage>
      )}
    </form>
  );
}
