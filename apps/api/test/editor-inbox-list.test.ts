/**
 * The inbox list (issue 32, item 3): submissions and contact messages together, newest first,
 * filtered by status, kind and city, in pages of EDITOR_LIMITS.inboxPageSize. The expected order
 * is computed here from the rows written, so any ordering or filtering mistake shows.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { EDITOR_LIMITS, type InboxKind, type InboxPage, type InboxStatus } from '@sendero/contract';
import { contactMessages, submissions } from '@sendero/db';
import { useApp } from './build.ts';
import { testDatabases } from './databases.ts';
import { accountWithRole, call, type Person } from './editor-helpers.ts';

const OAXACA = 2;
const PUEBLA = 8;
const BASE = Date.parse('2026-11-01T12:00:00Z');
/** Two pages of everything, and more submissions alone than one page holds. */
const COUNT = 33;

interface Seeded {
  kind: InboxKind;
  id: number;
  status: InboxStatus;
  cityId: number | null;
  createdAt: number;
}

describe.each(testDatabases)('the inbox list on $name', (target) => {
  const ctx = useApp(target, { content: 'fixture' });
  let editor: Person;
  const seeded: Seeded[] = [];

  beforeAll(async () => {
    editor = await accountWithRole(ctx, 'editor');
    const db = ctx.database.db;
    // COUNT items: a third contact messages, statuses and cities in turn, one minute apart except
    // two pairs written at the same instant (the order then goes by kind, then newest id).
    for (let i = 0; i < COUNT; i += 1) {
      const kind: InboxKind = i % 3 === 0 ? 'contact' : 'submission';
      const statuses: InboxStatus[] =
        kind === 'contact'
          ? ['new', 'in_review', 'rejected', 'answered']
          : ['new', 'in_review', 'accepted', 'rejected', 'answered'];
      const status = statuses[i % statuses.length]!;
      const cityId = [OAXACA, PUEBLA, null][i % 4 === 3 ? 2 : i % 2]!;
      const createdAt = BASE + (i === 10 || i === 13 ? 9 : i === 22 ? 20 : i) * 60_000;
      const values = {
        name: `Sender ${i}`,
        email: `sender${i}@example.com`,
        message: `Message ${i}`,
        status,
        cityId,
        createdAt: new Date(createdAt),
      };
      const [row] =
        kind === 'contact'
          ? await db.insert(contactMessages).values(values).returning({ id: contactMessages.id })
          : await db
              .insert(submissions)
              .values({ ...values, accepted: true })
              .returning({ id: submissions.id });
      seeded.push({ kind, id: row!.id, status, cityId, createdAt });
    }
  });

  const newestFirst = (items: Seeded[]) =>
    [...items]
      .sort((a, b) => b.createdAt - a.createdAt || a.kind.localeCompare(b.kind) || b.id - a.id)
      .map((item) => `${item.kind}:${item.id}`);

  async function list(query = '') {
    const response = await call(ctx.app, editor, 'GET', `/api/editor/inbox${query}`);
    expect(response.statusCode, response.body).toBe(200);
    return response.json() as InboxPage;
  }

  /** Every page of a query, read until the last. */
  async function allPages(query: string) {
    const first = await list(`?page=0${query}`);
    const keys = first.content.map((item) => `${item.kind}:${item.id}`);
    for (let page = 1; page < first.totalPages; page += 1) {
      const next = await list(`?page=${page}${query}`);
      keys.push(...next.content.map((item) => `${item.kind}:${item.id}`));
    }
    return { first, keys };
  }

  it('lists both kinds together, newest first, in pages', async () => {
    const size = EDITOR_LIMITS.inboxPageSize;
    const first = await list();
    expect(first).toMatchObject({ page: 0, size, totalElements: COUNT, totalPages: 2 });
    expect(first.content).toHaveLength(size);
    const second = await list('?page=1');
    expect(second.content).toHaveLength(COUNT - size);
    const keys = [...first.content, ...second.content].map((item) => `${item.kind}:${item.id}`);
    expect(keys).toEqual(newestFirst(seeded));
    expect((await list('?page=2')).content).toEqual([]);
  });

  it('gives each item its city’s name and its sender', async () => {
    const { content } = await list();
    const oaxacan = content.find((item) => item.cityId === OAXACA)!;
    expect(oaxacan.cityName).toBe('Oaxaca');
    const plain = content.find((item) => item.cityId === null)!;
    expect(plain.cityName).toBeNull();
    const source = seeded.find((s) => s.kind === plain.kind && s.id === plain.id)!;
    expect(plain).toMatchObject({
      status: source.status,
      createdAt: new Date(source.createdAt).toISOString(),
      handledBy: null,
      draftId: null,
    });
    expect(plain.email).toMatch(/^sender\d+@example\.com$/);
  });

  it.each<[string, (item: Seeded) => boolean]>([
    ['?status=in_review', (item) => item.status === 'in_review'],
    ['?status=accepted', (item) => item.status === 'accepted'],
    ['?kind=contact', (item) => item.kind === 'contact'],
    ['?kind=submission', (item) => item.kind === 'submission'],
    [`?cityId=${OAXACA}`, (item) => item.cityId === OAXACA],
    [`?cityId=${PUEBLA}&status=new`, (item) => item.cityId === PUEBLA && item.status === 'new'],
    [
      '?kind=contact&status=answered',
      (item) => item.kind === 'contact' && item.status === 'answered',
    ],
    ['?kind=contact&status=accepted', () => false],
  ])('filters %s', async (query, keep) => {
    const expected = newestFirst(seeded.filter(keep));
    const { first, keys } = await allPages(`&${query.slice(1)}`);
    expect(first.totalElements).toBe(expected.length);
    expect(keys).toEqual(expected);
  });

  it('pages a filtered list without losing or repeating an item', async () => {
    // More submissions than one page: the second page starts where the first ended.
    const expected = newestFirst(seeded.filter((item) => item.kind === 'submission'));
    expect(expected.length).toBeGreaterThan(EDITOR_LIMITS.inboxPageSize);
    const { first, keys } = await allPages('&kind=submission');
    expect(first.totalPages).toBe(2);
    expect(keys).toEqual(expected);
  });

  it.each([
    ['?status=approved', 'status'],
    ['?kind=letter', 'kind'],
    ['?cityId=0', 'cityId'],
    ['?page=-1', 'page'],
  ])('refuses %s with a 400 naming %s', async (query, field) => {
    const response = await call(ctx.app, editor, 'GET', `/api/editor/inbox${query}`);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ error: 'VALIDATION_ERROR', field });
  });
});
