import { parseThemeChoice, THEME_COOKIE, type PageVariant } from '@sendero/contract';
import { useVisitorChoice } from './page-variant.tsx';
import { readPreferenceCookie, writePreferenceCookie } from './preference-cookies.ts';
import { readStorage, writeStorage } from './storage.ts';

export type Theme = 'light' | 'dark';

export const THEME_STORAGE_KEY = 'theme';
export const THEME_EVENT = 'theme-changed';

const THEME_CLASSES = ['dark-theme', 'light-theme'];

/** Anything other than a stored 'dark' is the light default. */
export function parseTheme(value: string | null | undefined): Theme {
  return value === 'dark' ? 'dark' : 'light';
}

/**
 * The chosen theme: the cookie the server renders with (issue 28), else the value this browser
 * kept before there was one (public/theme-init.js carries it over to the cookie), else light.
 */
export function readTheme(): Theme {
  return (
    parseThemeChoice(readPreferenceCookie(THEME_COOKIE)) ??
    parseTheme(readStorage(THEME_STORAGE_KEY))
  );
}

/**
 * Sets the theme class on <body> and <html> (the server writes it on <html> for an explicit
 * choice) without storing or broadcasting.
 */
export function applyThemeClass(theme: Theme): void {
  const { body, documentElement } = document;
  const wanted = theme === 'dark' ? 'dark-theme' : 'light-theme';
  // Unchanged (theme-init.js set it): touching the class would restyle the whole page for nothing.
  if (
    body.classList.contains(wanted) &&
    !documentElement.classList.contains(theme === 'dark' ? 'light-theme' : 'dark-theme') &&
    documentElement.style.colorScheme === theme
  ) {
    return;
  }
  body.classList.remove(...THEME_CLASSES);
  body.classList.add(wanted);
  if (
    documentElement.classList.contains('dark-theme') ||
    documentElement.classList.contains('light-theme')
  ) {
    documentElement.classList.remove(...THEME_CLASSES);
    documentElement.classList.add(wanted);
  }
  documentElement.style.colorScheme = theme;
}

/** Stores the theme (record and cookie), sets the classes and broadcasts `theme-changed`. */
export function setTheme(theme: Theme): void {
  writeStorage(THEME_STORAGE_KEY, theme);
  writePreferenceCookie(THEME_COOKIE, theme);
  applyThemeClass(theme);
  window.dispatchEvent(new Event(THEME_EVENT));
}

export function toggleTheme(): Theme {
  const next: Theme = readTheme() === 'dark' ? 'light' : 'dark';
  setTheme(next);
  return next;
}

function subscribe(onChange: () => void): () => void {
  const onStorage = (event: StorageEvent) => {
    if (event.key !== THEME_STORAGE_KEY) return;
    // Another tab chose: its cookie is this tab's cookie too, so both agree.
    applyThemeClass(readTheme());
    onChange();
  };
  window.addEventListener(THEME_EVENT, onChange);
  window.addEventListener('storage', onStorage);
  return () => {
    window.removeEventListener(THEME_EVENT, onChange);
    window.removeEventListener('storage', onStorage);
  };
}

const renderedTheme = (variant: PageVariant): Theme => parseTheme(variant.theme);

/** The current theme, first as the server rendered it, then following every `theme-changed`. */
export function useTheme(): Theme {
  return useVisitorChoice(renderedTheme, readTheme, subscribe);
}
