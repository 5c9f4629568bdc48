import { createContext, useContext, useRef, useState } from 'react';
import type { FormEvent, FormHTMLAttributes, ReactNode } from 'react';
import { flushSync } from 'react-dom';
import { Button } from './button.tsx';
import type { ButtonVariant } from './button-styles.ts';

/** What a form's send is given: the key that names this send to the server. */
export interface SendAttempt {
  /**
   * The Idempotency-Key for this send: the same while the form is sent again with the same
   * content (a retry after a lost answer is answered by the server with the first answer), a new
   * one once the content changed or the last send went through.
   */
  key: string;
}

/**
 * The form's send: the call's promise, or nothing when nothing is sent (a field the form refused
 * itself). The form stays disabled until the promise settles; a rejection is the caller's to show.
 */
export type SendHandler = (
  event: FormEvent<HTMLFormElement>,
  attempt: SendAttempt,
) => Promise<unknown> | null | undefined | void;

const Sending = createContext(false);

/** True while the form around is being sent. */
export function useFormSending(): boolean {
  return useContext(Sending);
}

/** A random key: crypto.randomUUID needs a secure context, getRandomValues does not. */
export function newSendKey(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}

function contentOf(form: HTMLFormElement): string {
  return JSON.stringify(
    Array.from(new FormData(form), ([name, value]) => [
      name,
      typeof value === 'string' ? value : '',
    ]),
  );
}

interface SendFormProps extends Omit<FormHTMLAttributes<HTMLFormElement>, 'onSubmit'> {
  onSend: SendHandler;
  children: ReactNode;
}

/**
 * A form that is sent once at a time (issue 34: a double click sent the contact form twice). The
 * click that sends it disables it in the same task: a second submit, by click or Enter, is dropped
 * before anything is sent, and `SubmitButton`s inside are disabled and say so before the browser
 * takes the next input. Every form of the app that POSTs is one of these. Without the app the
 * browser sends the form its own way (decision 0024), where the server drops a repeat itself.
 */
export function SendForm({ onSend, children, ...props }: SendFormProps) {
  const inFlight = useRef(false);
  const [sending, setSending] = useState(false);
  const lastAttempt = useRef<{ content: string; key: string } | null>(null);

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (inFlight.current) return;
    const content = contentOf(event.currentTarget);
    if (lastAttempt.current?.content !== content) {
      lastAttempt.current = { content, key: newSendKey() };
    }
    const attempt = lastAttempt.current;
    const sent = onSend(event, { key: attempt.key });
    if (!sent) return;
    inFlight.current = true;
    // Rendered now, not when React would get to it: the next click must meet a disabled button.
    flushSync(() => setSending(true));
    sent
      .then(
        () => {
          if (lastAttempt.current === attempt) lastAttempt.current = null;
        },
        () => undefined,
      )
      .finally(() => {
        inFlight.current = false;
        setSending(false);
      });
  };

  return (
    <form {...props} onSubmit={onSubmit} aria-busy={sending || undefined}>
      <Sending.Provider value={sending}>{children}</Sending.Provider>
    </form>
  );
}

interface SubmitButtonProps {
  children: ReactNode;
  /** What the button says while the form is being sent. */
  sendingLabel?: ReactNode;
  /** Disabled for a reason of the form's own (a cooldown, consent not given), too. */
  disabled?: boolean;
  variant?: ButtonVariant;
  className?: string;
}

/** The send button of a `SendForm`: disabled, and saying `sendingLabel`, while it is sent. */
export function SubmitButton({
  children,
  sendingLabel,
  disabled = false,
  variant,
  className,
}: SubmitButtonProps) {
  const sending = useFormSending();
  return (
    <Button type="submit" variant={variant} className={className} disabled={disabled || sending}>
      {sending && sendingLabel !== undefined ? sendingLabel : children}
    </Button>
  );
}
