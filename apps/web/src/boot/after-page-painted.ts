/** The longest the app waits for the page's paint to be reported (a hidden tab reports none). */
export const PAINT_WAIT_CAP_MS = 1000;

/**
 * Resolves once the browser has shown the page's largest element (its LCP entry; the first
 * contentful paint where LCP entries are not reported), then one more frame. After `load` the
 * LCP image is in, but the frame that shows it can come tens of milliseconds later on a phone
 * rastering in software; the app's code, fetched in that gap, would share the link with it.
 *
 * A page the server did not render (a render that failed, the development server) has an empty
 * root: nothing of it will be painted, so no paint is waited for (it would wait out the cap), and
 * the app, which is all the page will show, starts at once.
 */
export function afterPagePainted(document: Document): Promise<void> {
  if (!document.getElementById('root')?.hasChildNodes()) return Promise.resolve();
  return new Promise((resolve) => {
    let settled = false;
    const finish = () => {
      if (settled) return;
      settled = true;
      window.clearTimeout(cap);
      resolve();
    };
    // Also the way out where frames never come (a tab opened in the background).
    const cap = window.setTimeout(finish, PAINT_WAIT_CAP_MS);
    const supported =
      typeof PerformanceObserver === 'undefined' ? [] : PerformanceObserver.supportedEntryTypes;
    const type = ['largest-contentful-paint', 'paint'].find((t) => supported.includes(t));
    const nextFrame = () => requestAnimationFrame(() => window.setTimeout(finish, 0));
    if (!type) return nextFrame();
    const observer = new PerformanceObserver((list) => {
      // 'paint' also reports first-paint, which may be only the background.
      if (type === 'paint' && list.getEntriesByName('first-contentful-paint').length === 0) return;
      observer.disconnect();
      nextFrame();
    });
    observer.observe({ type, buffered: true });
  });
}
