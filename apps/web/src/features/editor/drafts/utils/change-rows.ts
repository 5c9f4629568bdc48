/**
 * A published version's changes (`{field, before, after}` by the data's top-level fields) as the
 * history shows them: one row per thing an editor thinks of, in words. The picture's file, its
 * description and its credit are rows of their own.
 */
import type { HistoryEntry } from '@sendero/contract';
import { FIELD_LABELS, SPOT_FIELDS, type SpotField } from './spot-form.ts';

export interface ChangeRow {
  key: string;
  label: string;
  /** null: the field had no value. */
  before: string | null;
  after: string | null;
  /** Long text (a description): shown word by word, not as old → new. */
  long: boolean;
}

type Change = HistoryEntry['changes'][number];

/** Past this length a text is read as prose, whose changes are shown word by word. */
const LONG_TEXT = 120;
const IMAGE_PARTS: [string, SpotField][] = [
  ['file', 'imageFile'],
  ['alt', 'imageAlt'],
  ['credit', 'imageCredit'],
];

function text(value: unknown): string | null {
  if (value === null || value === undefined) return null;
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  if (Array.isArray(value)) return value.map((item) => text(item) ?? '').join(', ');
  return JSON.stringify(value);
}

const labelOf = (field: string) =>
  (SPOT_FIELDS as readonly string[]).includes(field) ? FIELD_LABELS[field as SpotField] : field;

function row(key: string, label: string, before: unknown, after: unknown): ChangeRow {
  const [a, b] = [text(before), text(after)];
  const long = [a, b].some(
    (value) => value !== null && (value.length > LONG_TEXT || value.includes('\n')),
  );
  return { key, label, before: a, after: b, long };
}

const asRecord = (value: unknown): Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : {};

/** The rows of `changes`, in the form's order of fields; a field the form does not know last. */
export function changeRows(changes: Change[]): ChangeRow[] {
  const rows = changes.flatMap(({ field, before, after }): ChangeRow[] => {
    if (field !== 'image') return [row(field, labelOf(field), before, after)];
    const [was, is] = [asRecord(before), asRecord(after)];
    return IMAGE_PARTS.filter(([part]) => text(was[part]) !== text(is[part])).map(([part, label]) =>
      row(`image.${part}`, FIELD_LABELS[label], was[part], is[part]),
    );
  });
  const order = (key: string) => {
    const field =
      key === 'image.file'
        ? 'imageFile'
        : key === 'image.alt'
          ? 'imageAlt'
          : key === 'image.credit'
            ? 'imageCredit'
            : key;
    const index = (SPOT_FIELDS as readonly string[]).indexOf(field);
    return index < 0 ? SPOT_FIELDS.length : index;
  };
  return rows.sort((a, b) => order(a.key) - order(b.key));
}
