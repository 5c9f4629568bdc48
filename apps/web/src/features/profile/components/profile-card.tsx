import type { PublicUser } from '@sendero/contract';

/** The avatar letter: the username's first, else the e-mail's, else "?". */
export function avatarInitial(user: Pick<PublicUser, 'username' | 'email'> | null): string {
  const source = user?.username?.trim() || user?.email?.trim() || '?';
  return (Array.from(source)[0] ?? '?').toUpperCase();
}

const badge = 'rounded-full px-3 py-1 text-xs font-semibold uppercase tracking-wide';

export function ProfileCard({ user }: { user: PublicUser }) {
  return (
    <div className="flex flex-col items-center gap-5 text-center sm:flex-row sm:text-left">
      <div
        aria-hidden="true"
        className="flex size-20 shrink-0 items-center justify-center rounded-full bg-jade-600 font-display text-4xl font-bold text-white dark:bg-jade-500 dark:text-slate-950"
      >
        {avatarInitial(user)}
      </div>
      {/* max-w-full: centred in the column, the block would be as wide as an unbroken username
          (break-words does not narrow it), and a long one made a phone's page scroll sideways. */}
      <div className="max-w-full min-w-0">
        <h1 className="font-display text-3xl font-bold break-words text-stone-900 dark:text-stone-50">
          {user.username?.trim() || 'Traveler'}
        </h1>
        <p className="mt-1 break-all text-stone-600 dark:text-stone-300">{user.email}</p>
        <ul aria-label="Badges" className="mt-3 flex justify-center gap-2 sm:justify-start">
          <li className={`${badge} bg-jade-100 text-jade-800`}>Member</li>
          <li className={`${badge} bg-marigold-300 text-stone-900`}>Explorer</li>
        </ul>
      </div>
    </div>
  );
}
