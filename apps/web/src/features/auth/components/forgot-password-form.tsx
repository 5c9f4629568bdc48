import { AUTH_TEXT, formatCountdown, paths, RESET_COOLDOWN_MS } from '@sendero/contract';
import { useEffect, useId, useState } from 'react';
import { useActionData, useNavigate } from 'react-router';
import { Button } from '../../../components/button.tsx';
import { FormMessage } from '../../../components/form-message.tsx';
import { SendForm, SubmitButton, type SendHandler } from '../../../components/send-form.tsx';
import { TextField } from '../../../components/text-field.tsx';
import { useRequestPasswordReset } from '../../../entities/accounts/api/request-password-reset.ts';
import { readResetRequest, writeResetRequest } from './reset-request-store.ts';
import { serverMessage } from '../../../lib/auth/server-message.ts';
import { ApiRequestError } from '../../../lib/api-client.ts';
import type { ForgotPasswordActionData } from '../routes/forgot-password-action.ts';

export const FORGOT_FAILED = 'Failed to send reset email';
export const SPAM_TIP = "Don't see it within a few minutes? Check your Spam/Junk folder.";

export function cooldownMessage(remainingMs: number): string {
  return `Please wait ${formatCountdown(remainingMs)} before requesting another reset link.`;
}

/**
 * Request a reset link, at most once per 5 minutes from this browser (spec §4, §5, §9). Without the
 * app's code the browser POSTs the form to this page, which comes back with the route action's
 * answer (sent, or the failure with the address typed).
 */
export function ForgotPasswordForm() {
  const id = useId();
  const navigate = useNavigate();
  const answered = useActionData<ForgotPasswordActionData>();
  const failed = answered?.outcome === 'failed' ? answered : null;
  const [email, setEmail] = useState(failed?.email ?? '');
  const [lastAt, setLastAt] = useState<number | null>(null);
  const [now, setNow] = useState(() => Date.now());
  const [sent, setSent] = useState(answered?.outcome === 'sent');
  const [error, setError] = useState<string | null>(failed?.message ?? null);
  const mutation = useRequestPasswordReset();

  const remaining = lastAt === null ? 0 : Math.max(0, lastAt + RESET_COOLDOWN_MS - now);
  const coolingDown = remaining > 0;

  // This browser's last request is read once the page is live: the server, which cannot see it,
  // rendered the form without it, and hydration must start from the server's markup.
  useEffect(() => {
    const stored = readResetRequest();
    if (!stored) return;
    setEmail((typed) => typed || stored.email);
    setLastAt(stored.at);
    setNow(Date.now());
  }, []);

  useEffect(() => {
    if (!coolingDown) return;
    const timer = window.setInterval(() => setNow(Date.now()), 1000);
    return () => window.clearInterval(timer);
  }, [coolingDown]);

  /** Starts the cooldown as if this browser's request had been made at `at`. */
  const coolDownFrom = (at: number, address: string) => {
    writeResetRequest({ at, email: address });
    setLastAt(at);
    setNow(Date.now());
  };

  const onSend: SendHandler = () => {
    setSent(false);
    const current = Date.now();
    const left = lastAt === null ? 0 : lastAt + RESET_COOLDOWN_MS - current;
    if (left > 0) {
      setError(cooldownMessage(left));
      return null;
    }
    setError(null);
    const address = email.trim();
    return mutation.mutateAsync(address, {
      onSuccess: () => {
        coolDownFrom(Date.now(), address);
        setSent(true);
      },
      onError: (failure) => {
        // The server's own cooldown (a request from another browser or tab, or one this browser
        // forgot): the same countdown as this browser's, from the time the server says is left.
        const waitMs = failure instanceof ApiRequestError ? failure.retryAfterMs : undefined;
        if (failure instanceof ApiRequestError && failure.status === 429 && waitMs) {
          coolDownFrom(Date.now() + waitMs - RESET_COOLDOWN_MS, address);
          return;
        }
        setError(serverMessage(failure, FORGOT_FAILED));
      },
    });
  };

  return (
    <SendForm method="post" onSend={onSend} className="flex flex-col gap-4">
      <TextField
        id={`${id}-email`}
        label="Email"
        name="email"
        type="email"
        required
        autoComplete="email"
        value={email}
        onChange={(event) => setEmail(event.target.value)}
      />

      {sent && (
        <div className="flex flex-col gap-2">
          <FormMessage kind="success">{AUTH_TEXT.forgotSuccess}</FormMessage>
          <p className="text-sm text-stone-600 dark:text-stone-300">{SPAM_TIP}</p>
        </div>
      )}
      {error && <FormMessage kind="error">{error}</FormMessage>}
      {!sent && !error && coolingDown && (
        <p className="text-sm text-stone-600 dark:text-stone-300">{cooldownMessage(remaining)}</p>
      )}

      <div className="flex flex-wrap gap-3">
        <Button type="button" variant="secondary" onClick={() => void navigate(paths.login())}>
          Back to Login
        </Button>
        <SubmitButton disabled={coolingDown} sendingLabel="Sending...">
          {coolingDown ? `Try again in ${formatCountdown(remaining)}` : 'Send reset link'}
        </SubmitButton>
      </div>
    </SendForm>
  );
}
