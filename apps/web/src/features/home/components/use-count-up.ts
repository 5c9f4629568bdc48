import { useEffect, useState } from 'react';
import type { RefObject } from 'react';
import { COMMUNITY_COUNT, COUNT_UP_MS, COUNT_UP_TICK_MS, countUpValue } from './count-up.ts';
import { useReducedMotion } from './use-reduced-motion.ts';

/**
 * Counts up to the target once the element scrolls into view; visitors who prefer reduced motion see
 * the final number straight away.
 */
export function useCountUp(ref: RefObject<Element | null>, target = COMMUNITY_COUNT): number {
  const reducedMotion = useReducedMotion();
  const [value, setValue] = useState(0);

  useEffect(() => {
    if (reducedMotion) return;
    const element = ref.current;
    let timer: number | undefined;
    let observer: IntersectionObserver | undefined;
    // Each effect run owns its timer and observer and cleans both up, so a re-run (strict mode, a
    // dependency change) simply starts over instead of leaving the counter parked at 0.
    const start = () => {
      if (timer !== undefined) return;
      const begin = performance.now();
      timer = window.setInterval(() => {
        const next = countUpValue(performance.now() - begin, target, COUNT_UP_MS);
        setValue(next);
        if (next >= target) window.clearInterval(timer);
      }, COUNT_UP_TICK_MS);
    };
    if (!element || typeof IntersectionObserver !== 'function') {
      start();
    } else {
      observer = new IntersectionObserver((entries) => {
        if (entries.some((entry) => entry.isIntersecting)) {
          observer?.disconnect();
          start();
        }
      });
      observer.observe(element);
    }
    return () => {
      observer?.disconnect();
      window.clearInterval(timer);
    };
  }, [reducedMotion, ref, target]);

  return reducedMotion ? target : value;
}
