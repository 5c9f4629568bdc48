import type { MouseEvent, Ref } from 'react';
import type { FieldProblem } from '../utils/draft-form.ts';

/** Focus (and so scroll to) the field, without a change of the URL's hash. */
function goTo(controlId: string) {
  return (event: MouseEvent<HTMLAnchorElement>) => {
    event.preventDefault();
    document.getElementById(controlId)?.focus();
  };
}

/**
 * What the content rules refuse in the draft as saved, at the top of the form: each one a link to
 * its field, where the same message is shown. Takes focus after a save that left problems.
 */
export function ProblemSummary<F extends string>({
  problems,
  label,
  fieldId,
  ref,
}: {
  problems: FieldProblem<F>[];
  label: (field: F) => string;
  fieldId: (field: F) => string;
  ref?: Ref<HTMLDivElement>;
}) {
  if (problems.length === 0) return null;
  return (
    <div
      ref={ref}
      tabIndex={-1}
      role="group"
      aria-labelledby="draft-problems-title"
      className="scroll-mt-24 rounded-2xl border-2 border-terracotta-600 bg-terracotta-400/10 p-4 dark:border-terracotta-400"
    >
      <h2
        id="draft-problems-title"
        className="font-semibold text-terracotta-700 dark:text-terracotta-400"
      >
        {problems.length === 1
          ? '1 thing to fix before publishing'
          : `${problems.length} things to fix before publishing`}
      </h2>
      <ul className="mt-2 list-disc space-y-1 pl-5 text-sm text-stone-800 dark:text-stone-200">
        {problems.map(({ field, text }, index) => (
          <li key={`${field ?? 'whole'}-${index}`}>
            {field ? (
              <a
                href={`#${fieldId(field)}`}
                onClick={goTo(fieldId(field))}
                className="text-terracotta-700 underline underline-offset-2 dark:text-terracotta-400"
              >
                {label(field)}: {text}
              </a>
            ) : (
              text
            )}
          </li>
        ))}
      </ul>
    </div>
  );
}
