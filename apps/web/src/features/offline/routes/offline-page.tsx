import { paths } from '@sendero/contract';
import { useSearchParams } from 'react-router';
import { ButtonLink } from '../../../components/button.tsx';
import { OfflineSavedList } from '../../../components/offline-saved-list.tsx';
import { PageContainer } from '../../../components/page-container.tsx';
import { OFFLINE_FROM_PARAM } from '../../../lib/offline/offline-names.ts';
import { useOfflineIndex } from '../../../lib/offline/use-offline-index.ts';
import { DocumentTitle } from '../../../components/document-title.tsx';
import { useHydrated } from '../../../lib/use-hydrated.ts';

export const OFFLINE_TEXT = {
  title: "You're offline",
  body: "This page isn't saved on this phone, so it can't open without a connection. The pages you have visited and the places you have saved still can.",
  retry: 'Try again',
  savedTitle: 'Saved on this phone',
  home: 'Go home',
} as const;

/** The page the traveller asked for, when it is one of ours (never another site). */
function askedFor(value: string | null): string | null {
  return value && value.startsWith('/') && !value.startsWith('//') ? value : null;
}

/**
 * What the service worker answers for a page it has neither kept nor saved while the network is
 * gone (issue "Offline-ready"). It is precached as the server rendered it; the list of saved
 * places is read from the phone after hydration. Its links load whole documents, which the worker
 * answers from the phone.
 */
export function OfflinePage() {
  const [params] = useSearchParams();
  // The worker keeps one rendering of this page, made without the address asked for: the link to
  // it appears once the page is live, so hydration starts from the markup the worker served.
  const hydrated = useHydrated();
  // Read only once the page is live, never while it renders: not a parameter the page cache keys on.
  // eslint-disable-next-line no-restricted-syntax
  const from = hydrated ? askedFor(params.get(OFFLINE_FROM_PARAM)) : null;
  const index = useOfflineIndex();

  return (
    <PageContainer className="max-w-2xl">
      <DocumentTitle title={OFFLINE_TEXT.title} />
      <h1 className="font-display text-4xl font-bold text-stone-900 dark:text-stone-50">
        {OFFLINE_TEXT.title}
      </h1>
      <p className="mt-4 text-stone-700 dark:text-stone-300">{OFFLINE_TEXT.body}</p>
      <div className="mt-6 flex flex-wrap gap-3">
        {from && (
          <ButtonLink to={from} reloadDocument>
            {OFFLINE_TEXT.retry}
          </ButtonLink>
        )}
        <ButtonLink to={paths.home()} variant="secondary" reloadDocument>
          {OFFLINE_TEXT.home}
        </ButtonLink>
      </div>

      <section aria-labelledby="saved-offline-title" className="mt-10">
        <h2
          id="saved-offline-title"
          className="font-display text-2xl font-bold text-stone-900 dark:text-stone-50"
        >
          {OFFLINE_TEXT.savedTitle}
        </h2>
        {index && <OfflineSavedList entries={index.entries} />}
      </section>
    </PageContainer>
  );
}
