import { useEffect, useState } from 'react';
import { ANCHOR_SCROLL_OFFSET_PX } from '../../../lib/anchor-scroll.ts';

/**
 * The id of the section nearest the top of the viewport (below the sticky bars), tracked with an
 * IntersectionObserver so scrolling costs nothing per frame.
 */
export function useActiveSection(ids: readonly string[]): string | null {
  const [active, setActive] = useState<string | null>(ids[0] ?? null);
  const key = ids.join('|');

  useEffect(() => {
    if (typeof IntersectionObserver === 'undefined' || key === '') return;
    const sectionIds = key.split('|');
    const visible = new Set<string>();
    const last = sectionIds.at(-1);
    const pick = () => {
      // The last section may be too short to reach the band: at the foot of the page it is the
      // one being read (issue 15). Otherwise the first section (in page order) that crosses the
      // band below the bars wins.
      const { scrollHeight } = document.documentElement;
      const atFoot = window.innerHeight + window.scrollY >= scrollHeight - 2;
      const current = atFoot ? last : sectionIds.find((id) => visible.has(id));
      if (current) setActive(current);
    };
    const observer = new IntersectionObserver(
      (entries) => {
        for (const entry of entries) {
          if (entry.isIntersecting) visible.add(entry.target.id);
          else visible.delete(entry.target.id);
        }
        pick();
      },
      // A band from under the sticky header and nav down to 55 % of the viewport height.
      { rootMargin: `-${ANCHOR_SCROLL_OFFSET_PX + 20}px 0px -45% 0px`, threshold: 0 },
    );
    for (const id of sectionIds) {
      const element = document.getElementById(id);
      if (element) observer.observe(element);
    }
    window.addEventListener('scroll', pick, { passive: true });
    return () => {
      observer.disconnect();
      window.removeEventListener('scroll', pick);
    };
  }, [key]);

  return active;
}
