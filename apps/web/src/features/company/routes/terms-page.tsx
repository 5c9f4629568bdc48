import { paths } from '@sendero/contract';
import { ButtonLink } from '../../../components/button.tsx';
import { PageContainer } from '../../../components/page-container.tsx';
import { DocumentTitle } from '../../../components/document-title.tsx';
import { TextBlocks } from '../components/text-blocks.tsx';
import { TERMS_LAST_UPDATED, termsSections } from '../content/terms.ts';

export function TermsPage() {
  return (
    <PageContainer className="max-w-3xl">
      <DocumentTitle title="Terms & Conditions" />
      <h1 className="font-display text-4xl font-bold text-stone-900 dark:text-stone-50">
        Terms &amp; Conditions
      </h1>
      <p className="mt-2 text-sm text-stone-500 dark:text-stone-400">
        Last updated {TERMS_LAST_UPDATED}
      </p>
      <div className="mt-8 flex flex-col gap-8 text-stone-700 dark:text-stone-300">
        {termsSections.map((section) => (
          <section key={section.id} id={section.id} aria-labelledby={`${section.id}-title`}>
            <h2
              id={`${section.id}-title`}
              className="mb-3 font-display text-xl font-bold text-stone-900 dark:text-stone-100"
            >
              {section.title}
            </h2>
            <TextBlocks blocks={section.blocks} />
          </section>
        ))}
      </div>
      <div className="mt-10 flex flex-wrap gap-3 border-t border-cream-200 pt-8 dark:border-slate-800">
        <ButtonLink to={paths.login('create')}>Create an account</ButtonLink>
        <ButtonLink to="/" variant="secondary">
          Go home
        </ButtonLink>
      </div>
    </PageContainer>
  );
}
