import type { EventItem } from '@sendero/contract';
import { savedEventSummary, savedKey } from './event-rules.ts';
import { SAVED_EVENTS_HEADING_ID } from './saved-events-link.tsx';

/** Content spec §2/§9: 'Saved (n)', at most 600 px tall, Remove per event and Clear all. */
export function SavedEventsPanel({
  saved,
  onRemove,
  onClear,
}: {
  saved: readonly EventItem[];
  onRemove: (event: EventItem) => void;
  onClear: () => void;
}) {
  return (
    <section
      aria-labelledby={SAVED_EVENTS_HEADING_ID}
      className="flex max-h-[600px] flex-col rounded-2xl border border-cream-200 bg-white p-4 shadow-sm dark:border-slate-800 dark:bg-slate-900"
    >
      <div className="flex items-center justify-between gap-2">
        {/* Focusable by script only: the Saved link at the top of the list moves focus here. */}
        <h2
          id={SAVED_EVENTS_HEADING_ID}
          tabIndex={-1}
          className="font-display text-lg font-bold text-stone-900 dark:text-stone-50"
        >
          Saved ({saved.length})
        </h2>
        {saved.length > 0 && (
          <button
            type="button"
            onClick={onClear}
            className="rounded-full px-3 py-1 text-sm font-semibold text-terracotta-700 hover:bg-cream-100 dark:text-terracotta-400 dark:hover:bg-slate-800"
          >
            Clear all
          </button>
        )}
      </div>
      {saved.length === 0 ? (
        <p className="mt-2 text-sm text-stone-600 dark:text-stone-400">
          Use an event’s bookmark to keep it here while you plan.
        </p>
      ) : (
        <ul className="mt-3 -mr-2 flex-1 space-y-2 overflow-y-auto pr-2" aria-label="Saved events">
          {saved.map((event) => (
            <li
              key={savedKey(event)}
              className="flex items-start justify-between gap-2 rounded-xl bg-cream-50 p-3 dark:bg-slate-800"
            >
              <div className="min-w-0">
                <p className="font-semibold text-stone-900 dark:text-stone-50">{event.title}</p>
                <p className="text-xs text-stone-600 dark:text-stone-300">
                  {savedEventSummary(event)}
                </p>
              </div>
              <button
                type="button"
                onClick={() => onRemove(event)}
                aria-label={`Remove ${event.title}`}
                className="shrink-0 rounded-full px-2.5 py-1 text-xs font-semibold text-terracotta-700 hover:bg-cream-200 dark:text-terracotta-400 dark:hover:bg-slate-700"
              >
                Remove
              </button>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
