import { Share2 } from 'lucide-react';
import { useState } from 'react';
import { SHARE_MESSAGES, shareLink } from '../lib/share.ts';
import type { ShareOutcome } from '../lib/share.ts';
import { toast } from '../lib/toast.ts';

const TOAST_MS = 3000;

function notify(outcome: ShareOutcome) {
  const message = SHARE_MESSAGES[outcome];
  const options = { autoClose: TOAST_MS, toastId: `share-${outcome}` };
  if (outcome === 'shared' || outcome === 'copied') toast.success(message, options);
  else if (outcome === 'canceled') toast.info(message, options);
  else toast.error(message, options);
}

/** Shares the page (or `url`) through the native sheet, else copies the link. */
export function ShareButton({
  title,
  text,
  url,
  className = '',
}: {
  title: string;
  text?: string;
  url?: string;
  className?: string;
}) {
  const [busy, setBusy] = useState(false);
  const onClick = async () => {
    if (busy) return;
    setBusy(true);
    try {
      const outcome = await shareLink(
        { title, text, url: url ?? window.location.href },
        typeof navigator === 'undefined' ? {} : navigator,
      );
      notify(outcome);
    } finally {
      setBusy(false);
    }
  };
  return (
    <button
      type="button"
      onClick={() => void onClick()}
      aria-label={`Share ${title}`}
      className={`inline-flex items-center gap-2 rounded-full border border-cream-200 bg-white px-4 py-2 text-sm font-semibold text-stone-800 shadow-sm hover:bg-cream-100 dark:border-slate-700 dark:bg-slate-900 dark:text-stone-100 dark:hover:bg-slate-800 ${className}`}
    >
      <Share2 aria-hidden="true" className="size-4" />
      <span>Share</span>
    </button>
  );
}
