import { Eye, EyeOff } from 'lucide-react';
import type { InputHTMLAttributes } from 'react';

interface PasswordInputProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'type'> {
  id: string;
  label: string;
  visible: boolean;
  onToggleVisible: () => void;
  /** Id of the element holding this field's message. */
  errorId?: string | undefined;
  error?: string | undefined;
}

/** A password field with its own show/hide button; the button names the field it acts on. */
export function PasswordInput({
  id,
  label,
  visible,
  onToggleVisible,
  errorId,
  error,
  className = '',
  ...inputProps
}: PasswordInputProps) {
  return (
    <div className={className}>
      <label htmlFor={id} className="field-label">
        {label}
      </label>
      <div className="relative">
        <input
          id={id}
          type={visible ? 'text' : 'password'}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          className="field-input pr-12"
          {...inputProps}
        />
        <button
          type="button"
          onClick={onToggleVisible}
          aria-label={`${visible ? 'Hide' : 'Show'} ${label.toLowerCase()}`}
          aria-pressed={visible}
          className="absolute inset-y-0 right-0 flex w-11 items-center justify-center rounded-r-lg text-stone-600 hover:text-jade-700 dark:text-stone-300 dark:hover:text-jade-300"
        >
          {visible ? (
            <EyeOff aria-hidden="true" className="size-5" />
          ) : (
            <Eye aria-hidden="true" className="size-5" />
          )}
        </button>
      </div>
      {error && <FieldError id={errorId}>{error}</FieldError>}
    </div>
  );
}

export function FieldError({ id, children }: { id?: string | undefined; children: string }) {
  return (
    <p id={id} className="mt-1 text-sm text-terracotta-700 dark:text-terracotta-400">
      {children}
    </p>
  );
}
