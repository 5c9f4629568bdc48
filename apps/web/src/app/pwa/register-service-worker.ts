/**
 * Registers the service worker that Workbox writes at build time (pwa.config.ts). A new version
 * waits until the traveller chooses to reload: it never swaps the code under a page in use.
 */
import { registerSW } from 'virtual:pwa-register';
import { createElement } from 'react';
import { toast } from '../../lib/toast.ts';
import { UpdateToast } from './update-toast.tsx';

export function registerServiceWorker(): void {
  // Not `immediate`: workbox-window waits for the window's load event, so the precache download
  // never competes with the page's own images.
  const updateServiceWorker = registerSW({
    onNeedRefresh() {
      toast.info(
        createElement(UpdateToast, { onReload: () => void updateServiceWorker(true) }),
        // It stays until the traveller acts: a reload they did not ask for would lose their place.
        { autoClose: false, closeOnClick: false, toastId: 'new-version' },
      );
    },
    onRegisterError(error: unknown) {
      console.warn('Service worker registration failed', error);
    },
  });
}
