import { stopProgressLabel } from './stop-navigation.ts';

/** 'Stop N of M' with a bar (role=progressbar) showing how far through the tour this stop is. */
export function StopProgress({ index, total }: { index: number; total: number }) {
  const label = stopProgressLabel(index, total);
  const percent = total > 0 ? ((index + 1) / total) * 100 : 0;
  return (
    <div className="rounded-2xl border border-cream-200 bg-white p-4 shadow-sm dark:border-slate-800 dark:bg-slate-900">
      <p
        id="stop-progress-label"
        className="text-sm font-semibold text-stone-800 dark:text-stone-200"
      >
        {label}
      </p>
      <div
        role="progressbar"
        aria-labelledby="stop-progress-label"
        aria-valuemin={1}
        aria-valuemax={total}
        aria-valuenow={index + 1}
        aria-valuetext={label}
        className="mt-2 h-2 w-full overflow-hidden rounded-full bg-cream-200 dark:bg-slate-800"
      >
        <div
          className="h-full rounded-full bg-jade-600 transition-[width] duration-300 dark:bg-jade-400"
          style={{ width: `${percent}%` }}
        />
      </div>
    </div>
  );
}
