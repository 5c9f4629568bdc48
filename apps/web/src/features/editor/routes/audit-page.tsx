import { paths } from '@sendero/contract';
import { Link, useSearchParams } from 'react-router';
import { LoadFailure } from '../../../components/load-failure.tsx';
import { useAudit } from '../../../entities/editor/api/get-audit.ts';
import { errorMessage } from '../../../lib/query-errors.ts';
import { AuditRow } from '../components/audit-row.tsx';
import { EditorDesk } from '../components/editor-desk.tsx';
import { Pager } from '../components/pager.tsx';
import { targetText } from '../utils/audit-text.ts';
import { readAuditUrl, writeAuditUrl, type AuditUrlState } from '../utils/audit-url.ts';

export const AUDIT_TEXT = {
  loading: 'Loading the log...',
  loadFailed: 'Could not load the audit log.',
  empty: 'Nothing has been done at the desk yet.',
  emptyTarget: 'Nothing has been done to it yet.',
} as const;

/** /editor/audit: every editor action, newest first (issue 32); or one thing's history. */
export function AuditPage() {
  return <EditorDesk title="Audit log">{() => <AuditLog />}</EditorDesk>;
}

function AuditLog() {
  const [params, setParams] = useSearchParams();
  const state = readAuditUrl(params);
  const go = (next: Partial<AuditUrlState>) => setParams(writeAuditUrl({ ...state, ...next }));
  const audit = useAudit({ page: state.page - 1, target: state.target });

  return (
    <>
      {state.target && (
        <p className="mb-4 text-stone-700 dark:text-stone-300">
          The history of {targetText(state.target.targetType, state.target.targetId)}.{' '}
          <Link
            to={paths.editorAudit()}
            className="text-jade-700 underline underline-offset-2 dark:text-jade-300"
          >
            Show the whole log
          </Link>
        </p>
      )}
      {audit.isPending ? (
        <p role="status" className="text-stone-600 dark:text-stone-300">
          {AUDIT_TEXT.loading}
        </p>
      ) : audit.isError ? (
        <LoadFailure
          message={errorMessage(audit.error, AUDIT_TEXT.loadFailed)}
          onRetry={() => audit.refetch()}
        />
      ) : (
        <section aria-label="Entries" aria-busy={audit.isFetching}>
          {audit.data.content.length === 0 ? (
            <p role="status" className="text-stone-700 dark:text-stone-300">
              {state.target ? AUDIT_TEXT.emptyTarget : AUDIT_TEXT.empty}
            </p>
          ) : (
            <ol className="space-y-2">
              {audit.data.content.map((entry) => (
                <AuditRow key={entry.id} entry={entry} />
              ))}
            </ol>
          )}
          <Pager
            page={state.page}
            totalPages={audit.data.totalPages}
            onPage={(page) => go({ page })}
            label="Audit log pages"
          />
        </section>
      )}
    </>
  );
}
