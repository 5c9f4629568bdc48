import { Globe } from 'lucide-react';
import { FactCard } from './fact-card.tsx';

/** The spot's website, only when it has one (its hours are SpotHours). */
export function SpotExtras({ website }: { website: string | null }) {
  // Only web addresses become links (never javascript: or similar from the data).
  const safeWebsite = website && /^https?:\/\//i.test(website) ? website : null;
  if (!safeWebsite) return null;
  return (
    <dl className="mt-3 grid gap-3 sm:grid-cols-2">
      <FactCard label="Website" Icon={Globe}>
        <a
          href={safeWebsite}
          target="_blank"
          rel="noopener noreferrer"
          className="block truncate text-base text-jade-700 underline underline-offset-2 dark:text-jade-300"
        >
          {safeWebsite.replace(/^https?:\/\/(www\.)?/i, '').replace(/\/$/, '')}
          <span className="sr-only"> (opens in a new tab)</span>
        </a>
      </FactCard>
    </dl>
  );
}
