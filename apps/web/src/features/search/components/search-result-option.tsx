import type { SearchResult } from '@sendero/contract';
import { SearchResultSummary } from './search-result-summary.tsx';

interface SearchResultOptionProps {
  id: string;
  result: SearchResult;
  active: boolean;
  onChoose: (result: SearchResult) => void;
  onHover: () => void;
}

/** One row of the dropdown's listbox: title, optional subtitle, type label. */
export function SearchResultOption({
  id,
  result,
  active,
  onChoose,
  onHover,
}: SearchResultOptionProps) {
  return (
    <li
      id={id}
      role="option"
      aria-selected={active}
      // Keeps focus in the input, so the blur-close timer does not race the click.
      onMouseDown={(event) => event.preventDefault()}
      onClick={() => onChoose(result)}
      onMouseMove={onHover}
      className={`flex cursor-pointer items-start justify-between gap-3 rounded-xl px-3 py-2 ${active ? 'bg-cream-200 dark:bg-slate-800' : 'hover:bg-cream-100 dark:hover:bg-slate-800/60'}`}
    >
      <SearchResultSummary result={result} compact />
    </li>
  );
}
