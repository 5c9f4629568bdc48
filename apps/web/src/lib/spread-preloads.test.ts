import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { spreadPreloads } from './spread-preloads.ts';

/** What Vite's preload helper appends for one dependency of a dynamic import. */
function preloadLink(name: string): HTMLLinkElement {
  const link = document.createElement('link');
  link.rel = 'modulepreload';
  link.href = `/assets/${name}.js`;
  document.head.appendChild(link);
  return link;
}

const appended = () =>
  Array.from(document.head.querySelectorAll('link[rel="modulepreload"]')).map((link) =>
    link.getAttribute('href'),
  );

describe('spreadPreloads', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
    document.head.innerHTML = '';
  });

  it('appends the module preload links a few per task, in their order, after the call', async () => {
    const names = Array.from({ length: 10 }, (_, i) => `chunk-${i}`);
    const result = spreadPreloads(() => {
      for (const name of names) preloadLink(name);
      return 'imported';
    });
    expect(result).toBe('imported');
    expect(appended()).toEqual([]);

    await vi.advanceTimersToNextTimerAsync();
    expect(appended()).toEqual(names.slice(0, 4).map((name) => `/assets/${name}.js`));
    await vi.advanceTimersToNextTimerAsync();
    expect(appended()).toHaveLength(8);
    await vi.advanceTimersToNextTimerAsync();
    expect(appended()).toEqual(names.map((name) => `/assets/${name}.js`));
    expect(vi.getTimerCount()).toBe(0);
  });

  it('appends anything else at once, a style sheet the import waits for included', () => {
    spreadPreloads(() => {
      const sheet = document.createElement('link');
      sheet.rel = 'stylesheet';
      sheet.href = '/assets/page.css';
      document.head.appendChild(sheet);
      document.head.appendChild(document.createElement('meta'));
    });
    expect(document.head.querySelector('link[rel="stylesheet"]')).not.toBeNull();
    expect(document.head.querySelector('meta')).not.toBeNull();
  });

  it('holds appends back only during the call, even when it throws', async () => {
    expect(() =>
      spreadPreloads(() => {
        preloadLink('held');
        throw new Error('import failed');
      }),
    ).toThrow('import failed');
    expect(Object.hasOwn(document.head, 'appendChild')).toBe(false);
    preloadLink('later');
    expect(appended()).toEqual(['/assets/later.js']);
    await vi.runAllTimersAsync();
    expect(appended()).toEqual(['/assets/later.js', '/assets/held.js']);
  });

  it('keeps one queue across calls: links of a second import wait behind the first', async () => {
    spreadPreloads(() => ['a', 'b', 'c'].forEach(preloadLink));
    spreadPreloads(() => ['d', 'e'].forEach(preloadLink));
    await vi.advanceTimersToNextTimerAsync();
    expect(appended()).toEqual(['a', 'b', 'c', 'd'].map((name) => `/assets/${name}.js`));
    await vi.runAllTimersAsync();
    expect(appended()).toHaveLength(5);
    expect(vi.getTimerCount()).toBe(0);
  });
});
