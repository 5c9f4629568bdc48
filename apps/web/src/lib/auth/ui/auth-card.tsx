import type { ReactNode } from 'react';

/** The narrow card the account screens (sign-in, password flows) sit in. */
export function AuthCard({
  title,
  intro,
  children,
}: {
  title: string;
  intro?: ReactNode;
  children: ReactNode;
}) {
  return (
    <div className="mx-auto w-full max-w-md px-4 py-10 sm:py-16">
      <div className="rounded-2xl border border-cream-200 bg-white p-6 shadow-sm sm:p-8 dark:border-slate-800 dark:bg-slate-900">
        <h1 className="font-display text-3xl font-bold text-stone-900 dark:text-stone-50">
          {title}
        </h1>
        {intro && <div className="mt-2 text-sm text-stone-600 dark:text-stone-300">{intro}</div>}
        <div className="mt-6">{children}</div>
      </div>
    </div>
  );
}
