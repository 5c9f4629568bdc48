import type { DraftPreviewAnswer } from '@sendero/contract';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode, Ref } from 'react';
import { Button } from '../../../../components/button.tsx';
import { FormMessage } from '../../../../components/form-message.tsx';

export const PREVIEW_TITLE = 'Preview — not published';

/**
 * The draft as last saved, as travellers would see it, marked all round as not published. Its
 * heading takes focus when it opens.
 */
export function PreviewPanel({
  query,
  failure,
  dirty,
  onClose,
  children,
  ref,
}: {
  query: UseQueryResult<DraftPreviewAnswer, unknown>;
  /** The server's refusal (a field the preview needs), or a failure to load it. */
  failure: string | null;
  dirty: boolean;
  onClose: () => void;
  /** The answer drawn by the public page's parts of its kind. */
  children: (answer: DraftPreviewAnswer) => ReactNode;
  ref?: Ref<HTMLElement>;
}) {
  return (
    <section
      ref={ref}
      tabIndex={-1}
      aria-labelledby="draft-preview-title"
      className="scroll-mt-24 rounded-3xl border-4 border-dashed border-marigold-500 p-4 sm:p-6"
    >
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div>
          <h2
            id="draft-preview-title"
            className="font-display text-2xl font-bold text-stone-900 dark:text-stone-50"
          >
            {PREVIEW_TITLE}
          </h2>
          <p className="mt-1 text-sm text-stone-700 dark:text-stone-300">
            The draft as last saved, as travellers will see it once it is published.
            {dirty && ' Changes made since are not in it: save to see them.'}
          </p>
        </div>
        <Button variant="secondary" onClick={onClose}>
          Close preview
        </Button>
      </div>
      <div className="mt-4">
        {query.isPending ? (
          <p role="status" className="text-stone-600 dark:text-stone-300">
            Preparing the preview...
          </p>
        ) : query.isError ? (
          <FormMessage kind="error">{failure ?? 'Could not show the preview.'}</FormMessage>
        ) : (
          children(query.data)
        )}
      </div>
    </section>
  );
}
