/**
 * An audit entry in words: "maria accepted submission 12", and what changed as short
 * "status: New → Accepted" lines rather than the records as stored.
 */
import { INBOX_STATUS_LABELS, type AuditEntry } from '@sendero/contract';
import { ROLE_LABELS } from './role-labels.ts';
import { shorten } from './message-text.ts';

/** What each action did, by its verb (the part after the dot: "inbox.accept" → "accept"). */
const VERBS: Record<string, string> = {
  accept: 'accepted',
  reject: 'rejected',
  answer: 'answered',
  update: 'changed',
  grant: 'changed the role of',
  draft: 'created',
  create: 'created',
  save: 'saved',
  publish: 'published',
  restore: 'restored an earlier version of',
  discard: 'discarded',
};

/** What each kind of target is called. */
const TARGETS: Record<string, string> = {
  submission: 'submission',
  contact: 'contact message',
  user: 'account',
  spot: 'spot',
  draft: 'draft',
};

/** A value longer than this is cut: an answer or a reason is read on its item, not here. */
const MAX_VALUE_LENGTH = 120;

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const recordOf = (value: unknown): Record<string, unknown> => (isRecord(value) ? value : {});

/**
 * The action as a verb. An inbox update says what it did: took the item into review, put it
 * back to new, or (with the state unchanged) set its city.
 */
export function actionText(
  action: string,
  before?: unknown,
  after?: unknown,
  targetType?: string,
): string {
  if (action === 'inbox.update') {
    const [old, next] = [recordOf(before)['status'], recordOf(after)['status']];
    if (old !== next && next === 'in_review') return 'took into review';
    if (old !== next && next === 'new') return 'put back to new';
    if (old === next) return 'set the city of';
  }
  // A draft started from a live spot names the spot; one made from a suggestion names the draft.
  if (action === 'spot.draft' && targetType === 'spot') return 'started a draft of';
  const verb = action.split('.').pop() ?? action;
  return VERBS[verb] ?? `did “${action}” to`;
}

export function targetText(targetType: string, targetId: string): string {
  return `${TARGETS[targetType] ?? targetType} ${targetId}`;
}

/** "maria accepted submission 12" */
export function auditSentence(entry: AuditEntry): string {
  const action = actionText(entry.action, entry.before, entry.after, entry.targetType);
  return `${entry.actorName} ${action} ${targetText(entry.targetType, entry.targetId)}`;
}

/** A city's name by its id, when the desk knows it. */
export type CityNames = (id: number) => string | undefined;

export interface AuditChange {
  /** The field, in words ("status", "draft id"); '' when the record is one plain value. */
  key: string;
  before: string;
  after: string;
}

/** "cityId" → "city", "draftId" → "draft id", "handled_by" → "handled by". */
function keyWords(key: string): string {
  if (key === 'cityId') return 'city';
  return key
    .replace(/[_.]+/g, ' ')
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .toLowerCase()
    .trim();
}

/**
 * A value as a reader says it: a state or role by its label, a city by its name, nothing as "—",
 * lists joined.
 */
function valueText(key: string, value: unknown, cities: CityNames): string {
  if (value === null || value === undefined || value === '') return '—';
  if (key === 'cityId' && typeof value === 'number') return cities(value) ?? String(value);
  if (typeof value === 'string') {
    const label =
      key === 'status'
        ? INBOX_STATUS_LABELS[value as keyof typeof INBOX_STATUS_LABELS]
        : key === 'role'
          ? ROLE_LABELS[value as keyof typeof ROLE_LABELS]
          : undefined;
    return shorten(label ?? value.replace(/\s+/g, ' '), MAX_VALUE_LENGTH);
  }
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  if (Array.isArray(value)) {
    return value.map((part) => valueText('', part, cities)).join(', ') || '—';
  }
  if (isRecord(value)) {
    return Object.entries(value)
      .map(([part, inner]) => `${keyWords(part)} ${valueText(part, inner, cities)}`)
      .join('; ');
  }
  return '—';
}

/** Comparable form of a value, so an unchanged field is left out whatever its shape. */
const same = (a: unknown, b: unknown) => JSON.stringify(a ?? null) === JSON.stringify(b ?? null);

/** Each field that differs between the record before and after, in the order they appear. */
export function auditChanges(
  before: unknown,
  after: unknown,
  cities: CityNames = () => undefined,
): AuditChange[] {
  if (!isRecord(before) && !isRecord(after)) {
    if (same(before, after)) return [];
    return [
      { key: '', before: valueText('', before, cities), after: valueText('', after, cities) },
    ];
  }
  const old = isRecord(before) ? before : {};
  const next = isRecord(after) ? after : {};
  const keys = [...new Set([...Object.keys(old), ...Object.keys(next)])];
  return keys
    .filter((key) => !same(old[key], next[key]))
    .map((key) => ({
      key: keyWords(key),
      before: valueText(key, old[key], cities),
      after: valueText(key, next[key], cities),
    }));
}
