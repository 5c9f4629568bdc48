/** How the device list words a session's times and places. */

const dateFormat = new Intl.DateTimeFormat('en-GB', {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
});

/** "23 Nov 2026". */
export function signedInDate(iso: string): string {
  return dateFormat.format(new Date(iso));
}

const relative = new Intl.RelativeTimeFormat('en', { numeric: 'auto' });
const STEPS: ReadonlyArray<readonly [Intl.RelativeTimeFormatUnit, number]> = [
  ['minute', 60],
  ['hour', 24],
  ['day', 30],
  ['month', 12],
];

/** "Active now", "Active 5 minutes ago", "Active yesterday": a session is touched every 10 minutes. */
export function lastActive(iso: string, now: Date): string {
  const minutes = Math.max(0, Math.round((now.getTime() - new Date(iso).getTime()) / 60_000));
  if (minutes < 2) return 'Active now';
  let amount = minutes;
  for (const [unit, next] of STEPS) {
    if (amount < next || unit === 'month') return `Active ${relative.format(-amount, unit)}`;
    amount = Math.round(amount / next);
  }
  return `Active ${relative.format(-amount, 'year')}`;
}

/** "America/Mexico_City" → "Mexico City time"; "UTC" → "UTC time". */
export function timeZonePlace(timeZone: string): string {
  const place = timeZone.split('/').pop() ?? timeZone;
  return `${place.replace(/_/g, ' ')} time`;
}

/** The line under a device's name: when and where it signed in. */
export function signedInLine(session: {
  createdAt: string;
  createdFrom: string | null;
  timeZone: string | null;
}): string {
  const parts = [`Signed in ${signedInDate(session.createdAt)}`];
  if (session.createdFrom) parts.push(`from ${session.createdFrom}`);
  if (session.timeZone) parts.push(timeZonePlace(session.timeZone));
  return parts.join(' · ');
}
