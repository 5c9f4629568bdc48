/**
 * What editors do with an inbox item (issue 32, item 3): take it into review and back, file it
 * under a city, reject it with a reason, answer it by e-mail, accept a suggestion as a draft spot.
 * Each change is in the audit log with who and the item before and after; a closed item cannot
 * be closed again, also when two editors try at the same moment.
 */
import { eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  EDITOR_MESSAGES,
  type AuditEntry,
  type InboxItem,
  type InboxKind,
} from '@sendero/contract';
import { contactMessages, contentRevisions, outbox, submissions } from '@sendero/db';
import { useApp } from './build.ts';
import { testDatabases } from './databases.ts';
import { buildContactMessage, buildSubmission } from './factories.ts';
import { deleteOwnAccount, nextIp, registerAndLogin } from './accounts-helpers.ts';
import { accountWithRole, call, type Method, type Person } from './editor-helpers.ts';

const OAXACA = 2;
const PUEBLA = 8;

describe.each(testDatabases)('editing the inbox on $name', (target) => {
  const ctx = useApp(target, { content: 'fixture' });
  let editor: Person;
  let other: Person;

  beforeAll(async () => {
    editor = await accountWithRole(ctx, 'editor');
    other = await accountWithRole(ctx, 'editor');
  });

  /** A new item written as the forms write it, without a city (the factories name none here). */
  async function newItem(kind: InboxKind, message?: string) {
    const db = ctx.database.db;
    if (kind === 'contact') {
      const values = buildContactMessage(message ? { message } : { message: 'A question.' });
      const [row] = await db.insert(contactMessages).values(values).returning();
      return { ...values, id: row!.id, kind };
    }
    const values = buildSubmission(message ? { message } : {});
    const [row] = await db.insert(submissions).values(values).returning();
    return { ...values, id: row!.id, kind };
  }

  const at = (item: { kind: InboxKind; id: number }, action = '') =>
    `/api/editor/inbox/${item.kind}/${item.id}${action}`;

  function act(method: Method, url: string, payload?: object, person = editor) {
    return call(ctx.app, person, method, url, payload);
  }

  async function auditOf(item: { kind: string; id: number }) {
    const response = await act(
      'GET',
      `/api/editor/audit?targetType=${item.kind}&targetId=${item.id}`,
    );
    expect(response.statusCode, response.body).toBe(200);
    return response.json().content as AuditEntry[];
  }

  const mailsTo = (address: string) =>
    ctx.database.db.select().from(outbox).where(eq(outbox.toAddress, address));

  it('takes an item into review and back, recording both', async () => {
    const item = await newItem('submission');
    const review = await act('PATCH', at(item), { status: 'in_review' });
    expect(review.statusCode, review.body).toBe(200);
    expect(review.json()).toMatchObject({
      kind: 'submission',
      id: item.id,
      status: 'in_review',
      handledBy: editor.username,
      handledAt: expect.any(String),
    });
    const back = await act('PATCH', at(item), { status: 'new' }, other);
    expect(back.json()).toMatchObject({ status: 'new', handledBy: other.username });

    const [second, first] = await auditOf(item);
    expect(first).toMatchObject({
      actorName: editor.username,
      action: 'inbox.update',
      targetType: 'submission',
      targetId: String(item.id),
      before: { status: 'new', cityId: null, resolution: null },
      after: { status: 'in_review', cityId: null, resolution: null },
    });
    expect(second).toMatchObject({
      actorName: other.username,
      before: { status: 'in_review' },
      after: { status: 'new' },
    });
  });

  it('sets and clears the city, and records nothing for a change that changes nothing', async () => {
    const item = await newItem('contact');
    const filed = await act('PATCH', at(item), { cityId: PUEBLA });
    expect(filed.json()).toMatchObject({ cityId: PUEBLA, cityName: 'Puebla', status: 'new' });
    // A city-only change files the item; it does not make the editor its handler.
    expect(filed.json().handledBy).toBeNull();
    const again = await act('PATCH', at(item), { cityId: PUEBLA });
    expect(again.statusCode).toBe(200);
    const cleared = await act('PATCH', at(item), { cityId: null });
    expect(cleared.json()).toMatchObject({ cityId: null, cityName: null });

    const entries = await auditOf(item);
    expect(entries.map((e) => [e.before, e.after])).toEqual([
      [
        { status: 'new', cityId: PUEBLA, resolution: null },
        { status: 'new', cityId: null, resolution: null },
      ],
      [
        { status: 'new', cityId: null, resolution: null },
        { status: 'new', cityId: PUEBLA, resolution: null },
      ],
    ]);
  });

  it('rejects with a reason, and refuses to close it again', async () => {
    const item = await newItem('submission');
    const rejected = await act('POST', at(item, '/reject'), { reason: '  Not in México.  ' });
    expect(rejected.statusCode, rejected.body).toBe(200);
    expect(rejected.json()).toMatchObject({
      status: 'rejected',
      resolution: 'Not in México.',
      handledBy: editor.username,
    });
    const [entry] = await auditOf(item);
    expect(entry).toMatchObject({
      action: 'inbox.reject',
      before: { status: 'new', resolution: null },
      after: { status: 'rejected', resolution: 'Not in México.' },
    });

    for (const [method, action, body] of [
      ['POST', '/reject', { reason: 'Again.' }],
      ['POST', '/answer', { message: 'Hello.' }],
      ['POST', '/accept', { name: 'A spot', cityId: OAXACA }],
      ['PATCH', '', { status: 'in_review' }],
    ] as const) {
      const response = await act(method, at(item, action), body);
      expect(response.statusCode, `${method} ${action}`).toBe(409);
      expect(response.json()).toMatchObject({
        error: 'CONFLICT',
        message: EDITOR_MESSAGES.alreadyClosed,
      });
    }
    const still = await act('GET', at(item));
    expect(still.json()).toMatchObject({ status: 'rejected', resolution: 'Not in México.' });
    expect(await mailsTo(item.email)).toEqual([]);
    expect(await auditOf(item)).toHaveLength(1);
  });

  it('still files a closed item under a city', async () => {
    const item = await newItem('contact');
    await act('POST', at(item, '/reject'), { reason: 'Spam.' });
    const filed = await act('PATCH', at(item), { cityId: OAXACA });
    expect(filed.statusCode, filed.body).toBe(200);
    expect(filed.json()).toMatchObject({ status: 'rejected', cityId: OAXACA });
  });

  it('answers by queueing exactly one e-mail to the sender, quoting their message', async () => {
    const item = await newItem('contact', 'Is the Guelaguetza in July?\nThanks!');
    const answered = await act('POST', at(item, '/answer'), {
      message: 'Yes: the last two Mondays of July.',
    });
    expect(answered.statusCode, answered.body).toBe(200);
    expect(answered.json()).toMatchObject({
      status: 'answered',
      resolution: 'Yes: the last two Mondays of July.',
    });
    const mails = await mailsTo(item.email);
    expect(mails).toHaveLength(1);
    expect(mails[0]).toMatchObject({
      subject: EDITOR_MESSAGES.answerSubject,
      replyTo: ctx.config.CONTACT_TO,
      status: 'pending',
    });
    expect(mails[0]!.textBody).toBe(
      'Yes: the last two Mondays of July.\n\nYou wrote:\n> Is the Guelaguetza in July?\n> Thanks!\n',
    );
    const [entry] = await auditOf(item);
    expect(entry).toMatchObject({
      action: 'inbox.answer',
      after: { status: 'answered', resolution: 'Yes: the last two Mondays of July.' },
    });
    // The audit log keeps the item's state, never who sent it.
    expect(JSON.stringify(entry)).not.toContain(item.email);
    expect(JSON.stringify(entry)).not.toContain(item.name);

    const twice = await act('POST', at(item, '/answer'), { message: 'Again.' });
    expect(twice.statusCode).toBe(409);
    expect(await mailsTo(item.email)).toHaveLength(1);
  });

  it('refuses to answer a sender who deleted their account', async () => {
    const sender = await registerAndLogin(ctx.app);
    const sent = await ctx.app.inject({
      method: 'POST',
      url: '/api/emails/contact',
      payload: buildContactMessage({ email: sender.email }),
      remoteAddress: nextIp(),
    });
    expect(sent.statusCode).toBe(202);
    expect((await deleteOwnAccount(ctx.app, sender)).statusCode).toBe(204);
    const item = { kind: 'contact' as const, id: sent.json().id as number };

    const response = await act('POST', at(item, '/answer'), { message: 'Hello!' });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({
      error: 'CONFLICT',
      message: EDITOR_MESSAGES.senderGone,
    });
    expect((await act('GET', at(item))).json()).toMatchObject({ status: 'new', email: '' });
    const { rows } = await ctx.database.db.execute(
      sql`select count(*)::int as n from outbox where subject = ${EDITOR_MESSAGES.answerSubject}
            and to_address = ''`,
    );
    expect(rows[0]!['n']).toBe(0);
  });

  it('accepts a suggestion as a draft spot filled in from it', async () => {
    const item = await newItem('submission', 'The best tlayudas are at Doña Vale’s stall.');
    const response = await act('POST', at(item, '/accept'), {
      name: '  Tlayudas Doña Vale — Ñuu  ',
      cityId: OAXACA,
    });
    expect(response.statusCode, response.body).toBe(200);
    const { item: accepted, draftId } = response.json() as { item: InboxItem; draftId: number };
    expect(accepted).toMatchObject({
      status: 'accepted',
      cityId: OAXACA,
      cityName: 'Oaxaca',
      draftId,
      handledBy: editor.username,
    });

    const [draft] = await ctx.database.db
      .select()
      .from(contentRevisions)
      .where(eq(contentRevisions.id, draftId));
    expect(draft).toMatchObject({
      kind: 'spot',
      state: 'draft',
      cityId: OAXACA,
      entityId: null,
      origin: `submission:${item.id}`,
      createdBy: editor.id,
      data: {
        name: 'Tlayudas Doña Vale — Ñuu',
        slug: 'tlayudas-dona-vale-nuu',
        description: 'The best tlayudas are at Doña Vale’s stall.',
      },
    });

    const [acceptEntry] = await auditOf(item);
    expect(acceptEntry).toMatchObject({
      action: 'inbox.accept',
      actorName: editor.username,
      before: { status: 'new', cityId: null },
      after: { status: 'accepted', cityId: OAXACA, draftId },
    });
    const [draftEntry] = await auditOf({ kind: 'draft', id: draftId });
    expect(draftEntry).toMatchObject({
      action: 'spot.draft',
      before: null,
      after: { kind: 'spot', state: 'draft', origin: `submission:${item.id}` },
    });

    // The list shows where the suggestion went.
    const list = await act('GET', `/api/editor/inbox?status=accepted&cityId=${OAXACA}`);
    const listed = (list.json().content as InboxItem[]).find((i) => i.id === item.id);
    expect(listed).toMatchObject({ draftId, cityName: 'Oaxaca', handledBy: editor.username });
  });

  it('accepts only a suggestion, only into a city that exists, and leaves no trace otherwise', async () => {
    const contact = await newItem('contact');
    const notSuggestion = await act('POST', at(contact, '/accept'), {
      name: 'A spot',
      cityId: OAXACA,
    });
    expect(notSuggestion.statusCode).toBe(400);
    expect(notSuggestion.json()).toMatchObject({
      message: EDITOR_MESSAGES.notASuggestion,
      field: 'kind',
    });

    const item = await newItem('submission');
    const nowhere = await act('POST', at(item, '/accept'), { name: 'A spot', cityId: 999 });
    expect(nowhere.statusCode).toBe(400);
    expect(nowhere.json()).toMatchObject({ field: 'cityId' });
    expect((await act('GET', at(item))).json()).toMatchObject({ status: 'new', draftId: null });
    const drafts = await ctx.database.db
      .select()
      .from(contentRevisions)
      .where(eq(contentRevisions.origin, `submission:${item.id}`));
    expect(drafts).toEqual([]);
    expect(await auditOf(item)).toEqual([]);
  });

  it('answers 404 for an item that does not exist', async () => {
    for (const [method, action, body] of [
      ['GET', '', undefined],
      ['PATCH', '', { status: 'in_review' }],
      ['POST', '/reject', { reason: 'No.' }],
      ['POST', '/answer', { message: 'Hi.' }],
      ['POST', '/accept', { name: 'A spot', cityId: OAXACA }],
    ] as const) {
      const response = await act(method, at({ kind: 'submission', id: 987654 }, action), body);
      expect(response.statusCode, `${method} ${action}`).toBe(404);
      expect(response.json()).toMatchObject({ message: EDITOR_MESSAGES.itemNotFound });
    }
  });

  it.each([
    ['PATCH', '', { status: 'accepted' }, 'status'],
    ['PATCH', '', { cityId: 'Oaxaca' }, 'cityId'],
    ['POST', '/reject', { reason: '   ' }, 'reason'],
    ['POST', '/reject', {}, 'reason'],
    ['POST', '/answer', { message: '' }, 'message'],
    ['POST', '/answer', { message: 'x'.repeat(5001) }, 'message'],
    ['POST', '/accept', { name: '', cityId: OAXACA }, 'name'],
    ['POST', '/accept', { name: 'A spot' }, 'cityId'],
  ] as const)('refuses %s %s %o with a 400 naming %s', async (method, action, body, field) => {
    const item = await newItem('submission');
    const response = await act(method, at(item, action), body);
    expect(response.statusCode, response.body).toBe(400);
    expect(response.json()).toMatchObject({ error: 'VALIDATION_ERROR', field });
    expect((await act('GET', at(item))).json()).toMatchObject({ status: 'new' });
  });

  it.each([
    ['/api/editor/inbox/letter/1', 'kind'],
    ['/api/editor/inbox/submission/abc', 'id'],
  ])('refuses %s with a 400 naming %s', async (url, field) => {
    const response = await act('GET', url);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ field });
  });

  it('lets one of two editors closing an item at once win, and tells the other', async () => {
    const item = await newItem('contact', 'Two editors, one message.');
    const [reject, answer] = await Promise.all([
      act('POST', at(item, '/reject'), { reason: 'Duplicate.' }, editor),
      act('POST', at(item, '/answer'), { message: 'Thank you!' }, other),
    ]);
    expect([reject.statusCode, answer.statusCode].sort()).toEqual([200, 409]);
    const loser = reject.statusCode === 409 ? reject : answer;
    expect(loser.json()).toMatchObject({ message: EDITOR_MESSAGES.alreadyClosed });

    const answerWon = answer.statusCode === 200;
    const final = (await act('GET', at(item))).json();
    expect(final.status).toBe(answerWon ? 'answered' : 'rejected');
    // The e-mail goes if and only if the answer won.
    expect(await mailsTo(item.email)).toHaveLength(answerWon ? 1 : 0);
    const entries = await auditOf(item);
    expect(entries.map((e) => e.action)).toEqual([answerWon ? 'inbox.answer' : 'inbox.reject']);
  });

  it('never lets a response be stored', async () => {
    const item = await newItem('submission');
    const response = await act('GET', at(item));
    expect(response.headers['cache-control']).toBe('private, no-store');
  });
});
