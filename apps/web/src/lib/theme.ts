import { useSyncExternalStore } from 'react';
import { readStorage, writeStorage } from './storage.ts';

export type Theme = 'light' | 'dark';

export const THEME_STORAGE_KEY = 'theme';
export const THEME_EVENT = 'theme-changed';

/** Anything other than a stored 'dark' is the light default. */
export function parseTheme(value: string | null | undefined): Theme {
  return value === 'dark' ? 'dark' : 'light';
}

export function readTheme(): Theme {
  return parseTheme(readStorage(THEME_STORAGE_KEY));
}

/** Sets the body class (dark-theme / light-theme) without storing or broadcasting. */
export function applyThemeClass(theme: Theme): void {
  const { body, documentElement } = document;
  const wanted = theme === 'dark' ? 'dark-theme' : 'light-theme';
  // Unchanged (theme-init.js set it): touching the class would restyle the whole page for nothing.
  if (body.classList.contains(wanted) && documentElement.style.colorScheme === theme) {
    return;
  }
  body.classList.remove('dark-theme', 'light-theme');
  body.classList.add(wanted);
  documentElement.style.colorScheme = theme;
}

/** Stores the theme, sets the body class and broadcasts `theme-changed`. */
export function setTheme(theme: Theme): void {
  writeStorage(THEME_STORAGE_KEY, theme);
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

/** The current theme, re-rendering on every `theme-changed` event (and changes in other tabs). */
export function useTheme(): Theme {
  return useSyncExternalStore(subscribe, readTheme, () => 'light');
}
