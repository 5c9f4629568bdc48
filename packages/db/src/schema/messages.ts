/** Messages from visitors (contact form, community submissions) and the e-mail outbox. */
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  pgTable,
  serial,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { users } from './accounts.ts';
import { cities } from './content.ts';

/**
 * Where an editor has taken a message (issue 32): new → in_review → accepted | rejected |
 * answered. Contact messages are never "accepted" (nothing in them becomes content).
 */
const inboxColumns = {
  /** new | in_review | accepted | rejected | answered */
  status: text('status').notNull().default('new'),
  /** The city it is about: guessed from the text on arrival, set by an editor. */
  cityId: integer('city_id').references(() => cities.id, { onDelete: 'set null' }),
  /** Why it was rejected, or the answer sent: the last editor's words. */
  resolution: text('resolution'),
  handledBy: integer('handled_by').references(() => users.id, { onDelete: 'set null' }),
  handledAt: timestamp('handled_at', { withTimezone: true }),
};

/**
 * A message is linked to a person only by the address typed into the form (the forms need no
 * sign-in); deleting an account finds its messages by that address, case-insensitively, hence the
 * lower(email) indexes. An anonymised message keeps its text with an empty name and address.
 */
export const contactMessages = pgTable(
  'contact_messages',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    email: text('email').notNull(),
    message: text('message').notNull(),
    ...inboxColumns,
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('contact_messages_email_lower_idx').on(sql`lower(${t.email})`),
    index('contact_messages_inbox_idx').on(t.status, t.createdAt),
    index('contact_messages_city_idx').on(t.cityId, t.createdAt),
    check(
      'contact_messages_status_check',
      sql`${t.status} in ('new', 'in_review', 'rejected', 'answered')`,
    ),
  ],
);

export const submissions = pgTable(
  'submissions',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    email: text('email').notNull(),
    message: text('message').notNull(),
    accepted: boolean('accepted').notNull(),
    ...inboxColumns,
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('submissions_status_idx').on(t.status, t.createdAt),
    index('submissions_city_idx').on(t.cityId, t.createdAt),
    index('submissions_email_lower_idx').on(sql`lower(${t.email})`),
    check(
      'submissions_status_check',
      sql`${t.status} in ('new', 'in_review', 'accepted', 'rejected', 'answered')`,
    ),
  ],
);

/**
 * E-mails are written here in the same transaction as whatever caused them, then delivered;
 * a failed delivery stays `pending` with a later `next_attempt_at`, so nothing is lost.
 */
export const outbox = pgTable(
  'outbox',
  {
    id: serial('id').primaryKey(),
    toAddress: text('to_address').notNull(),
    replyTo: text('reply_to'),
    subject: text('subject').notNull(),
    textBody: text('text_body').notNull(),
    /** pending | sent */
    status: text('status').notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    lastError: text('last_error'),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
  },
  (t) => [index('outbox_pending_idx').on(t.status, t.nextAttemptAt)],
);
