import { ArrowRight, Compass, Map } from 'lucide-react';
import { Link } from 'react-router';
import { PageContainer } from '../../../components/page-container.tsx';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';

const cardClass =
  'group flex items-start gap-4 rounded-2xl border border-cream-200 bg-white p-5 shadow-sm transition hover:-translate-y-0.5 hover:shadow-md dark:border-slate-800 dark:bg-slate-900';

export function ExperiencesPage() {
  useDocumentTitle('Experiences');
  return (
    <PageContainer>
      <h1 className="font-display text-4xl font-bold text-stone-900 dark:text-stone-50">
        Experiences
      </h1>
      <p className="mt-3 max-w-2xl text-stone-600 dark:text-stone-400">
        Find tours by what you love — food, history or nature. Start with a city, or brush up on the
        basics before you go.
      </p>
      <div className="mt-8 grid gap-4 sm:grid-cols-2">
        <Link to="/cities" className={cardClass}>
          <Map aria-hidden="true" className="size-8 shrink-0 text-jade-600 dark:text-jade-300" />
          <span>
            <span className="flex items-center gap-1 font-semibold text-stone-900 dark:text-stone-100">
              Explore cities
              <ArrowRight
                aria-hidden="true"
                className="size-4 transition group-hover:translate-x-1"
              />
            </span>
            <span className="mt-1 block text-sm text-stone-600 dark:text-stone-400">
              Curated tours and spots, city by city.
            </span>
          </span>
        </Link>
        <Link to="/mexico" className={cardClass}>
          <Compass
            aria-hidden="true"
            className="size-8 shrink-0 text-terracotta-700 dark:text-terracotta-400"
          />
          <span>
            <span className="flex items-center gap-1 font-semibold text-stone-900 dark:text-stone-100">
              Mexico Basics
              <ArrowRight
                aria-hidden="true"
                className="size-4 transition group-hover:translate-x-1"
              />
            </span>
            <span className="mt-1 block text-sm text-stone-600 dark:text-stone-400">
              Visas, money, safety, food and more.
            </span>
          </span>
        </Link>
      </div>
    </PageContainer>
  );
}
