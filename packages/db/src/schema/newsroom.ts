/** The newsroom (issue 32): what editors do, and content being edited before it is published. */
import { sql } from 'drizzle-orm';
import {
  bigserial,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { users } from './accounts.ts';
import { cities } from './content.ts';

/**
 * Every editor action: who, when, what, and the record before and after. Rows are only ever
 * added. The actor's username is copied in, so the log still reads after the account is gone.
 */
export const auditLog = pgTable(
  'audit_log',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    actorId: integer('actor_id').references(() => users.id, { onDelete: 'set null' }),
    actorName: text('actor_name').notNull(),
    /** A verb on a subject: "inbox.reject", "role.grant", "spot.publish"… */
    action: text('action').notNull(),
    targetType: text('target_type').notNull(),
    targetId: text('target_id').notNull(),
    before: jsonb('before'),
    after: jsonb('after'),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('audit_log_at_idx').on(t.at),
    index('audit_log_target_idx').on(t.targetType, t.targetId, t.at),
  ],
);

/**
 * Content as editors write it, in the dataset's own shape (packages/content's schemas), so one set
 * of rules checks both. A draft may be incomplete; it is checked in full when published. A
 * published revision is kept as the history of its entity; `entity_id` is the live row, unset
 * until a new entity's first publication.
 */
export const contentRevisions = pgTable(
  'content_revisions',
  {
    id: serial('id').primaryKey(),
    /** spot | tour | event | post | city */
    kind: text('kind').notNull(),
    entityId: integer('entity_id'),
    cityId: integer('city_id')
      .notNull()
      .references(() => cities.id, { onDelete: 'cascade' }),
    /** draft | published | discarded */
    state: text('state').notNull().default('draft'),
    data: jsonb('data').$type<Record<string, unknown>>().notNull(),
    /** The inbox item it came from, as "submission:12". */
    origin: text('origin'),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    publishedBy: integer('published_by').references(() => users.id, { onDelete: 'set null' }),
    publishedAt: timestamp('published_at', { withTimezone: true }),
  },
  (t) => [
    index('content_revisions_entity_idx').on(t.kind, t.entityId, t.publishedAt),
    index('content_revisions_state_idx').on(t.state, t.updatedAt),
    // The inbox finds the draft an accepted suggestion became by its origin.
    index('content_revisions_origin_idx')
      .on(t.origin)
      .where(sql`${t.origin} is not null`),
    // One draft at a time per live entity: two editors work on the same one.
    uniqueIndex('content_revisions_one_draft_key')
      .on(t.kind, t.entityId)
      .where(sql`${t.state} = 'draft'`),
    check(
      'content_revisions_kind_check',
      sql`${t.kind} in ('spot', 'tour', 'event', 'post', 'city')`,
    ),
    check('content_revisions_state_check', sql`${t.state} in ('draft', 'published', 'discarded')`),
  ],
);

/**
 * Pictures editors uploaded (issue 32): the stored file, named by the hash of its bytes, so the
 * same picture uploaded twice for a kind is one row, and one file whatever the kind. The bytes live in DATA_DIR or the S3
 * bucket (decision 0044), never in the database.
 */
export const mediaUploads = pgTable(
  'media_uploads',
  {
    id: serial('id').primaryKey(),
    /** What a draft's `image.file` holds: "uploads/<sha-256>.webp" or ".svg". */
    file: text('file').notNull(),
    alt: text('alt').notNull(),
    /** The kind of content it was uploaded to illustrate: spot | tour | event | post… */
    kind: text('kind').notNull(),
    contentType: text('content_type').notNull(),
    bytes: integer('bytes').notNull(),
    width: integer('width').notNull(),
    height: integer('height').notNull(),
    uploadedBy: integer('uploaded_by').references(() => users.id, { onDelete: 'set null' }),
    uploadedAt: timestamp('uploaded_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // Once per kind: the same picture may illustrate a spot and, later, a tour.
    uniqueIndex('media_uploads_kind_file_key').on(t.kind, t.file),
    index('media_uploads_kind_idx').on(t.kind, t.uploadedAt),
  ],
);
