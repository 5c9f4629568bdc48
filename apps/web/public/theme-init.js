/* global window, document */
// Sets the theme class on <body> before the app renders, so the page never flashes the wrong theme,
// and names the text font where this device already has it.
// Loaded as an external file (no inline scripts: the Content-Security-Policy forbids them).
(function () {
  var theme = 'light';
  try {
    if (window.localStorage.getItem('theme') === 'dark') theme = 'dark';
  } catch {
    // Storage unavailable: keep the light default.
  }
  // Inter, the text font, only where it is already on this device: the offline-ready service worker
  // (decision 0018) precaches every font file, so a page it controls has Inter at once. Elsewhere
  // the text stays in Inter's metric-matched fallback; it is never swapped in under the reader
  // (decision 0020, item 4).
  if (navigator.serviceWorker && navigator.serviceWorker.controller) {
    document.documentElement.classList.add('text-font');
  }
  document.body.classList.remove('dark-theme', 'light-theme');
  document.body.classList.add(theme === 'dark' ? 'dark-theme' : 'light-theme');
  document.documentElement.style.colorScheme = theme;
})();
