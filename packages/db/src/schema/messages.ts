/** Messages from visitors (contact form, community submissions) and the e-mail outbox. */
import { sql } from 'drizzle-orm';
import { boolean, index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';

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
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('contact_messages_email_lower_idx').on(sql`lower(${t.email})`)],
);

export const submissions = pgTable(
  'submissions',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    email: text('email').notNull(),
    message: text('message').notNull(),
    accepted: boolean('accepted').notNull(),
    /** new | approved | rejected */
    status: text('status').notNull().default('new'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('submissions_status_idx').on(t.status, t.createdAt),
    index('submissions_email_lower_idx').on(sql`lower(${t.email})`),
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
