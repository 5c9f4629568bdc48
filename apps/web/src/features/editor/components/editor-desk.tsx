import { EDITOR_MESSAGES, paths, ROLE_RANK, type EditorMe } from '@sendero/contract';
import type { ReactNode } from 'react';
import { NavLink } from 'react-router';
import { DocumentTitle } from '../../../components/document-title.tsx';
import { FormMessage } from '../../../components/form-message.tsx';
import { LoadFailure } from '../../../components/load-failure.tsx';
import { PageContainer } from '../../../components/page-container.tsx';
import { useEditorMe } from '../../../entities/editor/api/get-editor-me.ts';
import { ApiRequestError } from '../../../lib/api-client.ts';
import { RequireAuth } from '../../../lib/auth/require-auth.tsx';
import { errorMessage } from '../../../lib/query-errors.ts';
import { ROLE_LABELS } from '../utils/role-labels.ts';

export const DESK_TEXT = {
  desk: 'Editor’s desk',
  loading: 'Opening the desk...',
  loadFailed: 'Could not open the desk.',
} as const;

/** Whether `me` may give roles (the People page). */
export const isAdmin = (me: EditorMe) => ROLE_RANK[me.role] >= ROLE_RANK.admin;

const navLinkClasses = ({ isActive }: { isActive: boolean }) =>
  `inline-flex rounded-full px-4 py-2 text-sm font-semibold transition-colors ${
    isActive
      ? 'bg-jade-600 text-white dark:bg-jade-500 dark:text-slate-950'
      : 'text-stone-700 hover:bg-cream-200 dark:text-stone-200 dark:hover:bg-slate-800'
  }`;

/**
 * Every page of the editors' desk (issue 32): never indexed, for signed-in editors only. Signed
 * out, the sign-in the trips pages ask for; a traveller reads the server's own refusal. The
 * server renders the session's loading state only; the desk loads after hydration.
 */
export function EditorDesk({
  title,
  children,
}: {
  title: string;
  children: (me: EditorMe) => ReactNode;
}) {
  return (
    <>
      <DocumentTitle title={`${title} · ${DESK_TEXT.desk}`} />
      {/* The desk is for its editors, not for search engines (robots.txt says so too). */}
      <meta name="robots" content="noindex" />
      <RequireAuth>
        <PageContainer>
          <DeskGate title={title}>{children}</DeskGate>
        </PageContainer>
      </RequireAuth>
    </>
  );
}

function DeskGate({ title, children }: { title: string; children: (me: EditorMe) => ReactNode }) {
  const me = useEditorMe();
  if (me.isPending) {
    return (
      <p role="status" className="text-stone-600 dark:text-stone-300">
        {DESK_TEXT.loading}
      </p>
    );
  }
  if (me.isError) {
    const refused = me.error instanceof ApiRequestError && me.error.status === 403;
    return (
      <>
        <h1 className="font-display text-3xl font-bold text-stone-900 dark:text-stone-50">
          {DESK_TEXT.desk}
        </h1>
        <div className="mt-6">
          {refused ? (
            <FormMessage kind="error">
              {errorMessage(me.error, EDITOR_MESSAGES.notAllowed)}
            </FormMessage>
          ) : (
            <LoadFailure
              message={errorMessage(me.error, DESK_TEXT.loadFailed)}
              onRetry={() => me.refetch()}
            />
          )}
        </div>
      </>
    );
  }
  return (
    <>
      <header className="flex flex-wrap items-end justify-between gap-4 border-b border-cream-200 pb-4 dark:border-slate-700">
        <div>
          <p className="text-sm font-semibold text-jade-700 dark:text-jade-300">
            {DESK_TEXT.desk} · {me.data.username} ({ROLE_LABELS[me.data.role]})
          </p>
          <h1 className="font-display text-3xl font-bold text-stone-900 dark:text-stone-50">
            {title}
          </h1>
        </div>
        <nav aria-label={DESK_TEXT.desk}>
          <ul className="flex flex-wrap gap-2">
            <li>
              <NavLink to={paths.editor()} end className={navLinkClasses}>
                Inbox
              </NavLink>
            </li>
            <li>
              <NavLink to={paths.editorDrafts()} className={navLinkClasses}>
                Drafts
              </NavLink>
            </li>
            <li>
              <NavLink to={paths.editorAudit()} className={navLinkClasses}>
                Audit log
              </NavLink>
            </li>
            {isAdmin(me.data) && (
              <li>
                <NavLink to={paths.editorPeople()} className={navLinkClasses}>
                  People
                </NavLink>
              </li>
            )}
          </ul>
        </nav>
      </header>
      <div className="mt-6">{children(me.data)}</div>
    </>
  );
}
