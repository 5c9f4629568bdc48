import { stopProgressLabel } from './stop-navigation.ts';

/** 'Stop N of M' with a bar (`<progress>`) showing how far through the tour this stop is. */
export function StopProgress({ index, total }: { index: number; total: number }) {
  const label = stopProgressLabel(index, total);
  return (
    <div className="rounded-2xl border border-cream-200 bg-white p-4 shadow-sm dark:border-slate-800 dark:bg-slate-900">
      <p
        id="stop-progress-label"
        className="text-sm font-semibold text-stone-800 dark:text-stone-200"
      >
        {label}
      </p>
      <progress
        aria-labelledby="stop-progress-label"
        aria-valuetext={label}
        max={total}
        value={index + 1}
        className="stop-progress mt-2 block h-2 w-full overflow-hidden rounded-full"
      />
    </div>
  );
}
