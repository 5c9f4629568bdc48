/** How the desk words its times: an age in the list, a date and time in the detail. */

const relative = new Intl.RelativeTimeFormat('en', { numeric: 'auto' });
const STEPS: ReadonlyArray<readonly [Intl.RelativeTimeFormatUnit, number]> = [
  ['minute', 60],
  ['hour', 24],
  ['day', 30],
  ['month', 12],
];

/** "just now", "5 minutes ago", "yesterday", "3 months ago". */
export function ageText(iso: string, now: Date): string {
  const minutes = Math.max(0, Math.round((now.getTime() - new Date(iso).getTime()) / 60_000));
  if (minutes < 1) return 'just now';
  let amount = minutes;
  for (const [unit, next] of STEPS) {
    if (amount < next) return relative.format(-amount, unit);
    amount = Math.round(amount / next);
  }
  return relative.format(-amount, 'year');
}

const dateTime = new Intl.DateTimeFormat('en-GB', {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
});

/** "23 Nov 2026, 14:05" in the editor's own time zone. */
export function dateTimeText(iso: string): string {
  return dateTime.format(new Date(iso));
}
