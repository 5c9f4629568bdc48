import { useEffect } from 'react';

/**
 * While the browser is offline, links inside the app load whole documents instead of running the
 * router's data loaders: the service worker answers a document from the saved or visited copies
 * (or with the offline page), where a loader's API call would only fail.
 */
export function useOfflineNavigation(): void {
  useEffect(() => {
    const onClick = (event: MouseEvent) => {
      if (navigator.onLine || event.defaultPrevented || event.button !== 0) return;
      if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
      const link = (event.target as Element | null)?.closest?.('a[href]');
      if (!(link instanceof HTMLAnchorElement) || link.target || link.hasAttribute('download'))
        return;
      const url = new URL(link.href);
      if (url.origin !== window.location.origin || url.hash) return;
      event.preventDefault();
      window.location.assign(url.href);
    };
    // Capture, on the document: before the router's own click handler on the root.
    document.addEventListener('click', onClick, true);
    return () => document.removeEventListener('click', onClick, true);
  }, []);
}
