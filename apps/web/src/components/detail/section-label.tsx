import { AlertTriangle, Lightbulb } from 'lucide-react';

/** Content spec §2: warning sections carry a red label, tips an amber one, other kinds none. */
export function SectionLabel({ kind }: { kind: string }) {
  if (kind === 'warning') {
    return (
      <span className="inline-flex items-center gap-1 rounded-full bg-red-100 px-2.5 py-0.5 text-xs font-semibold tracking-wide text-red-800 uppercase dark:bg-red-950 dark:text-red-200">
        <AlertTriangle aria-hidden="true" className="size-3.5" />
        Warning
      </span>
    );
  }
  if (kind === 'tip') {
    return (
      <span className="inline-flex items-center gap-1 rounded-full bg-amber-100 px-2.5 py-0.5 text-xs font-semibold tracking-wide text-amber-900 uppercase dark:bg-amber-950 dark:text-amber-200">
        <Lightbulb aria-hidden="true" className="size-3.5" />
        Tip
      </span>
    );
  }
  return null;
}
