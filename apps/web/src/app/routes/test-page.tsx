import { Link } from 'react-router';
import { DocumentTitle } from '../../components/document-title.tsx';

/** A bare page outside the shell: no header, no footer. */
export function TestPage() {
  return (
    <main id="main" className="mx-auto max-w-xl px-4 py-16 text-center">
      <DocumentTitle title="Test page" />
      <h1 className="font-display text-3xl font-bold text-jade-700 dark:text-jade-300">
        Test page
      </h1>
      <p className="mt-3 text-stone-600 dark:text-stone-400">
        This page is shown without the header and footer.
      </p>
      <Link
        to="/"
        className="mt-6 inline-block font-semibold text-jade-700 underline dark:text-jade-300"
      >
        Back to home
      </Link>
    </main>
  );
}
