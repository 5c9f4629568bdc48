import { useEffect, useState, type RefObject } from 'react';

/**
 * Whether the element's folded text (a line clamp) is cut, known once the browser has laid it out
 * and kept current when a turned phone or a larger text size moves the fold. Unfolded, the text
 * cannot overflow: the last folded answer is kept, so a Show less button stays.
 */
export function useOverflowing(element: RefObject<HTMLElement | null>, folded: boolean): boolean {
  const [overflowing, setOverflowing] = useState(false);
  useEffect(() => {
    const target = element.current;
    if (!target || !folded) return;
    const measure = () => setOverflowing(target.scrollHeight - target.clientHeight > 1);
    measure();
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(measure);
    observer.observe(target);
    return () => observer.disconnect();
  }, [element, folded]);
  return overflowing;
}
