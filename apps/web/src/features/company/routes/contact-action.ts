import { contactMessageBody } from '@sendero/contract';
import type { ActionFunctionArgs } from 'react-router';
import { sendContactMessage } from '../../../entities/messages/api/send-contact-message.ts';
import { answer, failureStatus, firstIssue, textField } from '../../../lib/form-action.ts';
import { contactFailure, type ContactFailure } from '../components/contact-error.ts';

export interface ContactValues {
  name: string;
  email: string;
  message: string;
}

/** The contact form's answer when it was sent without the app's code: sent, or why not. */
export type ContactActionData =
  { outcome: 'sent' } | ({ outcome: 'failed'; values: ContactValues } & ContactFailure);

/**
 * The contact form sent as a page POST: checked with the contract's schema (which the API applies
 * too), then the same API call and messages as the form's own handler, with the typed values kept
 * when it fails.
 */
export async function contactAction({ request }: ActionFunctionArgs) {
  const form = await request.formData();
  const values: ContactValues = {
    name: textField(form, 'name'),
    email: textField(form, 'email'),
    message: textField(form, 'message'),
  };
  const parsed = contactMessageBody.safeParse(values);
  if (!parsed.success) {
    return answer<ContactActionData>(
      { outcome: 'failed', values, ...firstIssue(parsed.error) },
      400,
    );
  }
  try {
    await sendContactMessage(parsed.data);
    return answer<ContactActionData>({ outcome: 'sent' });
  } catch (error) {
    return answer<ContactActionData>(
      { outcome: 'failed', values, ...contactFailure(error) },
      failureStatus(error),
    );
  }
}
