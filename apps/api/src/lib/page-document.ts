/**
 * The page document: the built index.html with a server render written in. The head gets the
 * render's title, description and preview elements (built and escaped by the renderer); the root
 * gets the app's markup, followed by the state the browser hydrates from.
 */
import type { RenderOutcome } from './page-renderer.ts';

type RenderedPage = Extract<RenderOutcome, { kind: 'page' }>;

const TITLE = /<title>[\s\S]*?<\/title>/i;
const DESCRIPTION = /<meta\s+name="description"[^>]*>/i;
const EMPTY_ROOT = /<div id="root"><\/div>/;

export function assemblePage(template: string, page: RenderedPage): string {
  const { head } = page;
  let html = template;
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
