import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fetchTextFont } from './text-font.ts';

// public/theme-init.js runs before the first paint, outside the bundle: it is run here as the
// browser runs it, on what fetchTextFont left in storage.
const themeInit = readFileSync(
  join(dirname(fileURLToPath(import.meta.url)), '../../public/theme-init.js'),
  'utf8',
);
const runThemeInit = () => new Function(themeInit)();

function fontsLoading(load: () => Promise<unknown[]>) {
  Object.defineProperty(document, 'fonts', { configurable: true, value: { load: vi.fn(load) } });
}

afterEach(() => {
  document.documentElement.classList.remove('text-font');
  Reflect.deleteProperty(document, 'fonts');
});

describe('the text font', () => {
  it('is named from the first paint of the page after the one that downloaded it', async () => {
    fontsLoading(async () => [{ family: 'Inter Variable' }]);
    runThemeInit();
    expect(document.documentElement.classList.contains('text-font')).toBe(false);

    await fetchTextFont();
    // Not on the page that downloaded it: the swap would lay the whole page out again.
    expect(document.documentElement.classList.contains('text-font')).toBe(false);

    runThemeInit();
    expect(document.documentElement.classList.contains('text-font')).toBe(true);
  });

  it('is not named when its file could not be downloaded', async () => {
    fontsLoading(() => Promise.reject(new Error('offline')));
    await fetchTextFont();
    runThemeInit();
    expect(document.documentElement.classList.contains('text-font')).toBe(false);
  });

  it('is not named when no face matched (nothing was downloaded)', async () => {
    fontsLoading(async () => []);
    await fetchTextFont();
    runThemeInit();
    expect(document.documentElement.classList.contains('text-font')).toBe(false);
  });
});
