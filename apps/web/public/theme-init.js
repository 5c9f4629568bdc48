/* global window, document */
// Sets the theme class on <body> before the app renders, so the page never flashes the wrong theme,
// and names the text font where this device already has it.
// Loaded as an external file (no inline scripts: the Content-Security-Policy forbids them).
(function () {
  // The theme and the cookie banner's answer live in cookies the server renders pages with
  // (issue 28; names and values in packages/contract/src/preferences.ts). A choice this browser
  // kept only in localStorage, from before, is carried over once, so the next page is rendered
  // right by the server too.
  var YEAR = 365 * 24 * 60 * 60;
  function readCookie(name) {
    var parts = document.cookie ? document.cookie.split(';') : [];
    for (var i = 0; i < parts.length; i += 1) {
      var at = parts[i].indexOf('=');
      if (at > 0 && parts[i].slice(0, at).trim() === name) return parts[i].slice(at + 1).trim();
    }
    return null;
  }
  function writeCookie(name, value) {
    var secure = window.location.protocol === 'https:' ? '; Secure' : '';
    document.cookie = name + '=' + value + '; Path=/; Max-Age=' + YEAR + '; SameSite=Lax' + secure;
  }
  function readStorage(key) {
    try {
      return window.localStorage.getItem(key);
    } catch {
      // Storage unavailable.
      return null;
    }
  }

  var theme = readCookie('theme');
  if (theme !== 'light' && theme !== 'dark') {
    var stored = readStorage('theme');
    theme = stored === 'dark' ? 'dark' : 'light';
    if (stored === 'light' || stored === 'dark') writeCookie('theme', stored);
  }
  var consent = readCookie('cookieConsent');
  if (consent !== 'accepted' && consent !== 'declined') {
    try {
      var record = JSON.parse(readStorage('cookieConsent') || 'null');
      if (
        record &&
        (record.status === 'accepted' || record.status === 'declined') &&
        typeof record.updatedAt === 'string' &&
        !isNaN(Date.parse(record.updatedAt))
      ) {
        writeCookie('cookieConsent', record.status);
      }
    } catch {
      // Not a record: the banner asks again.
    }
  }

  // Inter, the text font, only where it is already on this device: the offline-ready service worker
  // (decision 0018) precaches every font file, so a page it controls has Inter at once. Elsewhere
  // the text stays in Inter's metric-matched fallback; it is never swapped in under the reader
  // (decision 0020, item 4).
  if (navigator.serviceWorker && navigator.serviceWorker.controller) {
    document.documentElement.classList.add('text-font');
  }
  var wanted = theme === 'dark' ? 'dark-theme' : 'light-theme';
  document.body.classList.remove('dark-theme', 'light-theme');
  document.body.classList.add(wanted);
  var root = document.documentElement;
  if (root.classList.contains('dark-theme') || root.classList.contains('light-theme')) {
    root.classList.remove('dark-theme', 'light-theme');
    root.classList.add(wanted);
  }
  root.style.colorScheme = theme;
})();
