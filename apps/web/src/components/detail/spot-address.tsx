import { ExternalLink, MapPin } from 'lucide-react';

/** The address line with an external maps link (opened in a new tab). */
export function SpotAddress({
  address,
  mapsUrl,
  linkLabel,
}: {
  address: string;
  mapsUrl: string;
  linkLabel: string;
}) {
  return (
    <div className="flex flex-wrap items-center gap-x-4 gap-y-2">
      {address && (
        <p className="flex items-start gap-1.5 text-stone-700 dark:text-stone-300">
          <MapPin
            aria-hidden="true"
            className="mt-0.5 size-4 shrink-0 text-terracotta-700 dark:text-terracotta-400"
          />
          <span>{address}</span>
        </p>
      )}
      <a
        href={mapsUrl}
        target="_blank"
        rel="noopener noreferrer"
        className="inline-flex items-center gap-1 rounded text-sm font-semibold text-jade-700 underline underline-offset-2 hover:text-jade-800 dark:text-jade-300"
      >
        {linkLabel}
        <ExternalLink aria-hidden="true" className="size-3.5" />
        <span className="sr-only">(opens in a new tab)</span>
      </a>
    </div>
  );
}
