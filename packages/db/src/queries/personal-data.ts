/**
 * What deleting an account does to the data that names the person outside its own rows (decision
 * 0029): messages sent with its address are anonymised, e-mails carrying the address are deleted.
 * Addresses compare case-insensitively, as sign-in does.
 */
import { sql } from 'drizzle-orm';
import type { Database } from '../open.ts';
import { contactMessages, outbox, submissions } from '../schema/index.ts';

type Executor = Pick<Database, 'update' | 'delete'>;

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
 * account) keep their text for the team but lose the name and the address; the text loses its
 * mentions of the address, of `mentions` (the username) and of the name typed with it. Says how
 * many of each were anonymised.
 */
export async function anonymiseMessagesFrom(
  db: Executor,
  { address, mentions }: { address: string; mentions: string[] },
) {
  const pattern = mentionPattern([address, ...mentions]);
  const counts = { contactMessages: 0, submissions: 0 };
  for (const [key, table] of [
    ['contactMessages', contactMessages],
    ['submissions', submissions],
  ] as const) {
    const withoutMentions = sql`regexp_replace(${table.message}, ${pattern}, ${REMOVED_MENTION}, 'gi')`;
    // The row's own typed name, escaped in SQL (it differs from message to message); the
    // expressions read the row as it was, before its name is emptied.
    const typedName = sql`${before}::text || regexp_replace(btrim(${table.name}), '([\\^$.|?*+()[\\]{}])', '\\\\\\1', 'g') || ${after}::text`;
    const rows = await db
      .update(table)
      .set({
        name: '',
        email: '',
        message: sql`case when btrim(${table.name}) = '' then ${withoutMentions}
          else regexp_replace(${withoutMentions}, ${typedName}, ${REMOVED_MENTION}, 'gi') end`,
      })
      .where(sql`lower(${table.email}) = lower(${address})`)
      .returning({ id: table.id });
    counts[key] = rows.length;
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
