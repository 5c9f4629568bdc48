import { startTransition, useEffect, useId, useRef, useState } from 'react';
import { toggleLabel } from '../../../components/detail/description-truncation.ts';
import { useOverflowing } from '../../../lib/use-overflowing.ts';

const toggleClasses =
  'rounded py-0.5 text-sm font-semibold text-jade-700 underline-offset-2 hover:underline dark:text-jade-300';

/**
 * An event's description, folded to four lines with Read more / Show less (issue 34): the whole
 * text is in the markup, so search engines and screen readers have all of it.
 *
 * Until the page is live, the toggle is a native <details> whose opening unfolds the text by CSS
 * (index.css, `.event-description`), so it works on the server's page and without scripts; CSS
 * shows it only while the folded text overflows (a scroll timeline on the text is active only
 * then). Once live it becomes a button with aria-expanded, shown when the measured text is cut; a
 * <details> already opened, or focused, hands its state to the button. Both keep the same place
 * from the first paint, so nothing moves when either appears.
 */
export function EventDescription({ text, title }: { text: string; title: string }) {
  const id = useId();
  const paragraph = useRef<HTMLParagraphElement>(null);
  const details = useRef<HTMLDetailsElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  /** Null until the page is live (the server's markup); then the button's state. */
  const [live, setLive] = useState<{ expanded: boolean; focus: boolean } | null>(null);
  const expanded = live?.expanded ?? false;
  const overflowing = useOverflowing(paragraph, !expanded);

  useEffect(() => {
    const native = details.current;
    const state = {
      expanded: native?.open ?? false,
      focus: native !== null && native.contains(document.activeElement),
    };
    // A transition, as useHydrated's: hydration of the whole list is not made one long task.
    startTransition(() => setLive(state));
  }, []);
  const takeFocus = live?.focus ?? false;
  useEffect(() => {
    if (takeFocus) button.current?.focus();
  }, [takeFocus]);

  const label = (open: boolean) => (
    <>
      {toggleLabel(open)}
      <span className="sr-only">: {title}</span>
    </>
  );

  return (
    <div className="event-description flex flex-col">
      <p
        ref={paragraph}
        id={id}
        className={`text-sm leading-relaxed text-stone-600 dark:text-stone-400 ${expanded ? '' : 'line-clamp-4'}`}
      >
        {text}
      </p>
      {live ? (
        <button
          ref={button}
          type="button"
          aria-expanded={expanded}
          aria-controls={id}
          aria-label={`${toggleLabel(expanded)}: ${title}`}
          onClick={() => setLive({ expanded: !expanded, focus: true })}
          className={`${toggleClasses} self-start ${expanded || overflowing ? '' : 'invisible'}`}
        >
          {toggleLabel(expanded)}
        </button>
      ) : (
        <details ref={details} className="group self-start">
          <summary
            className={`${toggleClasses} cursor-pointer list-none [&::-webkit-details-marker]:hidden`}
          >
            <span className="group-open:hidden">{label(false)}</span>
            <span className="hidden group-open:inline">{label(true)}</span>
          </summary>
        </details>
      )}
    </div>
  );
}
