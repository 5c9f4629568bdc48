/**
 * Deleting an account leaves nothing that names the person (issue 29, item 5, decision 0029):
 * the contact messages and submissions sent with its address, signed in or not, keep their text
 * without the name or the address; the e-mails carrying the address, queued or sent, are gone with
 * their .eml copies. Checked the blunt way: every row of every table, and every file of the outbox
 * folder, is searched for the e-mail, the name and the username.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import type { Database } from '@sendero/db';
import { describe, expect, it } from 'vitest';
import { buildContactMessage, buildSubmission } from './factories.ts';
import { useApp } from './build.ts';
import { testDatabases } from './databases.ts';
import { bearer, deleteOwnAccount, nextIp, registerAndLogin } from './accounts-helpers.ts';
import { createFileTransport, type MailTransport } from '../src/mail/transport.ts';
import { accountWithRole, call } from './editor-helpers.ts';

/** Every table of every schema, each row read as text: where `needle` appears, and how often. */
async function rowsIn(db: Database, needle: string) {
  const { rows } = await db.execute(
    sql`select table_schema as schema, table_name as name from information_schema.tables
        where table_type = 'BASE TABLE' and table_schema not in ('pg_catalog', 'information_schema')`,
  );
  const tables = rows as { schema: string; name: string }[];
  const found: string[] = [];
  for (const table of tables) {
    const { rows: counted } = await db.execute(
      sql`select count(*)::int as n from ${sql.identifier(table.schema)}.${sql.identifier(table.name)} as r
          where strpos(lower(r::text), lower(${needle})) > 0`,
    );
    const n = counted[0]!['n'] as number;
    if (n > 0) found.push(`${table.schema}.${table.name}: ${n}`);
  }
  return found;
}

describe.each(testDatabases)('account deletion on $name', (target) => {
  const ctx = useApp(target);

  const post = (url: string, payload: object, token?: string) =>
    ctx.app.inject({
      method: 'POST',
      url,
      payload,
      remoteAddress: nextIp(),
      ...(token ? { headers: bearer(token) } : {}),
    });

  const rowsMentioning = (needle: string) => rowsIn(ctx.database.db, needle);

  /** The outbox folder's files that mention `needle`, read with quoted-printable undone. */
  function filesMentioning(needle: string) {
    const folder = ctx.config.outboxDir;
    const files = (() => {
      try {
        return readdirSync(folder);
      } catch {
        return [];
      }
    })();
    return files.filter((file) =>
      readFileSync(join(folder, file), 'utf8')
        .replace(/=\r?\n/g, '')
        .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)))
        .toLowerCase()
        .includes(needle.toLowerCase()),
    );
  }

  const selectMessages = (email: string) =>
    ctx.database.db.execute(
      sql`select 'contact' as kind, id, name, email, message from contact_messages where email = ${email}
          union all
          select 'submission', id, name, email, message from submissions where email = ${email}
          order by kind, id`,
    );

  it('keeps the texts of its messages without name or address, and drops the e-mails naming it', async () => {
    const person = await registerAndLogin(ctx.app);
    // ASCII, so the .eml headers carry it as typed (nodemailer encodes other names).
    const name = `Maricruz Tlahuac ${person.id}`;
    const other = await registerAndLogin(ctx.app);

    const sent = [
      // Signed in, and mentioning the person in the text itself.
      await post(
        '/api/emails/contact',
        buildContactMessage({
          name,
          email: person.email,
          message: `Hola, soy ${name}. Write to ${person.email} or @${person.username}; is the Guelaguetza sold out?`,
        }),
        person.token,
      ),
      await post(
        '/api/submissions',
        buildSubmission({ name, email: person.email, message: 'The rooftop of Casa Azul.' }),
        person.token,
      ),
      // Signed out, with the same address typed in another case.
      await post(
        '/api/emails/contact',
        buildContactMessage({
          name,
          email: person.email.toUpperCase(),
          message: 'Do the buses to Hierve el Agua run on Sundays?',
        }),
      ),
      await post(
        '/api/submissions',
        buildSubmission({
          name: 'M. T.',
          email: person.email.replace(/^./, (c) => c.toUpperCase()),
          message: 'Tlayudas behind the market.',
        }),
      ),
      await post('/api/auth/request-password-reset', { email: person.email }),
      await post(
        '/api/emails/contact',
        buildContactMessage({ name, email: person.email, message: 'One more question.' }),
      ),
      // Someone else's, which must stay as they are.
      await post(
        '/api/emails/contact',
        buildContactMessage({ name: 'Lucía Pérez', email: other.email }),
        other.token,
      ),
      await post('/api/submissions', buildSubmission({ name: 'Lucía Pérez', email: other.email })),
    ];
    expect(sent.map((r) => r.statusCode)).toEqual([202, 201, 202, 201, 204, 202, 202, 201]);
    await ctx.app.outbox.deliverDue();

    // The searches find the person before the deletion (so their silence afterwards means something).
    for (const needle of [person.email, name, person.username]) {
      expect(await rowsMentioning(needle), needle).not.toEqual([]);
    }
    expect(filesMentioning(person.email)).toHaveLength(4); // three contact e-mails, the reset link
    expect(filesMentioning(name)).toHaveLength(3);
    const othersRows = (await selectMessages(other.email)).rows;
    expect(othersRows).toHaveLength(2);
    const othersFiles = filesMentioning(other.email);
    expect(othersFiles).toHaveLength(1);
    const othersMail = async () =>
      (
        await ctx.database.db.execute(
          sql`select id, to_address, reply_to, subject, text_body, status from outbox
              where reply_to = ${other.email} order by id`,
        )
      ).rows;
    const othersMailBefore = await othersMail();
    expect(othersMailBefore).toHaveLength(1);

    const deleted = await deleteOwnAccount(ctx.app, person);
    expect(deleted.statusCode).toBe(204);

    for (const needle of [person.email, name, person.username]) {
      expect(await rowsMentioning(needle), needle).toEqual([]);
      expect(filesMentioning(needle), needle).toEqual([]);
    }
    // The texts stay for the team, with the mentions of the person cut out.
    const kept = await ctx.database.db.execute(
      sql`select 'contact' as kind, name, email, message from contact_messages where email = ''
          union all
          select 'submission', name, email, message from submissions where email = ''
          order by kind, message`,
    );
    expect(kept.rows).toEqual([
      {
        kind: 'contact',
        name: '',
        email: '',
        message: 'Do the buses to Hierve el Agua run on Sundays?',
      },
      {
        kind: 'contact',
        name: '',
        email: '',
        message:
          'Hola, soy [removed]. Write to [removed] or @[removed]; is the Guelaguetza sold out?',
      },
      { kind: 'contact', name: '', email: '', message: 'One more question.' },
      { kind: 'submission', name: '', email: '', message: 'The rooftop of Casa Azul.' },
      { kind: 'submission', name: '', email: '', message: 'Tlayudas behind the market.' },
    ]);
    // Someone else's messages, e-mail and .eml copy are untouched.
    expect((await selectMessages(other.email)).rows).toEqual(othersRows);
    expect(await othersMail()).toEqual(othersMailBefore);
    expect(filesMentioning(other.email)).toEqual(othersFiles);
  });

  it('cuts out a typed name taken literally, and only as a whole word', async () => {
    const person = await registerAndLogin(ctx.app);
    const name = 'Ana.B (Oax)*';
    const response = await post(
      '/api/emails/contact',
      buildContactMessage({
        name,
        email: person.email,
        message: `${name} here: Banana bread, AnaxB (Oax), and Ana.B (Oax)*s? Ask ${person.username}2.`,
      }),
    );
    expect(response.statusCode).toBe(202);
    const deleted = await deleteOwnAccount(ctx.app, person);
    expect(deleted.statusCode).toBe(204);
    const { rows } = await ctx.database.db.execute(
      sql`select name, email, message from contact_messages where id = ${response.json().id}`,
    );
    expect(rows[0]).toEqual({
      name: '',
      email: '',
      message: `[removed] here: Banana bread, AnaxB (Oax), and Ana.B (Oax)*s? Ask ${person.username}2.`,
    });
  });
});

describe.each(testDatabases)('account deletion during delivery on $name', (target) => {
  let deleteDuringSend: (() => Promise<void>) | undefined;
  const files = (): MailTransport => createFileTransport(ctx.config.outboxDir);
  /** The file transport, with the account deleted while its e-mail is on the way. */
  const mailTransport: MailTransport = {
    kind: 'custom',
    async send(mail, id) {
      await deleteDuringSend?.();
      return files().send(mail, id);
    },
    discard: (location) => files().discard!(location),
  };
  const ctx = useApp(target, { mailTransport });

  it('drops the .eml copy written after the deletion removed the others', async () => {
    const person = await registerAndLogin(ctx.app);
    let deletion: number | undefined;
    // Set before the message is sent: the contact route starts delivery at once.
    deleteDuringSend = async () => {
      deleteDuringSend = undefined;
      const deleted = await deleteOwnAccount(ctx.app, person);
      deletion = deleted.statusCode;
    };
    const sent = await ctx.app.inject({
      method: 'POST',
      url: '/api/emails/contact',
      payload: buildContactMessage({ email: person.email }),
      remoteAddress: nextIp(),
    });
    expect(sent.statusCode).toBe(202);
    await ctx.app.outbox.deliverDue();
    expect(deletion).toBe(204);
    const mentioning = readdirSync(ctx.config.outboxDir).filter((file) =>
      readFileSync(join(ctx.config.outboxDir, file), 'utf8').includes(person.email),
    );
    expect(mentioning).toEqual([]);
  });
});

describe.each(testDatabases)('account deletion after the newsroom on $name', (target) => {
  const ctx = useApp(target, { content: 'fixture' });

  it('cuts the person out of what editors wrote of their messages, in the audit log and in drafts', async () => {
    const person = await registerAndLogin(ctx.app);
    const name = `Itzel Quintero ${person.id}`;
    const editor = await accountWithRole(ctx, 'editor');
    const send = (url: string, payload: object) =>
      ctx.app.inject({ method: 'POST', url, payload, remoteAddress: nextIp() });
    const sent = [
      await send(
        '/api/submissions',
        buildSubmission({ name, email: person.email, message: `${name} loves this café.` }),
      ),
      await send(
        '/api/submissions',
        buildSubmission({ name, email: person.email, message: 'A bar in Tulum.' }),
      ),
      await send(
        '/api/emails/contact',
        buildContactMessage({ name, email: person.email, message: 'Is Monte Albán open?' }),
      ),
    ];
    expect(sent.map((r) => r.statusCode)).toEqual([201, 201, 202]);
    const inbox = await call(ctx.app, editor, 'GET', '/api/editor/inbox');
    const items = inbox.json<{ content: { kind: string; id: number; message: string }[] }>()
      .content;
    const item = (message: string) => items.find((i) => i.message.includes(message))!;
    const acted = [
      await call(
        ctx.app,
        editor,
        'POST',
        `/api/editor/inbox/submission/${item('café').id}/accept`,
        { name: 'Café Brújula', cityId: 2 },
      ),
      await call(
        ctx.app,
        editor,
        'POST',
        `/api/editor/inbox/submission/${item('Tulum').id}/reject`,
        { reason: `Thanks ${name}, but it has closed.` },
      ),
      await call(ctx.app, editor, 'POST', `/api/editor/inbox/contact/${item('Monte').id}/answer`, {
        message: `Dear ${name}, it opens daily at 8:00.`,
      }),
    ];
    expect(acted.map((r) => r.statusCode)).toEqual([200, 200, 200]);
    // The person is in the messages, the editors' words, the audit log and the draft.
    const before = await rowsIn(ctx.database.db, name);
    for (const table of ['submissions', 'contact_messages', 'audit_log', 'content_revisions']) {
      expect(
        before.some((found) => found.startsWith(`public.${table}:`)),
        table,
      ).toBe(true);
    }

    expect((await deleteOwnAccount(ctx.app, person)).statusCode).toBe(204);
    for (const needle of [name, person.email, person.username]) {
      expect(await rowsIn(ctx.database.db, needle), needle).toEqual([]);
    }
    // The editors' words stay, without the person; who did what stays too.
    const { rows } = await ctx.database.db.execute(
      sql`select resolution from submissions where resolution is not null
          union all select resolution from contact_messages where resolution is not null
          order by 1`,
    );
    expect(rows.map((row) => row['resolution'])).toEqual([
      'Dear [removed], it opens daily at 8:00.',
      'Thanks [removed], but it has closed.',
    ]);
    const audit = await ctx.database.db.execute(
      sql`select action from audit_log where target_type in ('submission', 'contact') order by id`,
    );
    expect(audit.rows.map((row) => row['action'])).toEqual([
      'inbox.accept',
      'inbox.reject',
      'inbox.answer',
    ]);
  });
});
