import type { DehydratedState } from '@tanstack/react-query';
import type { HydrationState } from 'react-router';

/**
 * What a server-rendered page hands to the browser, once: the query cache the page was rendered
 * with and the router's loader results. It travels as `<script type="application/json">`, which
 * never runs, so the strict CSP (`script-src 'self'`) stands.
 */
export interface PageState {
  queries: DehydratedState;
  router: HydrationState;
}

export const PAGE_STATE_ELEMENT_ID = 'sendero-state';

/** JSON inside <script> must not close the element or start a comment: escape <, >, & and LS/PS. */
export function scriptSafeJson(value: unknown): string {
  return JSON.stringify(value)
    .replaceAll('<', '\\u003c')
    .replaceAll('>', '\\u003e')
    .replaceAll('&', '\\u0026')
    .replaceAll('\u2028', '\\u2028')
    .replaceAll('\u2029', '\\u2029');
}

/** The state element for `state`, ready to go before the app's scripts. */
export function pageStateScript(state: PageState): string {
  return `<script type="application/json" id="${PAGE_STATE_ELEMENT_ID}">${scriptSafeJson(state)}</script>`;
}

/** The state the server rendered this page with, or null for a page it did not render. */
export function readPageState(doc: Document): PageState | null {
  const text = doc.getElementById(PAGE_STATE_ELEMENT_ID)?.textContent;
  if (!text) return null;
  try {
    return JSON.parse(text) as PageState;
  } catch {
    return null;
  }
}
