import { paths, registerStrength } from '@sendero/contract';
import { useId, useState } from 'react';
import { Link, useActionData } from 'react-router';
import { FormMessage } from '../../../components/form-message.tsx';
import { SendForm, SubmitButton, type SendHandler } from '../../../components/send-form.tsx';
import { useAuth } from '../../../lib/auth/auth-context.ts';
import { FieldError, fieldAria, TextField } from '../../../components/text-field.tsx';
import { PasswordInput } from '../../../lib/auth/ui/password-input.tsx';
import { validateLogin, validateRegister } from './auth-validation.ts';
import type { AuthFormErrors, AuthFormValues } from './auth-validation.ts';
import { serverMessage } from '../../../lib/auth/server-message.ts';
import { AUTH_MODE_FIELD, type LoginActionData } from '../routes/login-action.ts';

export type AuthMode = 'signin' | 'register';

export const AUTH_FAILED = 'Something went wrong. Try again.';

const EMPTY: AuthFormValues = {
  username: '',
  email: '',
  password: '',
  confirm: '',
  acceptedTerms: false,
};

const MODES: { mode: AuthMode; label: string }[] = [
  { mode: 'signin', label: 'Sign in' },
  { mode: 'register', label: 'Create account' },
];

// Each label on one line (issue 15: "Create account" wrapped on a phone): the tabs share the row
// equally while both labels fit, and below that a tab keeps its label's width and the other gives.
const tabClass = (active: boolean) =>
  `min-w-fit flex-1 rounded-full px-3 py-2 text-sm font-semibold whitespace-nowrap transition-colors ${
    active
      ? 'bg-jade-600 text-white dark:bg-jade-500 dark:text-slate-950'
      : 'text-stone-700 hover:bg-cream-200 dark:text-stone-200 dark:hover:bg-slate-800'
  }`;

/**
 * Sign in and Create account (spec §2): the redirect after success is the page's business. Without
 * the app's code the browser POSTs the form to this page, which comes back with the route action's
 * answer: the field errors, or why it cannot sign in (decision 0024), and what was typed but the
 * passwords.
 */
export function LoginForm({ initialMode = 'signin' }: { initialMode?: AuthMode }) {
  const id = useId();
  const auth = useAuth();
  const answered = useActionData<LoginActionData>();
  const [mode, setMode] = useState<AuthMode>(answered?.mode ?? initialMode);
  const [values, setValues] = useState(() => (answered ? { ...EMPTY, ...answered.values } : EMPTY));
  const [errors, setErrors] = useState<AuthFormErrors>(answered?.errors ?? {});
  const [formError, setFormError] = useState<string | null>(answered?.message ?? null);
  const [showPassword, setShowPassword] = useState(false);
  const [showConfirm, setShowConfirm] = useState(false);
  const register = mode === 'register';

  const switchMode = (next: AuthMode) => {
    if (next === mode) return;
    setMode(next);
    setErrors({});
    setFormError(null);
    setShowPassword(false);
    setShowConfirm(false);
  };

  const update =
    (field: keyof AuthFormValues) => (event: { target: { value: string; checked: boolean } }) => {
      const value = field === 'acceptedTerms' ? event.target.checked : event.target.value;
      setValues((current) => ({ ...current, [field]: value }));
    };

  /** Validates the mode's fields; returns the call to make, or null after showing the messages. */
  const prepare = (): (() => Promise<unknown>) | null => {
    if (register) {
      const result = validateRegister(values);
      if (!result.ok) {
        setErrors(result.errors);
        return null;
      }
      setErrors({});
      return () => auth.register(result.body);
    }
    const result = validateLogin(values);
    if (!result.ok) {
      setErrors(result.errors);
      return null;
    }
    setErrors({});
    return () => auth.login(result.body.email, result.body.password);
  };

  const onSend: SendHandler = () => {
    setFormError(null);
    const call = prepare();
    if (!call) return null;
    return call().catch((error: unknown) => setFormError(serverMessage(error, AUTH_FAILED)));
  };

  const termsErrorId = `${id}-acceptedTerms-error`;
  const strength = registerStrength(values.password);

  return (
    <div>
      <div
        role="tablist"
        aria-label="Account"
        className="flex gap-1 rounded-full bg-cream-100 p-1 dark:bg-slate-800/60"
      >
        {MODES.map((item) => (
          <button
            key={item.mode}
            type="button"
            role="tab"
            id={`${id}-tab-${item.mode}`}
            aria-selected={mode === item.mode}
            aria-controls={`${id}-panel`}
            onClick={() => switchMode(item.mode)}
            className={tabClass(mode === item.mode)}
          >
            {item.label}
          </button>
        ))}
      </div>

      <SendForm
        id={`${id}-panel`}
        role="tabpanel"
        aria-labelledby={`${id}-tab-${mode}`}
        method="post"
        noValidate
        onSend={onSend}
        className="mt-6 flex flex-col gap-4"
      >
        <input type="hidden" name={AUTH_MODE_FIELD} value={mode} />
        {register && (
          <TextField
            id={`${id}-username`}
            label="Username"
            name="username"
            autoComplete="username"
            value={values.username}
            onChange={update('username')}
            error={errors.username}
          />
        )}
        <TextField
          id={`${id}-email`}
          label="Email"
          name="email"
          type="email"
          autoComplete="email"
          value={values.email}
          onChange={update('email')}
          error={errors.email}
        />
        <div>
          <PasswordInput
            id={`${id}-password`}
            name="password"
            label="Password"
            autoComplete={register ? 'new-password' : 'current-password'}
            value={values.password}
            onChange={update('password')}
            visible={showPassword}
            onToggleVisible={() => setShowPassword((shown) => !shown)}
            error={errors.password}
          />
          {register && values.password && (
            <p className="mt-1 text-sm text-stone-600 dark:text-stone-300" aria-live="polite">
              Password strength: <strong data-score={strength.score}>{strength.label}</strong>
            </p>
          )}
        </div>
        {register && (
          <PasswordInput
            id={`${id}-confirm`}
            name="confirm"
            label="Confirm password"
            autoComplete="new-password"
            value={values.confirm}
            onChange={update('confirm')}
            visible={showConfirm}
            onToggleVisible={() => setShowConfirm((shown) => !shown)}
            error={errors.confirm}
          />
        )}
        {register && (
          <div>
            <div className="flex items-start gap-2">
              <input
                id={`${id}-terms`}
                name="acceptedTerms"
                type="checkbox"
                checked={values.acceptedTerms}
                onChange={update('acceptedTerms')}
                className="mt-1 size-4 accent-jade-600"
                {...fieldAria({
                  id: `${id}-terms`,
                  errorMessageId: errors.acceptedTerms ? termsErrorId : undefined,
                })}
              />
              <label htmlFor={`${id}-terms`} className="text-sm text-stone-700 dark:text-stone-300">
                I accept the terms and conditions
              </label>
            </div>
            {errors.acceptedTerms && (
              <FieldError id={termsErrorId}>{errors.acceptedTerms}</FieldError>
            )}
          </div>
        )}

        {formError && <FormMessage kind="error">{formError}</FormMessage>}

        <SubmitButton className="w-full" sendingLabel={register ? 'Creating…' : 'Signing in…'}>
          {register ? 'Create account' : 'Sign in'}
        </SubmitButton>
      </SendForm>

      <div className="mt-6 flex flex-col gap-2 text-sm">
        <Link
          to={paths.forgotPassword()}
          className="self-start font-medium text-jade-700 underline-offset-2 hover:underline dark:text-jade-300"
        >
          Forgot password?
        </Link>
        <p className="text-stone-600 dark:text-stone-300">
          By continuing you agree to our{' '}
          <Link
            to={paths.terms()}
            className="font-medium text-jade-700 underline underline-offset-2 dark:text-jade-300"
          >
            Terms &amp; Conditions
          </Link>
          .
        </p>
      </div>
    </div>
  );
}
