/** Lengths of time in words, as the pages and the API's text fields show them. Browser-safe. */

const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;

/** 45 → "45 minutes", 60 → "1 hour", 150 → "2 hours 30 minutes". */
export function formatMinutes(minutes: number): string {
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  if (hours === 0) return plural(rest, 'minute');
  return rest === 0 ? plural(hours, 'hour') : `${plural(hours, 'hour')} ${plural(rest, 'minute')}`;
}

/** A worked-out length, to the quarter hour: 157 → "About 2 hours 45 minutes". */
export function formatApproximateMinutes(minutes: number): string {
  return `About ${formatMinutes(Math.max(15, Math.round(minutes / 15) * 15))}`;
}
