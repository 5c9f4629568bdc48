import { PRICE_UNITS, priceUnitTitle } from '@sendero/contract';
import type { InputHTMLAttributes, ReactNode, TextareaHTMLAttributes } from 'react';
import { FieldError, fieldErrorId } from '../../../../components/text-field.tsx';

const helpId = (controlId: string) => `${controlId}-help`;

/** Clear of the sticky header when the problem summary sends focus to it. */
const CONTROL = 'field-input scroll-mt-24';

/** What a control of a draft's form carries: its id, and the help and message that explain it. */
function controlAria(controlId: string, help: boolean, error: string | undefined) {
  const describedBy = [help ? helpId(controlId) : null, error ? fieldErrorId(controlId) : null]
    .filter(Boolean)
    .join(' ');
  return {
    id: controlId,
    'aria-invalid': error ? (true as const) : undefined,
    'aria-describedby': describedBy || undefined,
  };
}

interface FrameProps {
  /** The control's id (the model's `fieldId`): the problem summary links to it. */
  controlId: string;
  label: string;
  /** The rules' message for the field, after a save or a refusal. */
  error?: string | undefined;
  help?: ReactNode;
  className?: string;
}

function Frame({
  controlId,
  label,
  error,
  help,
  className,
  children,
}: FrameProps & { children: ReactNode }) {
  return (
    <div className={className}>
      <label htmlFor={controlId} className="field-label">
        {label}
      </label>
      {children}
      {help && (
        <p id={helpId(controlId)} className="mt-1 text-sm text-stone-600 dark:text-stone-400">
          {help}
        </p>
      )}
      {error && <FieldError id={fieldErrorId(controlId)}>{error}</FieldError>}
    </div>
  );
}

type InputProps = FrameProps &
  Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'className' | 'onChange' | 'value'> & {
    value: string;
    onValue: (value: string) => void;
  };

/** A labelled input of a draft's form, with its help text and the rules' message. */
export function DraftInput({
  controlId,
  label,
  error,
  help,
  className,
  value,
  onValue,
  ...input
}: InputProps) {
  return (
    <Frame controlId={controlId} label={label} error={error} help={help} className={className}>
      <input
        {...controlAria(controlId, Boolean(help), error)}
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

export function DraftTextArea({
  controlId,
  label,
  error,
  help,
  className,
  value,
  onValue,
  ...textarea
}: AreaProps) {
  return (
    <Frame controlId={controlId} label={label} error={error} help={help} className={className}>
      <textarea
        {...controlAria(controlId, Boolean(help), error)}
        className={`${CONTROL} resize-y`}
        value={value}
        onChange={(event) => onValue(event.target.value)}
        {...textarea}
      />
    </Frame>
  );
}

/**
 * What each text control of a draft's form takes, by its field: its id, label, value and the
 * rules' message, and how a change reaches the form.
 */
export function textControls<F extends string>({
  fieldId,
  labels,
  form,
  messages,
  onValue,
}: {
  fieldId: (field: F) => string;
  labels: Record<F, string>;
  form: Record<F, string>;
  messages: Partial<Record<string, string>>;
  onValue: (field: F, value: string) => void;
}) {
  return (field: F) => ({
    controlId: fieldId(field),
    label: labels[field],
    value: form[field],
    error: messages[field],
    onValue: (value: string) => onValue(field, value),
  });
}

type UnitProps = FrameProps & { value: string; onValue: (value: string) => void };

/**
 * What a price is for, from the closed list (issue 34): "Free", "Per person", "Per boat per
 * hour"… Empty until chosen, so a draft made from a suggestion does not guess.
 */
export function DraftPriceUnit({ value, onValue, ...frame }: UnitProps) {
  return (
    <Frame {...frame}>
      <select
        {...controlAria(frame.controlId, Boolean(frame.help), frame.error)}
        className={CONTROL}
        value={value}
        onChange={(event) => onValue(event.target.value)}
      >
        <option value="">Choose…</option>
        {PRICE_UNITS.map((unit) => (
          <option key={unit} value={unit}>
            {priceUnitTitle(unit)}
          </option>
        ))}
      </select>
    </Frame>
  );
}
