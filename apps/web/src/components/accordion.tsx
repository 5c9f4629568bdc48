import type { ReactNode, SyntheticEvent } from 'react';
import { ChevronDown } from 'lucide-react';

interface AccordionProps {
  /** Id of the section element (usable as a URL anchor). */
  id: string;
  title: string;
  open: boolean;
  /** Called with the section's new state whenever it opens or closes, by a click or otherwise. */
  onToggle: (id: string, open: boolean) => void;
  children: ReactNode;
  /** Heading level of the header (2 by default). */
  level?: 2 | 3;
  /** Sections sharing a name open one at a time (the browser closes the others). */
  group?: string;
}

/**
 * One accordion section: a `<details>` whose summary holds the heading. The browser opens and
 * closes it, with the app's code or without it (issue 28), and tells assistive technology whether
 * it is expanded; `open` follows the page's state, and `onToggle` reports every change. The panel
 * stays in the document while closed, so form input inside survives closing.
 */
export function Accordion({
  id,
  title,
  open,
  onToggle,
  children,
  level = 2,
  group,
}: AccordionProps) {
  const Heading = level === 2 ? 'h2' : 'h3';
  const reportToggle = (event: SyntheticEvent<HTMLDetailsElement>) => {
    const nowOpen = event.currentTarget.open;
    if (nowOpen !== open) onToggle(id, nowOpen);
  };
  return (
    <section
      id={id}
      className="scroll-mt-24 rounded-2xl border border-cream-200 bg-white shadow-sm dark:border-slate-800 dark:bg-slate-900"
    >
      <details open={open} name={group} onToggle={reportToggle} className="group">
        <summary className="flex w-full cursor-pointer list-none items-center justify-between gap-4 rounded-2xl px-5 py-4 text-left hover:bg-cream-100 dark:hover:bg-slate-800 [&::-webkit-details-marker]:hidden">
          <Heading className="m-0 font-display text-lg font-bold text-stone-900 dark:text-stone-100">
            {title}
          </Heading>
          <ChevronDown
            aria-hidden="true"
            className="size-5 shrink-0 text-jade-600 transition-transform group-open:rotate-180 dark:text-jade-300"
          />
        </summary>
        <div className="px-5 pb-5 text-stone-700 dark:text-stone-300">{children}</div>
      </details>
    </section>
  );
}
