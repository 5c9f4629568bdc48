import type { ReactNode, Ref } from 'react';
import { SearchCombobox } from '../../features/search/components/search-combobox.tsx';
import { SEARCH_PLACEHOLDER } from './nav-items.ts';

interface SearchBoxProps {
  className?: string;
  autoFocus?: boolean;
  ref?: Ref<HTMLInputElement>;
  /** 'panel' lists the results below the box instead of in a floating dropdown. */
  variant?: 'dropdown' | 'panel';
  hint?: ReactNode;
}

/** The global search input of the header and of the mobile overlay, with its results. */
export function SearchBox({
  className = '',
  autoFocus = false,
  ref,
  variant,
  hint,
}: SearchBoxProps) {
  return (
    <SearchCombobox
      ref={ref}
      className={className}
      autoFocus={autoFocus}
      placeholder={SEARCH_PLACEHOLDER}
      variant={variant}
      hint={hint}
    />
  );
}
