import { LIMITS } from '@sendero/contract';
import { TextField } from './text-field.tsx';
import { keepCharacters } from '../lib/keep-characters.ts';

type SenderField = 'name' | 'email';

interface SenderFieldsProps {
  /** The form's useId(); the fields are `${idPrefix}-name` and `${idPrefix}-email`. */
  idPrefix: string;
  values: Record<SenderField, string>;
  onChange: (field: SenderField) => (event: { target: { value: string } }) => void;
  /** The id of the form's message when the server rejected this field, else undefined. */
  errorMessageId: (field: SenderField) => string | undefined;
}

/** Name and Email of a visitor writing to Sendero (contact and submission forms): same limits. */
export function SenderFields({ idPrefix, values, onChange, errorMessageId }: SenderFieldsProps) {
  return (
    <>
      <TextField
        id={`${idPrefix}-name`}
        label="Name"
        name="name"
        type="text"
        required
        autoComplete="name"
        onInput={keepCharacters(LIMITS.nameMax)}
        value={values.name}
        onChange={onChange('name')}
        errorMessageId={errorMessageId('name')}
      />
      <TextField
        id={`${idPrefix}-email`}
        label="Email"
        name="email"
        type="email"
        required
        autoComplete="email"
        maxLength={LIMITS.emailMax}
        value={values.email}
        onChange={onChange('email')}
        errorMessageId={errorMessageId('email')}
      />
    </>
  );
}
