import { describe, expect, it } from 'vitest';
import { actionText, auditChanges } from './audit-text.ts';
import { parseItemParam, readInboxUrl, writeInboxUrl } from './inbox-url.ts';
import { firstLine, shorten } from './message-text.ts';
import { ageText } from './time-text.ts';

describe('the inbox URL', () => {
  it('reads filters, page and open message, and writes them back the same', () => {
    const params = new URLSearchParams(
      'status=in_review&kind=contact&city=5&page=3&item=contact-12&utm=x',
    );
    const state = readInboxUrl(params);
    expect(state).toEqual({
      status: 'in_review',
      kind: 'contact',
      cityId: 5,
      page: 3,
      item: { kind: 'contact', id: 12 },
    });
    expect(writeInboxUrl(state).toString()).toBe(
      'status=in_review&kind=contact&city=5&page=3&item=contact-12',
    );
  });

  it('ignores what it cannot read', () => {
    expect(readInboxUrl(new URLSearchParams('status=closed&kind=spam&city=x&page=-2'))).toEqual({
      status: null,
      kind: null,
      cityId: null,
      page: 1,
      item: null,
    });
    for (const bad of ['submission', 'submission-', 'tour-3', 'contact-0', 'contact-1.5', null]) {
      expect(parseItemParam(bad), String(bad)).toBeNull();
    }
    expect(writeInboxUrl(readInboxUrl(new URLSearchParams('page=1'))).toString()).toBe('');
  });
});

describe('audit entries in words', () => {
  it('says what an inbox update did', () => {
    const at = (status: string) => ({ status, cityId: null, resolution: null });
    expect(actionText('inbox.update', at('new'), at('in_review'))).toBe('took into review');
    expect(actionText('inbox.update', at('in_review'), at('new'))).toBe('put back to new');
    expect(
      actionText('inbox.update', at('new'), { status: 'new', cityId: 2, resolution: null }),
    ).toBe('set the city of');
    expect(actionText('inbox.reject')).toBe('rejected');
    // The newsroom's content actions (decision 0041).
    expect(actionText('spot.draft', null, { draftId: 5 }, 'spot')).toBe('started a draft of');
    expect(actionText('spot.draft', null, null, 'draft')).toBe('created');
    expect(actionText('spot.draft.save')).toBe('saved');
    expect(actionText('spot.publish')).toBe('published');
    expect(actionText('spot.restore')).toBe('restored an earlier version of');
    expect(actionText('tour.reorder')).toBe('did “tour.reorder” to');
  });

  it('lists each changed field old → new, nested records in words, never as JSON', () => {
    const changes = auditChanges(null, {
      kind: 'spot',
      cityId: 5,
      data: { name: 'Café Brújula', tags: ['coffee', 'breakfast'] },
    });
    expect(changes).toEqual([
      { key: 'kind', before: '—', after: 'spot' },
      { key: 'city', before: '—', after: '5' },
      { key: 'data', before: '—', after: 'name Café Brújula; tags coffee, breakfast' },
    ]);
    expect(auditChanges({ status: 'new', cityId: 2 }, { status: 'new', cityId: 2 })).toEqual([]);
    expect(
      auditChanges({ cityId: null }, { cityId: 2 }, (id) => (id === 2 ? 'Oaxaca' : undefined)),
    ).toEqual([{ key: 'city', before: '—', after: 'Oaxaca' }]);
    const long = auditChanges({ resolution: null }, { resolution: 'word '.repeat(60) });
    expect(long[0]!.after.length).toBeLessThanOrEqual(120);
    expect(long[0]!.after.endsWith('…')).toBe(true);
  });
});

describe('message text', () => {
  it('takes the first line with words, and shortens at a word', () => {
    expect(firstLine('\n  \n  Café Brújula  \nmore')).toBe('Café Brújula');
    expect(firstLine('')).toBe('');
    expect(shorten('short', 10)).toBe('short');
    expect(shorten('a quiet courtyard with coffee', 20)).toBe('a quiet courtyard…');
  });

  it('says how long ago', () => {
    const now = new Date('2026-11-20T12:00:00Z');
    const ago = (minutes: number) => new Date(now.getTime() - minutes * 60_000).toISOString();
    expect(ageText(ago(0), now)).toBe('just now');
    expect(ageText(ago(5), now)).toBe('5 minutes ago');
    expect(ageText(ago(3 * 60), now)).toBe('3 hours ago');
    expect(ageText(ago(24 * 60), now)).toBe('yesterday');
    expect(ageText(ago(3 * 24 * 60), now)).toBe('3 days ago');
    expect(ageText(ago(400 * 24 * 60), now)).toBe('last year');
  });
});
