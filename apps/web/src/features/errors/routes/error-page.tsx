import { data, useLoaderData } from 'react-router';
import { DocumentTitle } from '../../../components/document-title.tsx';
import { ErrorView } from '../components/error-view.tsx';
import { pickErrorMessage } from '../components/error-messages.ts';

interface ErrorPageData {
  message: string;
}

/**
 * The page's joke is drawn by its loader, so a server-rendered Oops! page and the browser that
 * hydrates it show the same one. `status` is the answer's status (404 for an unknown path).
 */
export function errorPageLoader(status = 200) {
  return () => {
    const page: ErrorPageData = { message: pickErrorMessage() };
    return status === 200 ? page : data(page, { status });
  };
}

/** /error and any unknown path. */
export function ErrorPage() {
  const page = useLoaderData() as ErrorPageData | undefined;
  return (
    <>
      <DocumentTitle title="Oops!" />
      <ErrorView message={page?.message} />
    </>
  );
}
