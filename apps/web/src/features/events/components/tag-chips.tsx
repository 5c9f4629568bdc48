import { useState } from 'react';
import { Chip, CHIP_ROW_CLASS, CHIP_SIZE_CLASS } from './chip.tsx';
import { foldEventTags } from './event-rules.ts';

export function TagChips({
  tags,
  selected,
  onToggle,
  loading = false,
}: {
  tags: readonly string[];
  selected: readonly string[];
  onToggle: (tag: string) => void;
  /** While the events load: keep the row's height, so the list under it does not move later. */
  loading?: boolean;
}) {
  const [expanded, setExpanded] = useState(false);
  const folded = foldEventTags(tags, selected, expanded);
  if (loading && tags.length === 0) {
    return (
      <div aria-hidden="true" className={`${CHIP_ROW_CLASS} invisible`}>
        <span className={CHIP_SIZE_CLASS}>#</span>
      </div>
    );
  }
  if (tags.length === 0) return null;
  return (
    <div role="group" aria-label="Filter by tag" className={`${CHIP_ROW_CLASS} items-center`}>
      {folded.visible.map((tag) => (
        <Chip key={tag} pressed={selected.includes(tag)} onClick={() => onToggle(tag)}>
          #{tag}
        </Chip>
      ))}
      {folded.foldable && (
        <button
          type="button"
          aria-expanded={expanded}
          onClick={() => setExpanded((value) => !value)}
          className="shrink-0 rounded-full px-3 py-1.5 text-sm font-semibold whitespace-nowrap text-jade-700 underline-offset-4 hover:underline dark:text-jade-300"
        >
          {expanded ? 'Show less' : `Show ${folded.hiddenCount} more`}
        </button>
      )}
    </div>
  );
}
