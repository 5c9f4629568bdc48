import { useId, useRef, useState } from 'react';
import { useOverflowing } from '../lib/use-overflowing.ts';

/** Folded height of the introduction on a phone. */
const FOLDED_LINES_CLASS = 'max-sm:scripting:line-clamp-4';

/**
 * A city's introduction (its page and its tour and spot lists). On a phone it is folded to four
 * lines with Read more / Read less (issue 15), so the section nav and the basics are not a screen of text away. The whole text is
 * always in the markup and folded by CSS only: search engines and screen readers get all of it,
 * and a visitor without scripts (who could not unfold it) sees it unfolded.
 *
 * Whether the text overflows four lines is only known once it is laid out in the browser, so the
 * button's place is kept from the first paint and the button is shown only then, and only when
 * the text is longer than the fold: nothing moves when it appears.
 */
export function CityIntro({ text }: { text: string }) {
  const id = useId();
  const paragraph = useRef<HTMLParagraphElement>(null);
  const [expanded, setExpanded] = useState(false);
  const overflowing = useOverflowing(paragraph, !expanded);

  if (!text) return null;
  return (
    <>
      <p
        ref={paragraph}
        id={id}
        className={`mt-3 max-w-3xl leading-relaxed whitespace-pre-line text-stone-700 dark:text-stone-300 ${expanded ? '' : FOLDED_LINES_CLASS}`}
      >
        {text}
      </p>
      <button
        type="button"
        aria-expanded={expanded}
        aria-controls={id}
        onClick={() => setExpanded((value) => !value)}
        className={`mt-1 rounded py-1 text-sm font-semibold text-jade-700 underline-offset-2 hover:underline sm:hidden noscript:hidden dark:text-jade-300 ${expanded || overflowing ? '' : 'invisible'}`}
      >
        {expanded ? 'Read less' : 'Read more'}
      </button>
    </>
  );
}
