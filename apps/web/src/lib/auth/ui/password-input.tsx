import { Eye, EyeOff } from 'lucide-react';
import type { InputHTMLAttributes } from 'react';
import { FieldFrame, fieldAria } from '../../../components/text-field.tsx';
import type { FieldProps } from '../../../components/text-field.tsx';

type PasswordInputProps = FieldProps &
  Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'className' | 'type'> & {
    visible: boolean;
    onToggleVisible: () => void;
  };

/** A password field with its own show/hide button; the button names the field it acts on. */
export function PasswordInput({
  id,
  label,
  error,
  errorMessageId,
  className,
  visible,
  onToggleVisible,
  ...inputProps
}: PasswordInputProps) {
  const field = { id, label, error, errorMessageId, className };
  return (
    <FieldFrame {...field}>
      <div className="relative">
        <input
          id={id}
          type={visible ? 'text' : 'password'}
          className="field-input pr-12"
          {...fieldAria(field)}
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
    </FieldFrame>
  );
}
