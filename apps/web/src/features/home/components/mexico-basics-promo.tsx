import { paths } from '@sendero/contract';
import { ArrowRight, Banknote, ShieldCheck, Stamp } from 'lucide-react';
import { Link } from 'react-router';

const TOPICS = [
  { label: 'Visas and entry', Icon: Stamp },
  { label: 'Safety tips', Icon: ShieldCheck },
  { label: 'Money and budgeting', Icon: Banknote },
] as const;

/** The 'Mexico basics' promo block linking to /mexico. */
export function MexicoBasicsPromo() {
  return (
    <section
      aria-labelledby="basics-promo-heading"
      className="rounded-3xl border border-marigold-300 bg-marigold-300/30 p-6 sm:p-8 dark:border-slate-700 dark:bg-slate-900"
    >
      <div className="flex flex-col gap-6 md:flex-row md:items-center md:justify-between">
        <div>
          <p className="text-sm font-semibold tracking-wide text-terracotta-700 uppercase dark:text-terracotta-400">
            Before you go
          </p>
          <h2
            id="basics-promo-heading"
            className="mt-1 font-display text-2xl font-bold text-stone-900 sm:text-3xl dark:text-stone-50"
          >
            Mexico basics
          </h2>
          <ul className="mt-4 flex flex-wrap gap-3">
            {TOPICS.map(({ label, Icon }) => (
              <li
                key={label}
                className="flex items-center gap-2 rounded-full bg-white px-3 py-1.5 text-sm font-medium text-stone-800 shadow-sm dark:bg-slate-800 dark:text-stone-100"
              >
                <Icon aria-hidden="true" className="size-4 text-jade-700 dark:text-jade-300" />
                {label}
              </li>
            ))}
          </ul>
        </div>
        <Link
          to={paths.mexico()}
          className="inline-flex items-center gap-2 self-start rounded-full bg-jade-600 px-5 py-2.5 text-sm font-semibold text-white hover:bg-jade-700 md:self-center dark:bg-jade-500 dark:text-slate-950"
        >
          Read the Mexico basics
          <ArrowRight aria-hidden="true" className="size-4" />
        </Link>
      </div>
    </section>
  );
}
