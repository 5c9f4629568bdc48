/**
 * A matched document as the result travellers see: highlights, the subtitle worth showing, the
 * page it leads to and, for an event, the dates of its run under way or next.
 */
import { searchResultPath, type SearchDocType, type SearchResult } from '@sendero/contract';
import { currentOccurrence } from '@sendero/content';
import type { SearchEventDates, SearchMatchRow } from '@sendero/db';
import { highlight } from './highlight.ts';
import { normalizeText } from './query-words.ts';

/**
 * The subtitle to show: none when it only repeats the title (the city of Oaxaca is in the state of
 * Oaxaca), compared as the search compares words, without case, accents or extra spaces.
 */
function shownSubtitle(title: string, subtitle: string): string | null {
  const words = (text: string) => normalizeText(text).trim().split(/\s+/).join(' ');
  return subtitle.trim() === '' || words(subtitle) === words(title) ? null : subtitle;
}

/** The run the events page shows on `today` (a yearly event's current or next one). */
function eventDatesOf(dates: SearchEventDates, today: string): SearchResult['eventDates'] {
  const run = currentOccurrence(dates.startsOn, dates.endsOn, dates.recursYearly, today);
  return { date: run.start, endDate: run.end, datesVary: dates.datesVary };
}

/** `words` are the query's words (or their corrections), for the highlights. */
export function toSearchResult(
  row: SearchMatchRow,
  words: readonly string[],
  today: string,
): SearchResult {
  const subtitle = shownSubtitle(row.title, row.subtitle);
  return {
    docType: row.docType as SearchDocType,
    docId: row.docId,
    cityId: row.cityId,
    title: row.title,
    subtitle,
    highlightedTitle: highlight(row.title, words),
    highlightedSubtitle: subtitle === null ? null : highlight(subtitle, words),
    url: searchResultPath(row),
    eventDates: row.event ? eventDatesOf(row.event, today) : null,
  };
}
