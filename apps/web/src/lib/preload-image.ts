/**
 * Announces an above-the-fold image (a page's LCP image) to the browser at high priority, once.
 *
 * A page rendered on the server already carries the link in its head (the share preview's hero
 * image, `share-preview.ts`), so on the server this does nothing and during hydration it finds the
 * link there. It matters for pages the browser renders after a navigation, where the link lets the
 * image start before React has laid out the rest of the page.
 */
export function preloadImage(href: string): void {
  if (typeof document === 'undefined') return;
  for (const link of document.head.querySelectorAll<HTMLLinkElement>('link[rel="preload"]')) {
    if (link.getAttribute('href') === href) return;
  }
  const link = document.createElement('link');
  link.setAttribute('rel', 'preload');
  link.setAttribute('as', 'image');
  link.setAttribute('href', href);
  link.setAttribute('fetchpriority', 'high');
  document.head.append(link);
}
