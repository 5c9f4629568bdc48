import { AUTH_TEXT, characterCount, PASSWORD_MIN, paths } from '@sendero/contract';
import { useEffect, useId, useState } from 'react';
import { Link, useActionData, useNavigate } from 'react-router';
import type { ResetPasswordActionData } from '../routes/reset-password-action.ts';
import { Button } from '../../../components/button.tsx';
import { FormMessage } from '../../../components/form-message.tsx';
import { SendForm, SubmitButton, type SendHandler } from '../../../components/send-form.tsx';
import { TextField } from '../../../components/text-field.tsx';
import { useResetPassword } from '../../../entities/accounts/api/reset-password.ts';
import { serverMessage } from '../../../lib/auth/server-message.ts';

export const RESET_FAILED = 'Failed to reset password. Please try again.';
export const RESET_REDIRECT_MS = 3000;

/** Spec §5: the entries must match, then be at least 8 characters. */
export function resetProblem(password: string, confirm: string): string | null {
  if (password !== confirm) return AUTH_TEXT.resetMismatch;
  if (characterCount(password) < PASSWORD_MIN) return AUTH_TEXT.resetShort;
  return null;
}

export function ResetPasswordForm({ token }: { token: string }) {
  const id = useId();
  const navigate = useNavigate();
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [visible, setVisible] = useState(false);
  // A page answering this form sent without the app (decision 0024) starts from its answer.
  const answered = useActionData<ResetPasswordActionData>();
  const [error, setError] = useState<string | null>(
    answered?.outcome === 'failed' ? answered.message : null,
  );
  const [done, setDone] = useState<string | null>(
    answered?.outcome === 'done' ? answered.message : null,
  );
  const mutation = useResetPassword();

  useEffect(() => {
    if (done === null) return;
    const timer = window.setTimeout(() => void navigate(paths.login()), RESET_REDIRECT_MS);
    return () => window.clearTimeout(timer);
  }, [done, navigate]);

  const onSend: SendHandler = () => {
    if (done !== null) return null;
    const problem = resetProblem(password, confirm);
    setError(problem);
    if (problem) return null;
    return mutation.mutateAsync(
      { token, newPassword: password },
      {
        onSuccess: (message) => setDone(message),
        onError: (failure) => setError(serverMessage(failure, RESET_FAILED)),
      },
    );
  };

  const type = visible ? 'text' : 'password';
  return (
    <SendForm method="post" onSend={onSend} noValidate className="flex flex-col gap-4">
      <TextField
        id={`${id}-new`}
        label="New Password"
        name="newPassword"
        type={type}
        required
        autoComplete="new-password"
        value={password}
        onChange={(event) => setPassword(event.target.value)}
      />
      <TextField
        id={`${id}-confirm`}
        label="Confirm New Password"
        name="confirmPassword"
        type={type}
        required
        autoComplete="new-password"
        value={confirm}
        onChange={(event) => setConfirm(event.target.value)}
      />
      <div>
        <Button
          variant="ghost"
          className="px-3 py-1"
          aria-pressed={visible}
          aria-controls={`${id}-new ${id}-confirm`}
          onClick={() => setVisible((shown) => !shown)}
        >
          {visible ? 'Hide passwords' : 'Show passwords'}
        </Button>
      </div>

      {done !== null && <FormMessage kind="success">{done}</FormMessage>}
      {error && <FormMessage kind="error">{error}</FormMessage>}

      <div className="flex flex-wrap items-center gap-4">
        <SubmitButton disabled={done !== null} sendingLabel="Resetting...">
          Reset password
        </SubmitButton>
        <Link
          to={paths.login()}
          className="text-sm font-medium text-jade-700 hover:underline dark:text-jade-300"
        >
          Go back to Login
        </Link>
      </div>
    </SendForm>
  );
}
