import { useEffect, useLayoutEffect, useRef } from 'react';
import type { RefObject } from 'react';

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

export interface FocusTrapOptions {
  /** Focused when the trap starts; otherwise the container's first focusable element. */
  initialFocus?: RefObject<HTMLElement | null> | undefined;
  /** Focused when the trap ends; otherwise the element that had focus when it started. */
  returnFocus?: RefObject<HTMLElement | null> | undefined;
}

/**
 * For modal dialogs and overlays, while `active`: focus moves into `container` and Tab stays
 * inside it, Escape calls `onEscape`, the page does not scroll; when it ends, focus goes back.
 */
export function useFocusTrap(
  active: boolean,
  container: RefObject<HTMLElement | null>,
  onEscape: () => void,
  { initialFocus, returnFocus }: FocusTrapOptions = {},
) {
  const escapeRef = useRef(onEscape);
  useEffect(() => {
    escapeRef.current = onEscape;
  }, [onEscape]);

  // Before the browser paints the opened dialog: a key pressed as soon as it shows (Escape, Tab)
  // must already be the trap's, and focus must already be inside. A passive effect runs a frame
  // or more later, longer on a busy phone, and a quick Escape was lost (seen in accounts.spec).
  useLayoutEffect(() => {
    if (!active) return;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    const returnTarget = returnFocus?.current ?? opener;
    const previousOverflow = document.body.style.overflow;
    document.body.style.overflow = 'hidden';
    const focusables = () =>
      Array.from(container.current?.querySelectorAll<HTMLElement>(FOCUSABLE) ?? []);
    (initialFocus?.current ?? focusables()[0])?.focus();

    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        event.preventDefault();
        escapeRef.current();
        return;
      }
      if (event.key !== 'Tab' || !container.current) return;
      const items = focusables();
      const first = items[0];
      const last = items[items.length - 1];
      if (!first || !last) {
        event.preventDefault();
        return;
      }
      const current = document.activeElement;
      if (!container.current.contains(current)) {
        event.preventDefault();
        first.focus();
      } else if (event.shiftKey && current === first) {
        event.preventDefault();
        last.focus();
      } else if (!event.shiftKey && current === last) {
        event.preventDefault();
        first.focus();
      }
    };
    document.addEventListener('keydown', onKeyDown);
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      document.body.style.overflow = previousOverflow;
      if (returnTarget?.isConnected) returnTarget.focus();
    };
  }, [active, container, initialFocus, returnFocus]);
}
