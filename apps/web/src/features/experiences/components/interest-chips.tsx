import type { TourCategoryCount } from '../../../entities/tours/api/get-tour-categories.ts';
import { interestLabel, sortInterests } from './interests.ts';

const chipClass =
  'inline-flex items-center gap-2 rounded-full border px-4 py-2 text-sm font-semibold transition-colors';
const onClass =
  'border-jade-600 bg-jade-600 text-white dark:border-jade-400 dark:bg-jade-500 dark:text-slate-950';
const offClass =
  'border-cream-200 bg-white text-stone-800 hover:bg-cream-100 dark:border-slate-700 dark:bg-slate-900 dark:text-stone-100 dark:hover:bg-slate-800';

function Chip({
  label,
  count,
  selected,
  onSelect,
}: {
  label: string;
  count: number;
  selected: boolean;
  onSelect: () => void;
}) {
  return (
    <button
      type="button"
      aria-pressed={selected}
      onClick={onSelect}
      className={`${chipClass} ${selected ? onClass : offClass}`}
    >
      {label}
      <span
        className={`rounded-full px-2 text-xs ${selected ? 'bg-jade-800 text-white dark:bg-jade-900' : 'bg-cream-100 text-stone-700 dark:bg-slate-800 dark:text-stone-300'}`}
      >
        <span className="sr-only">(</span>
        {count}
        <span className="sr-only"> {count === 1 ? 'tour' : 'tours'})</span>
      </span>
    </button>
  );
}

export function InterestChips({
  interests,
  selected,
  onSelect,
}: {
  interests: readonly TourCategoryCount[];
  selected: string | null;
  onSelect: (interest: string | null) => void;
}) {
  const total = interests.reduce((sum, item) => sum + item.count, 0);
  return (
    <div role="group" aria-label="Interests" className="flex flex-wrap gap-2">
      <Chip
        label="All interests"
        count={total}
        selected={selected === null}
        onSelect={() => onSelect(null)}
      />
      {sortInterests(interests).map((item) => (
        <Chip
          key={item.category}
          label={interestLabel(item.category)}
          count={item.count}
          selected={selected === item.category}
          onSelect={() => onSelect(item.category)}
        />
      ))}
    </div>
  );
}
