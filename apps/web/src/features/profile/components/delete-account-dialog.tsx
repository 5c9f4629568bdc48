import { AUTH_TEXT } from '@sendero/contract';
import { useCallback, useEffect, useId, useRef, useState } from 'react';
import { Button } from '../../../components/button.tsx';
import { FormMessage } from '../../../components/form-message.tsx';
import { SendForm, SubmitButton, type SendHandler } from '../../../components/send-form.tsx';
import { ApiRequestError } from '../../../lib/api-client.ts';
import { serverMessage } from '../../../lib/auth/server-message.ts';
import { useFocusTrap } from '../../../lib/use-focus-trap.ts';

export const DELETE_FAILED = 'Failed to delete account.';

/** Spec §5: trimmed and upper-cased, the typed text must be DELETE. */
export function isDeleteConfirmed(typed: string): boolean {
  return typed.trim().toUpperCase() === 'DELETE';
}

interface DeleteAccountDialogProps {
  /** Deletes the account with the password typed again; the dialog shows its failure. */
  onConfirm: (password: string) => Promise<void>;
  onClose: () => void;
}

/** The two steps of account deletion (spec §4): "Delete your account?" then "Type DELETE to confirm". */
export function DeleteAccountDialog({ onConfirm, onClose }: DeleteAccountDialogProps) {
  const id = useId();
  const panel = useRef<HTMLDivElement>(null);
  const input = useRef<HTMLInputElement>(null);
  const continueButton = useRef<HTMLButtonElement>(null);
  const [step, setStep] = useState<1 | 2>(1);
  const [typed, setTyped] = useState('');
  const [password, setPassword] = useState('');
  const [error, setError] = useState<{ text: string; field?: 'typed' | 'password' } | null>(null);
  const [deleting, setDeleting] = useState(false);

  // Nothing closes the dialog while the deletion runs.
  const close = useCallback(() => {
    if (!deleting) onClose();
  }, [deleting, onClose]);
  useFocusTrap(true, panel, close);

  useEffect(() => {
    (step === 1 ? continueButton : input).current?.focus();
  }, [step]);

  const onSend: SendHandler = () => {
    if (deleting) return null;
    if (!isDeleteConfirmed(typed)) {
      setError({ text: AUTH_TEXT.deleteConfirm, field: 'typed' });
      return null;
    }
    if (!password) {
      setError({ text: AUTH_TEXT.passwordRequired, field: 'password' });
      return null;
    }
    setError(null);
    setDeleting(true);
    return onConfirm(password).catch((failure: unknown) => {
      const field = failure instanceof ApiRequestError && failure.field === 'password';
      setError({
        text: serverMessage(failure, DELETE_FAILED),
        ...(field ? { field: 'password' as const } : {}),
      });
      setDeleting(false);
    });
  };

  const title = step === 1 ? 'Delete your account?' : 'Type DELETE to confirm';
  return (
    <div className="fixed inset-0 z-50 flex items-center justify-center p-4">
      <div
        data-testid="dialog-backdrop"
        aria-hidden="true"
        className="absolute inset-0 bg-stone-950/60"
        onClick={close}
      />
      <div
        ref={panel}
        role="dialog"
        aria-modal="true"
        aria-labelledby={`${id}-title`}
        aria-describedby={`${id}-text`}
        className="relative w-full max-w-md rounded-2xl bg-white p-6 shadow-xl dark:bg-slate-900"
      >
        <h2
          id={`${id}-title`}
          className="font-display text-2xl font-bold text-stone-900 dark:text-stone-50"
        >
          {title}
        </h2>
        {step === 1 ? (
          <>
            <p id={`${id}-text`} className="mt-3 text-sm text-stone-700 dark:text-stone-300">
              This permanently removes your account with its bookmarks and favorites. It cannot be
              undone.
            </p>
            <div className="mt-6 flex flex-wrap justify-end gap-3">
              <Button variant="secondary" onClick={close}>
                Cancel
              </Button>
              <Button ref={continueButton} variant="danger" onClick={() => setStep(2)}>
                Continue
              </Button>
            </div>
          </>
        ) : (
          <SendForm onSend={onSend} noValidate className="mt-3">
            <p id={`${id}-text`} className="text-sm text-stone-700 dark:text-stone-300">
              Type DELETE in the box below and enter your password, then press Delete Account.
            </p>
            <label htmlFor={`${id}-typed`} className="field-label mt-4">
              Confirmation
            </label>
            <input
              ref={input}
              id={`${id}-typed`}
              name="confirmation"
              autoComplete="off"
              value={typed}
              onChange={(event) => setTyped(event.target.value)}
              disabled={deleting}
              aria-invalid={error?.field === 'typed' ? true : undefined}
              className="field-input"
            />
            <label htmlFor={`${id}-password`} className="field-label mt-4">
              Password
            </label>
            <input
              id={`${id}-password`}
              name="password"
              type="password"
              autoComplete="current-password"
              value={password}
              onChange={(event) => setPassword(event.target.value)}
              disabled={deleting}
              aria-invalid={error?.field === 'password' ? true : undefined}
              className="field-input"
            />
            {error && (
              <div className="mt-3">
                <FormMessage kind="error">{error.text}</FormMessage>
              </div>
            )}
            <div className="mt-6 flex flex-wrap justify-end gap-3">
              <Button variant="secondary" onClick={close} disabled={deleting}>
                Cancel
              </Button>
              <SubmitButton variant="danger" disabled={deleting} sendingLabel="Deleting...">
                {deleting ? 'Deleting...' : 'Delete Account'}
              </SubmitButton>
            </div>
          </SendForm>
        )}
      </div>
    </div>
  );
}
