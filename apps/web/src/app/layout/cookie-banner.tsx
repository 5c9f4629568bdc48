import { paths } from '@sendero/contract';
import { useState } from 'react';
import { Link } from 'react-router';
import { Button } from '../../components/button.tsx';
import { readConsent, saveConsent } from '../../lib/consent.ts';
import type { ConsentStatus } from '../../lib/consent.ts';

/** Shows until a valid consent record (accepted or declined) is stored. */
export function CookieBanner() {
  const [answered, setAnswered] = useState(() => readConsent() !== null);
  if (answered) return null;

  const choose = (status: ConsentStatus) => {
    saveConsent(status);
    setAnswered(true);
  };

  return (
    <section
      aria-label="Cookie consent"
      className="fixed inset-x-3 bottom-3 z-40 mx-auto max-w-3xl rounded-2xl border border-cream-200 bg-white p-4 shadow-2xl sm:inset-x-6 sm:p-5 dark:border-slate-700 dark:bg-slate-900"
    >
      <div className="flex flex-col gap-4 md:flex-row md:items-center">
        <div className="flex-1 text-sm text-stone-700 dark:text-stone-300">
          <p className="font-display text-base font-bold text-stone-900 dark:text-stone-100">
            We value your privacy
          </p>
          <p className="mt-1">
            We use essential cookies to run Sendero and, with your permission, others to improve it.{' '}
            <Link
              to={paths.companyInfo('privacy-policy')}
              className="font-medium text-jade-700 underline dark:text-jade-300"
            >
              Privacy Policy
            </Link>
          </p>
        </div>
        <div className="flex shrink-0 flex-wrap gap-2">
          <Button variant="secondary" onClick={() => choose('declined')}>
            Decline non-essential
          </Button>
          <Button onClick={() => choose('accepted')}>Accept all</Button>
        </div>
      </div>
    </section>
  );
}
