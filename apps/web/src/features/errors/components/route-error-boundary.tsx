import { useEffect } from 'react';
import { useRouteError } from 'react-router';
import { ErrorView } from './error-view.tsx';

/** Router errorElement: logs the error and shows the error screen. */
export function RouteErrorBoundary() {
  const error = useRouteError();
  useEffect(() => {
    console.error(error);
  }, [error]);
  return <ErrorView />;
}
