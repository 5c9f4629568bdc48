import type { InputHTMLAttributes, ReactNode, TextareaHTMLAttributes } from 'react';

export interface FieldProps {
  id: string;
  label: string;
  /** Shown under the field as its own message; marks the field invalid. */
  error?: string | undefined;
  /**
   * Id of a message elsewhere in the form (e.g. the server's answer) that explains why this field
   * is invalid; setting it marks the field invalid.
   */
  errorMessageId?: string | undefined;
  /** Classes of the wrapper holding label, control and message. */
  className?: string | undefined;
}

type InputFieldProps = FieldProps & Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'className'>;
type TextAreaFieldProps = FieldProps &
  Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'id' | 'className'>;

/** The id of the message `FieldFrame` shows under the field with this id. */
export const fieldErrorId = (id: string) => `${id}-error`;

/** aria-invalid and aria-describedby for a control, pointing at whichever message explains it. */
export function fieldAria({ id, error, errorMessageId }: Omit<FieldProps, 'label'>) {
  const describedBy = error ? fieldErrorId(id) : errorMessageId;
  return {
    'aria-invalid': describedBy ? (true as const) : undefined,
    'aria-describedby': describedBy,
  };
}

/** Label, the control given as children, then the field's own message when there is one. */
export function FieldFrame({
  id,
  label,
  error,
  className,
  children,
}: FieldProps & {
  children: ReactNode;
}) {
  return (
    <div className={className}>
      <label htmlFor={id} className="field-label">
        {label}
      </label>
      {children}
      {error && <FieldError id={fieldErrorId(id)}>{error}</FieldError>}
    </div>
  );
}

export function TextField({
  id,
  label,
  error,
  errorMessageId,
  className,
  ...input
}: InputFieldProps) {
  const field = { id, label, error, errorMessageId, className };
  return (
    <FieldFrame {...field}>
      <input id={id} className="field-input" {...fieldAria(field)} {...input} />
    </FieldFrame>
  );
}

export function TextAreaField({
  id,
  label,
  error,
  errorMessageId,
  className,
  ...textarea
}: TextAreaFieldProps) {
  const field = { id, label, error, errorMessageId, className };
  return (
    <FieldFrame {...field}>
      <textarea id={id} className="field-input resize-y" {...fieldAria(field)} {...textarea} />
    </FieldFrame>
  );
}

export function FieldError({ id, children }: { id?: string | undefined; children: string }) {
  return (
    <p id={id} className="mt-1 text-sm text-terracotta-700 dark:text-terracotta-400">
      {children}
    </p>
  );
}
