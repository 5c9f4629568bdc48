import type { ReactNode } from 'react';
import { ChevronDown } from 'lucide-react';

interface AccordionProps {
  /** Id of the section element (usable as a URL anchor). */
  id: string;
  title: string;
  open: boolean;
  onToggle: (id: string) => void;
  children: ReactNode;
  /** Heading level of the header (2 by default). */
  level?: 2 | 3;
}

/**
 * One accordion section: a heading holding a button (aria-expanded, aria-controls) and a panel.
 * The panel stays mounted while closed (hidden), so form input inside survives closing.
 */
export function Accordion({ id, title, open, onToggle, children, level = 2 }: AccordionProps) {
  const buttonId = `${id}-header`;
  const panelId = `${id}-panel`;
  const Heading = level === 2 ? 'h2' : 'h3';
  return (
    <section
      id={id}
      className="scroll-mt-24 rounded-2xl border border-cream-200 bg-white shadow-sm dark:border-slate-800 dark:bg-slate-900"
    >
      <Heading className="m-0">
        <button
          type="button"
          id={buttonId}
          aria-expanded={open}
          aria-controls={panelId}
          onClick={() => onToggle(id)}
          className="flex w-full items-center justify-between gap-4 rounded-2xl px-5 py-4 text-left font-display text-lg font-bold text-stone-900 hover:bg-cream-100 dark:text-stone-100 dark:hover:bg-slate-800"
        >
          <span>{title}</span>
          <ChevronDown
            aria-hidden="true"
            className={`size-5 shrink-0 text-jade-600 transition-transform dark:text-jade-300 ${open ? 'rotate-180' : ''}`}
          />
        </button>
      </Heading>
      <div
        id={panelId}
        role="region"
        aria-labelledby={buttonId}
        hidden={!open}
        className="px-5 pb-5 text-stone-700 dark:text-stone-300"
      >
        {children}
      </div>
    </section>
  );
}
