/** Content spec §9: the tour page shows this many tags before '+N more'. */
export const VISIBLE_TAG_LIMIT = 6;

export interface FoldedTags {
  visible: string[];
  /** How many tags the '+N more' button reveals (0 when everything is shown). */
  hiddenCount: number;
  /** True when there are more tags than the limit, so a toggle is needed at all. */
  foldable: boolean;
}

export function foldTags(
  tags: readonly string[],
  expanded: boolean,
  limit: number = VISIBLE_TAG_LIMIT,
): FoldedTags {
  const foldable = tags.length > limit;
  if (!foldable || expanded) return { visible: [...tags], hiddenCount: 0, foldable };
  return { visible: tags.slice(0, limit), hiddenCount: tags.length - limit, foldable };
}

/** '#street-food' from 'street-food' or '#street-food'. */
export function hashTag(tag: string): string {
  return tag.startsWith('#') ? tag : `#${tag}`;
}
