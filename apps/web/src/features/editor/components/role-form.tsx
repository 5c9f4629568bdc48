import { USER_ROLES, type UserRole } from '@sendero/contract';
import { useId, useState } from 'react';
import { SendForm, SubmitButton, type SendHandler } from '../../../components/send-form.tsx';
import { FormMessage } from '../../../components/form-message.tsx';
import { TextField } from '../../../components/text-field.tsx';
import { useSetRole, type RoleAnswer } from '../../../entities/editor/api/set-role.ts';
import { ApiRequestError } from '../../../lib/api-client.ts';
import { errorMessage } from '../../../lib/query-errors.ts';
import { ROLE_LABELS } from '../utils/role-labels.ts';

/** "an editor", "a traveller". */
function roleWithArticle(role: UserRole): string {
  const label = ROLE_LABELS[role].toLowerCase();
  return `${/^[aeiou]/.test(label) ? 'an' : 'a'} ${label}`;
}

export const ROLE_TEXT = {
  failed: 'Could not change the role.',
  done: ({ username, role }: RoleAnswer) => `${username} is now ${roleWithArticle(role)}.`,
} as const;

/** Whether the server's refusal is about the address: none like it, or no account uses it. */
const aboutEmail = (error: unknown) =>
  error instanceof ApiRequestError &&
  ((error.status === 400 && error.field === 'email') || error.status === 404);

/** An admin gives an account a role by its e-mail address (issue 32). */
export function RoleForm() {
  const id = useId();
  const setRole = useSetRole();
  const [done, setDone] = useState<RoleAnswer | null>(null);

  const onSend: SendHandler = (event) => {
    const form = new FormData(event.currentTarget);
    setDone(null);
    return setRole.mutateAsync(
      { email: String(form.get('email') ?? '').trim(), role: form.get('role') as UserRole },
      {
        onSuccess: setDone,
        // The field says what is wrong with it; focus takes the editor there.
        onError: (failure) => {
          if (aboutEmail(failure)) document.getElementById(`${id}-email`)?.focus();
        },
      },
    );
  };

  const error = setRole.isError ? errorMessage(setRole.error, ROLE_TEXT.failed) : null;
  const emailError = error && aboutEmail(setRole.error) ? error : undefined;
  return (
    <SendForm
      noValidate
      onSend={onSend}
      aria-labelledby={`${id}-title`}
      className="max-w-lg space-y-4"
    >
      <h2
        id={`${id}-title`}
        className="font-display text-2xl font-bold text-stone-900 dark:text-stone-50"
      >
        Give a role
      </h2>
      <p className="text-sm text-stone-700 dark:text-stone-300">
        Editors work the inbox; admins also give roles. Travellers never see roles.
      </p>
      <TextField
        id={`${id}-email`}
        name="email"
        type="email"
        label="E-mail address of the account"
        autoComplete="off"
        maxLength={254}
        error={emailError}
      />
      <div>
        <label htmlFor={`${id}-role`} className="field-label">
          Role
        </label>
        <select id={`${id}-role`} name="role" defaultValue="editor" className="field-input">
          {USER_ROLES.map((role) => (
            <option key={role} value={role}>
              {ROLE_LABELS[role]}
            </option>
          ))}
        </select>
      </div>
      <SubmitButton>Save</SubmitButton>
      {error && !emailError && <FormMessage kind="error">{error}</FormMessage>}
      {done && <FormMessage kind="success">{ROLE_TEXT.done(done)}</FormMessage>}
    </SendForm>
  );
}
