/**
 * Content revisions (issue 32): drafts editors work on and every published version, kept as the
 * entity's history. Locking reads (`for update`) serialise two editors publishing one entity.
 */
import { and, count, desc, eq, exists, inArray, sql, type Column, type SQL } from 'drizzle-orm';
import type { Database } from '../open.ts';
import {
  cities,
  cityPosts,
  contentRevisions,
  events,
  spots,
  tours,
  users,
} from '../schema/index.ts';

/** The origin of the version a live entity had before any editor: the dataset's. */
export const DATASET_ORIGIN = 'dataset';

export type RevisionRow = typeof contentRevisions.$inferSelect;
type RevisionKind = RevisionRow['kind'];

export async function insertRevision(
  db: Database,
  values: typeof contentRevisions.$inferInsert,
): Promise<RevisionRow> {
  const [row] = await db.insert(contentRevisions).values(values).returning();
  return row!;
}

/** One revision, locked for the rest of the transaction when `lock` is set. */
export async function findRevision(
  db: Database,
  { id, lock = false }: { id: number; lock?: boolean },
): Promise<RevisionRow | null> {
  const query = db.select().from(contentRevisions).where(eq(contentRevisions.id, id)).limit(1);
  const [row] = lock ? await query.for('update') : await query;
  return row ?? null;
}

/** The open draft of a live entity, if any. */
export async function findOpenDraft(
  db: Database,
  { kind, entityId }: { kind: RevisionKind; entityId: number },
): Promise<RevisionRow | null> {
  const [row] = await db
    .select()
    .from(contentRevisions)
    .where(
      and(
        eq(contentRevisions.kind, kind),
        eq(contentRevisions.entityId, entityId),
        eq(contentRevisions.state, 'draft'),
      ),
    )
    .limit(1);
  return row ?? null;
}

export async function updateRevision(
  db: Database,
  { id, set }: { id: number; set: Partial<typeof contentRevisions.$inferInsert> },
): Promise<RevisionRow> {
  const [row] = await db
    .update(contentRevisions)
    .set(set)
    .where(eq(contentRevisions.id, id))
    .returning();
  return row!;
}

const summaryColumns = {
  revision: contentRevisions,
  cityName: cities.name,
  createdByName: users.username,
};

/** Drafts in progress, most recently changed first, with their city's and author's names. */
export async function listDrafts(
  db: Database,
  { kind, page, size }: { kind?: RevisionKind; page: number; size: number },
) {
  const filters: SQL[] = [eq(contentRevisions.state, 'draft')];
  if (kind) filters.push(eq(contentRevisions.kind, kind));
  const where = and(...filters);
  const [rows, [total]] = await Promise.all([
    db
      .select(summaryColumns)
      .from(contentRevisions)
      .innerJoin(cities, eq(cities.id, contentRevisions.cityId))
      .leftJoin(users, eq(users.id, contentRevisions.createdBy))
      .where(where)
      .orderBy(desc(contentRevisions.updatedAt), desc(contentRevisions.id))
      .limit(size)
      .offset(page * size),
    db.select({ n: count() }).from(contentRevisions).where(where),
  ]);
  return { rows, total: total?.n ?? 0 };
}

/** One revision with its city's and author's names. */
export async function revisionSummary(db: Database, { id }: { id: number }) {
  const [row] = await db
    .select(summaryColumns)
    .from(contentRevisions)
    .innerJoin(cities, eq(cities.id, contentRevisions.cityId))
    .leftJoin(users, eq(users.id, contentRevisions.createdBy))
    .where(eq(contentRevisions.id, id))
    .limit(1);
  return row ?? null;
}

/** An entity's published versions, newest first, with who published each. */
export async function publishedRevisions(
  db: Database,
  { kind, entityId }: { kind: RevisionKind; entityId: number },
) {
  return db
    .select({ revision: contentRevisions, publishedByName: users.username })
    .from(contentRevisions)
    .leftJoin(users, eq(users.id, contentRevisions.publishedBy))
    .where(
      and(
        eq(contentRevisions.kind, kind),
        eq(contentRevisions.entityId, entityId),
        eq(contentRevisions.state, 'published'),
      ),
    )
    .orderBy(desc(contentRevisions.publishedAt), desc(contentRevisions.id));
}

/** The live table of each kind of content editors publish into, with its city and slug. */
const LIVE_TABLES = { spot: spots, tour: tours, event: events, post: cityPosts } as const;
export type LiveKind = keyof typeof LIVE_TABLES;

/** A version an editor published (any but the dataset's own) of a kind's entities. */
const byEditor = (kind: RevisionKind) =>
  and(
    eq(contentRevisions.kind, kind),
    eq(contentRevisions.state, 'published'),
    sql`${contentRevisions.origin} is distinct from ${DATASET_ORIGIN}`,
  );

/** Whether an editor has published a version of the entity whose id is `id`. */
const editorPublished = (db: Database, { kind, id }: { kind: RevisionKind; id: Column }) =>
  exists(
    db
      .select({ one: sql`1` })
      .from(contentRevisions)
      .where(and(byEditor(kind), eq(contentRevisions.entityId, id))),
  );

/**
 * A city's live entities of one kind that an editor has published (any version but the dataset's
 * own): the database owns them, and the import leaves them as they are (decision 0041). By slug.
 */
export async function editorOwned(
  db: Database,
  { kind, cityId }: { kind: LiveKind; cityId: number },
): Promise<Map<string, number>> {
  const table = LIVE_TABLES[kind];
  const rows = await db
    .select({ id: table.id, slug: table.slug })
    .from(table)
    .where(and(eq(table.cityId, cityId), editorPublished(db, { kind, id: table.id })));
  return new Map(rows.map((row) => [row.slug, row.id]));
}

/** Whether an editor has published the basics of the city with this slug (see `editorOwned`). */
export async function editorOwnsCity(db: Database, { slug }: { slug: string }): Promise<boolean> {
  const [row] = await db
    .select({ id: cities.id })
    .from(cities)
    .where(and(eq(cities.slug, slug), editorPublished(db, { kind: 'city', id: cities.id })))
    .limit(1);
  return row !== undefined;
}

/**
 * Every published version of the entities of one kind that editors have published, with their
 * city's slug: for `content:export`. Newest first within each entity.
 */
export async function editorVersions(db: Database, { kind }: { kind: RevisionKind }) {
  const owned = db
    .selectDistinct({ entityId: contentRevisions.entityId })
    .from(contentRevisions)
    .where(byEditor(kind));
  return db
    .select({
      entityId: contentRevisions.entityId,
      citySlug: cities.slug,
      origin: contentRevisions.origin,
      data: contentRevisions.data,
    })
    .from(contentRevisions)
    .innerJoin(cities, eq(cities.id, contentRevisions.cityId))
    .where(
      and(
        eq(contentRevisions.kind, kind),
        eq(contentRevisions.state, 'published'),
        inArray(contentRevisions.entityId, owned),
      ),
    )
    .orderBy(
      contentRevisions.entityId,
      desc(contentRevisions.publishedAt),
      desc(contentRevisions.id),
    );
}
