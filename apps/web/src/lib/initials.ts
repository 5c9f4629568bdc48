export interface InitialsSource {
  name?: string | null;
  username?: string | null;
  email?: string | null;
}

/** Keeps letters only (any script) and splits into words. */
function letterWords(value: string): string[] {
  return value
    .replace(/[^\p{L}\s]+/gu, ' ')
    .split(/\s+/)
    .filter((word) => word.length > 0);
}

/**
 * The account button's initials: taken from the name, else the username, else the e-mail;
 * letters only, first letters of the first two words, upper-case; "U" when nothing is left.
 */
export function getInitials(user: InitialsSource | null | undefined): string {
  const source = [user?.name, user?.username, user?.email].find(
    (value): value is string => typeof value === 'string' && value.trim().length > 0,
  );
  if (!source) return 'U';
  const initials = letterWords(source)
    .slice(0, 2)
    .map((word) => word.charAt(0))
    .join('')
    .toUpperCase();
  return initials || 'U';
}
