import { describe, expect, it } from 'vitest';
import { wordDiff } from './word-diff.ts';

const joined = (parts: ReturnType<typeof wordDiff>, keep: 'before' | 'after') =>
  parts
    .filter(
      (part) => part.kind === 'same' || part.kind === (keep === 'before' ? 'removed' : 'added'),
    )
    .map((part) => part.text)
    .join('');

describe('wordDiff', () => {
  it('marks the words removed and added, keeping the shared ones in place', () => {
    expect(
      wordDiff(
        'A baroque church in the centre.',
        'A baroque church with gilded retablos in the centre.',
      ),
    ).toEqual([
      { kind: 'same', text: 'A baroque church ' },
      { kind: 'added', text: 'with gilded retablos ' },
      { kind: 'same', text: 'in the centre.' },
    ]);
    expect(wordDiff('Open daily, free entry.', 'Open daily, paid entry.')).toEqual([
      { kind: 'same', text: 'Open daily, ' },
      { kind: 'removed', text: 'free' },
      { kind: 'added', text: 'paid' },
      { kind: 'same', text: ' entry.' },
    ]);
  });

  it('gives back both texts exactly, line breaks included', () => {
    const before = 'First line.\nSecond line with words.\n\nThird.';
    const after = 'First line.\nSecond line, fewer.\n\nThird and last.';
    const parts = wordDiff(before, after);
    expect(joined(parts, 'before')).toBe(before);
    expect(joined(parts, 'after')).toBe(after);
  });

  it('handles empty texts and identical ones', () => {
    expect(wordDiff('', 'New text')).toEqual([{ kind: 'added', text: 'New text' }]);
    expect(wordDiff('Old text', '')).toEqual([{ kind: 'removed', text: 'Old text' }]);
    expect(wordDiff('Same', 'Same')).toEqual([{ kind: 'same', text: 'Same' }]);
  });

  it('still answers for texts too long to compare word by word', () => {
    const before = Array.from({ length: 3000 }, (_, i) => `a${i}`).join(' ');
    const after = Array.from({ length: 3000 }, (_, i) => `b${i}`).join(' ');
    const parts = wordDiff(`Start ${before} end`, `Start ${after} end`);
    expect(parts[0]).toEqual({ kind: 'same', text: 'Start ' });
    expect(parts.at(-1)).toEqual({ kind: 'same', text: ' end' });
    expect(joined(parts, 'after')).toBe(`Start ${after} end`);
  });
});
