/**
 * The editors' inbox (issue 32): community submissions and contact messages read as one list,
 * newest first. Each table keeps its own rows; the list merges them.
 */
import { eq, sql, type SQL } from 'drizzle-orm';
import type { InboxKind, InboxStatus } from '@sendero/contract';
import type { Database } from '../open.ts';
import { contactMessages, submissions } from '../schema/index.ts';

export interface InboxRow {
  kind: InboxKind;
  id: number;
  name: string;
  email: string;
  message: string;
  status: InboxStatus;
  cityId: number | null;
  cityName: string | null;
  resolution: string | null;
  handledBy: string | null;
  handledAt: string | null;
  createdAt: string;
  draftId: number | null;
}

export interface InboxFilters {
  status?: InboxStatus | undefined;
  kind?: InboxKind | undefined;
  cityId?: number | undefined;
}

const TABLES = { submission: submissions, contact: contactMessages } as const;

const isoUtc = (column: SQL) =>
  sql`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

/** The filters as a where clause of either table (its status and city_id columns). */
function whereFilters(filters: InboxFilters, extra?: SQL): SQL {
  const conditions: SQL[] = [];
  if (filters.status) conditions.push(sql`status = ${filters.status}`);
  if (filters.cityId !== undefined) conditions.push(sql`city_id = ${filters.cityId}`);
  if (extra) conditions.push(extra);
  return conditions.length ? sql`where ${sql.join(conditions, sql` and `)}` : sql``;
}

/** One table's rows that pass the filters (and `extra`), newest first, at most `limit`. */
function branch(kind: InboxKind, filters: InboxFilters, extra: SQL | undefined, limit: number) {
  const where = whereFilters(filters, extra);
  // Ordered and limited inside the branch, so each table's (status, created_at) or
  // (city_id, created_at) index hands over only the rows the page can reach.
  return sql`(select ${kind}::text as kind, id, name, email, message, status, city_id, resolution,
      handled_by, handled_at, created_at
    from ${TABLES[kind]} ${where}
    order by created_at desc, id desc limit ${limit})`;
}

function kindsOf(filters: InboxFilters): InboxKind[] {
  // Only a submission can be accepted: asking for accepted contact messages reads nothing.
  if (filters.status === 'accepted') return filters.kind === 'contact' ? [] : ['submission'];
  return filters.kind ? [filters.kind] : ['submission', 'contact'];
}

/**
 * The page of items with their city's name, their handler's username and the draft an accepted
 * suggestion became, in one statement whatever the page's length (the draft by its origin's
 * index, one lookup per item of the page).
 */
async function selectItems(
  db: Database,
  { branches, limit, offset }: { branches: SQL[]; limit: number; offset: number },
): Promise<InboxRow[]> {
  if (branches.length === 0) return [];
  const result = await db.execute(sql`
    select i.kind, i.id, i.name, i.email, i.message, i.status, i.city_id, c.name as city_name,
      i.resolution, u.username as handled_by, ${isoUtc(sql`i.handled_at`)} as handled_at,
      ${isoUtc(sql`i.created_at`)} as created_at, d.draft_id
    from (select * from (${sql.join(branches, sql` union all `)}) merged
      order by created_at desc, kind asc, id desc limit ${limit} offset ${offset}) i
    left join cities c on c.id = i.city_id
    left join users u on u.id = i.handled_by
    left join lateral (select r.id as draft_id from content_revisions r
        where i.kind = 'submission' and r.origin = 'submission:' || i.id
        order by r.id limit 1) d on true
    order by i.created_at desc, i.kind asc, i.id desc`);
  return result.rows.map((row) => ({
    kind: row['kind'] as InboxKind,
    id: Number(row['id']),
    name: String(row['name']),
    email: String(row['email']),
    message: String(row['message']),
    status: row['status'] as InboxStatus,
    cityId: row['city_id'] === null ? null : Number(row['city_id']),
    cityName: (row['city_name'] as string | null) ?? null,
    resolution: (row['resolution'] as string | null) ?? null,
    handledBy: (row['handled_by'] as string | null) ?? null,
    handledAt: (row['handled_at'] as string | null) ?? null,
    createdAt: String(row['created_at']),
    draftId: row['draft_id'] === null ? null : Number(row['draft_id']),
  }));
}

async function countItems(db: Database, filters: InboxFilters): Promise<number> {
  const counts = kindsOf(filters).map(
    (kind) => sql`(select count(*) from ${TABLES[kind]} ${whereFilters(filters)})`,
  );
  if (counts.length === 0) return 0;
  const result = await db.execute(sql`select (${sql.join(counts, sql` + `)})::int as n`);
  return Number(result.rows[0]?.['n'] ?? 0);
}

/** Both tables merged, newest first, `size` items from page `page` (zero-based). */
export async function listInbox(
  db: Database,
  { page, size, ...filters }: InboxFilters & { page: number; size: number },
) {
  const offset = page * size;
  const branches = kindsOf(filters).map((kind) => branch(kind, filters, undefined, offset + size));
  const [rows, total] = await Promise.all([
    selectItems(db, { branches, limit: size, offset }),
    countItems(db, filters),
  ]);
  return { rows, total };
}

export async function getInboxItem(
  db: Database,
  { kind, id }: { kind: InboxKind; id: number },
): Promise<InboxRow | null> {
  const [row] = await selectItems(db, {
    branches: [branch(kind, {}, sql`id = ${id}`, 1)],
    limit: 1,
    offset: 0,
  });
  return row ?? null;
}

/** What an editor's change reads and records of an item. */
export interface InboxItemState {
  id: number;
  name: string;
  email: string;
  message: string;
  status: InboxStatus;
  cityId: number | null;
  resolution: string | null;
}

/**
 * Reads an item and locks its row until the transaction ends: of two editors acting on it at
 * once, the second reads it only after the first has committed, so it sees the first one's work.
 */
export async function lockInboxItem(
  tx: Database,
  { kind, id }: { kind: InboxKind; id: number },
): Promise<InboxItemState | null> {
  const table = TABLES[kind];
  const [row] = await tx
    .select({
      id: table.id,
      name: table.name,
      email: table.email,
      message: table.message,
      status: table.status,
      cityId: table.cityId,
      resolution: table.resolution,
    })
    .from(table)
    .where(eq(table.id, id))
    .for('update');
  return row ? { ...row, status: row.status as InboxStatus } : null;
}

export interface InboxChanges {
  status?: InboxStatus | undefined;
  cityId?: number | null | undefined;
  resolution?: string | null | undefined;
  handledBy?: number | undefined;
  handledAt?: Date | undefined;
}

export async function updateInboxItem(
  tx: Database,
  { kind, id, changes }: { kind: InboxKind; id: number; changes: InboxChanges },
) {
  const table = TABLES[kind];
  await tx.update(table).set(changes).where(eq(table.id, id));
}

/** A text as its words: lower-case, without accents, anything else one space. */
const words = (text: SQL) =>
  sql`btrim(regexp_replace(sendero_unaccent(lower(${text})), '[^a-z0-9]+', ' ', 'g'))`;

/**
 * The city a message is about, when exactly one city's name occurs in it as whole words, accents
 * and case aside ("Mérida" in "merida", never "Tula" in "Tulum"). A name inside a longer name that
 * also occurs counts as that one ("Mexico City" is not also "México"), and the country-level entry
 * counts only when no city is named: nearly every message says "Mexico". Null otherwise.
 */
export async function guessCity(
  db: Database,
  { text, countryLevelId }: { text: string; countryLevelId: number },
): Promise<number | null> {
  const result = await db.execute(sql`
    with message as (select ' ' || ${words(sql`${text}::text`)} || ' ' as padded),
    found as (
      select c.id, ' ' || ${words(sql`c.name`)} || ' ' as padded
      from cities c, message m
      where ${words(sql`c.name`)} <> ''
        and m.padded like ('% ' || ${words(sql`c.name`)} || ' %'))
    select f.id from found f
    where not exists (select 1 from found g
        where g.id <> f.id and g.padded like ('%' || f.padded || '%'))
      and not (f.id = ${countryLevelId} and exists (select 1 from found g where g.id <> f.id))`);
  return result.rows.length === 1 ? Number(result.rows[0]!['id']) : null;
}
