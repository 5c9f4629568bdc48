import { hydrate } from '@tanstack/react-query';
import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { createBrowserRouter, matchRoutes } from 'react-router';
import type { RouteObject } from 'react-router';
import { App } from './app/app.tsx';
import { datedOnArrival, readPageState } from './app/page-state.ts';
import { createQueryClient } from './app/providers.tsx';
import { createRoutes } from './app/router.tsx';
import { applyThemeClass, readTheme } from './lib/theme.ts';
import { spreadPreloads } from './lib/spread-preloads.ts';
import { yieldToBrowser } from './lib/yield-to-browser.ts';

// theme-init.js normally set the class already; this covers a page where it did not run.
applyThemeClass(readTheme());

/**
 * The lazy modules of the routes this URL matches, loaded now: the first render must be the one
 * the server made, so nothing may still be loading when React hydrates.
 */
async function resolveLazyRoutes(routes: RouteObject[], location: Location) {
  const matches = matchRoutes(routes, location) ?? [];
  await Promise.all(
    matches.map(async ({ route }) => {
      const { lazy } = route;
      if (!lazy || typeof lazy !== 'function') return;
      const resolved = await spreadPreloads(lazy);
      Object.assign(route, resolved);
      delete route.lazy;
    }),
  );
}

async function start() {
  // Evaluating the app's modules was one task; preparing the router is the next (boot.ts).
  await yieldToBrowser();
  const container = document.getElementById('root');
  if (!container) throw new Error('Missing #root element');

  const state = readPageState(document);
  if (state && new URL(state.path, window.location.origin).pathname !== window.location.pathname) {
    // The service worker answered this address with a page rendered for another: it stays as the
    // server made it, its links plain ones, until the network is back. (The offline page itself
    // is reached by a redirect, so its address matches and it hydrates.)
    document.documentElement.dataset.hydrated = 'static';
    return;
  }

  const queryClient = createQueryClient();
  // performance.timeOrigin: when this page was asked for.
  if (state) hydrate(queryClient, datedOnArrival(state.queries, performance.timeOrigin));

  const routes = createRoutes({ queryClient, awaitData: false });
  const app = (router: ReturnType<typeof createBrowserRouter>) => (
    <StrictMode>
      <App router={router} queryClient={queryClient} />
    </StrictMode>
  );

  if (state && container.hasChildNodes()) {
    await resolveLazyRoutes(routes, window.location);
    await yieldToBrowser();
    const router = createBrowserRouter(routes, { hydrationData: state.router });
    // Creating the router and the first hydration pass are each a few dozen milliseconds on a
    // phone: in one task they would block it for both.
    await yieldToBrowser();
    // In a transition React hydrates in slices of a few milliseconds and yields between them, so
    // a phone's main thread is never blocked for the whole page; a tap meanwhile makes React
    // hydrate at once and replay it.
    startTransition(() => {
      hydrateRoot(container, app(router));
    });
  } else {
    // A page the server did not render (the development server, or a render that failed).
    createRoot(container).render(app(createBrowserRouter(routes)));
  }

  // Offline-ready (decision 0018): the worker is built only into production bundles, and waits
  // until the page is live (App marks it) so it never competes with hydration.
  if (import.meta.env.PROD && 'serviceWorker' in navigator) {
    void pageLive()
      .then(() => import('./app/pwa/register-service-worker.ts'))
      .then((pwa) => pwa.registerServiceWorker());
  }
}

/** Resolves once `<html data-hydrated>` is set (App's first effect). */
function pageLive(): Promise<void> {
  const root = document.documentElement;
  return new Promise((resolve) => {
    if (root.dataset.hydrated !== undefined) return resolve();
    const observer = new MutationObserver(() => {
      if (root.dataset.hydrated === undefined) return;
      observer.disconnect();
      resolve();
    });
    observer.observe(root, { attributes: true, attributeFilter: ['data-hydrated'] });
  });
}

void start();
