/**
 * What deleting an account does to the data that names the person outside its own rows (decision
 * 0029): messages sent with its address are anonymised, with what the newsroom wrote of them, and
 * e-mails carrying the address are deleted.
 * Addresses compare case-insensitively, as sign-in does.
 */
import { and, eq, inArray, or, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../open.ts';
import {
  auditLog,
  contactMessages,
  contentRevisions,
  outbox,
  submissions,
} from '../schema/index.ts';

type Executor = Pick<Database, 'select' | 'update' | 'delete'>;

/** What stands in the kept text where it named the person. */
export const REMOVED_MENTION = '[removed]';

/** Regular-expression metacharacters of PostgreSQL's ARE syntax (a backslash makes each literal). */
const metacharacters = /[\\^$.|?*+()[\]{}]/g;

/** Around a mention: no letter, digit or underscore touching it, so "Ana" is not cut out of "Banana". */
const before = '(?<![[:alnum:]_])';
const after = '(?![[:alnum:]_])';

/** A pattern for any of `mentions` as a whole word, longest first (an address before a name in it). */
function mentionPattern(mentions: string[]): string {
  const words = [...new Set(mentions.map((m) => m.trim()).filter((m) => m.length > 0))].sort(
    (a, b) => b.length - a.length,
  );
  return `${before}(?:${words.map((word) => word.replace(metacharacters, '\\$&')).join('|')})${after}`;
}

/**
 * Contact messages and submissions sent with `address` (signed in or not: the forms record no
 * account) keep their text for the team but lose the name and the address. Their text, an
 * editor's words on them (a reason, an answer), the audit log's copies of those words and a draft
 * still made from a suggestion lose their mentions of the address, of `mentions` (the username)
 * and of the names typed with the address. Says how many of each were anonymised.
 *
 * The audit log is otherwise never rewritten; a person's erasure is the one exception, and it
 * changes only the mentions, never who did what when.
 */
export async function anonymiseMessagesFrom(
  db: Executor,
  { address, mentions }: { address: string; mentions: string[] },
) {
  const counts = { contactMessages: 0, submissions: 0 };
  for (const [key, kind, table] of [
    ['contactMessages', 'contact', contactMessages],
    ['submissions', 'submission', submissions],
  ] as const) {
    const fromAddress = sql`lower(${table.email}) = lower(${address})`;
    const typed = await db.select({ name: table.name }).from(table).where(fromAddress);
    if (typed.length === 0) continue;
    const pattern = mentionPattern([address, ...mentions, ...typed.map((row) => row.name)]);
    const scrub = (text: SQL) => sql`regexp_replace(${text}, ${pattern}, ${REMOVED_MENTION}, 'gi')`;
    const rows = await db
      .update(table)
      .set({
        name: '',
        email: '',
        message: scrub(sql`${table.message}`),
        resolution: scrub(sql`${table.resolution}`),
      })
      .where(fromAddress)
      .returning({ id: table.id });
    counts[key] = rows.length;
    const ids = rows.map((row) => String(row.id));
    const origins = ids.map((id) => `${kind}:${id}`);
    // The items' own entries, and those of the drafts a suggestion became (which copy its text).
    await db
      .update(auditLog)
      .set({
        before: sql`${scrub(sql`${auditLog.before}::text`)}::jsonb`,
        after: sql`${scrub(sql`${auditLog.after}::text`)}::jsonb`,
      })
      .where(
        or(
          and(eq(auditLog.targetType, kind), inArray(auditLog.targetId, ids)),
          and(
            eq(auditLog.targetType, 'draft'),
            inArray(sql`${auditLog.after}->>'origin'`, origins),
          ),
        ),
      );
    await db
      .update(contentRevisions)
      .set({ data: sql`${scrub(sql`${contentRevisions.data}::text`)}::jsonb` })
      .where(and(eq(contentRevisions.state, 'draft'), inArray(contentRevisions.origin, origins)));
  }
  return counts;
}

/**
 * Removes the e-mails, queued or sent, that carry `address`: sent to it, answering to it
 * (Reply-To), or naming it in the text (a contact message's "From:" line). Returns their ids,
 * which name their .eml copies. The text match reads the whole table: deletions are rare, and an
 * index on the text would cost every e-mail written.
 */
export async function deleteOutboxMentioning(db: Executor, { address }: { address: string }) {
  const rows = await db
    .delete(outbox)
    .where(
      sql`lower(${outbox.toAddress}) = lower(${address})
        or lower(${outbox.replyTo}) = lower(${address})
        or strpos(lower(${outbox.textBody}), lower(${address})) > 0`,
    )
    .returning({ id: outbox.id });
  return rows.map((row) => row.id);
}
