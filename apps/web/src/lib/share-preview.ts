/**
 * A page's share preview: what link unfurlers and search engines read in the head besides the
 * page's `<title>` (description, canonical URL, Open Graph / Twitter tags, JSON-LD). Each content
 * page builds its own from the data it rendered with (its `preview` next to its loader), so the
 * head and the body come out of the same render.
 */
import type { QueryClient } from '@tanstack/react-query';
import type { Params } from 'react-router';
import { escapeHtml } from '@sendero/contract';
import { scriptSafeJson } from './script-safe-json.ts';

export const SITE_NAME = 'Sendero';
const DESCRIPTION_LIMIT = 200;

export interface SharePreview {
  /** The og:title and twitter:title, without the site's name. */
  title: string;
  description: string;
  /** Site path of the image (e.g. /media/tours/x.svg) or an absolute URL. */
  image: string | null;
  imageAlt: string | null;
  type: 'website' | 'article';
  jsonLd: Record<string, unknown>;
}

/** Where a preview is built: the page's cache after its loader, its params and its URLs. */
export interface PreviewArgs {
  queryClient: QueryClient;
  params: Params;
  /** The page's canonical URL (public origin, path without a trailing slash, no query). */
  url: string;
  /** The site's public origin, for absolute image and item URLs. */
  publicUrl: string;
}

export type PagePreview = (args: PreviewArgs) => SharePreview | null;

/** Whole words up to the limit, with an ellipsis when cut. */
export function summarize(text: string, limit = DESCRIPTION_LIMIT): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  if (flat.length <= limit) return flat;
  const cut = flat.slice(0, limit - 1);
  const lastSpace = cut.lastIndexOf(' ');
  return `${(lastSpace > limit / 2 ? cut.slice(0, lastSpace) : cut).replace(/[\s,.;:]+$/, '')}…`;
}

export function absoluteUrl(publicUrl: string, path: string): string {
  return /^https?:\/\//.test(path) ? path : `${publicUrl}${path.startsWith('/') ? '' : '/'}${path}`;
}

/**
 * The preview's part of the page's head, escaped and ready to write: the description (null keeps
 * the site's own, for pages without a preview) and the tags that go with it. Not the `<title>`:
 * every page renders its own (components/document-title.tsx), in the browser as on the server.
 */
export interface PreviewHead {
  description: string | null;
  tags: string[];
}

/** The page's whole head: the preview's, and the `<title>` the page rendered (null: the site's). */
export interface PageHead extends PreviewHead {
  title: string | null;
}

export function previewHead(preview: SharePreview, url: string, publicUrl: string): PreviewHead {
  const image = preview.image ? absoluteUrl(publicUrl, preview.image) : null;
  const meta = (attr: 'name' | 'property', key: string, content: string) =>
    `<meta ${attr}="${key}" content="${escapeHtml(content)}" />`;
  return {
    description: meta('name', 'description', preview.description),
    tags: [
      `<link rel="canonical" href="${escapeHtml(url)}" />`,
      meta('property', 'og:site_name', SITE_NAME),
      meta('property', 'og:type', preview.type),
      meta('property', 'og:title', preview.title),
      meta('property', 'og:description', preview.description),
      meta('property', 'og:url', url),
      ...(image ? [meta('property', 'og:image', image)] : []),
      ...(image && preview.imageAlt ? [meta('property', 'og:image:alt', preview.imageAlt)] : []),
      meta('name', 'twitter:card', image ? 'summary_large_image' : 'summary'),
      meta('name', 'twitter:title', preview.title),
      meta('name', 'twitter:description', preview.description),
      ...(image ? [meta('name', 'twitter:image', image)] : []),
      `<script type="application/ld+json">${scriptSafeJson(preview.jsonLd)}</script>`,
    ],
  };
}
