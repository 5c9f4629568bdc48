import type { PostDetail } from '@sendero/contract';
import { PostMarkdown } from './post-markdown.tsx';
import { SectionLabel } from './section-label.tsx';

type Section = PostDetail['sections'][number];

const frames: Record<string, string> = {
  warning:
    'border-l-4 border-red-600 bg-red-50/60 pl-5 dark:border-red-400 dark:bg-red-950/30 py-4 pr-4 rounded-r-xl',
  tip: 'border-l-4 border-amber-500 bg-amber-50/60 pl-5 dark:border-amber-400 dark:bg-amber-950/30 py-4 pr-4 rounded-r-xl',
};

export function PostSectionView({ section }: { section: Section }) {
  return (
    <section className={frames[section.kind] ?? ''} data-kind={section.kind}>
      <SectionLabel kind={section.kind} />
      {section.heading && (
        <h2 className="mt-2 mb-3 font-display text-2xl font-bold text-stone-900 dark:text-stone-50">
          {section.heading}
        </h2>
      )}
      <PostMarkdown markdown={section.bodyMd} />
    </section>
  );
}

/** Sections are keyed by id, falling back to their sort index. */
export function sectionKey(section: Pick<Section, 'id' | 'sortIndex'>): string | number {
  return section.id ?? section.sortIndex;
}
