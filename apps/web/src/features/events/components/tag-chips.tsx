import { useState } from 'react';
import { Chip } from './chip.tsx';
import { foldEventTags } from './event-rules.ts';

export function TagChips({
  tags,
  selected,
  onToggle,
}: {
  tags: readonly string[];
  selected: readonly string[];
  onToggle: (tag: string) => void;
}) {
  const [expanded, setExpanded] = useState(false);
  const folded = foldEventTags(tags, selected, expanded);
  if (tags.length === 0) return null;
  return (
    <div role="group" aria-label="Filter by tag" className="flex flex-wrap items-center gap-2">
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
          className="rounded-full px-3 py-1.5 text-sm font-semibold text-jade-700 underline-offset-4 hover:underline dark:text-jade-300"
        >
          {expanded ? 'Show less' : `Show ${folded.hiddenCount} more`}
        </button>
      )}
    </div>
  );
}
