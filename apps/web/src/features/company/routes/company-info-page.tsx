import { useCallback, useState } from 'react';
import { useActionData } from 'react-router';
import { Accordion } from '../../../components/accordion.tsx';
import { PageContainer } from '../../../components/page-container.tsx';
import { DocumentTitle } from '../../../components/document-title.tsx';
import { CONTACT_SECTION, ContactForm } from '../components/contact-form.tsx';
import { TextBlocks } from '../components/text-blocks.tsx';
import { useHashSection } from '../components/use-hash-section.ts';
import { companySections } from '../content/company-sections.ts';

export { contactAction } from './contact-action.ts';

const SECTION_IDS = companySections.map((section) => section.id);

export function CompanyInfoPage() {
  // The page answering the contact form (sent without the app) opens where its message is.
  const answeredContact = useActionData() !== undefined;
  const [openIds, setOpenIds] = useState<ReadonlySet<string>>(
    () => new Set(answeredContact ? [CONTACT_SECTION] : []),
  );

  const toggle = useCallback((id: string, isOpen: boolean) => {
    setOpenIds((current) => {
      const next = new Set(current);
      if (isOpen) next.add(id);
      else next.delete(id);
      return next;
    });
  }, []);

  const open = useCallback((id: string) => {
    setOpenIds((current) => (current.has(id) ? current : new Set(current).add(id)));
  }, []);

  useHashSection(SECTION_IDS, open);

  return (
    <PageContainer className="max-w-3xl">
      <DocumentTitle title="Company information" />
      <p className="text-sm font-semibold tracking-wider text-terracotta-700 uppercase dark:text-terracotta-400">
        Company
      </p>
      <h1 className="mt-1 font-display text-4xl font-bold text-stone-900 dark:text-stone-50">
        Company information
      </h1>
      <p className="mt-3 text-stone-600 dark:text-stone-400">
        Who we are, how Sendero works and how to reach us.
      </p>
      <div className="mt-8 flex flex-col gap-3">
        {companySections.map((section) => (
          <Accordion
            key={section.id}
            id={section.id}
            title={section.title}
            open={openIds.has(section.id)}
            onToggle={toggle}
          >
            <TextBlocks blocks={section.blocks} />
            {section.id === CONTACT_SECTION && <ContactForm />}
          </Accordion>
        ))}
      </div>
    </PageContainer>
  );
}
