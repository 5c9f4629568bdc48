import { describe, expect, it, vi } from 'vitest';
import { SHARE_MESSAGES, shareLink } from './share.ts';

const data = { title: 'Oaxaca', text: 'Mezcal and mole', url: 'https://sendero.mx/cities/2' };

describe('shareLink', () => {
  it('reports a missing link without calling anything', async () => {
    const share = vi.fn();
    expect(await shareLink({ title: 'x', url: ' ' }, { share })).toBe('missing');
    expect(share).not.toHaveBeenCalled();
  });

  it('uses the native share sheet first', async () => {
    const share = vi.fn().mockResolvedValue(undefined);
    const writeText = vi.fn();
    expect(await shareLink(data, { share, clipboard: { writeText } })).toBe('shared');
    expect(share).toHaveBeenCalledWith(data);
    expect(writeText).not.toHaveBeenCalled();
  });

  it('reports a canceled share sheet (AbortError) and does not copy', async () => {
    const share = vi.fn().mockRejectedValue(new DOMException('closed', 'AbortError'));
    const writeText = vi.fn();
    expect(await shareLink(data, { share, clipboard: { writeText } })).toBe('canceled');
    expect(writeText).not.toHaveBeenCalled();
  });

  it('falls back to the clipboard without a share sheet or when it fails', async () => {
    const writeText = vi.fn().mockResolvedValue(undefined);
    expect(await shareLink(data, { clipboard: { writeText } })).toBe('copied');
    expect(writeText).toHaveBeenCalledWith(data.url);
    const share = vi.fn().mockRejectedValue(new DOMException('no', 'NotAllowedError'));
    expect(await shareLink(data, { share, clipboard: { writeText } })).toBe('copied');
  });

  it('reports no support when neither works', async () => {
    expect(await shareLink(data, {})).toBe('unsupported');
    const writeText = vi.fn().mockRejectedValue(new Error('denied'));
    expect(await shareLink(data, { clipboard: { writeText } })).toBe('unsupported');
  });

  it('has the five messages of the specification', () => {
    expect(Object.values(SHARE_MESSAGES)).toEqual([
      'Nothing to share: missing link.',
      'Share dialog opened. Send it their way!',
      'Share canceled.',
      'Link copied to clipboard.',
      "Sharing isn't supported in this browser.",
    ]);
  });
});
