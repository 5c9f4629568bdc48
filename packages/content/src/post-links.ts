/**
 * A guide names the spots, tours and events it mentions by slug, not by URL, so that its links
 * survive a re-import that renumbers ids: `[Templo Mayor](spot:templo-mayor)` is a spot of the
 * post's own city, `[Chichén Itzá](spot:merida/chichen-itza)` one of another city,
 * `[Guelaguetza](event:guelaguetza)` and `[Centro walk](tour:oaxaca-centro-walk)` (tour and event
 * slugs are unique across México). The body keeps these references as written; they become the
 * site's URLs only when a post is served (and in the editor's preview, served the same way).
 */

export const POST_LINK_KINDS = ['spot', 'tour', 'event'] as const;
export type PostLinkKind = (typeof POST_LINK_KINDS)[number];

export interface PostLink {
  kind: PostLinkKind;
  /** The spot's city when the reference names one (`spot:merida/…`); null for the post's city. */
  citySlug: string | null;
  slug: string;
  /** As written after the colon: `merida/chichen-itza`. */
  target: string;
}

const SLUG = '[a-z0-9]+(?:-[a-z0-9]+)*';
/**
 * A Markdown link whose destination is a reference: its text, then the kind and target of a spot
 * (which may name its city) or of a tour or event (whose slugs need none).
 */
const REFERENCE = new RegExp(
  `\\[((?:[^\\[\\]\\\\]|\\\\.)*)\\]\\((?:(spot):((?:${SLUG}/)?${SLUG})|(tour|event):(${SLUG}))\\)`,
  'g',
);

function toLink(kind: string, target: string): PostLink {
  const [first, second] = target.split('/');
  return {
    kind: kind as PostLinkKind,
    citySlug: second === undefined ? null : first!,
    slug: second ?? first!,
    target,
  };
}

/** The key of a reference, one per spot, tour or event: `spot:merida/chichen-itza`. */
export function postLinkKey(link: Pick<PostLink, 'kind' | 'target'>): string {
  return `${link.kind}:${link.target}`;
}

/** Every reference of a body, in the order they appear. */
export function findPostLinks(markdown: string): PostLink[] {
  return [...markdown.matchAll(REFERENCE)].map((match) =>
    toLink(match[2] ?? match[4]!, match[3] ?? match[5]!),
  );
}

/**
 * The body with each reference's destination replaced by `resolve`'s URL; a reference that
 * resolves to nothing (a spot deleted since) is left as its plain text, never a broken link.
 */
export function replacePostLinks(
  markdown: string,
  resolve: (link: PostLink) => string | null,
): string {
  return markdown.replace(
    REFERENCE,
    (_whole, text: string, spot?: string, spotTarget?: string, kind?: string, target?: string) => {
      const url = resolve(toLink(spot ?? kind!, spotTarget ?? target!));
      return url === null ? text : `[${text}](${url})`;
    },
  );
}
