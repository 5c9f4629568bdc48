/**
 * Accounts, sessions (refresh-token families), password resets, bookmarks, favourites and saved
 * events.
 */
import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  bigserial,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { events } from './content.ts';

export const users = pgTable(
  'users',
  {
    id: serial('id').primaryKey(),
    username: text('username').notNull(),
    email: text('email').notNull(),
    name: text('name'),
    passwordHash: text('password_hash').notNull(),
    /** traveller | editor | admin (issue 32); checked on the server for every editor call. */
    role: text('role').notNull().default('traveller'),
    acceptedTermsAt: timestamp('accepted_terms_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // Case-insensitive uniqueness: "Ana@x.mx" and "ana@x.mx" are one account.
    uniqueIndex('users_username_lower_key').on(sql`lower(${t.username})`),
    uniqueIndex('users_email_lower_key').on(sql`lower(${t.email})`),
    check('users_role_check', sql`${t.role} in ('traveller', 'editor', 'admin')`),
  ],
);

/** One row per sign-in: a family of rotated refresh tokens. Revoking it ends the session. */
export const sessions = pgTable(
  'sessions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    revokedReason: text('revoked_reason'),
    userAgent: text('user_agent'),
    /** The network the sign-in came from, with its host part cut off (never the full address). */
    createdFrom: text('created_from'),
    /** The browser's IANA time zone at sign-in, as a hint of where the device is. */
    timeZone: text('time_zone'),
  },
  (t) => [index('sessions_user_idx').on(t.userId)],
);

export const refreshTokens = pgTable(
  'refresh_tokens',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    sessionId: uuid('session_id')
      .notNull()
      .references(() => sessions.id, { onDelete: 'cascade' }),
    /** SHA-256 of the opaque token; the token itself is never stored. */
    tokenHash: text('token_hash').notNull(),
    parentId: bigint('parent_id', { mode: 'number' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    uniqueIndex('refresh_tokens_hash_key').on(t.tokenHash),
    index('refresh_tokens_session_idx').on(t.sessionId),
  ],
);

export const passwordResets = pgTable(
  'password_resets',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('password_resets_hash_key').on(t.tokenHash),
    index('password_resets_user_idx').on(t.userId),
  ],
);

const savedItemColumns = {
  userId: integer('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' }),
  /** tour | spot */
  targetType: text('target_type').notNull(),
  targetId: integer('target_id').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
};

export const bookmarks = pgTable('bookmarks', savedItemColumns, (t) => [
  uniqueIndex('bookmarks_user_target_key').on(t.userId, t.targetType, t.targetId),
  index('bookmarks_user_created_idx').on(t.userId, t.targetType, t.createdAt),
  index('bookmarks_target_idx').on(t.targetType, t.targetId),
]);

export const favorites = pgTable('favorites', savedItemColumns, (t) => [
  uniqueIndex('favorites_user_target_key').on(t.userId, t.targetType, t.targetId),
  index('favorites_user_created_idx').on(t.userId, t.targetType, t.createdAt),
  index('favorites_target_idx').on(t.targetType, t.targetId),
]);

/**
 * The events page's saved events of an account (issue 34): the event itself, not one run of it, so
 * a yearly festival stays saved at its next run. Gone with the account or the event.
 */
export const savedEvents = pgTable(
  'saved_events',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    eventId: integer('event_id')
      .notNull()
      .references(() => events.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.eventId] }),
    index('saved_events_event_idx').on(t.eventId),
  ],
);
