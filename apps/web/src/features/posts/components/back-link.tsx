import { ArrowLeft } from 'lucide-react';
import { Link } from 'react-router';
import { postBackHref, postBackLabel } from './back-link.ts';

export function PostBackLink({ cityId }: { cityId: number }) {
  return (
    <Link
      to={postBackHref(cityId)}
      className="inline-flex items-center gap-1.5 rounded-full text-sm font-semibold text-jade-700 hover:text-jade-800 hover:underline dark:text-jade-300"
    >
      <ArrowLeft aria-hidden="true" className="size-4" />
      {postBackLabel(cityId)}
    </Link>
  );
}
