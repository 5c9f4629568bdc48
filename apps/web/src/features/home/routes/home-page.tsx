import { ButtonLink } from '../../../components/button.tsx';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';

/** Placeholder home until the home issue lands: the headline and the two main ways in. */
export function HomePage() {
  useDocumentTitle('');
  return (
    <section className="bg-gradient-to-b from-jade-50 to-cream-50 dark:from-slate-900 dark:to-slate-950">
      <div className="mx-auto max-w-5xl px-4 py-20 text-center sm:px-6 lg:px-8">
        <h1 className="font-display text-4xl font-bold text-stone-900 sm:text-5xl dark:text-stone-50">
          Your Story, Your Tour
          <span className="block text-jade-700 dark:text-jade-300">Your México</span>
        </h1>
        <p className="mx-auto mt-4 max-w-xl text-lg text-stone-600 dark:text-stone-400">
          Find tours by interest — foodie, history buff, nature lover — and explore México like a
          local.
        </p>
        <div className="mt-8 flex flex-wrap justify-center gap-3">
          <ButtonLink to="/cities">Explore cities</ButtonLink>
          <ButtonLink to="/mexico" variant="secondary">
            Mexico Basics
          </ButtonLink>
        </div>
      </div>
    </section>
  );
}
