import { paths } from '@sendero/contract';
import { ButtonLink } from '../../../components/button.tsx';
import { PageContainer } from '../../../components/page-container.tsx';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';

export const OFFLINE_TEXT = {
  title: "You're offline",
  body: "This page isn't saved on this phone, so it can't open without a connection. The pages you have visited and the places you have saved still can.",
  saved: 'Your saved places',
  home: 'Go home',
} as const;

/**
 * What the service worker answers for a page it has not kept while the network is gone (issue
 * "Offline-ready"). It is precached as the server rendered it, so it opens with no network at all.
 */
export function OfflinePage() {
  useDocumentTitle(OFFLINE_TEXT.title);
  return (
    <PageContainer className="max-w-2xl text-center">
      <h1 className="font-display text-4xl font-bold text-stone-900 dark:text-stone-50">
        {OFFLINE_TEXT.title}
      </h1>
      <p className="mt-4 text-stone-700 dark:text-stone-300">{OFFLINE_TEXT.body}</p>
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        <ButtonLink to={paths.profile()}>{OFFLINE_TEXT.saved}</ButtonLink>
        <ButtonLink to={paths.home()} variant="secondary">
          {OFFLINE_TEXT.home}
        </ButtonLink>
      </div>
    </PageContainer>
  );
}
