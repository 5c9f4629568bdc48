/**
 * The page's only script tag. A server-rendered page is complete without JavaScript, so the app's
 * code (framework and all, about 120 KB compressed) is fetched once the page has loaded: on a slow
 * phone network the visible images, the style sheet and the fonts get the bandwidth first, and
 * hydration follows. Until then links work as plain links, and forms wait for the app
 * (boot/early-input.ts).
 *
 * The code is then evaluated in three steps, React, the router and data cache, the app, with a
 * pause between them: a phone spends a few dozen milliseconds on each, and in one piece they would
 * block the page's first taps for all of it.
 */
// The style sheet is the boot's, so it stays a render-blocking link in the page's head.
import './index.css';
import { holdEarlyInput } from './boot/early-input.ts';
import { declareTextFont } from './lib/text-font.ts';

const pause = () => new Promise<void>((resolve) => window.setTimeout(resolve, 0));

let started = false;

async function start() {
  if (started) return;
  started = true;
  void declareTextFont();
  await import('./boot/react.ts');
  await pause();
  await import('./boot/libraries.ts');
  await pause();
  await import('./main.tsx');
}

// A task of its own after the load event, so that event's paint is not delayed; the first step then
// waits for the network anyway.
const afterLoad = () => window.setTimeout(() => void start(), 0);

// Someone who focuses a field or sends a form before then gets the app at once (early-input.ts).
holdEarlyInput(() => void start());

if (document.readyState === 'complete') afterLoad();
else window.addEventListener('load', afterLoad, { once: true });
