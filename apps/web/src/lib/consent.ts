import { CONSENT_COOKIE, parseConsentChoice } from '@sendero/contract';
import { readPreferenceCookie, writePreferenceCookie } from './preference-cookies.ts';
import { readStorage, writeStorage } from './storage.ts';

export const CONSENT_STORAGE_KEY = 'cookieConsent';
export const CONSENT_EVENT = 'consent-changed';

export type ConsentStatus = 'accepted' | 'declined';

export interface ConsentRecord {
  status: ConsentStatus;
  updatedAt: string;
}

/** Parses the stored consent record; anything invalid counts as unanswered (null). */
export function parseConsent(raw: string | null | undefined): ConsentRecord | null {
  if (!raw) return null;
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch {
    return null;
  }
  if (typeof value !== 'object' || value === null) return null;
  const { status, updatedAt } = value as Record<string, unknown>;
  if (status !== 'accepted' && status !== 'declined') return null;
  if (typeof updatedAt !== 'string' || Number.isNaN(Date.parse(updatedAt))) return null;
  return { status, updatedAt };
}

export function readConsent(): ConsentRecord | null {
  return parseConsent(readStorage(CONSENT_STORAGE_KEY));
}

/**
 * The visitor's answer: the cookie the server renders with (issue 28), else the record this
 * browser kept before there was one (public/theme-init.js carries it over to the cookie).
 */
export function readConsentStatus(): ConsentStatus | null {
  return parseConsentChoice(readPreferenceCookie(CONSENT_COOKIE)) ?? readConsent()?.status ?? null;
}

/** Stores the answer as the record and as the cookie, and tells the page. */
export function saveConsent(status: ConsentStatus, now: Date = new Date()): ConsentRecord {
  const record: ConsentRecord = { status, updatedAt: now.toISOString() };
  writeStorage(CONSENT_STORAGE_KEY, JSON.stringify(record));
  writePreferenceCookie(CONSENT_COOKIE, status);
  window.dispatchEvent(new Event(CONSENT_EVENT));
  return record;
}

export function subscribeConsent(onChange: () => void): () => void {
  const onStorage = (event: StorageEvent) => {
    if (event.key === CONSENT_STORAGE_KEY) onChange();
  };
  window.addEventListener(CONSENT_EVENT, onChange);
  window.addEventListener('storage', onStorage);
  return () => {
    window.removeEventListener(CONSENT_EVENT, onChange);
    window.removeEventListener('storage', onStorage);
  };
}
