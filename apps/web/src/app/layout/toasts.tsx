import { lazy, Suspense, useEffect, useState } from 'react';
import { whenToastAreaWanted } from '../../lib/toast.ts';

// Not in the entry chunk: react-toastify loads at the first input or the first toast (lib/toast.ts).
const ToastArea = lazy(() =>
  import('../../components/toast-area.tsx').then((m) => ({ default: m.ToastArea })),
);

/** The shell's toast area (components/toast-area.tsx), mounted once it is wanted. */
export function Toasts() {
  const [wanted, setWanted] = useState(false);
  useEffect(() => whenToastAreaWanted(() => setWanted(true)), []);
  if (!wanted) return null;
  return (
    <Suspense fallback={null}>
      <ToastArea />
    </Suspense>
  );
}
