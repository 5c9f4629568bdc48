import type { ReactNode } from 'react';
import { Link } from 'react-router';

/** A titled page section that the section nav can scroll to. */
export function CitySection({
  id,
  title,
  action,
  children,
}: {
  id: string;
  title: string;
  action?: { to: string; label: string; ariaLabel?: string } | undefined;
  children: ReactNode;
}) {
  return (
    <section id={id} aria-labelledby={`${id}-heading`} className="scroll-mt-32 py-8">
      <div className="mb-4 flex items-end justify-between gap-4">
        <h2
          id={`${id}-heading`}
          className="font-display text-2xl font-bold text-stone-900 sm:text-3xl dark:text-stone-50"
        >
          {title}
        </h2>
        {action && (
          <Link
            to={action.to}
            aria-label={action.ariaLabel}
            className="shrink-0 text-sm font-semibold text-jade-700 hover:underline dark:text-jade-300"
          >
            {action.label}
          </Link>
        )}
      </div>
      {children}
    </section>
  );
}
