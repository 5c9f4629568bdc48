import { PageContainer } from '../../../components/page-container.tsx';
import { DocumentTitle } from '../../../components/document-title.tsx';
import { SubmissionForm } from '../components/submission-form.tsx';

export { submissionAction } from './submission-action.ts';

export function SubmitPage() {
  return (
    <PageContainer className="max-w-2xl">
      <DocumentTitle title="Share a spot" />
      <p className="text-sm font-semibold tracking-wider text-terracotta-700 uppercase dark:text-terracotta-400">
        Community
      </p>
      <h1 className="mt-1 font-display text-4xl font-bold text-stone-900 dark:text-stone-50">
        Share your favourite spot
      </h1>
      <p className="mt-3 mb-8 text-stone-600 dark:text-stone-400">
        Know a taquería, a hidden cenote or a sunset viewpoint other travellers should not miss?
        Tell us about it and help the Sendero community explore México.
      </p>
      <SubmissionForm />
    </PageContainer>
  );
}
