/* global window, document */
// Sets the theme class on <body> before the app renders, so the page never flashes the wrong theme,
// and names the text font where it is already downloaded.
// Loaded as an external file (no inline scripts: the Content-Security-Policy forbids them).
(function () {
  var theme = 'light';
  try {
    if (window.localStorage.getItem('theme') === 'dark') theme = 'dark';
  } catch {
    // Storage unavailable: keep the light default.
  }
  // Inter is used from the first paint once an earlier page has downloaded it (lib/text-font.ts,
  // which writes this key): it then comes from the cache, and is never swapped in under the reader.
  try {
    if (window.localStorage.getItem('textFont') === 'cached') {
      document.documentElement.classList.add('text-font');
    }
  } catch {
    // Storage unavailable: the text stays in Inter's fallback.
  }
  document.body.classList.remove('dark-theme', 'light-theme');
  document.body.classList.add(theme === 'dark' ? 'dark-theme' : 'light-theme');
  document.documentElement.style.colorScheme = theme;
})();
