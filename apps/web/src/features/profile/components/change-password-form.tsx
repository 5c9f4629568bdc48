import { AUTH_TEXT, changePasswordStrength, paths } from '@sendero/contract';
import { useEffect, useId, useState } from 'react';
import { useNavigate } from 'react-router';
import { Button } from '../../../components/button.tsx';
import { FormMessage } from '../../../components/form-message.tsx';
import { SendForm, SubmitButton, type SendHandler } from '../../../components/send-form.tsx';
import { serverMessage } from '../../../lib/auth/server-message.ts';
import { PasswordInput } from '../../../lib/auth/ui/password-input.tsx';
import { useChangePassword } from '../../../entities/accounts/api/change-password.ts';

export const CHANGE_FAILED = 'Something went wrong.';
export const CHANGE_REDIRECT_MS = 2000;

const FIELDS = [
  { key: 'currentPassword', label: 'Current password', autoComplete: 'current-password' },
  { key: 'newPassword', label: 'New password', autoComplete: 'new-password' },
  { key: 'confirmPassword', label: 'Confirm new password', autoComplete: 'new-password' },
] as const;
type Field = (typeof FIELDS)[number]['key'];

const STRENGTH_TONE = {
  Weak: 'text-terracotta-700 dark:text-terracotta-400',
  Medium: 'text-amber-800 dark:text-marigold-400',
  Strong: 'text-jade-700 dark:text-jade-300',
} as const;

/** Spec §5: all three required, new and confirm equal; no minimum length on this page. */
export function changeProblem(values: Record<Field, string>): string | null {
  if (!values.currentPassword || !values.newPassword || !values.confirmPassword) return null;
  if (values.newPassword !== values.confirmPassword) return AUTH_TEXT.newPasswordsMismatch;
  return null;
}

export function ChangePasswordForm() {
  const id = useId();
  const navigate = useNavigate();
  const [values, setValues] = useState<Record<Field, string>>({
    currentPassword: '',
    newPassword: '',
    confirmPassword: '',
  });
  const [visible, setVisible] = useState<Record<Field, boolean>>({
    currentPassword: false,
    newPassword: false,
    confirmPassword: false,
  });
  const [error, setError] = useState<string | null>(null);
  const [done, setDone] = useState(false);
  const mutation = useChangePassword();
  const strength = changePasswordStrength(values.newPassword);

  useEffect(() => {
    if (!done) return;
    const timer = window.setTimeout(() => void navigate(paths.profile()), CHANGE_REDIRECT_MS);
    return () => window.clearTimeout(timer);
  }, [done, navigate]);

  const onSend: SendHandler = () => {
    if (done) return null;
    if (!values.currentPassword || !values.newPassword || !values.confirmPassword) return null;
    const problem = changeProblem(values);
    setError(problem);
    if (problem) return null;
    return mutation.mutateAsync(values, {
      onSuccess: () => setDone(true),
      onError: (failure) => setError(serverMessage(failure, CHANGE_FAILED)),
    });
  };

  return (
    <SendForm onSend={onSend} className="flex flex-col gap-4">
      {FIELDS.map((field) => (
        <div key={field.key}>
          <PasswordInput
            id={`${id}-${field.key}`}
            name={field.key}
            label={field.label}
            required
            autoComplete={field.autoComplete}
            value={values[field.key]}
            onChange={(event) =>
              setValues((current) => ({ ...current, [field.key]: event.target.value }))
            }
            visible={visible[field.key]}
            onToggleVisible={() =>
              setVisible((current) => ({ ...current, [field.key]: !current[field.key] }))
            }
          />
          {field.key === 'newPassword' && strength && (
            <p className="mt-1 text-sm text-stone-600 dark:text-stone-300" aria-live="polite">
              Strength: <strong className={STRENGTH_TONE[strength]}>{strength}</strong>
            </p>
          )}
        </div>
      ))}

      {done && <FormMessage kind="success">{AUTH_TEXT.passwordUpdated}</FormMessage>}
      {error && <FormMessage kind="error">{error}</FormMessage>}

      <div className="flex flex-wrap gap-3">
        <Button type="button" variant="secondary" onClick={() => void navigate(paths.profile())}>
          Back to Profile
        </Button>
        <SubmitButton disabled={done} sendingLabel="Updating...">
          Update password
        </SubmitButton>
      </div>
    </SendForm>
  );
}
