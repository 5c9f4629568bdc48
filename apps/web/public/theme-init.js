/* global window, document */
// Sets the theme class on <body> before the app renders, so the page never flashes the wrong theme.
// Loaded as an external file (no inline scripts: the Content-Security-Policy forbids them).
(function () {
  var theme = 'light';
  try {
    if (window.localStorage.getItem('theme') === 'dark') theme = 'dark';
  } catch {
    // Storage unavailable: keep the light default.
  }
  document.body.classList.remove('dark-theme', 'light-theme');
  document.body.classList.add(theme === 'dark' ? 'dark-theme' : 'light-theme');
  document.documentElement.style.colorScheme = theme;
})();
