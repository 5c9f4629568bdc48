import { parseHighlight } from '../utils/highlight-segments.ts';

/** Renders a highlighted string: text, and <mark> for matches — never any other markup. */
export function HighlightedText({ value, fallback }: { value: string | null; fallback?: string }) {
  const segments = parseHighlight(value);
  if (segments.length === 0) return <>{fallback ?? ''}</>;
  return (
    <>
      {segments.map((segment, index) =>
        segment.marked ? (
          <mark
            key={index}
            className="rounded-sm bg-marigold-300 px-0.5 text-stone-900 dark:bg-marigold-400 dark:text-slate-950"
          >
            {segment.text}
          </mark>
        ) : (
          <span key={index}>{segment.text}</span>
        ),
      )}
    </>
  );
}
