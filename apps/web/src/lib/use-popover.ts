import { useCallback, useMemo, useRef, useState } from 'react';
import type { RefObject, SyntheticEvent } from 'react';

export interface PopoverControl<T extends HTMLElement = HTMLDivElement> {
  /** For the element with the `popover` attribute. */
  ref: RefObject<T | null>;
  /** Whether the browser shows it now, whoever opened it (an invoker button, Escape, the app). */
  open: boolean;
  /** For the element's `onToggle`: keeps `open` in step with the browser. */
  onToggle: (event: SyntheticEvent<T>) => void;
  show: () => void;
  hide: () => void;
}

function isShown(element: HTMLElement): boolean {
  try {
    return element.matches(':popover-open');
  } catch {
    // A DOM without popovers (an old browser, a test's DOM): nothing it shows is a popover.
    return false;
  }
}

/**
 * A `popover` element the browser opens and closes by itself (buttons with `popovertarget`, light
 * dismiss, Escape), so it works before and without the app's code (issue 28); once the app runs,
 * `open` follows the browser, for focus traps and the like, and `show` / `hide` drive it.
 */
export function usePopover<T extends HTMLElement = HTMLDivElement>(): PopoverControl<T> {
  const ref = useRef<T>(null);
  const [open, setOpen] = useState(false);
  const onToggle = useCallback((event: SyntheticEvent<T>) => {
    setOpen(isShown(event.currentTarget));
  }, []);
  const show = useCallback(() => {
    const element = ref.current;
    if (element && !isShown(element)) element.showPopover();
  }, []);
  const hide = useCallback(() => {
    const element = ref.current;
    if (element && isShown(element)) element.hidePopover();
  }, []);
  return useMemo(() => ({ ref, open, onToggle, show, hide }), [open, onToggle, show, hide]);
}
