import type { InputHTMLAttributes, ReactNode, TextareaHTMLAttributes } from 'react';
import { FieldError, fieldErrorId } from '../../../../components/text-field.tsx';
import { FIELD_LABELS, fieldId, type SpotField } from '../utils/spot-form.ts';

const helpId = (field: SpotField) => `${fieldId(field)}-help`;

/** Clear of the sticky header when the problem summary sends focus to it. */
const CONTROL = 'field-input scroll-mt-24';

/** What a control of the spot form carries: its id, and the help and message that explain it. */
function controlAria(field: SpotField, help: boolean, error: string | undefined) {
  const describedBy = [help ? helpId(field) : null, error ? fieldErrorId(fieldId(field)) : null]
    .filter(Boolean)
    .join(' ');
  return {
    id: fieldId(field),
    'aria-invalid': error ? (true as const) : undefined,
    'aria-describedby': describedBy || undefined,
  };
}

interface FrameProps {
  field: SpotField;
  /** The rules' message for the field, after a save or a refusal. */
  error?: string | undefined;
  help?: ReactNode;
  className?: string;
}

function Frame({ field, error, help, className, children }: FrameProps & { children: ReactNode }) {
  return (
    <div className={className}>
      <label htmlFor={fieldId(field)} className="field-label">
        {FIELD_LABELS[field]}
      </label>
      {children}
      {help && (
        <p id={helpId(field)} className="mt-1 text-sm text-stone-600 dark:text-stone-400">
          {help}
        </p>
      )}
      {error && <FieldError id={fieldErrorId(fieldId(field))}>{error}</FieldError>}
    </div>
  );
}

type InputProps = FrameProps &
  Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'className' | 'onChange' | 'value'> & {
    value: string;
    onValue: (value: string) => void;
  };

/** A labelled input of the spot form, with its help text and the rules' message. */
export function SpotInput({ field, error, help, className, value, onValue, ...input }: InputProps) {
  return (
    <Frame field={field} error={error} help={help} className={className}>
      <input
        {...controlAria(field, Boolean(help), error)}
        className={CONTROL}
        value={value}
        onChange={(event) => onValue(event.target.value)}
        {...input}
      />
    </Frame>
  );
}

type AreaProps = FrameProps &
  Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'id' | 'className' | 'onChange' | 'value'> & {
    value: string;
    onValue: (value: string) => void;
  };

export function SpotTextArea({
  field,
  error,
  help,
  className,
  value,
  onValue,
  ...textarea
}: AreaProps) {
  return (
    <Frame field={field} error={error} help={help} className={className}>
      <textarea
        {...controlAria(field, Boolean(help), error)}
        className={`${CONTROL} resize-y`}
        value={value}
        onChange={(event) => onValue(event.target.value)}
        {...textarea}
      />
    </Frame>
  );
}
