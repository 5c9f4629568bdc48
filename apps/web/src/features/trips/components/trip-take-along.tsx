import { paths, type TripDetail } from '@sendero/contract';
import { useId, useState } from 'react';
import { Button } from '../../../components/button.tsx';
import { FormMessage } from '../../../components/form-message.tsx';
import {
  downloadTripExport,
  useShareTrip,
  useStopSharingTrip,
  type TripExport,
} from '../../../entities/trips/api/trips.ts';
import { errorMessage } from '../../../lib/query-errors.ts';

export const TAKE_ALONG_TEXT = {
  shareNote:
    'Anyone with this link can see the trip. Sharing again makes a new link and turns this one off.',
  shareOn: 'A share link is on.',
  copied: 'Link copied.',
  sharingOff: 'Sharing is off: the link no longer opens the trip.',
} as const;

const EXPORTS: Record<TripExport, { label: string; fallback: string; failure: string }> = {
  ics: {
    label: 'Download calendar (.ics)',
    fallback: 'trip.ics',
    failure: 'Could not download the calendar.',
  },
  gpx: { label: 'Download GPX', fallback: 'trip.gpx', failure: 'Could not download the GPX.' },
};

/** Saves `blob` as `fileName` through an object URL and a clicked, detached link. */
export function saveBlob(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.rel = 'noopener';
  document.body.append(link);
  link.click();
  link.remove();
  // The download has taken the bytes once the click's task is over.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

/** The trip's files, a read-only share link, and print (issue 31, web part 2). */
export function TripTakeAlong({ trip }: { trip: TripDetail }) {
  const headingId = useId();
  const linkId = useId();
  const [downloading, setDownloading] = useState<TripExport | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [token, setToken] = useState<string | null>(null);
  const [notice, setNotice] = useState('');
  const share = useShareTrip(trip.id);
  const stopSharing = useStopSharingTrip(trip.id);
  const sharing = share.isPending || stopSharing.isPending;
  const link = token ? `${window.location.origin}${paths.sharedTrip(token)}` : null;

  const download = async (kind: TripExport) => {
    setFailure(null);
    setDownloading(kind);
    try {
      const file = await downloadTripExport(trip.id, kind);
      saveBlob(file.blob, file.fileName ?? EXPORTS[kind].fallback);
    } catch (error) {
      setFailure(errorMessage(error, EXPORTS[kind].failure));
    } finally {
      setDownloading(null);
    }
  };

  const makeLink = () => {
    setFailure(null);
    setNotice('');
    share.mutate(undefined, {
      onSuccess: (next) => setToken(next),
      onError: (error) => setFailure(errorMessage(error, 'Could not make a share link.')),
    });
  };

  const turnOff = () => {
    setFailure(null);
    setNotice('');
    stopSharing.mutate(undefined, {
      onSuccess: () => {
        setToken(null);
        setNotice(TAKE_ALONG_TEXT.sharingOff);
      },
      onError: (error) => setFailure(errorMessage(error, 'Could not turn sharing off.')),
    });
  };

  const copy = async () => {
    if (!link) return;
    try {
      await navigator.clipboard.writeText(link);
      setNotice(TAKE_ALONG_TEXT.copied);
    } catch {
      setNotice('Could not copy: select the link and copy it.');
    }
  };

  // A link open (just made, or made before): replace it, or turn it off.
  const sharedActions = (
    <div className="mt-2 flex flex-wrap gap-3">
      <Button variant="secondary" disabled={sharing} onClick={makeLink}>
        Make a new link
      </Button>
      <Button variant="secondary" disabled={sharing} onClick={turnOff}>
        Turn off sharing
      </Button>
    </div>
  );

  return (
    <section aria-labelledby={headingId} className="mt-8 print:hidden" data-testid="take-along">
      <h2 id={headingId} className="font-display text-2xl font-bold">
        Take it along
      </h2>
      <div className="mt-3 flex flex-wrap gap-3">
        {(Object.keys(EXPORTS) as TripExport[]).map((kind) => (
          <Button
            key={kind}
            variant="secondary"
            disabled={downloading !== null}
            onClick={() => void download(kind)}
          >
            {downloading === kind ? 'Downloading…' : EXPORTS[kind].label}
          </Button>
        ))}
        <Button variant="secondary" onClick={() => window.print()}>
          Print
        </Button>
      </div>

      <div className="mt-4">
        {link ? (
          <div>
            <label htmlFor={linkId} className="block text-sm font-semibold">
              Read-only link
            </label>
            <div className="mt-1 flex flex-wrap gap-2">
              <input
                id={linkId}
                type="text"
                readOnly
                value={link}
                onFocus={(event) => event.currentTarget.select()}
                className="min-w-0 flex-1 rounded-lg border border-stone-300 bg-white px-3 py-2 text-sm dark:border-slate-600 dark:bg-slate-900"
              />
              <Button variant="secondary" onClick={() => void copy()}>
                Copy link
              </Button>
            </div>
            <p className="mt-2 text-sm text-stone-700 dark:text-stone-300">
              {TAKE_ALONG_TEXT.shareNote}
            </p>
            {sharedActions}
          </div>
        ) : trip.shared ? (
          <div>
            <p className="text-sm text-stone-800 dark:text-stone-200">{TAKE_ALONG_TEXT.shareOn}</p>
            {sharedActions}
          </div>
        ) : (
          <Button variant="secondary" disabled={sharing} onClick={makeLink}>
            {share.isPending ? 'Making a link…' : 'Share a read-only link'}
          </Button>
        )}
      </div>
      <p role="status" aria-live="polite" className="mt-2 min-h-5 text-sm font-semibold">
        {notice}
      </p>
      {failure && <FormMessage kind="error">{failure}</FormMessage>}
    </section>
  );
}
