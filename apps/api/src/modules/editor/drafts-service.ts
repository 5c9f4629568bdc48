/**
 * Drafts, publishing and history (issue 32, decision 0041). An editor changes a copy of the
 * content in the dataset's shape; publishing checks it with the content validator's own rules,
 * writes the live row with the import's own mapping, rebuilds the search index and announces the
 * change, all in one transaction: every instance drops its cached answers and pages when it
 * commits. Every published version is kept, so any can be restored.
 */
import {
  rebuildSearchDocuments,
  retimeToursThrough,
  spotRow,
  spotSource,
  spotSourceOf,
  todayIn,
} from '@sendero/content';
import {
  DRAFT_MESSAGES,
  type DraftDetail,
  type DraftKind,
  type DraftProblem,
  type DraftSummary,
  type HistoryEntry,
  type PublishAnswer,
  type SpotSummary,
} from '@sendero/contract';
import {
  announceContentChange,
  cities,
  DATASET_ORIGIN,
  findOpenDraft,
  findRevision,
  insertRevision,
  isUniqueViolation,
  publishedRevisions,
  recordAudit,
  revisionSummary,
  spots,
  toSpotRecord,
  updateRevision,
  type Database,
  type RevisionRow,
} from '@sendero/db';
import { eq } from 'drizzle-orm';
import { badRequest, conflict, notFound } from '../../lib/http-errors.ts';
import type { Actor } from './roles-service.ts';

interface Call {
  db: Database;
  actor: Actor;
  at: Date;
}

type Data = Record<string, unknown>;

/** The fields whose values differ, each with its value before and after (missing is null). */
export function changedFields(before: Data, after: Data) {
  const fields = [...new Set([...Object.keys(before), ...Object.keys(after)])].sort();
  return fields
    .filter((field) => JSON.stringify(before[field]) !== JSON.stringify(after[field]))
    .map((field) => ({ field, before: before[field] ?? null, after: after[field] ?? null }));
}

/** What the content rules refuse in a spot, one entry per field. */
export function spotProblems(data: Data): DraftProblem[] {
  const parsed = spotSource.safeParse(data);
  if (parsed.success) return [];
  return parsed.error.issues.map((issue) => ({
    field: issue.path.join('.') || 'data',
    message: issue.message,
  }));
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
    title: typeof revision.data['name'] === 'string' ? revision.data['name'] : '',
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
    problems: spotProblems(row.revision.data),
  };
}

/**
 * The draft as travellers would get it from `GET /api/spots/:id`, made by the same mapping and
 * the same serializer, for the editor's preview. Only a draft the rules accept can be shown.
 */
export async function draftPreview(db: Database, id: number): Promise<SpotSummary> {
  const revision = await findRevision(db, { id });
  if (!revision) throw notFound(DRAFT_MESSAGES.notFound);
  const parsed = spotSource.safeParse(revision.data);
  if (!parsed.success) {
    const [first] = spotProblems(revision.data);
    throw badRequest(
      `${DRAFT_MESSAGES.cannotPreview} ${first!.field}: ${first!.message}`,
      first!.field,
    );
  }
  const [city] = await db
    .select({ name: cities.name, timeZone: cities.timeZone })
    .from(cities)
    .where(eq(cities.id, revision.cityId));
  const row = spotRow(revision.cityId, parsed.data);
  return toSpotRecord({
    id: revision.entityId ?? 0,
    slug: row.slug,
    name: row.name,
    description: row.description,
    address: row.address,
    lat: row.lat,
    lng: row.lng,
    price: row.price ?? null,
    priceNote: row.priceNote ?? null,
    visitMinutes: row.visitMinutes,
    category: row.category,
    tags: row.tags ?? [],
    openingHours: row.openingHours ?? null,
    hoursNote: row.hoursNote ?? null,
    factsCheckedOn: row.factsCheckedOn,
    website: row.website ?? null,
    images: row.images ?? [],
    cityId: revision.cityId,
    cityName: city!.name,
    timeZone: city!.timeZone,
  });
}

async function lockedSpot(db: Database, id: number) {
  const [row] = await db.select().from(spots).where(eq(spots.id, id)).for('update').limit(1);
  if (!row) throw notFound(DRAFT_MESSAGES.entityNotFound);
  return row;
}

/**
 * A draft of a live spot: the one in progress if there is one, else a new copy of what is live.
 * A spot that came from the dataset gets its first version recorded here, so its history starts
 * from what travellers saw before any editor.
 */
export async function startSpotDraft(
  { db, actor, at }: Call,
  spotId: number,
): Promise<DraftDetail> {
  const id = await db.transaction(async (tx) => {
    const live = await lockedSpot(tx, spotId);
    const open = await findOpenDraft(tx, { kind: 'spot', entityId: spotId });
    if (open) return open.id;
    const data = spotSourceOf(live);
    const [latest] = await publishedRevisions(tx, { kind: 'spot', entityId: spotId });
    if (!latest) {
      await insertRevision(tx, {
        kind: 'spot',
        entityId: spotId,
        cityId: live.cityId,
        state: 'published',
        data,
        origin: DATASET_ORIGIN,
        createdAt: live.updatedAt,
        updatedAt: live.updatedAt,
        publishedAt: live.updatedAt,
      });
    }
    const draft = await insertRevision(tx, {
      kind: 'spot',
      entityId: spotId,
      cityId: live.cityId,
      data,
      createdBy: actor.userId,
      createdAt: at,
      updatedAt: at,
    });
    await recordAudit(tx, {
      actor,
      action: 'spot.draft',
      targetType: 'spot',
      targetId: spotId,
      after: { draftId: draft.id },
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
      action: 'spot.draft.save',
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
      action: 'spot.draft.discard',
      targetType: 'draft',
      targetId: id,
      before: { state: draft.state },
      after: { state: 'discarded' },
      at,
    });
  });
}

/** Writes checked data live as a new published version; `revisionId` is the draft, if any. */
async function publishSpot(
  tx: Database,
  { actor, at }: Omit<Call, 'db'>,
  target: { entityId: number | null; cityId: number; data: Data; origin: string | null },
  revisionId: number | null,
): Promise<PublishAnswer> {
  const parsed = spotSource.safeParse(target.data);
  if (!parsed.success) {
    const [first] = spotProblems(target.data);
    throw badRequest(
      `${DRAFT_MESSAGES.cannotPublish} ${first!.field}: ${first!.message}`,
      first!.field,
    );
  }
  const spot = parsed.data;
  const before = target.entityId ? spotSourceOf(await lockedSpot(tx, target.entityId)) : {};
  if ('slug' in before && before.slug !== spot.slug) {
    throw badRequest(DRAFT_MESSAGES.slugFixed, 'slug');
  }
  let entityId = target.entityId;
  try {
    if (entityId) {
      await tx
        .update(spots)
        .set({ ...spotRow(target.cityId, spot), updatedAt: at })
        .where(eq(spots.id, entityId));
    } else {
      const [row] = await tx
        .insert(spots)
        .values({ ...spotRow(target.cityId, spot), createdAt: at, updatedAt: at })
        .returning({ id: spots.id });
      entityId = row!.id;
    }
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict(DRAFT_MESSAGES.slugTaken, 'slug');
    throw error;
  }
  // The tours through the spot, walked with the spot as it now is: a change of hours that would
  // send a tour to a closed door is refused, as the dataset's check refuses it.
  const [closed] = await retimeToursThrough(tx, { spotId: entityId, today: todayIn(at) });
  if (closed) {
    throw badRequest(
      `${DRAFT_MESSAGES.cannotPublish} Tour “${closed.tourTitle}”: ${closed.message}`,
      'openingHours',
    );
  }

  const published = { state: 'published', publishedBy: actor.userId, publishedAt: at } as const;
  const revision = revisionId
    ? await updateRevision(tx, {
        id: revisionId,
        set: { ...published, entityId, data: spot, updatedAt: at },
      })
    : await insertRevision(tx, {
        ...published,
        kind: 'spot',
        entityId,
        cityId: target.cityId,
        data: spot,
        origin: target.origin,
        createdBy: actor.userId,
        createdAt: at,
        updatedAt: at,
      });
  const changes = changedFields(before, spot);
  await recordAudit(tx, {
    actor,
    action: target.origin?.startsWith('restore:') ? 'spot.restore' : 'spot.publish',
    targetType: 'spot',
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
  return { revisionId: revision.id, kind: 'spot', entityId };
}

export async function publishDraft({ db, actor, at }: Call, id: number): Promise<PublishAnswer> {
  return db.transaction(async (tx) => {
    const draft = await lockedDraft(tx, id);
    return publishSpot(tx, { actor, at }, draft, draft.id);
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
    return publishSpot(
      tx,
      { actor, at },
      { entityId: old.entityId, cityId: old.cityId, data: old.data, origin: `restore:${old.id}` },
      null,
    );
  });
}

/** Published versions, newest first, each with what it changed from the one before. */
export async function spotHistory(db: Database, spotId: number): Promise<HistoryEntry[]> {
  const rows = await publishedRevisions(db, { kind: 'spot', entityId: spotId });
  return rows.map(({ revision, publishedByName }, i) => ({
    revisionId: revision.id,
    publishedAt: (revision.publishedAt ?? revision.updatedAt).toISOString(),
    publishedBy: publishedByName,
    origin: revision.origin,
    current: i === 0,
    changes: changedFields(rows[i + 1]?.revision.data ?? {}, revision.data),
  }));
}
