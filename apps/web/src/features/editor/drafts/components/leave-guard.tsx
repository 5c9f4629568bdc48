import { useEffect, useRef, type KeyboardEvent, type RefObject } from 'react';
import { useBlocker } from 'react-router';
import { Button } from '../../../../components/button.tsx';
import { buttonClasses } from '../../../../components/button-styles.ts';

/**
 * While the form holds changes that are not saved: leaving for another page of the app asks
 * first, and so does closing or reloading the tab (the browser's own question). `allowLeave` lets
 * the form leave on purpose (after discarding the draft).
 */
export function LeaveGuard({
  dirty,
  allowLeave,
}: {
  dirty: boolean;
  allowLeave: RefObject<boolean>;
}) {
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      dirty && !allowLeave.current && currentLocation.pathname !== nextLocation.pathname,
  );

  useEffect(() => {
    if (!dirty) return;
    const warn = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [dirty]);

  if (blocker.state !== 'blocked') return null;
  return <LeavePrompt onStay={() => blocker.reset()} onLeave={() => blocker.proceed()} />;
}

function LeavePrompt({ onStay, onLeave }: { onStay: () => void; onLeave: () => void }) {
  const stay = useRef<HTMLButtonElement>(null);
  // Focus comes back to what asked to leave (a link) when the editor stays.
  const opener = useRef<Element | null>(null);
  useEffect(() => {
    opener.current = document.activeElement;
    stay.current?.focus();
  }, []);
  const back = () => {
    const target = opener.current;
    onStay();
    if (target instanceof HTMLElement) target.focus();
  };
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape') back();
  };
  return (
    <div
      role="alertdialog"
      aria-labelledby="leave-title"
      aria-describedby="leave-text"
      onKeyDown={onKeyDown}
      className="fixed inset-x-4 bottom-4 z-50 mx-auto max-w-lg rounded-2xl border-2 border-marigold-500 bg-white p-4 shadow-xl dark:bg-slate-900"
    >
      <h2 id="leave-title" className="font-semibold text-stone-900 dark:text-stone-50">
        Leave without saving?
      </h2>
      <p id="leave-text" className="mt-1 text-sm text-stone-700 dark:text-stone-300">
        The changes to this draft are not saved yet. Leaving this page loses them.
      </p>
      <div className="mt-3 flex flex-wrap gap-2">
        <button ref={stay} type="button" className={buttonClasses('primary')} onClick={back}>
          Stay and keep editing
        </button>
        <Button variant="secondary" onClick={onLeave}>
          Leave without saving
        </Button>
      </div>
    </div>
  );
}
