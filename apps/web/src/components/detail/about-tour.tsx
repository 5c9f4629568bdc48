import { useId, useState } from 'react';
import { toggleLabel, truncateDescription } from './description-truncation.ts';

export function AboutTour({ description }: { description: string }) {
  const [expanded, setExpanded] = useState(false);
  const textId = useId();
  const { text, foldable } = truncateDescription(description, expanded);
  return (
    <section aria-labelledby="about-tour-heading">
      <h2
        id="about-tour-heading"
        className="font-display text-2xl font-bold text-stone-900 dark:text-stone-50"
      >
        About this tour
      </h2>
      <p
        id={textId}
        className="mt-3 leading-relaxed whitespace-pre-line text-stone-700 dark:text-stone-300"
      >
        {text || 'Data not available.'}
      </p>
      {foldable && (
        <button
          type="button"
          aria-expanded={expanded}
          aria-controls={textId}
          onClick={() => setExpanded((value) => !value)}
          className="mt-2 rounded text-sm font-semibold text-jade-700 underline-offset-2 hover:underline dark:text-jade-300"
        >
          {toggleLabel(expanded)}
        </button>
      )}
    </section>
  );
}
