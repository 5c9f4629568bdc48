export const UPDATE_TEXT = { message: 'A new version is available', reload: 'Reload' } as const;

/** "A new version is available · Reload": the new service worker takes over only on this click. */
export function UpdateToast({ onReload }: { onReload: () => void }) {
  return (
    <p className="flex flex-wrap items-center gap-x-2">
      <span>{UPDATE_TEXT.message}</span>
      <span aria-hidden="true">·</span>
      <button type="button" className="font-semibold underline" onClick={onReload}>
        {UPDATE_TEXT.reload}
      </button>
    </p>
  );
}
