/**
 * Accounts: the rules and messages of accounts spec §5, shared by the forms and the server, and the
 * shapes of the account calls (§7). The server adds common-password and strength checks on top.
 */
import { z } from 'zod';
import { characterCount } from './characters.ts';
import { maxCharacters, minCharacters, text } from './text.ts';

export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 256;
export const USERNAME_MAX = 40;

export const AUTH_TEXT = {
  emailRequired: 'Email is required.',
  emailInvalid: 'Enter a valid email.',
  passwordRequired: 'Password is required.',
  passwordShort: 'Use at least 8 characters.',
  usernameRequired: 'Username is required.',
  confirmRequired: 'Please confirm.',
  passwordsDontMatch: 'Passwords don’t match.',
  termsRequired: 'You must accept the terms.',
  resetMismatch: 'Passwords do not match.',
  resetShort: 'Password must be at least 8 characters.',
  newPasswordsMismatch: 'New passwords do not match.',
  deleteConfirm: 'Please type "DELETE" to confirm.',
  forgotSuccess:
    "If that email exists, we've sent a password reset link. If you made multiple requests, the latest email you entered will be used.",
  passwordUpdated: 'Password updated successfully!',
  sessionExpired: 'Session expired',
  invalidCredentials: 'Invalid email or password.',
  commonPassword: 'That password is too common. Choose one that is harder to guess.',
  passwordPersonal: 'Choose a password that does not contain your username or email.',
  passwordBlank: 'Use some characters other than spaces.',
  /** Said when the server's strength check has no more precise reason to give. */
  passwordWeak: 'That password is easy to guess.',
  passwordTooLong: `Use at most ${PASSWORD_MAX} characters.`,
  usernameFormat: 'Use letters, digits, dots, hyphens or underscores (up to 40).',
  emailTaken: 'An account with that email already exists.',
  usernameTaken: 'That username is taken.',
  currentPasswordWrong: 'Current password is incorrect.',
  resetInvalid: 'This reset link is invalid or has expired. Request a new one.',
  resetDone: 'Your password has been reset. You can now sign in.',
  deletePasswordWrong: 'That password is not correct.',
  sessionNotFound: 'That session has already ended.',
} as const;

const email = text({ error: AUTH_TEXT.emailRequired })
  .trim()
  .min(1, AUTH_TEXT.emailRequired)
  .max(254, AUTH_TEXT.emailInvalid)
  .pipe(z.email(AUTH_TEXT.emailInvalid));

const passwordPresent = z
  .string({ error: AUTH_TEXT.passwordRequired })
  .min(1, AUTH_TEXT.passwordRequired)
  .check(...maxCharacters(PASSWORD_MAX, AUTH_TEXT.passwordTooLong));

/** A new password: the specification's minimum, and a ceiling that keeps hashing cheap to refuse. */
export const newPassword = z
  .string({ error: AUTH_TEXT.passwordRequired })
  .min(1, AUTH_TEXT.passwordRequired)
  .check(
    minCharacters(PASSWORD_MIN, AUTH_TEXT.passwordShort),
    ...maxCharacters(PASSWORD_MAX, AUTH_TEXT.passwordTooLong),
  );

export const username = text({ error: AUTH_TEXT.usernameRequired })
  .trim()
  .min(1, AUTH_TEXT.usernameRequired)
  .check(...maxCharacters(USERNAME_MAX, AUTH_TEXT.usernameFormat))
  .regex(/^[\p{L}\p{N}._-]+$/u, AUTH_TEXT.usernameFormat);

export const registerBody = z.object({
  username,
  email,
  password: newPassword,
  acceptedTerms: z.literal(true, { error: AUTH_TEXT.termsRequired }),
  /** The client's timestamp is informative only; the server records its own time. */
  acceptedTermsAt: text().max(64).optional(),
});
export type RegisterBody = z.infer<typeof registerBody>;

/**
 * An IANA time-zone name as browsers report it (`America/Mexico_City`). It is only a hint of
 * where a device is, shown to the account's owner in their list of sessions.
 */
export const timeZoneName = text()
  .max(64)
  .regex(/^[A-Za-z][A-Za-z0-9_+-]*(\/[A-Za-z0-9_+-]+){0,2}$/);

export const loginBody = z.object({
  email,
  password: passwordPresent,
  timeZone: timeZoneName.optional(),
});
export type LoginBody = z.infer<typeof loginBody>;

export const publicUser = z.object({
  id: z.number().int(),
  username: z.string(),
  email: z.string(),
  name: z.string().nullable(),
  createdAt: z.string(),
});
export type PublicUser = z.infer<typeof publicUser>;

export const loginResponse = z.object({ token: z.string(), user: publicUser });
export const refreshResponse = z.object({ token: z.string() });

export const changePasswordBody = z
  .object({
    currentPassword: passwordPresent,
    newPassword,
    confirmPassword: z
      .string({ error: AUTH_TEXT.confirmRequired })
      .min(1, AUTH_TEXT.confirmRequired),
  })
  .refine((v) => v.newPassword === v.confirmPassword, {
    message: AUTH_TEXT.newPasswordsMismatch,
    path: ['confirmPassword'],
  });
export type ChangePasswordBody = z.infer<typeof changePasswordBody>;

/** Deleting the account asks for its password again (ASVS V7): a borrowed unlocked phone is not enough. */
export const deleteAccountBody = z.object({ password: passwordPresent });
export type DeleteAccountBody = z.infer<typeof deleteAccountBody>;

/** One signed-in device as its owner sees it on the profile. */
export const sessionSummary = z.object({
  id: z.uuid(),
  /** "Firefox on Windows", from the user agent; "Unknown device" when it says nothing useful. */
  device: z.string(),
  /** The network the sign-in came from, host part hidden: "203.0.113.x". */
  createdFrom: z.string().nullable(),
  /** The browser's time zone at sign-in, e.g. "America/Mexico_City". */
  timeZone: z.string().nullable(),
  createdAt: z.string(),
  lastUsedAt: z.string(),
  /** The session that made this request. */
  current: z.boolean(),
});
export type SessionSummary = z.infer<typeof sessionSummary>;
export const sessionList = z.object({ items: z.array(sessionSummary) });
export type SessionList = z.infer<typeof sessionList>;
export const sessionIdParams = z.object({ id: z.uuid() });
export const endedSessions = z.object({ ended: z.number().int() });

export const requestResetBody = z.object({ email });
export const resetPasswordBody = z.object({
  token: text().trim().min(1).max(200),
  newPassword: z
    .string({ error: AUTH_TEXT.resetShort })
    .check(
      minCharacters(PASSWORD_MIN, AUTH_TEXT.resetShort),
      ...maxCharacters(PASSWORD_MAX, AUTH_TEXT.passwordTooLong),
    ),
});

export const messageResponse = z.object({ message: z.string() });

/** Register-form strength (§5): one point each for length ≥ 8, upper-case, digit, symbol. */
export const REGISTER_STRENGTH_LABELS = ['Very Weak', 'Weak', 'Okay', 'Good', 'Strong'] as const;
export function registerStrength(password: string): { score: number; label: string } {
  const score =
    Number(characterCount(password) >= PASSWORD_MIN) +
    Number(/[A-Z]/.test(password)) +
    Number(/\d/.test(password)) +
    Number(/[^A-Za-z0-9]/.test(password));
  return { score, label: REGISTER_STRENGTH_LABELS[score]! };
}

/** Change-password strength (§5): Strong, Medium, Weak, or nothing for an empty field. */
export function changePasswordStrength(password: string): '' | 'Weak' | 'Medium' | 'Strong' {
  if (!password) return '';
  const letter = /[A-Za-z]/.test(password);
  const digit = /\d/.test(password);
  const symbol = /[^A-Za-z0-9]/.test(password);
  if (password.length >= 8 && letter && digit && symbol) return 'Strong';
  if (password.length >= 6 && (letter || digit)) return 'Medium';
  return 'Weak';
}
