/** How the desk words where a draft or a published version came from. */
import type { DraftSummary, HistoryEntry } from '@sendero/contract';

/** The version a live spot had before any editor (the API's origin for it). */
const DATASET = 'dataset';
const RESTORE = /^restore:(\d+)$/;
const SUGGESTION = /^submission:\d+$/;

/** "From a community suggestion", "Change to a live spot", "New tour". */
export function draftOriginText(draft: Pick<DraftSummary, 'origin' | 'entityId' | 'kind'>): string {
  if (draft.origin && SUGGESTION.test(draft.origin)) return 'From a community suggestion';
  return draft.entityId === null ? `New ${draft.kind}` : `Change to a live ${draft.kind}`;
}

/** The title a draft shows while it has no name yet. */
export const draftTitle = (draft: Pick<DraftSummary, 'title' | 'kind'>) =>
  draft.title.trim() || `Untitled ${draft.kind}`;

/** The revision a restore published again, or null for any other version. */
export function restoredFrom(origin: string | null): number | null {
  const match = origin ? RESTORE.exec(origin) : null;
  return match ? Number(match[1]) : null;
}

export const isDatasetVersion = (entry: Pick<HistoryEntry, 'origin'>) => entry.origin === DATASET;

/**
 * Versions are numbered from the oldest, 1: `entries` come newest first. A restore names the
 * version it published again by that number.
 */
export function versionNumbers(entries: Pick<HistoryEntry, 'revisionId'>[]): Map<number, number> {
  return new Map(entries.map((entry, index) => [entry.revisionId, entries.length - index]));
}

/** "Dataset version", "Restored from version 2", "From a community suggestion", or null. */
export function versionOriginText(
  entry: Pick<HistoryEntry, 'origin'>,
  numbers: Map<number, number>,
): string | null {
  if (isDatasetVersion(entry)) return 'Dataset version';
  const restored = restoredFrom(entry.origin);
  if (restored !== null) {
    const number = numbers.get(restored);
    return number === undefined
      ? 'Restored from an earlier version'
      : `Restored from version ${number}`;
  }
  if (entry.origin && SUGGESTION.test(entry.origin)) return 'From a community suggestion';
  return null;
}
