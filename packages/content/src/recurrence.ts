/**
 * Annual events are stored once; they are served at their next occurrence on or after `today`,
 * keeping their month and day (29 February falls back to 28 February in common years).
 */
export function nextOccurrence(startsOn: string, recursYearly: boolean, today: string): string {
  if (!recursYearly || startsOn >= today) return startsOn;
  const [, month = '01', day = '01'] = startsOn.split('-');
  const year = Number(today.slice(0, 4));
  for (const candidateYear of [year, year + 1]) {
    const candidate = `${candidateYear}-${month}-${clampDay(candidateYear, month, day)}`;
    if (candidate >= today) return candidate;
  }
  return startsOn; // unreachable: next year's date is always ahead of today
}

function clampDay(year: number, month: string, day: string): string {
  if (month !== '02' || day !== '29') return day;
  const leap = (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
  return leap ? '29' : '28';
}

export function isoDate(date: Date): string {
  return date.toISOString().slice(0, 10);
}

export function addDays(iso: string, days: number): string {
  const date = new Date(`${iso}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return isoDate(date);
}
