import { readStorage, writeStorage } from './storage.ts';

export const CONSENT_STORAGE_KEY = 'cookieConsent';

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

export function saveConsent(status: ConsentStatus, now: Date = new Date()): ConsentRecord {
  const record: ConsentRecord = { status, updatedAt: now.toISOString() };
  writeStorage(CONSENT_STORAGE_KEY, JSON.stringify(record));
  return record;
}
