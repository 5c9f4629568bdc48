import { CONTACT_TEXT, LIMITS, paths } from '@sendero/contract';
import { useId, useState } from 'react';
import { useActionData } from 'react-router';
import { FormMessage } from '../../../components/form-message.tsx';
import { SendForm, SubmitButton, type SendHandler } from '../../../components/send-form.tsx';
import { SenderFields } from '../../../components/sender-fields.tsx';
import { TextAreaField } from '../../../components/text-field.tsx';
import { useSendContactMessage } from '../../../entities/messages/api/send-contact-message.ts';
import type { ContactActionData } from '../routes/contact-action.ts';
import { contactFailure } from './contact-error.ts';
import { keepCharacters } from '../../../lib/keep-characters.ts';

/** The section of the company page that holds this form: the address its answer opens at. */
export const CONTACT_SECTION = 'contact-us';

const EMPTY = { name: '', email: '', message: '' };
type Field = keyof typeof EMPTY;

/**
 * The contact form. The app sends it itself; without the app's code the browser POSTs it to this
 * page, and the page comes back with the route action's answer (`sent`, or the failure with what
 * was typed), shown until the app sends the form again.
 */
export function ContactForm() {
  const id = useId();
  const answered = useActionData<ContactActionData>();
  const [values, setValues] = useState(() =>
    answered?.outcome === 'failed' ? answered.values : EMPTY,
  );
  const mutation = useSendContactMessage();
  const shownAnswer = mutation.isIdle ? answered : undefined;
  const failure = mutation.isError
    ? contactFailure(mutation.error)
    : shownAnswer?.outcome === 'failed'
      ? shownAnswer
      : null;
  const sent = mutation.isSuccess || shownAnswer?.outcome === 'sent';
  const messageId = `${id}-result`;

  const update = (field: Field) => (event: { target: { value: string } }) =>
    setValues((current) => ({ ...current, [field]: event.target.value }));

  const onSend: SendHandler = (_event, { key }) =>
    mutation.mutateAsync({ body: values, sendKey: key }, { onSuccess: () => setValues(EMPTY) });

  const describedBy = (field: Field) => (failure?.field === field ? messageId : undefined);

  return (
    <SendForm
      method="post"
      action={paths.companyInfo(CONTACT_SECTION)}
      onSend={onSend}
      className="mt-4 flex max-w-xl flex-col gap-4"
      aria-label="Contact us"
    >
      <SenderFields idPrefix={id} values={values} onChange={update} errorMessageId={describedBy} />
      <TextAreaField
        id={`${id}-message`}
        label="Message"
        name="message"
        required
        rows={5}
        onInput={keepCharacters(LIMITS.messageMax)}
        value={values.message}
        onChange={update('message')}
        errorMessageId={describedBy('message')}
      />
      <div>
        <SubmitButton sendingLabel="Sending...">Send message</SubmitButton>
      </div>
      {sent && (
        <FormMessage kind="success" id={messageId}>
          {CONTACT_TEXT.success}
        </FormMessage>
      )}
      {failure && (
        <FormMessage kind="error" id={messageId}>
          {failure.message}
        </FormMessage>
      )}
    </SendForm>
  );
}
