import type { SessionSummary } from '@sendero/contract';
import { Button } from '../../../components/button.tsx';
import { FormMessage } from '../../../components/form-message.tsx';
import { LoadFailure } from '../../../components/load-failure.tsx';
import { useEndOtherSessions } from '../../../entities/accounts/api/end-other-sessions.ts';
import { useEndSession } from '../../../entities/accounts/api/end-session.ts';
import { useSessions } from '../../../entities/accounts/api/get-sessions.ts';
import { serverMessage } from '../../../lib/auth/server-message.ts';
import { lastActive, signedInLine } from './session-text.ts';

export const SESSIONS_TEXT = {
  title: "Where you're signed in",
  intro: "Sign out any device you don't recognise, then change your password.",
  loadFailed: 'Could not load your devices.',
  endFailed: 'Could not sign that device out. Please try again.',
  thisDevice: 'This device',
  noOthers: 'No other devices are signed in.',
  endOthers: 'Sign out all other devices',
} as const;

function SessionRow({
  session,
  now,
  onEnd,
  ending,
}: {
  session: SessionSummary;
  now: Date;
  onEnd: (id: string) => void;
  ending: boolean;
}) {
  return (
    <li className="flex flex-wrap items-center justify-between gap-3 py-4">
      <div className="min-w-0">
        <p className="font-semibold text-stone-900 dark:text-stone-50">
          {session.device}
          {session.current && (
            <span className="ml-2 rounded-full bg-jade-100 px-2.5 py-0.5 align-middle text-xs font-semibold text-jade-800">
              {SESSIONS_TEXT.thisDevice}
            </span>
          )}
        </p>
        <p className="mt-1 text-sm break-words text-stone-600 dark:text-stone-300">
          {signedInLine(session)}
        </p>
        <p className="text-sm text-stone-600 dark:text-stone-300">
          {session.current ? 'Active now' : lastActive(session.lastUsedAt, now)}
        </p>
      </div>
      {!session.current && (
        <Button
          variant="secondary"
          disabled={ending}
          aria-label={`Sign out ${session.device}, ${signedInLine(session)}`}
          onClick={() => onEnd(session.id)}
        >
          {ending ? 'Signing out…' : 'Sign out'}
        </Button>
      )}
    </li>
  );
}

/** The profile's list of signed-in devices (ASVS V7): see them, end one, or end all the others. */
export function SessionsPanel() {
  const query = useSessions();
  const endOne = useEndSession();
  const endOthers = useEndOtherSessions();
  const failure = endOne.error ?? endOthers.error;

  let body;
  if (query.isPending) {
    body = <p role="status">Loading...</p>;
  } else if (query.isError) {
    body = <LoadFailure message={SESSIONS_TEXT.loadFailed} onRetry={() => query.refetch()} />;
  } else {
    const now = new Date();
    const others = query.data.filter((session) => !session.current);
    body = (
      <>
        <ul className="divide-y divide-stone-200 dark:divide-slate-700">
          {query.data.map((session) => (
            <SessionRow
              key={session.id}
              session={session}
              now={now}
              ending={endOne.isPending && endOne.variables === session.id}
              onEnd={(id) => {
                endOthers.reset();
                endOne.mutate(id);
              }}
            />
          ))}
        </ul>
        {others.length > 0 ? (
          <Button
            variant="secondary"
            className="mt-2"
            disabled={endOthers.isPending}
            onClick={() => {
              endOne.reset();
              endOthers.mutate();
            }}
          >
            {endOthers.isPending ? 'Signing out…' : SESSIONS_TEXT.endOthers}
          </Button>
        ) : (
          <p className="text-sm text-stone-600 dark:text-stone-300">{SESSIONS_TEXT.noOthers}</p>
        )}
      </>
    );
  }

  return (
    <section aria-labelledby="sessions-title" className="mt-12">
      <h2
        id="sessions-title"
        className="font-display text-2xl font-bold text-stone-900 dark:text-stone-50"
      >
        {SESSIONS_TEXT.title}
      </h2>
      <p className="mt-1 mb-2 text-sm text-stone-600 dark:text-stone-300">{SESSIONS_TEXT.intro}</p>
      {failure && (
        <div className="my-3">
          <FormMessage kind="error">{serverMessage(failure, SESSIONS_TEXT.endFailed)}</FormMessage>
        </div>
      )}
      {body}
    </section>
  );
}
