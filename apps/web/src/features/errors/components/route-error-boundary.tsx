import { useEffect } from 'react';
import { useRouteError } from 'react-router';
import { DocumentTitle } from '../../../components/document-title.tsx';
import { ErrorView } from './error-view.tsx';

/** Router errorElement: logs the error and shows the error screen, titled as the Oops! page is. */
export function RouteErrorBoundary() {
  const error = useRouteError();
  useEffect(() => {
    console.error(error);
  }, [error]);
  return (
    <>
      <DocumentTitle title="Oops!" />
      <ErrorView />
    </>
  );
}
