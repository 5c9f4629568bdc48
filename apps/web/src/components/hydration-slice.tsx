import { Suspense, useRef } from 'react';
import type { ReactElement } from 'react';
import { sliceTurn } from '../lib/hydration-slices.ts';

function WaitForTurn({ children }: { children: ReactElement }) {
  // A part shown once stays: its parent's later renders bring new elements, never a new wait.
  const shown = useRef(false);
  if (!shown.current) {
    // Thrown while hydrating, the promise keeps the server's markup; it hydrates once resolved.
    const turn = sliceTurn(children);
    if (turn) throw turn;
    shown.current = true;
  }
  return children;
}

/**
 * A part of the page that hydrates in a task of its own (lib/hydration-slices.ts). `children`
 * must render exactly one element: Preact keeps the first element it finds for a part that waits,
 * so a second one would be taken for the part after it.
 *
 * Preact numbers `useId` in render order, and a part that waits renders after what follows it, so
 * a component that calls `useId` belongs inside a slice, or before the page's first one: after a
 * slice, outside one, it would take an id the server gave another element (`ssr.spec.ts` checks
 * that every id a page points at is there).
 */
export function HydrationSlice({ children }: { children: ReactElement }) {
  return (
    <Suspense fallback={null}>
      <WaitForTurn>{children}</WaitForTurn>
    </Suspense>
  );
}
