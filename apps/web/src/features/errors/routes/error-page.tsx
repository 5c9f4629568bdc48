import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import { ErrorView } from '../components/error-view.tsx';

/** /error and any unknown path. */
export function ErrorPage() {
  useDocumentTitle('Oops!');
  return <ErrorView />;
}
