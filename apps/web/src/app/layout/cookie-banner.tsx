import { CONSENT_FORM_PATH, paths, type PageVariant } from '@sendero/contract';
import type { MouseEvent } from 'react';
import { Link, useLocation } from 'react-router';
import { Button } from '../../components/button.tsx';
import { readConsentStatus, saveConsent, subscribeConsent } from '../../lib/consent.ts';
import type { ConsentStatus } from '../../lib/consent.ts';
import { useVisitorChoice } from '../../lib/page-variant.tsx';

/** Smaller buttons on a phone, still well above the 24 px a touch target needs. */
const phoneButton = 'max-sm:px-3.5 max-sm:py-1 max-sm:text-xs';

const renderedAnswered = (variant: PageVariant) => variant.consent !== null;
const answeredNow = () => readConsentStatus() !== null;

/**
 * Shows until the visitor answers (accepted or declined). The server knows the answer from its
 * cookie and renders no banner once it is given (issue 28). The buttons submit a plain form that
 * sets the cookie and comes back to this page, so they work before and without the app's code;
 * with the app running, the same cookie is written here and nothing is sent.
 */
export function CookieBanner() {
  const answered = useVisitorChoice(renderedAnswered, answeredNow, subscribeConsent);
  const { pathname, search, hash } = useLocation();
  if (answered) return null;

  const choose = (status: ConsentStatus) => (event: MouseEvent<HTMLButtonElement>) => {
    event.preventDefault();
    saveConsent(status);
  };

  return (
    <section
      aria-label="Cookie consent"
      className="fixed inset-x-2 bottom-2 z-40 mx-auto max-w-3xl rounded-2xl border border-cream-200 bg-white p-2.5 shadow-2xl sm:inset-x-6 sm:bottom-3 sm:p-5 dark:border-slate-700 dark:bg-slate-900"
    >
      {/* Compact on a phone (issue 34): the heading runs into the text, small type, one row of
          small buttons, so the banner takes well under a fifth of a 320 × 640 screen. */}
      <div className="flex flex-col gap-2 sm:gap-4 md:flex-row md:items-center">
        <div className="flex-1 text-xs text-stone-700 max-sm:leading-4 sm:text-sm dark:text-stone-300">
          <p>
            <strong className="font-display font-bold text-stone-900 sm:block sm:text-base dark:text-stone-100">
              We value your privacy
            </strong>{' '}
            <span className="sm:mt-1 sm:inline-block">
              We use essential cookies to run Sendero and, with your permission, others to improve
              it.{' '}
              <Link
                to={paths.companyInfo('privacy-policy')}
                className="font-medium text-jade-700 underline dark:text-jade-300"
              >
                Privacy Policy
              </Link>
            </span>
          </p>
        </div>
        <form method="post" action={CONSENT_FORM_PATH} className="flex shrink-0 flex-wrap gap-2">
          <input type="hidden" name="returnTo" value={`${pathname}${search}${hash}`} />
          <Button
            type="submit"
            name="status"
            value="declined"
            variant="secondary"
            className={phoneButton}
            onClick={choose('declined')}
          >
            Decline non-essential
          </Button>
          <Button
            type="submit"
            name="status"
            value="accepted"
            className={phoneButton}
            onClick={choose('accepted')}
          >
            Accept all
          </Button>
        </form>
      </div>
    </section>
  );
}
