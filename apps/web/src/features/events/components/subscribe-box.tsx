import { CalendarSync } from 'lucide-react';

/** The feed of the current filters, for calendar apps that subscribe by URL. */
export function SubscribeBox({ href }: { href: string }) {
  return (
    <section
      aria-labelledby="subscribe-heading"
      className="rounded-2xl border border-cream-200 bg-white p-4 shadow-sm dark:border-slate-800 dark:bg-slate-900"
    >
      <h2
        id="subscribe-heading"
        className="font-display text-lg font-bold text-stone-900 dark:text-stone-50"
      >
        Calendar feed
      </h2>
      <p className="mt-1 text-sm text-stone-600 dark:text-stone-400">
        Keep these events in your calendar, updated as we add more. Copy the link and add it as a
        calendar “from URL” (Google Calendar: Other calendars → From URL; Apple Calendar: File → New
        Calendar Subscription; Outlook: Add calendar → Subscribe from web).
      </p>
      <a
        href={href}
        className="mt-3 inline-flex items-center gap-2 rounded-full bg-jade-600 px-4 py-2 text-sm font-semibold text-white hover:bg-jade-700 dark:bg-jade-500 dark:text-slate-950 dark:hover:bg-jade-400"
      >
        <CalendarSync aria-hidden="true" className="size-4" />
        Subscribe
      </a>
    </section>
  );
}
