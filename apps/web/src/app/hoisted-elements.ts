/**
 * React 19 renders a component's `<title>`, `<meta>` and `<link>` (and the `<link rel="preload">`
 * that `react-dom`'s `preload` asks for) into the document's head when it renders the whole
 * document. The server renders only the app, into `<div id="root">`, and React then writes those
 * elements first, ahead of the app's markup. They are taken from there into the page's head, where
 * the browser reads them before the body and where React finds them again when it hydrates.
 */
const LEADING_HOISTED = /^(?:<title(?:\s[^>]*)?>[^<]*<\/title>|<(?:meta|link)\s[^>]*>)+/;
const ONE_ELEMENT = /<title(?:\s[^>]*)?>[^<]*<\/title>|<(?:meta|link)\s[^>]*>/g;

export interface SplitRender {
  /** The head's elements React wrote first, in its order (a title among them at most once). */
  hoisted: string[];
  /** The app's markup, for inside `<div id="root">`. */
  body: string;
}

export function splitHoisted(html: string): SplitRender {
  const leading = LEADING_HOISTED.exec(html)?.[0] ?? '';
  return { hoisted: leading.match(ONE_ELEMENT) ?? [], body: html.slice(leading.length) };
}
