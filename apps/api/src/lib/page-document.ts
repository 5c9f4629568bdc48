/**
 * The page document: the built index.html with a server render written in. The head gets the
 * render's title, description and preview elements (built and escaped by the renderer); the root
 * gets the app's markup, followed by the state the browser hydrates from.
 */
import { escapeHtml, type PageVariant } from '@sendero/contract';
import type { RenderOutcome } from './page-renderer.ts';

type RenderedPage = Extract<RenderOutcome, { kind: 'page' }>;

const TITLE = /<title>[\s\S]*?<\/title>/i;
const DESCRIPTION = /<meta\s+name="description"[^>]*>/i;
const EMPTY_ROOT = /<div id="root"><\/div>/;
const HTML_START = /<html([^>]*)>/i;

/**
 * The `<html>` element for `variant`: the theme class of an explicit choice (so the page is in
 * that theme before any script, or without one), and the variant the app was rendered with, for
 * the browser's first render to match it (apps/web/src/lib/page-variant.tsx reads these names).
 */
export function withVariant(template: string, variant: PageVariant): string {
  const attributes = [' data-rendered=""'];
  if (variant.theme) {
    attributes.push(` class="${variant.theme}-theme"`);
    attributes.push(` data-rendered-theme="${escapeHtml(variant.theme)}"`);
  }
  if (variant.consent) attributes.push(` data-rendered-consent="${escapeHtml(variant.consent)}"`);
  return template.replace(
    HTML_START,
    (_match, existing: string) => `<html${existing}${attributes.join('')}>`,
  );
}

export function assemblePage(template: string, page: RenderedPage, variant: PageVariant): string {
  const { head } = page;
  let html = withVariant(template, variant);
  const { title, description } = head;
  if (title !== null) html = html.replace(TITLE, () => title);
  if (description !== null) {
    html = DESCRIPTION.test(html)
      ? html.replace(DESCRIPTION, () => description)
      : html.replace(/<\/head>/i, () => `${description}\n</head>`);
  }
  if (head.tags.length > 0) {
    html = html.replace(/<\/head>/i, () => `    ${head.tags.join('\n    ')}\n  </head>`);
  }
  return html.replace(
    EMPTY_ROOT,
    () => `<div id="root">${page.html}</div>\n    ${page.stateScript}`,
  );
}

/**
 * index.html with one line of text in its root, for a page that was not rendered (too many
 * renders asked for, or too many at once): a visitor without the app's code reads it, and the
 * app, which renders the page itself, replaces it.
 */
export function withNotice(template: string, text: string): string {
  return template.replace(EMPTY_ROOT, () => `<div id="root"><p>${escapeHtml(text)}</p></div>`);
}
