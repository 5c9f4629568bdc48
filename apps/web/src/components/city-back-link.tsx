import { ArrowLeft } from 'lucide-react';
import { Link } from 'react-router';
import { cityBackHref, cityBackLabel } from '../lib/city-back-link.ts';

/** The link back from a city's lists and posts (to /mexico for México, else the city). */
export function CityBackLink({ cityId, cityName }: { cityId: number; cityName?: string | null }) {
  return (
    <Link
      to={cityBackHref(cityId)}
      className="inline-flex items-center gap-1.5 rounded-full text-sm font-semibold text-jade-700 hover:text-jade-800 hover:underline dark:text-jade-300"
    >
      <ArrowLeft aria-hidden="true" className="size-4" />
      {cityBackLabel(cityId, cityName)}
    </Link>
  );
}
