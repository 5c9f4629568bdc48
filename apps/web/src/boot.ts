/**
 * The page's only script tag. A server-rendered page is complete without JavaScript, so the app's
 * code (framework and all; `npm run bench:web` prints its size on the home page) is fetched once
 * the page has loaded and painted: on a slow phone network the visible images, the
 * style sheet and the fonts get the bandwidth first, and hydration follows. Until then links work
 * as plain links, and forms wait for the app (boot/early-input.ts).
 *
 * The code is then evaluated in four steps: React and react-dom, the router and data cache, the
 * app's data layer, and the app. A pause comes between each two (main.tsx pauses again before it
 * prepares the router; React then hydrates in a transition). A phone spends a few dozen
 * milliseconds on each step, and in one piece they would block the page's first taps for all of
 * it.
 */
// The style sheet is the boot's, so it stays a render-blocking link in the page's head.
import './index.css';
import { holdEarlyInput } from './boot/early-input.ts';
import { spreadPreloads } from './lib/spread-preloads.ts';
import { yieldToBrowser } from './lib/yield-to-browser.ts';

let started = false;

async function start() {
  if (started) return;
  started = true;
  await spreadPreloads(() => import('./boot/react.ts'));
  await yieldToBrowser();
  await spreadPreloads(() => import('./boot/libraries.ts'));
  await yieldToBrowser();
  await spreadPreloads(() => import('./boot/data.ts'));
  await yieldToBrowser();
  await spreadPreloads(() => import('./main.tsx'));
}

/** The longest the app waits for the page's paint to be reported (a hidden tab reports none). */
const PAINT_WAIT_CAP_MS = 1000;

/**
 * Resolves once the browser has shown the page's largest element (its LCP entry; the first
 * contentful paint where LCP entries are not reported), then one more frame. After `load` the
 * LCP image is in, but the frame that shows it can come tens of milliseconds later on a phone
 * rastering in software; the app's code, fetched in that gap, would share the link with it.
 */
function afterPagePainted(): Promise<void> {
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

// After the load event and the paint it leads to, in a task of its own; the first step then waits
// for the network anyway.
const afterLoad = () => void afterPagePainted().then(start);

// Someone who focuses a field or sends a form before then gets the app at once (early-input.ts).
holdEarlyInput(() => void start());

if (document.readyState === 'complete') afterLoad();
else window.addEventListener('load', afterLoad, { once: true });
