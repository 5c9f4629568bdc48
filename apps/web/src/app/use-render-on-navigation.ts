import { useLocation } from 'react-router';

/**
 * Makes a layout render again on every navigation, so the layouts and the page they hold render
 * in one pass with the router.
 *
 * The router gives each layout as the same element each time. React and Preact skip such an
 * element and render only the parts inside it that read the router's state; React commits those
 * parts together, Preact (decision 0021) one after the other. ScrollRestoration, in the root
 * layout, then restored the scroll position of a page that had not rendered yet, on the page
 * that was leaving, whose height cut it short.
 */
export function useRenderOnNavigation(): void {
  useLocation();
}
