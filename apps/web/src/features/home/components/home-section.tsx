import type { ReactNode } from 'react';
import { Link } from 'react-router';

/** A titled home section with an optional "see more" link beside the heading. */
export function HomeSection({
  id,
  title,
  more,
  children,
}: {
  id: string;
  title: string;
  more?: { to: string; label: string };
  children: ReactNode;
}) {
  return (
    <section aria-labelledby={id}>
      <div className="mb-5 flex items-end justify-between gap-4">
        <h2 id={id} className="font-display text-3xl font-bold text-stone-900 dark:text-stone-50">
          {title}
        </h2>
        {more && (
          <Link
            to={more.to}
            className="text-sm font-semibold text-jade-700 hover:underline dark:text-jade-300"
          >
            {more.label}
          </Link>
        )}
      </div>
      {children}
    </section>
  );
}

export function SectionStatus({ children }: { children: ReactNode }) {
  return <p className="text-stone-600 dark:text-stone-400">{children}</p>;
}
