/**
 * A published version's changes (`{field, before, after}` by the data's top-level fields) as the
 * history shows them: one row per thing an editor thinks of, in words. The picture's file, its
 * description and its credit are rows of their own.
 */
import type { DraftKind, HistoryEntry } from '@sendero/contract';
import { FIELD_LABELS, SPOT_FIELDS } from './spot-form.ts';
import { TOUR_FIELD_LABELS, TOUR_FIELDS } from './tour-form.ts';
import { EVENT_FIELD_LABELS, EVENT_FIELDS } from './event-form.ts';
import { POST_FIELD_LABELS, POST_FIELDS } from './post-form.ts';
import { CITY_FIELD_LABELS, CITY_FIELDS, infoText } from './city-form.ts';

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
/** The picture's fields in the data ("image" for most kinds, a post's "cover") and in the form. */
const PICTURE_PARTS = {
  image: [
    ['file', 'imageFile'],
    ['alt', 'imageAlt'],
    ['credit', 'imageCredit'],
  ],
  cover: [
    ['file', 'coverFile'],
    ['alt', 'coverAlt'],
    ['credit', 'coverCredit'],
  ],
} as const;
const isPicture = (field: string): field is keyof typeof PICTURE_PARTS =>
  field === 'image' || field === 'cover';

/** Each kind's form: the order of its fields and their labels. */
const FORMS: Record<
  DraftKind,
  {
    fields: readonly string[];
    labels: Record<string, string>;
    /** Fields whose values are read in words of their own, not as a list. */
    texts?: Record<string, (value: unknown) => string>;
  }
> = {
  spot: { fields: SPOT_FIELDS, labels: FIELD_LABELS },
  tour: { fields: TOUR_FIELDS, labels: TOUR_FIELD_LABELS },
  event: { fields: EVENT_FIELDS, labels: EVENT_FIELD_LABELS },
  post: { fields: POST_FIELDS, labels: POST_FIELD_LABELS },
  city: { fields: CITY_FIELDS, labels: CITY_FIELD_LABELS, texts: { info: infoText } },
};

function text(value: unknown): string | null {
  if (value === null || value === undefined) return null;
  if (typeof value === 'string') return value;
  if (typeof value === 'boolean') return value ? 'Yes' : 'No';
  if (typeof value === 'number') return String(value);
  if (Array.isArray(value)) return value.map((item) => text(item) ?? '').join(', ');
  return JSON.stringify(value);
}

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
export function changeRows(changes: Change[], kind: DraftKind = 'spot'): ChangeRow[] {
  const { fields, labels, texts = {} } = FORMS[kind];
  const labelOf = (field: string) => labels[field] ?? field;
  const rows = changes.flatMap(({ field, before, after }): ChangeRow[] => {
    const words = texts[field];
    if (words) {
      const [a, b] = [before, after].map((value) => (value === null ? null : words(value)));
      return [row(field, labelOf(field), a, b)];
    }
    if (!isPicture(field)) return [row(field, labelOf(field), before, after)];
    const [was, is] = [asRecord(before), asRecord(after)];
    return PICTURE_PARTS[field]
      .filter(([part]) => text(was[part]) !== text(is[part]))
      .map(([part, label]) => row(`${field}.${part}`, labelOf(label), was[part], is[part]));
  });
  const formField = new Map<string, string>(
    Object.entries(PICTURE_PARTS).flatMap(([field, parts]) =>
      parts.map(([part, name]) => [`${field}.${part}`, name] as const),
    ),
  );
  const order = (key: string) => {
    const index = fields.indexOf(formField.get(key) ?? key);
    return index < 0 ? fields.length : index;
  };
  return rows.sort((a, b) => order(a.key) - order(b.key));
}
