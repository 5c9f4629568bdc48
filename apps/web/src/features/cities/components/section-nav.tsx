import { useEffect, useRef } from 'react';
import { scrollToAnchor } from '../../../lib/anchor-scroll.ts';
import { useActiveSection } from './use-active-section.ts';

export interface NavItem {
  id: string;
  label: string;
}

/** Sticky in-page navigation: smooth-scrolls to a section and highlights the one in view. */
export function SectionNav({ items }: { items: readonly NavItem[] }) {
  const active = useActiveSection(items.map((item) => item.id));
  const listRef = useRef<HTMLUListElement>(null);

  // On narrow screens the bar scrolls sideways: keep the highlighted entry in sight.
  useEffect(() => {
    const list = listRef.current;
    const link = active ? list?.querySelector<HTMLElement>(`a[href="#${active}"]`) : null;
    if (!list || !link) return;
    const left = link.offsetLeft - list.offsetLeft;
    if (left < list.scrollLeft || left + link.offsetWidth > list.scrollLeft + list.clientWidth) {
      list.scrollTo({ left: Math.max(0, left - 16) });
    }
  }, [active]);
  return (
    <nav
      aria-label="City sections"
      className="sticky top-16 z-30 -mx-4 mt-6 border-b border-cream-200 bg-cream-50/95 px-4 backdrop-blur sm:-mx-6 sm:px-6 lg:-mx-8 lg:px-8 dark:border-slate-800 dark:bg-slate-950/95"
    >
      <ul ref={listRef} className="flex gap-1 overflow-x-auto py-2">
        {items.map((item) => {
          const isActive = item.id === active;
          return (
            <li key={item.id} className="shrink-0">
              <a
                href={`#${item.id}`}
                aria-current={isActive ? 'true' : undefined}
                onClick={(event) => {
                  // The router owns history entries: scroll without touching the URL.
                  if (scrollToAnchor(item.id)) event.preventDefault();
                }}
                className={`block rounded-full px-3.5 py-1.5 text-sm font-semibold whitespace-nowrap transition-colors ${
                  isActive
                    ? 'bg-jade-600 text-white dark:bg-jade-500 dark:text-slate-950'
                    : 'text-stone-700 hover:bg-cream-200 dark:text-stone-300 dark:hover:bg-slate-800'
                }`}
              >
                {item.label}
              </a>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
