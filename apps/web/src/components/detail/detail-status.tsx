import { paths } from '@sendero/contract';
import { Link } from 'react-router';
import { buttonClasses } from '../button-styles.ts';

/** The invalid-id, not-found and failure texts of the detail pages, with a way onward. */
export function DetailStatus({
  message,
  linkTo = paths.cities(),
  linkLabel = 'Browse cities',
}: {
  message: string;
  linkTo?: string;
  linkLabel?: string;
}) {
  return (
    <div className="mx-auto flex w-full max-w-xl flex-col items-center px-4 py-20 text-center">
      <div role="alert">
        <h1 className="font-display text-2xl font-bold text-stone-900 dark:text-stone-50">
          {message}
        </h1>
      </div>
      <Link to={linkTo} className={buttonClasses('secondary', 'mt-6')}>
        {linkLabel}
      </Link>
    </div>
  );
}
