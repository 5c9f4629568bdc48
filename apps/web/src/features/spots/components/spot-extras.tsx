import { Clock3, Globe } from 'lucide-react';
import { FactCard } from './fact-card.tsx';

/** Opening hours and website, each only when the spot has one. */
export function SpotExtras({
  openingHours,
  website,
}: {
  openingHours: string | null;
  website: string | null;
}) {
  // Only web addresses become links (never javascript: or similar from the data).
  const safeWebsite = website && /^https?:\/\//i.test(website) ? website : null;
  if (!openingHours && !safeWebsite) return null;
  return (
    <dl className="mt-3 grid gap-3 sm:grid-cols-2">
      {openingHours && (
        <FactCard label="Opening hours" Icon={Clock3}>
          <span className="text-base font-normal">{openingHours}</span>
        </FactCard>
      )}
      {safeWebsite && (
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
      )}
    </dl>
  );
}
