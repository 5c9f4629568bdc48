import type { OpenDay } from '@sendero/contract';
import { describeOpenState, localTime, openState, SOON_MINUTES } from '@sendero/hours/open-state';
import type { OpenState } from '@sendero/hours/open-state';
import { useNow } from '../lib/use-now.ts';

export type OpenTone = 'open' | 'soon' | 'closed';

/** Green while open, amber within the hour of a change, grey when closed or not known. */
export function openTone(state: OpenState): OpenTone {
  switch (state.kind) {
    case 'always':
      return 'open';
    case 'open':
      return state.minutesLeft <= SOON_MINUTES ? 'soon' : 'open';
    case 'closed':
      return state.minutesUntil !== null && state.minutesUntil <= SOON_MINUTES ? 'soon' : 'closed';
    case 'unknown':
      return 'closed';
  }
}

const TONE_CLASS: Record<OpenTone, string> = {
  open: 'bg-jade-50 text-jade-800 dark:bg-jade-900 dark:text-jade-100',
  soon: 'bg-amber-100 text-amber-900 dark:bg-amber-900 dark:text-amber-100',
  closed: 'bg-stone-100 text-stone-700 dark:bg-slate-800 dark:text-stone-300',
};

const DOT_CLASS: Record<OpenTone, string> = {
  open: 'bg-jade-600 dark:bg-jade-300',
  soon: 'bg-amber-600 dark:bg-amber-300',
  closed: 'bg-stone-500 dark:bg-stone-400',
};

const BASE_CLASS =
  'inline-flex min-h-6 max-w-full items-center gap-1.5 rounded-full px-2 py-0.5 text-xs font-semibold';

/** The place's state at `now` (an instant), in its own zone: text and tone. */
export function describePlaceAt(
  openDays: readonly OpenDay[],
  timeZone: string,
  now: number,
): { text: string; tone: OpenTone } {
  const local = localTime(now, timeZone);
  // A spot kept offline before hours existed has no openDays: not known, never open.
  const state = openState(openDays ?? [], local);
  return { text: describeOpenState(state, local), tone: openTone(state) };
}

/**
 * "Open now · closes 18:00", worked out in the browser once the page is live and again every
 * 30 s. On the server and during hydration it is an empty pill of the same height, so a kept
 * page never shows an old state and nothing moves when the words arrive.
 */
export function OpenStateLabel({
  openDays,
  timeZone,
  className = '',
}: {
  openDays: readonly OpenDay[];
  timeZone: string;
  className?: string;
}) {
  const now = useNow();
  if (now === null) {
    return (
      <span
        aria-hidden="true"
        data-open-state="pending"
        className={`${BASE_CLASS} w-24 bg-stone-100 dark:bg-slate-800 ${className}`}
      >
        {'\u00a0'}
      </span>
    );
  }
  const { text, tone } = describePlaceAt(openDays, timeZone, now);
  return (
    <span data-open-state={tone} className={`${BASE_CLASS} ${TONE_CLASS[tone]} ${className}`}>
      <span aria-hidden="true" className={`size-2 shrink-0 rounded-full ${DOT_CLASS[tone]}`} />
      <span className="truncate">{text}</span>
    </span>
  );
}
