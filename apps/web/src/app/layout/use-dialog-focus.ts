import { useEffect, useRef } from 'react';
import type { RefObject } from 'react';

/**
 * While `open`: moves focus into the container (first focusable element, or `initial`), keeps Tab
 * inside it, locks the page scroll and closes on Escape. When it closes, focus goes back to
 * `returnTo`.
 */
export function useDialogFocus(
  open: boolean,
  onClose: () => void,
  container: RefObject<HTMLElement | null>,
  returnTo: RefObject<HTMLElement | null>,
  initial?: RefObject<HTMLElement | null>,
) {
  const wasOpen = useRef(false);
  const closeRef = useRef(onClose);
  useEffect(() => {
    closeRef.current = onClose;
  }, [onClose]);

  useEffect(() => {
    if (!open) {
      if (wasOpen.current) returnTo.current?.focus();
      wasOpen.current = false;
      return;
    }
    wasOpen.current = true;
    const root = container.current;
    const previousOverflow = document.body.style.overflow;
    document.body.style.overflow = 'hidden';
    const focusables = () =>
      root
        ? Array.from(
            root.querySelectorAll<HTMLElement>(
              'a[href], button:not([disabled]), input:not([disabled]), select, textarea, [tabindex]:not([tabindex="-1"])',
            ),
          )
        : [];
    (initial?.current ?? focusables()[0])?.focus();

    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        event.preventDefault();
        closeRef.current();
        return;
      }
      if (event.key !== 'Tab') return;
      const items = focusables();
      const first = items[0];
      const last = items[items.length - 1];
      if (!first || !last) return;
      if (event.shiftKey && document.activeElement === first) {
        event.preventDefault();
        last.focus();
      } else if (!event.shiftKey && document.activeElement === last) {
        event.preventDefault();
        first.focus();
      }
    };
    document.addEventListener('keydown', onKeyDown);
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      document.body.style.overflow = previousOverflow;
    };
  }, [open, container, returnTo, initial]);
}
