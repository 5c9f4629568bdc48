import type { SearchResult } from '@sendero/contract';
import { typeLabel } from '../utils/type-label.ts';
import { HighlightedText } from './highlighted-text.tsx';

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
      <span className="min-w-0">
        <span className="block truncate text-sm font-semibold text-stone-900 dark:text-stone-100">
          <HighlightedText value={result.highlightedTitle} fallback={result.title} />
        </span>
        {result.subtitle || result.highlightedSubtitle ? (
          <span className="block truncate text-xs text-stone-600 dark:text-slate-400">
            <HighlightedText value={result.highlightedSubtitle} fallback={result.subtitle ?? ''} />
          </span>
        ) : null}
      </span>
      <span className="shrink-0 rounded-full bg-jade-50 px-2 py-0.5 text-xs font-medium text-jade-800 dark:bg-jade-900 dark:text-jade-100">
        {typeLabel(result.docType)}
      </span>
    </li>
  );
}
