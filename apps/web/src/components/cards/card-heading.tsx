import { MapPin } from 'lucide-react';

/** A tour's or spot's card title with the city it is in, when known. */
export function CardHeading({ title, cityName }: { title: string; cityName: string }) {
  return (
    <>
      <h3 className="font-display text-lg leading-snug font-bold text-stone-900 group-hover:text-jade-700 dark:text-stone-50 dark:group-hover:text-jade-300">
        {title}
      </h3>
      {cityName && (
        <p className="flex items-center gap-1 text-sm text-stone-600 dark:text-stone-400">
          <MapPin aria-hidden="true" className="size-4 shrink-0" />
          {cityName}
        </p>
      )}
    </>
  );
}
