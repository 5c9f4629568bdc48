/** The five share messages of content spec §8, word for word. */
export const SHARE_MESSAGES = {
  missing: 'Nothing to share: missing link.',
  shared: 'Share dialog opened. Send it their way!',
  canceled: 'Share canceled.',
  copied: 'Link copied to clipboard.',
  unsupported: "Sharing isn't supported in this browser.",
} as const;

export type ShareOutcome = keyof typeof SHARE_MESSAGES;

export interface ShareData {
  title: string;
  text?: string | undefined;
  url?: string | undefined;
}

/** The parts of `navigator` sharing uses; tests pass their own. */
export interface ShareNavigator {
  share?: ((data: { title?: string; text?: string; url?: string }) => Promise<void>) | undefined;
  clipboard?: { writeText?: (text: string) => Promise<void> } | undefined;
}

function isAbort(error: unknown): boolean {
  return typeof error === 'object' && error !== null && (error as Error).name === 'AbortError';
}

/**
 * Native share sheet first; if there is none (or it fails for a reason other than the user closing
 * it) the link is copied instead (content spec §4).
 */
export async function shareLink(data: ShareData, nav: ShareNavigator): Promise<ShareOutcome> {
  const url = data.url?.trim();
  if (!url) return 'missing';

  if (typeof nav.share === 'function') {
    try {
      await nav.share({
        title: data.title,
        url,
        ...(data.text ? { text: data.text } : {}),
      });
      return 'shared';
    } catch (error) {
      if (isAbort(error)) return 'canceled';
      // Any other failure (not allowed, no handler): fall through to the clipboard.
    }
  }

  const writeText = nav.clipboard?.writeText;
  if (typeof writeText === 'function') {
    try {
      await writeText.call(nav.clipboard, url);
      return 'copied';
    } catch {
      return 'unsupported';
    }
  }
  return 'unsupported';
}
