/** The contact form and community submissions, end to end through the API and the outbox. */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { LIMITS } from '@sendero/contract';
import { describe, expect, it } from 'vitest';
import { buildContactMessage, buildSubmission } from './factories.ts';
import { useApp } from './build.ts';
import { testDatabases } from './databases.ts';
import { pendingMailCount } from '../src/mail/outbox.ts';
import type { MailTransport } from '../src/mail/transport.ts';

const post = (
  ctx: ReturnType<typeof useApp>,
  url: string,
  payload: object,
  ip = '10.0.0.1',
  headers: Record<string, string> = {},
) => ctx.app.inject({ method: 'POST', url, payload, remoteAddress: ip, headers });

/** How many rows of `table` carry `email`, and how many e-mails answer to it. */
async function stored(ctx: ReturnType<typeof useApp>, table: string, email: string) {
  const rows = await ctx.database.db.execute(
    sql`select count(*)::int as n from ${sql.identifier(table)} where email = ${email}`,
  );
  const mails = await ctx.database.db.execute(
    sql`select count(*)::int as n from outbox where reply_to = ${email}`,
  );
  return { rows: Number(rows.rows[0]!.n), mails: Number(mails.rows[0]!.n) };
}

describe.each(testDatabases)('contact form on $name', (target) => {
  const ctx = useApp(target);

  it('stores the message, queues its e-mail and delivers it as an .eml file', async () => {
    const input = buildContactMessage({ name: 'Ana López', message: '¿Dónde comer mole?' });
    const response = await post(ctx, '/api/emails/contact', input, '10.0.1.1');
    expect(response.statusCode).toBe(202);
    expect(response.json()).toMatchObject({ status: 'received', id: expect.any(Number) });

    const { rows } = await ctx.database.db.execute(
      sql`select name, email, message from contact_messages where id = ${response.json().id}`,
    );
    expect(rows[0]).toEqual({
      name: 'Ana López',
      email: input.email,
      message: '¿Dónde comer mole?',
    });

    await ctx.app.outbox.deliverDue();
    expect(await pendingMailCount(ctx.database.db)).toBe(0);
    const files = readdirSync(ctx.config.outboxDir);
    const eml = readFileSync(join(ctx.config.outboxDir, files.at(-1)!), 'utf8');
    expect(eml).toContain(`To: ${ctx.config.CONTACT_TO}`);
    expect(eml).toContain(`Reply-To: ${input.email}`);
    // Non-ASCII names make nodemailer encode the subject (=?UTF-8?Q?Contact_form…), never raw.
    expect(eml).toMatch(/^Subject: .*Contact(_| )form/m);
  });

  it.each([
    ['name', { name: '' }],
    ['email', { email: 'not-an-address' }],
    ['message', { message: '   ' }],
    ['message', { message: 'x'.repeat(5001) }],
  ])('rejects a bad %s with 400 naming the field', async (field, override) => {
    const response = await post(
      ctx,
      '/api/emails/contact',
      buildContactMessage(override),
      '10.0.1.2',
    );
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ error: 'VALIDATION_ERROR', field });
  });

  it('rejects a missing field with 400 naming it', async () => {
    const { email: _omit, ...rest } = buildContactMessage();
    const response = await post(ctx, '/api/emails/contact', rest, '10.0.1.3');
    expect(response.statusCode).toBe(400);
    expect(response.json().field).toBe('email');
  });

  it('counts characters as the form does: 120 flags fit a name, 121 do not', async () => {
    // One character a person sees, two code points and four UTF-16 code units.
    const flag = '🇲🇽';
    const fits = await post(
      ctx,
      '/api/emails/contact',
      buildContactMessage({ name: flag.repeat(LIMITS.nameMax) }),
      '10.0.1.5',
    );
    expect(fits.statusCode).toBe(202);
    const tooLong = await post(
      ctx,
      '/api/emails/contact',
      buildContactMessage({ name: flag.repeat(LIMITS.nameMax + 1) }),
      '10.0.1.6',
    );
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.json()).toMatchObject({ field: 'name' });
  });

  it('refuses line breaks that could inject mail headers', async () => {
    for (const override of [
      { name: 'Eve\r\nBcc: victim@example.com' },
      { email: 'eve@example.com\nBcc: victim@example.com' },
    ]) {
      const response = await post(
        ctx,
        '/api/emails/contact',
        buildContactMessage(override),
        '10.0.1.4',
      );
      expect(response.statusCode).toBe(400);
    }
  });

  it('answers a flood with 429 and Retry-After', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 6; i += 1) {
      statuses.push(
        (await post(ctx, '/api/emails/contact', buildContactMessage(), '10.9.9.9')).statusCode,
      );
    }
    expect(statuses).toEqual([202, 202, 202, 202, 202, 429]);
    const blocked = await post(ctx, '/api/emails/contact', buildContactMessage(), '10.9.9.9');
    expect(blocked.headers['retry-after']).toMatch(/^\d+$/);
    expect(blocked.json()).toMatchObject({
      error: 'RATE_LIMITED',
      message: expect.stringMatching(/Too many requests/),
    });
    // Another visitor is not affected.
    expect(
      (await post(ctx, '/api/emails/contact', buildContactMessage(), '10.9.9.10')).statusCode,
    ).toBe(202);
  });
});

describe.each(testDatabases)('a contact message sent twice on $name (issue 34)', (target) => {
  const ctx = useApp(target);
  const contact = '/api/emails/contact';

  it('takes a double click once: the second send gets the first answer, no second e-mail', async () => {
    const input = buildContactMessage();
    const [first, second] = await Promise.all([
      post(ctx, contact, input, '10.3.0.1'),
      post(ctx, contact, input, '10.3.0.1'),
    ]);
    expect([first.statusCode, second.statusCode]).toEqual([202, 202]);
    expect(second.json()).toEqual(first.json());
    expect([first, second].filter((r) => r.headers['idempotent-replayed'])).toHaveLength(1);
    expect(await stored(ctx, 'contact_messages', input.email)).toEqual({ rows: 1, mails: 1 });
  });

  it('answers a retry with the same Idempotency-Key as the first, from any address', async () => {
    const input = buildContactMessage();
    const key = { 'idempotency-key': 'c0ffee00-retry-key-1' };
    const first = await post(ctx, contact, input, '10.3.0.2', key);
    const retry = await post(ctx, contact, input, '10.3.9.9', key);
    expect(retry.statusCode).toBe(202);
    expect(retry.headers['idempotent-replayed']).toBe('true');
    expect(retry.json()).toEqual(first.json());
    expect(await stored(ctx, 'contact_messages', input.email)).toEqual({ rows: 1, mails: 1 });
  });

  it('takes the same words as a new message with a new key, or from another address', async () => {
    const input = buildContactMessage();
    await post(ctx, contact, input, '10.3.0.3', { 'idempotency-key': 'first-send-key-0001' });
    await post(ctx, contact, input, '10.3.0.3', { 'idempotency-key': 'second-send-key-002' });
    await post(ctx, contact, input, '10.3.0.4');
    expect(await stored(ctx, 'contact_messages', input.email)).toEqual({ rows: 3, mails: 3 });
  });

  it('does not count a repeat against the rate limit', async () => {
    const ip = '10.3.0.5';
    for (let i = 0; i < 4; i += 1) await post(ctx, contact, buildContactMessage(), ip);
    const fifth = buildContactMessage();
    expect((await post(ctx, contact, fifth, ip)).statusCode).toBe(202);
    const repeat = await post(ctx, contact, fifth, ip);
    expect(repeat.statusCode).toBe(202);
    expect(repeat.headers['idempotent-replayed']).toBe('true');
    expect((await post(ctx, contact, buildContactMessage(), ip)).statusCode).toBe(429);
  });

  it('lets a corrected send through after a refused one', async () => {
    const key = { 'idempotency-key': 'refused-then-fixed-1' };
    const refused = await post(ctx, contact, buildContactMessage({ email: 'nope' }), '10.3.0.6');
    expect(refused.statusCode).toBe(400);
    const again = await post(ctx, contact, buildContactMessage({ email: 'nope' }), '10.3.0.6');
    expect(again.statusCode).toBe(400);
    expect(again.headers['idempotent-replayed']).toBeUndefined();
    expect((await post(ctx, contact, buildContactMessage(), '10.3.0.6', key)).statusCode).toBe(202);
  });

  it('refuses a malformed Idempotency-Key with 400', async () => {
    const response = await post(ctx, contact, buildContactMessage(), '10.3.0.7', {
      'idempotency-key': 'short',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ error: 'VALIDATION_ERROR' });
  });
});

describe.each(testDatabases)('mail outage on $name', (target) => {
  let failing = true;
  const sent: string[] = [];
  const flakyTransport: MailTransport = {
    kind: 'custom',
    async send(mail) {
      if (failing) throw new Error('SMTP connection refused');
      sent.push(mail.subject);
      return { location: 'memory' };
    },
  };
  let clock = new Date('2026-11-21T12:00:00Z');
  const ctx = useApp(target, { mailTransport: flakyTransport, now: () => clock });

  it('keeps the message and retries the e-mail until it goes through', async () => {
    const response = await post(
      ctx,
      '/api/emails/contact',
      buildContactMessage({ name: 'Outage Test' }),
    );
    expect(response.statusCode).toBe(202);

    // The request kicked a delivery already; wait for it (or run one) and check it failed.
    await ctx.app.outbox.deliverDue();
    expect(await pendingMailCount(ctx.database.db)).toBe(1);
    const { rows } = await ctx.database.db.execute(sql`select attempts, last_error from outbox`);
    expect(rows[0]).toEqual({ attempts: 1, last_error: 'SMTP connection refused' });

    // Not due yet: nothing is attempted before the backoff passes.
    failing = false;
    expect(await ctx.app.outbox.deliverDue()).toEqual({ sent: 0, failed: 0 });

    clock = new Date(clock.getTime() + 61_000);
    expect(await ctx.app.outbox.deliverDue()).toEqual({ sent: 1, failed: 0 });
    expect(sent).toEqual(['Contact form: message from Outage Test']);
    expect(await pendingMailCount(ctx.database.db)).toBe(0);
  });
});

describe.each(testDatabases)('community submissions on $name', (target) => {
  const ctx = useApp(target);

  it('stores a submission as new', async () => {
    const input = buildSubmission();
    const response = await post(ctx, '/api/submissions', input, '10.0.2.1');
    expect(response.statusCode).toBe(201);
    const { rows } = await ctx.database.db.execute(
      sql`select name, email, message, accepted, status from submissions where id = ${response.json().id}`,
    );
    expect(rows[0]).toEqual({ ...input, status: 'new' });
  });

  it('requires consent', async () => {
    const response = await post(
      ctx,
      '/api/submissions',
      buildSubmission({ accepted: false as true }),
      '10.0.2.2',
    );
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      field: 'accepted',
      message: expect.stringMatching(/agree/),
    });
  });

  it.each(['name', 'email', 'message'] as const)('requires %s', async (field) => {
    const response = await post(
      ctx,
      '/api/submissions',
      buildSubmission({ [field]: '' }),
      '10.0.2.3',
    );
    expect(response.statusCode).toBe(400);
    expect(response.json().field).toBe(field);
  });

  it('takes a submission sent twice at once only once (issue 34)', async () => {
    const input = buildSubmission();
    const [first, second] = await Promise.all([
      post(ctx, '/api/submissions', input, '10.0.2.4'),
      post(ctx, '/api/submissions', input, '10.0.2.4'),
    ]);
    expect([first.statusCode, second.statusCode]).toEqual([201, 201]);
    expect(second.json()).toEqual(first.json());
    expect((await stored(ctx, 'submissions', input.email)).rows).toBe(1);
  });

  it('answers a flood with 429', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 6; i += 1) {
      statuses.push(
        (await post(ctx, '/api/submissions', buildSubmission(), '10.8.8.8')).statusCode,
      );
    }
    expect(statuses.at(-1)).toBe(429);
    expect(statuses.filter((s) => s === 201)).toHaveLength(5);
  });
});

describe.each(testDatabases)('mail sent during a delivery run on $name', (target) => {
  const sent: string[] = [];
  let releaseFirst: () => void = () => undefined;
  const firstHeld = new Promise<void>((resolve) => {
    releaseFirst = resolve;
  });
  const slowTransport: MailTransport = {
    kind: 'custom',
    async send(mail) {
      // The first mail holds its run open, as a slow SMTP server would.
      if (sent.length === 0) await firstHeld;
      sent.push(mail.subject);
      return { location: 'memory' };
    },
  };
  const ctx = useApp(target, { mailTransport: slowTransport });

  it('goes out right after that run, not at the next interval', async () => {
    const first = await post(ctx, '/api/emails/contact', buildContactMessage({ name: 'First' }));
    expect(first.statusCode).toBe(202);
    // Queued while the first run is under way (it claimed only the first mail).
    const second = await post(
      ctx,
      '/api/emails/contact',
      buildContactMessage({ name: 'Second' }),
      '10.0.0.2',
    );
    expect(second.statusCode).toBe(202);
    releaseFirst();
    // No interval runs in tests (outboxIntervalMs 0): only the kicks can deliver it.
    await expect
      .poll(() => sent, { timeout: 30_000 })
      .toEqual(['Contact form: message from First', 'Contact form: message from Second']);
    // The run marks a mail sent once the transport has taken it: a moment after, not at once.
    await expect.poll(() => pendingMailCount(ctx.database.db), { timeout: 30_000 }).toBe(0);
  });
});
