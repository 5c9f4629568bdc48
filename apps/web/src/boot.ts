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
import { afterPagePainted } from './boot/after-page-painted.ts';
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

// After the load event and the paint it leads to, in a task of its own; the first step then waits
// for the network anyway.
const afterLoad = () => void afterPagePainted(document).then(start);

// Someone who focuses a field or sends a form before then gets the app at once (early-input.ts).
holdEarlyInput(() => void start());

if (document.readyState === 'complete') afterLoad();
else window.addEventListener('load', afterLoad, { once: true });
