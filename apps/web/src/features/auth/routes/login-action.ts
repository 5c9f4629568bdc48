import { SCRIPT_REQUIRED_TEXT } from '@sendero/contract';
import type { ActionFunctionArgs } from 'react-router';
import { answer, textField } from '../../../lib/form-action.ts';
import type { AuthFormErrors, AuthFormValues } from '../components/auth-validation.ts';
import { validateLogin, validateRegister } from '../components/auth-validation.ts';
import type { AuthMode } from '../components/login-form.tsx';

/** What the page keeps of a sign-in or registration sent without the app: never a password. */
export type KeptAuthValues = Pick<AuthFormValues, 'username' | 'email' | 'acceptedTerms'>;

export interface LoginActionData {
  mode: AuthMode;
  values: KeptAuthValues;
  errors: AuthFormErrors;
  /** Why the form did nothing, when its fields were fine. */
  message?: string;
}

/** The name of the hidden field that says which of the two forms was sent. */
export const AUTH_MODE_FIELD = 'mode';

/**
 * Sign-in or registration sent as a page POST (decision 0024). The fields are checked with the same
 * rules as in the app, so a mistake is shown at once (400); fields that pass get the page's answer
 * that this needs JavaScript: a session lives in the app's memory, so a page alone cannot hold one,
 * and no password is sent on to the API from here.
 */
export async function loginAction({ request }: ActionFunctionArgs) {
  const form = await request.formData();
  const mode: AuthMode = textField(form, AUTH_MODE_FIELD) === 'register' ? 'register' : 'signin';
  const typed: AuthFormValues = {
    username: textField(form, 'username'),
    email: textField(form, 'email'),
    password: textField(form, 'password'),
    confirm: textField(form, 'confirm'),
    acceptedTerms: form.has('acceptedTerms'),
  };
  const values: KeptAuthValues = {
    username: typed.username,
    email: typed.email,
    acceptedTerms: typed.acceptedTerms,
  };
  const checked = mode === 'register' ? validateRegister(typed) : validateLogin(typed);
  if (!checked.ok) {
    return answer<LoginActionData>({ mode, values, errors: checked.errors }, 400);
  }
  const message = mode === 'register' ? SCRIPT_REQUIRED_TEXT.register : SCRIPT_REQUIRED_TEXT.signIn;
  return answer<LoginActionData>({ mode, values, errors: {}, message });
}
