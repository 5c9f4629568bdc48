import { SITE_NAME } from '../lib/share-preview.ts';

/**
 * The page's `<title>`: "{title} · Sendero", or the site's own for an empty title (the home page).
 * Every page renders one in each of its states, and nothing else renders one, so there is exactly
 * one at a time. React 19 puts it in the document's head; on the server it is written ahead of the
 * app's markup and the renderer moves it into the page's head (app/hoisted-elements.ts), so the tab
 * and link unfurlers read the page's title before any of the app's code has run.
 */
export function DocumentTitle({ title }: { title: string }) {
  // One string child: React expects a <title>'s children to be a single string.
  const text = title ? `${title} · ${SITE_NAME}` : `${SITE_NAME} — Travel guide to México`;
  return <title>{text}</title>;
}
