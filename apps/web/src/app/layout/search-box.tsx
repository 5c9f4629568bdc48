import { Search } from 'lucide-react';
import { useId } from 'react';
import type { Ref } from 'react';
import { SEARCH_PLACEHOLDER } from './nav-items.ts';

interface SearchBoxProps {
  className?: string;
  autoFocus?: boolean;
  ref?: Ref<HTMLInputElement>;
}

/** The global search input (results dropdown comes with the search issue). */
export function SearchBox({ className = '', autoFocus = false, ref }: SearchBoxProps) {
  const id = useId();
  return (
    <form
      role="search"
      className={`relative ${className}`}
      onSubmit={(event) => event.preventDefault()}
    >
      <label htmlFor={id} className="sr-only">
        Search
      </label>
      <Search
        aria-hidden="true"
        className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-stone-400"
      />
      <input
        ref={ref}
        id={id}
        type="search"
        name="q"
        autoComplete="off"
        autoFocus={autoFocus}
        placeholder={SEARCH_PLACEHOLDER}
        className="w-full rounded-full border border-stone-300 bg-white py-2 pr-10 pl-9 text-sm text-stone-900 placeholder:text-stone-400 focus:border-jade-600 focus:ring-2 focus:ring-jade-600/30 focus:outline-none dark:border-slate-700 dark:bg-slate-900 dark:text-stone-100 dark:placeholder:text-slate-500"
      />
      <kbd
        aria-hidden="true"
        className="pointer-events-none absolute top-1/2 right-3 hidden -translate-y-1/2 rounded border border-stone-300 px-1.5 text-xs text-stone-500 lg:block dark:border-slate-600 dark:text-slate-400"
      >
        /
      </kbd>
    </form>
  );
}
