/**
 * Drafts, publishing and history (issue 32, decision 0041), for every kind of content in
 * `kinds/`. An editor changes a copy of the content in the dataset's shape; publishing checks it
 * with the content validator's own rules, writes the live row with the import's own mapping, rebuilds the search index and announces the
 * change, all in one transaction: every instance drops its cached answers and pages when it
 * commits. Every published version is kept, so any can be restored.
 */
import { contentIssueText, rebuildSearchDocuments } from '@sendero/content';
import {
  DRAFT_MESSAGES,
  isUploadedFile,
  type DraftDetail,
  type DraftKind,
  type DraftProblem,
  type DraftSummary,
  type HistoryEntry,
  type PublishAnswer,
} from '@sendero/contract';
import {
  announceContentChange,
  cityExists,
  DATASET_ORIGIN,
  findOpenDraft,
  findRevision,
  insertRevision,
  isUniqueViolation,
  mediaUploadExists,
  publishedRevisions,
  recordAudit,
  revisionSummary,
  updateRevision,
  type Database,
  type RevisionRow,
} from '@sendero/db';
import { badRequest, conflict, notFound } from '../../lib/http-errors.ts';
import { CONTENT_KINDS, type ContentKind, type Data } from './kinds/index.ts';
import type { Actor } from './roles-service.ts';

interface Call {
  db: Database;
  actor: Actor;
  at: Date;
}

const kindOf = (kind: string): ContentKind => CONTENT_KINDS[kind as DraftKind];

/** The fields whose values differ, each with its value before and after (missing is null). */
export function changedFields(before: Data, after: Data) {
  const fields = [...new Set([...Object.keys(before), ...Object.keys(after)])].sort();
  return fields
    .filter((field) => JSON.stringify(before[field]) !== JSON.stringify(after[field]))
    .map((field) => ({ field, before: before[field] ?? null, after: after[field] ?? null }));
}

/** What the content rules of its kind refuse in `data`, one entry per field. */
export function draftProblems(kind: ContentKind, data: Data): DraftProblem[] {
  const parsed = kind.schema.safeParse(data, { error: contentIssueText });
  if (parsed.success) return [];
  return parsed.error.issues.map((issue) => ({
    field: issue.path.join('.') || 'data',
    message: issue.message,
  }));
}

/** The data as the rules accept it, or a 400 naming the first field they refuse. */
function checked(kind: ContentKind, data: Data, lead: string): Data {
  const parsed = kind.schema.safeParse(data, { error: contentIssueText });
  if (parsed.success) return parsed.data;
  const [first] = draftProblems(kind, data);
  throw badRequest(`${lead} ${first!.field}: ${first!.message}`, first!.field);
}

export function summaryOf(
  row: NonNullable<Awaited<ReturnType<typeof revisionSummary>>>,
): DraftSummary {
  const { revision } = row;
  return {
    id: revision.id,
    kind: revision.kind as DraftKind,
    entityId: revision.entityId,
    cityId: revision.cityId,
    cityName: row.cityName,
    title: kindOf(revision.kind).title(revision.data),
    state: revision.state as DraftSummary['state'],
    origin: revision.origin,
    createdBy: row.createdByName,
    updatedAt: revision.updatedAt.toISOString(),
  };
}

export async function draftDetail(db: Database, id: number): Promise<DraftDetail> {
  const row = await revisionSummary(db, { id });
  if (!row) throw notFound(DRAFT_MESSAGES.notFound);
  return {
    ...summaryOf(row),
    data: row.revision.data,
    problems: draftProblems(kindOf(row.revision.kind), row.revision.data),
  };
}

/**
 * The draft as travellers would get it from the public API, for the editor's preview, made by the
 * kind's own mapping and serializer. Only a draft the rules accept can be shown.
 */
export async function draftPreview(db: Database, id: number, at: Date): Promise<unknown> {
  const revision = await findRevision(db, { id });
  if (!revision) throw notFound(DRAFT_MESSAGES.notFound);
  const kind = kindOf(revision.kind);
  const data = checked(kind, revision.data, DRAFT_MESSAGES.cannotPreview);
  if (!kind.preview) throw badRequest(DRAFT_MESSAGES.noPreview, 'kind');
  return kind.preview(db, { entityId: revision.entityId, cityId: revision.cityId, data, at });
}

async function lockedLive(tx: Database, kind: ContentKind, id: number) {
  const live = await kind.lockLive(tx, id);
  if (!live) throw notFound(DRAFT_MESSAGES.entityNotFound);
  return live;
}

/**
 * A draft of live content: the one in progress if there is one, else a new copy of what is live.
 * An entity that came from the dataset gets its first version recorded here, so its history
 * starts from what travellers saw before any editor.
 */
export async function startDraft(
  { db, actor, at }: Call,
  kindName: DraftKind,
  entityId: number,
): Promise<DraftDetail> {
  const kind = kindOf(kindName);
  const id = await db.transaction(async (tx) => {
    const live = await lockedLive(tx, kind, entityId);
    const open = await findOpenDraft(tx, { kind: kindName, entityId });
    if (open) return open.id;
    const [latest] = await publishedRevisions(tx, { kind: kindName, entityId });
    if (!latest) {
      await insertRevision(tx, {
        kind: kindName,
        entityId,
        cityId: live.cityId,
        state: 'published',
        data: live.data,
        origin: DATASET_ORIGIN,
        createdAt: live.updatedAt,
        updatedAt: live.updatedAt,
        publishedAt: live.updatedAt,
      });
    }
    const draft = await insertRevision(tx, {
      kind: kindName,
      entityId,
      cityId: live.cityId,
      data: live.data,
      createdBy: actor.userId,
      createdAt: at,
      updatedAt: at,
    });
    await recordAudit(tx, {
      actor,
      action: `${kindName}.draft`,
      targetType: kindName,
      targetId: entityId,
      after: { draftId: draft.id },
      at,
    });
    return draft.id;
  });
  return draftDetail(db, id);
}

/**
 * A draft of new content in a city, every field empty: the rules list what it needs, and its
 * first publication creates the entity. Cities come only from the dataset.
 */
export async function newDraft(
  { db, actor, at }: Call,
  { kind, cityId }: { kind: DraftKind; cityId: number },
): Promise<DraftDetail> {
  if (kind === 'city') throw badRequest(DRAFT_MESSAGES.noNewCity, 'kind');
  const id = await db.transaction(async (tx) => {
    if (!(await cityExists(tx, cityId))) throw badRequest(DRAFT_MESSAGES.cityNotFound, 'cityId');
    const draft = await insertRevision(tx, {
      kind,
      cityId,
      data: {},
      createdBy: actor.userId,
      createdAt: at,
      updatedAt: at,
    });
    await recordAudit(tx, {
      actor,
      action: `${kind}.draft.new`,
      targetType: 'draft',
      targetId: draft.id,
      after: { kind, cityId },
      at,
    });
    return draft.id;
  });
  return draftDetail(db, id);
}

async function lockedDraft(db: Database, id: number): Promise<RevisionRow> {
  const revision = await findRevision(db, { id, lock: true });
  if (!revision) throw notFound(DRAFT_MESSAGES.notFound);
  if (revision.state !== 'draft') throw conflict(DRAFT_MESSAGES.notADraft, 'id');
  return revision;
}

/** Keeps an editor's work on a draft; it need not be complete yet. */
export async function saveDraft({ db, actor, at }: Call, id: number, data: Data) {
  await db.transaction(async (tx) => {
    const draft = await lockedDraft(tx, id);
    const changes = changedFields(draft.data, data);
    if (changes.length === 0) return;
    await updateRevision(tx, { id, set: { data, updatedAt: at } });
    await recordAudit(tx, {
      actor,
      action: `${draft.kind}.draft.save`,
      targetType: 'draft',
      targetId: id,
      before: Object.fromEntries(changes.map((c) => [c.field, c.before])),
      after: Object.fromEntries(changes.map((c) => [c.field, c.after])),
      at,
    });
  });
  return draftDetail(db, id);
}

export async function discardDraft({ db, actor, at }: Call, id: number) {
  await db.transaction(async (tx) => {
    const draft = await lockedDraft(tx, id);
    await updateRevision(tx, { id, set: { state: 'discarded', updatedAt: at } });
    await recordAudit(tx, {
      actor,
      action: `${draft.kind}.draft.discard`,
      targetType: 'draft',
      targetId: id,
      before: { state: draft.state },
      after: { state: 'discarded' },
      at,
    });
  });
}

/**
 * A picture named as uploaded (`uploads/…`) must be one an editor uploaded: the dataset's rules
 * check only the name's shape, and a made-up name would be a broken picture on a live page.
 */
async function ensurePicturesUploaded(tx: Database, data: Data) {
  for (const field of ['image', 'cover']) {
    const file = (data[field] as { file?: unknown } | undefined)?.file;
    if (typeof file !== 'string' || !isUploadedFile(file)) continue;
    if (!(await mediaUploadExists(tx, { file }))) {
      throw badRequest(DRAFT_MESSAGES.pictureNotUploaded, `${field}.file`);
    }
  }
}

/** Writes checked data live as a new published version; `revisionId` is the draft, if any. */
async function publish(
  tx: Database,
  { actor, at }: Omit<Call, 'db'>,
  target: {
    kind: string;
    entityId: number | null;
    cityId: number;
    data: Data;
    origin: string | null;
  },
  revisionId: number | null,
): Promise<PublishAnswer> {
  const kind = kindOf(target.kind);
  const data = checked(kind, target.data, DRAFT_MESSAGES.cannotPublish);
  await ensurePicturesUploaded(tx, data);
  const before = target.entityId ? (await lockedLive(tx, kind, target.entityId)).data : {};
  // Tours and the dataset name an entity by its slug.
  if ('slug' in before && before['slug'] !== data['slug']) {
    throw badRequest(DRAFT_MESSAGES.slugFixed, 'slug');
  }
  let entityId: number;
  try {
    entityId = await kind.write(tx, {
      entityId: target.entityId,
      cityId: target.cityId,
      data,
      at,
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict(DRAFT_MESSAGES.slugTaken, 'slug');
    throw error;
  }
  const [refused] = (await kind.checkAfterWrite?.(tx, { entityId, at })) ?? [];
  if (refused) {
    throw badRequest(`${DRAFT_MESSAGES.cannotPublish} ${refused.message}`, refused.field);
  }

  const published = { state: 'published', publishedBy: actor.userId, publishedAt: at } as const;
  const revision = revisionId
    ? await updateRevision(tx, {
        id: revisionId,
        set: { ...published, entityId, data, updatedAt: at },
      })
    : await insertRevision(tx, {
        ...published,
        kind: kind.kind,
        entityId,
        cityId: target.cityId,
        data,
        origin: target.origin,
        createdBy: actor.userId,
        createdAt: at,
        updatedAt: at,
      });
  const changes = changedFields(before, data);
  await recordAudit(tx, {
    actor,
    action: `${kind.kind}.${target.origin?.startsWith('restore:') ? 'restore' : 'publish'}`,
    targetType: kind.kind,
    targetId: entityId,
    before: Object.fromEntries(changes.map((c) => [c.field, c.before])),
    after: {
      revisionId: revision.id,
      ...Object.fromEntries(changes.map((c) => [c.field, c.after])),
    },
    at,
  });
  await rebuildSearchDocuments(tx);
  // Every instance drops its kept answers and pages when this commits (decision 0037).
  await announceContentChange(tx);
  return { revisionId: revision.id, kind: kind.kind, entityId };
}

export async function publishDraft({ db, actor, at }: Call, id: number): Promise<PublishAnswer> {
  return db.transaction(async (tx) => {
    const draft = await lockedDraft(tx, id);
    return publish(tx, { actor, at }, draft, draft.id);
  });
}

/** Publishes an earlier version again, as a new version: the history keeps both. */
export async function restoreRevision(
  { db, actor, at }: Call,
  revisionId: number,
): Promise<PublishAnswer> {
  return db.transaction(async (tx) => {
    const old = await findRevision(tx, { id: revisionId });
    if (!old || old.state !== 'published' || !old.entityId) {
      throw notFound(DRAFT_MESSAGES.revisionNotFound);
    }
    return publish(
      tx,
      { actor, at },
      {
        kind: old.kind,
        entityId: old.entityId,
        cityId: old.cityId,
        data: old.data,
        origin: `restore:${old.id}`,
      },
      null,
    );
  });
}

/** Published versions, newest first, each with what it changed from the one before. */
export async function history(
  db: Database,
  kind: DraftKind,
  entityId: number,
): Promise<HistoryEntry[]> {
  const rows = await publishedRevisions(db, { kind, entityId });
  return rows.map(({ revision, publishedByName }, i) => ({
    revisionId: revision.id,
    publishedAt: (revision.publishedAt ?? revision.updatedAt).toISOString(),
    publishedBy: publishedByName,
    origin: revision.origin,
    current: i === 0,
    changes: changedFields(rows[i + 1]?.revision.data ?? {}, revision.data),
  }));
}
