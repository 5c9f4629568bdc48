import { readStorage, writeStorage } from '../../../lib/storage.ts';

/** The last reset request (spec §3): when it was sent and for which e-mail. */
export const RESET_REQUEST_KEY = 'passwordResetRequest';

export interface ResetRequestRecord {
  at: number;
  email: string;
}

export function readResetRequest(): ResetRequestRecord | null {
  try {
    const value = JSON.parse(readStorage(RESET_REQUEST_KEY) ?? 'null') as unknown;
    if (typeof value !== 'object' || value === null) return null;
    const { at, email } = value as Record<string, unknown>;
    if (typeof at !== 'number' || !Number.isFinite(at) || typeof email !== 'string') return null;
    return { at, email };
  } catch {
    return null;
  }
}

export function writeResetRequest(record: ResetRequestRecord): void {
  writeStorage(RESET_REQUEST_KEY, JSON.stringify(record));
}
