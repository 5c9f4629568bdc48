/** Content spec §9: the tour description folds after this many characters. */
export const DESCRIPTION_LIMIT = 320;

export interface TruncatedText {
  text: string;
  /** Longer than the limit, so the Read more / Show less toggle is offered. */
  foldable: boolean;
  /** Part of the text is hidden right now ('Read more' shows it). */
  truncated: boolean;
}

/**
 * The first `limit` characters with an ellipsis, or the whole text when it fits or is expanded.
 * Spaces before the ellipsis are dropped so the cut never reads as "word …".
 */
export function truncateDescription(
  text: string,
  expanded: boolean,
  limit: number = DESCRIPTION_LIMIT,
): TruncatedText {
  const foldable = text.length > limit;
  if (!foldable || expanded) return { text, foldable, truncated: false };
  return { text: `${text.slice(0, limit).trimEnd()}…`, foldable, truncated: true };
}

export function toggleLabel(expanded: boolean): string {
  return expanded ? 'Show less' : 'Read more';
}
