import { describe, expect, it } from 'vitest';
import { DESCRIPTION_LIMIT, toggleLabel, truncateDescription } from './description-truncation.ts';

describe('description truncation', () => {
  it('folds at 320 characters', () => {
    expect(DESCRIPTION_LIMIT).toBe(320);
  });

  it('keeps a text of exactly 320 characters whole, with no toggle', () => {
    const text = 'a'.repeat(320);
    expect(truncateDescription(text, false)).toEqual({ text, foldable: false, truncated: false });
  });

  it('cuts a longer text to 320 characters plus an ellipsis', () => {
    const text = 'b'.repeat(321);
    expect(truncateDescription(text, false)).toEqual({
      text: `${'b'.repeat(320)}…`,
      foldable: true,
      truncated: true,
    });
  });

  it('shows everything once expanded and keeps the toggle', () => {
    const text = 'c'.repeat(500);
    expect(truncateDescription(text, true)).toEqual({ text, foldable: true, truncated: false });
  });

  it('drops spaces before the ellipsis', () => {
    const text = `${'d'.repeat(318)}  and more words`;
    expect(truncateDescription(text, false).text).toBe(`${'d'.repeat(318)}…`);
  });

  it('labels the toggle Read more, then Show less', () => {
    expect(toggleLabel(false)).toBe('Read more');
    expect(toggleLabel(true)).toBe('Show less');
  });
});
