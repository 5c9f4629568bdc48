import { CONTACT_TEXT, LIMITS } from '@sendero/contract';
import { useId, useState } from 'react';
import type { FormEvent } from 'react';
import { Button } from '../../../components/button.tsx';
import { FormMessage } from '../../../components/form-message.tsx';
import { SenderFields } from '../../../components/sender-fields.tsx';
import { TextAreaField } from '../../../components/text-field.tsx';
import { useSendContactMessage } from '../../../entities/messages/api/send-contact-message.ts';
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

  const describedBy = (field: Field) => (failure?.field === field ? messageId : undefined);

  return (
    <form onSubmit={onSubmit} className="mt-4 flex max-w-xl flex-col gap-4" aria-label="Contact us">
      <SenderFields idPrefix={id} values={values} onChange={update} errorMessageId={describedBy} />
      <TextAreaField
        id={`${id}-message`}
        label="Message"
        name="message"
        required
        rows={5}
        maxLength={LIMITS.messageMax}
        value={values.message}
        onChange={update('message')}
        errorMessageId={describedBy('message')}
      />
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
