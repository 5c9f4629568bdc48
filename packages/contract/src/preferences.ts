/**
 * The visitor's two choices the server renders a page with (issue 28): the theme and the answer
 * to the cookie banner. Each lives in a cookie the browser sends with every page request, so the
 * server's markup already has the right theme class and no banner once it was answered. A page is
 * rendered and cached once per variant (the few combinations of these values), never per visitor.
 * The shell reads these while a page starts, so this module stays free of zod (decision 0015); the
 * consent form's schema is in consent-form.ts.
 */

export const THEME_COOKIE = 'theme';
export const CONSENT_COOKIE = 'cookieConsent';
/** A year: the choices are remembered as long as the localStorage records they replace. */
export const PREFERENCE_COOKIE_MAX_AGE_S = 365 * 24 * 60 * 60;

export type ThemeChoice = 'light' | 'dark';
export const CONSENT_CHOICES = ['accepted', 'declined'] as const;
export type ConsentChoice = (typeof CONSENT_CHOICES)[number];

/** The choices a page is rendered with; null where the visitor has not chosen (or sent junk). */
export interface PageVariant {
  theme: ThemeChoice | null;
  consent: ConsentChoice | null;
}

export const DEFAULT_PAGE_VARIANT: PageVariant = { theme: null, consent: null };

export function parseThemeChoice(value: string | null | undefined): ThemeChoice | null {
  return value === 'light' || value === 'dark' ? value : null;
}

export function parseConsentChoice(value: string | null | undefined): ConsentChoice | null {
  return value === 'accepted' || value === 'declined' ? value : null;
}

/** The cookies of a `Cookie` header (or `document.cookie`), by name; the first of a name wins. */
export function parseCookieHeader(header: string | null | undefined): Record<string, string> {
  const cookies: Record<string, string> = {};
  for (const part of (header ?? '').split(';')) {
    const at = part.indexOf('=');
    if (at < 0) continue;
    const name = part.slice(0, at).trim();
    if (!name || name in cookies) continue;
    try {
      cookies[name] = decodeURIComponent(part.slice(at + 1).trim());
    } catch {
      // A malformed value counts as none.
    }
  }
  return cookies;
}

/** The variant these cookies name: unknown values count as no choice. */
export function pageVariantFromCookies(cookies: Record<string, string | undefined>): PageVariant {
  return {
    theme: parseThemeChoice(cookies[THEME_COOKIE]),
    consent: parseConsentChoice(cookies[CONSENT_COOKIE]),
  };
}

/** The variant's name in cache keys: '' for the default, so there is one name per variant. */
export function pageVariantKey(variant: PageVariant): string {
  return [
    variant.theme ? `theme=${variant.theme}` : '',
    variant.consent ? `consent=${variant.consent}` : '',
  ]
    .filter(Boolean)
    .join(' ');
}

/** The cookie banner's form posts here without the app's code, and is answered 303 back. */
export const CONSENT_FORM_PATH = '/api/consent';

/**
 * `path` when it is a path on this site, otherwise '/': the answer's redirect must never take
 * the visitor elsewhere ("//evil.example" and "/\evil.example" are other sites to a browser).
 */
export function localReturnPath(path: string | null | undefined): string {
  if (!path || !path.startsWith('/') || path.startsWith('//') || path.startsWith('/\\')) return '/';
  // Control characters (a browser drops tabs and newlines, joining what they split) are refused.
  return [...path].some((char) => char.charCodeAt(0) < 0x20) ? '/' : path;
}
