import { useCallback } from 'react';
import { useNavigate } from 'react-router';

/** A full page load from one of our own pages (no in-app history entry, but a page to go back to). */
function cameFromThisSite(): boolean {
  try {
    return document.referrer !== '' && new URL(document.referrer).origin === window.location.origin;
  } catch {
    return false;
  }
}

/**
 * History back, as the specification's Back buttons do; on a page opened directly (a shared link,
 * nothing to go back to inside the app) it goes to `fallback` instead of leaving the site.
 */
export function useHistoryBack(fallback: string): () => void {
  const navigate = useNavigate();
  return useCallback(() => {
    const state: unknown = window.history.state;
    const index =
      typeof state === 'object' && state !== null ? (state as { idx?: unknown }).idx : undefined;
    if (typeof index === 'number' && index > 0) void navigate(-1);
    else if (window.history.length > 1 && cameFromThisSite()) window.history.back();
    else void navigate(fallback);
  }, [navigate, fallback]);
}
