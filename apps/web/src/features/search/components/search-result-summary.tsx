import type { SearchResult } from '@sendero/contract';
import { eventDatesLine } from '../../../entities/events/event-dates.ts';
import { typeLabel } from '../utils/type-label.ts';
import { HighlightedText } from './highlighted-text.tsx';

/**
 * A result's title, optional subtitle (both with their highlights), an event's dates as the events
 * page writes them, and the type label (spec §2), as
 * the dropdown (`compact`: smaller text) and the results page show it. Long highlights arrive as
 * snippets the API cut between words; they wrap here, since a CSS ellipsis would cut a word (or a
 * match) in half.
 */
export function SearchResultSummary({
  result,
  compact = false,
}: {
  result: SearchResult;
  compact?: boolean;
}) {
  return (
    <>
      <span className="min-w-0">
        <span
          className={`block font-semibold break-words text-stone-900 dark:text-stone-100 ${compact ? 'text-sm' : ''}`}
        >
          <HighlightedText value={result.highlightedTitle} fallback={result.title} />
        </span>
        {result.subtitle || result.highlightedSubtitle ? (
          <span
            className={`block break-words text-stone-600 dark:text-slate-400 ${compact ? 'text-xs' : 'text-sm'}`}
          >
            <HighlightedText value={result.highlightedSubtitle} fallback={result.subtitle ?? ''} />
          </span>
        ) : null}
        {result.eventDates ? (
          <time
            dateTime={result.eventDates.date}
            data-testid="search-event-dates"
            className={`block font-medium text-terracotta-700 dark:text-terracotta-400 ${compact ? 'text-xs' : 'text-sm'}`}
          >
            {eventDatesLine(result.eventDates)}
          </time>
        ) : null}
      </span>
      <span className="shrink-0 rounded-full bg-jade-50 px-2 py-0.5 text-xs font-medium text-jade-800 dark:bg-jade-900 dark:text-jade-100">
        {typeLabel(result.docType)}
      </span>
    </>
  );
}
