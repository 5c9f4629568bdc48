// @vitest-environment jsdom
import { beforeEach, describe, expect, it } from 'vitest';
import { CONSENT_STORAGE_KEY, parseConsent, readConsent, saveConsent } from './consent.ts';

beforeEach(() => {
  window.localStorage.clear();
  document.body.className = '';
});

describe('parseConsent', () => {
  it('accepts a valid accepted or declined record', () => {
    const updatedAt = '2026-01-02T03:04:05.000Z';
    expect(parseConsent(JSON.stringify({ status: 'accepted', updatedAt }))).toEqual({
      status: 'accepted',
      updatedAt,
    });
    expect(parseConsent(JSON.stringify({ status: 'declined', updatedAt }))?.status).toBe(
      'declined',
    );
  });

  it.each([
    null,
    undefined,
    '',
    'accepted',
    '{not json',
    'null',
    '42',
    '[]',
    JSON.stringify({ status: 'maybe', updatedAt: '2026-01-02T03:04:05.000Z' }),
    JSON.stringify({ status: 'accepted' }),
    JSON.stringify({ status: 'accepted', updatedAt: 'yesterday' }),
    JSON.stringify({ status: 'accepted', updatedAt: 12345 }),
  ])('treats %j as unanswered', (raw) => {
    expect(parseConsent(raw)).toBeNull();
  });
});

describe('saveConsent / readConsent', () => {
  it('stores the record as JSON under cookieConsent', () => {
    const now = new Date('2026-05-05T12:00:00.000Z');
    saveConsent('declined', now);
    expect(JSON.parse(window.localStorage.getItem(CONSENT_STORAGE_KEY) ?? '')).toEqual({
      status: 'declined',
      updatedAt: now.toISOString(),
    });
    expect(readConsent()).toEqual({ status: 'declined', updatedAt: now.toISOString() });
  });

  it('reads nothing when storage holds garbage', () => {
    window.localStorage.setItem(CONSENT_STORAGE_KEY, '{"status":');
    expect(readConsent()).toBeNull();
  });
});
