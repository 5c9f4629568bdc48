/**
 * The editors' inbox (issue 32): what may happen to a message, and the record of it. Every change
 * locks the item's row, checks its state, writes the change and its audit entry in one
 * transaction: of two editors closing one item at once, one wins and the other gets 409.
 */
import {
  EDITOR_LIMITS,
  EDITOR_MESSAGES,
  type InboxAcceptBody,
  type InboxAnswerBody,
  type InboxItem,
  type InboxKind,
  type InboxPage,
  type InboxQuery,
  type InboxRejectBody,
  type InboxStatus,
  type InboxUpdateBody,
} from '@sendero/contract';
import {
  cityExists,
  getInboxItem,
  insertRevision,
  listInbox,
  lockInboxItem,
  recordAudit,
  updateInboxItem,
  type Database,
  type InboxChanges,
  type InboxItemState,
  type RoleHolder,
} from '@sendero/db';
import { badRequest, conflict, notFound } from '../../lib/http-errors.ts';
import { toPage } from '../../lib/paging.ts';
import { slugify } from '../../lib/slug.ts';
import { enqueueMail } from '../../mail/outbox.ts';

/** An editor at the desk, acting at `at` (the app's clock). */
export interface Desk {
  db: Database;
  staff: RoleHolder;
  at: Date;
}

export interface ItemRef {
  kind: InboxKind;
  id: number;
}

const CLOSED: ReadonlySet<InboxStatus> = new Set(['accepted', 'rejected', 'answered']);

export async function inboxPage(db: Database, query: InboxQuery): Promise<InboxPage> {
  const size = EDITOR_LIMITS.inboxPageSize;
  const { rows, total } = await listInbox(db, { ...query, size });
  return toPage(rows, total, { page: query.page, size });
}

export async function inboxItem(db: Database, ref: ItemRef): Promise<InboxItem> {
  const item = await getInboxItem(db, ref);
  if (!item) throw notFound(EDITOR_MESSAGES.itemNotFound);
  return item;
}

/**
 * What the audit log keeps of an item: its state, never the sender's name or address (those are
 * anonymised when the sender deletes their account; the log is never rewritten).
 */
function auditView(item: Pick<InboxItemState, 'status' | 'cityId' | 'resolution'>) {
  return { status: item.status, cityId: item.cityId, resolution: item.resolution };
}

function ensureOpen(item: InboxItemState) {
  if (CLOSED.has(item.status)) throw conflict(EDITOR_MESSAGES.alreadyClosed, 'status');
}

async function ensureCity(db: Database, cityId: number) {
  if (!(await cityExists(db, cityId))) throw badRequest(EDITOR_MESSAGES.cityNotFound, 'cityId');
}

/**
 * Runs `work` on the locked item inside one transaction, then writes `changes` and the audit entry
 * `action` with the item before and after. No changes: nothing is written or recorded.
 */
async function changeLocked<T = never>(
  desk: Desk,
  ref: ItemRef,
  action: string,
  work: (
    tx: Database,
    item: InboxItemState,
  ) => Promise<{ changes: InboxChanges; extra?: T; recorded?: Record<string, unknown> }>,
): Promise<{ item: InboxItem; extra: T | undefined }> {
  return desk.db.transaction(async (tx) => {
    const before = await lockInboxItem(tx, ref);
    if (!before) throw notFound(EDITOR_MESSAGES.itemNotFound);
    const { changes, extra, recorded } = await work(tx, before);
    if (Object.keys(changes).length > 0) {
      await updateInboxItem(tx, { ...ref, changes });
      await recordAudit(tx, {
        actor: desk.staff,
        action,
        targetType: ref.kind,
        targetId: ref.id,
        before: auditView(before),
        after: { ...auditView({ ...before, ...changes }), ...recorded },
        at: desk.at,
      });
    }
    const item = (await getInboxItem(tx, ref))!;
    return { item, extra };
  });
}

const handled = (desk: Desk) => ({ handledBy: desk.staff.userId, handledAt: desk.at });

/** Takes an item into review or back to new, and sets or clears its city. */
export async function updateItem(desk: Desk, ref: ItemRef, body: InboxUpdateBody) {
  const { item } = await changeLocked(desk, ref, 'inbox.update', async (tx, current) => {
    const changes: InboxChanges = {};
    if (body.status !== undefined) {
      ensureOpen(current);
      if (body.status !== current.status) {
        Object.assign(changes, { status: body.status }, handled(desk));
      }
    }
    // The city may still be set on a closed item: it only files the item (the inbox's filter),
    // changes no outcome and sends nothing, and a wrong guess should be correctable whenever it
    // is noticed. An accepted suggestion's draft keeps the city it was given.
    if (body.cityId !== undefined && body.cityId !== current.cityId) {
      if (body.cityId !== null) await ensureCity(tx, body.cityId);
      changes.cityId = body.cityId;
    }
    return { changes };
  });
  return item;
}

export async function rejectItem(desk: Desk, ref: ItemRef, body: InboxRejectBody) {
  const { item } = await changeLocked(desk, ref, 'inbox.reject', async (_tx, current) => {
    ensureOpen(current);
    return { changes: { status: 'rejected', resolution: body.reason, ...handled(desk) } };
  });
  return item;
}

/** The answer, then the sender's message quoted, as a mail reader shows a reply. */
export function answerText(answer: string, original: string): string {
  const quoted = original
    .split(/\r?\n/)
    .map((line) => (line ? `> ${line}` : '>'))
    .join('\n');
  return `${answer}\n\nYou wrote:\n${quoted}\n`;
}

/**
 * Answers the sender by e-mail (queued in the same transaction, so the item is answered if and
 * only if the e-mail will go) and closes the item. Replies reach the team's address.
 */
export async function answerItem(
  desk: Desk,
  ref: ItemRef,
  body: InboxAnswerBody,
  teamAddress: string,
) {
  const { item } = await changeLocked(desk, ref, 'inbox.answer', async (tx, current) => {
    ensureOpen(current);
    // Deleting an account empties the address of the messages sent with it (decision 0029).
    if (current.email.trim() === '') throw conflict(EDITOR_MESSAGES.senderGone, 'email');
    await enqueueMail(
      tx,
      {
        to: current.email,
        replyTo: teamAddress,
        subject: EDITOR_MESSAGES.answerSubject,
        text: answerText(body.message, current.message),
      },
      desk.at,
    );
    return { changes: { status: 'answered', resolution: body.message, ...handled(desk) } };
  });
  return item;
}

/**
 * Accepts a place suggestion: a draft spot in the dataset's shape, filled in from the message,
 * which an editor completes before it is published.
 */
export async function acceptSuggestion(desk: Desk, ref: ItemRef, body: InboxAcceptBody) {
  if (ref.kind !== 'submission') throw badRequest(EDITOR_MESSAGES.notASuggestion, 'kind');
  const { item, extra } = await changeLocked<number>(
    desk,
    ref,
    'inbox.accept',
    async (tx, current) => {
      ensureOpen(current);
      await ensureCity(tx, body.cityId);
      const origin = `submission:${ref.id}`;
      const data = {
        name: body.name,
        // A name with no Latin letters or digits still needs a slug to be saved under.
        slug: slugify(body.name) || `spot-${ref.id}`,
        description: current.message,
      };
      const { id: draftId } = await insertRevision(tx, {
        kind: 'spot',
        cityId: body.cityId,
        data,
        origin,
        createdBy: desk.staff.userId,
        createdAt: desk.at,
        updatedAt: desk.at,
      });
      await recordAudit(tx, {
        actor: desk.staff,
        action: 'spot.draft',
        targetType: 'draft',
        targetId: draftId,
        before: null,
        after: { kind: 'spot', state: 'draft', cityId: body.cityId, origin, data },
        at: desk.at,
      });
      return {
        changes: { status: 'accepted', cityId: body.cityId, ...handled(desk) },
        extra: draftId,
        recorded: { draftId },
      };
    },
  );
  return { item, draftId: extra! };
}
