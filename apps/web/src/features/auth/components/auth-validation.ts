import { AUTH_TEXT, loginBody, registerBody } from '@sendero/contract';
import type { LoginBody, RegisterBody } from '@sendero/contract';
import { fieldErrors } from '../../../lib/auth/field-errors.ts';

export interface AuthFormValues {
  username: string;
  email: string;
  password: string;
  confirm: string;
  acceptedTerms: boolean;
}

export type AuthFormErrors = Partial<Record<keyof AuthFormValues, string>>;

type Result<T> = { ok: true; body: T } | { ok: false; errors: AuthFormErrors };

/** Sign-in rules of spec §5, from the schema the server applies too. */
export function validateLogin(values: AuthFormValues): Result<LoginBody> {
  const parsed = loginBody.safeParse({ email: values.email, password: values.password });
  return parsed.success
    ? { ok: true, body: parsed.data }
    : { ok: false, errors: fieldErrors(parsed.error) };
}

/** Registration rules of spec §5: the shared schema plus the confirmation, which stays in the form. */
export function validateRegister(values: AuthFormValues, now = new Date()): Result<RegisterBody> {
  const parsed = registerBody.safeParse({
    username: values.username,
    email: values.email,
    password: values.password,
    acceptedTerms: values.acceptedTerms,
    acceptedTermsAt: now.toISOString(),
  });
  const errors: AuthFormErrors = parsed.success ? {} : fieldErrors(parsed.error);
  if (!values.confirm) errors.confirm = AUTH_TEXT.confirmRequired;
  else if (values.confirm !== values.password) errors.confirm = AUTH_TEXT.passwordsDontMatch;
  if (parsed.success && Object.keys(errors).length === 0) return { ok: true, body: parsed.data };
  return { ok: false, errors };
}
