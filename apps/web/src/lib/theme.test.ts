// @vitest-environment jsdom
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { THEME_EVENT, parseTheme, readTheme, setTheme, toggleTheme } from './theme.ts';

beforeEach(() => {
  window.localStorage.clear();
  document.body.className = '';
});

describe('theme', () => {
  it('defaults to light, and invalid stored values count as light', () => {
    expect(readTheme()).toBe('light');
    window.localStorage.setItem('theme', 'purple');
    expect(readTheme()).toBe('light');
    expect(parseTheme('DARK')).toBe('light');
    expect(parseTheme(null)).toBe('light');
    window.localStorage.setItem('theme', 'dark');
    expect(readTheme()).toBe('dark');
  });

  it('stores the theme, sets the body class and broadcasts theme-changed', () => {
    const listener = vi.fn();
    window.addEventListener(THEME_EVENT, listener);
    try {
      setTheme('dark');
      expect(window.localStorage.getItem('theme')).toBe('dark');
      expect(document.body.classList.contains('dark-theme')).toBe(true);
      expect(document.body.classList.contains('light-theme')).toBe(false);
      expect(listener).toHaveBeenCalledTimes(1);

      setTheme('light');
      expect(window.localStorage.getItem('theme')).toBe('light');
      expect(document.body.classList.contains('light-theme')).toBe(true);
      expect(document.body.classList.contains('dark-theme')).toBe(false);
      expect(listener).toHaveBeenCalledTimes(2);
    } finally {
      window.removeEventListener(THEME_EVENT, listener);
    }
  });

  it('toggles from an invalid stored value to dark (invalid counts as light)', () => {
    window.localStorage.setItem('theme', 'garbage');
    expect(toggleTheme()).toBe('dark');
    expect(toggleTheme()).toBe('light');
  });
});
