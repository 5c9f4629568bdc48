import type { DehydratedState } from '@tanstack/react-query';
import type { HydrationState } from 'react-router';
import { scriptSafeJson } from '../lib/script-safe-json.ts';

/**
 * What a server-rendered page hands to the browser, once: the query cache the page was rendered
 * with and the router's loader results. It travels as `<script type="application/json">`, which
 * never runs, so the strict CSP (`script-src 'self'`) stands.
 */
export interface PageState {
  /** The address rendered (path and query): the service worker may answer another with it. */
  path: string;
  queries: DehydratedState;
  router: HydrationState;
}

export const PAGE_STATE_ELEMENT_ID = 'sendero-state';

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

/**
 * The queries of a page, dated when this browser asked for the page. The server's page cache is
 * emptied whenever the data behind it changes (decisions 0009 and 0012), so what a page brings is
 * current as of its request, however long ago the page was rendered. Dated by the server, a page
 * served from that cache late in its life (or by a server whose clock runs ahead or behind this
 * one) would arrive stale and be fetched again as soon as it hydrated.
 */
export function datedOnArrival(queries: DehydratedState, requestedAt: number): DehydratedState {
  return {
    ...queries,
    queries: queries.queries.map((query) =>
      query.state.dataUpdatedAt > 0
        ? { ...query, state: { ...query.state, dataUpdatedAt: requestedAt } }
        : query,
    ),
  };
}
