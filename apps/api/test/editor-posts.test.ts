/**
 * Editors change guide posts (issue 32 item 4): the Markdown body changed in a draft goes live on
 * every instance as GET /api/city-posts/by-slug serves it, sections and all; raw HTML is refused
 * at the body; history restores the old body; the import keeps the editor's post, and the export
 * writes it back into its Markdown file.
 */
import { cpSync, mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { exportEditorChanges, readDataset } from '@sendero/content';
import type { FastifyInstance } from 'fastify';
import type { DraftDetail, PostDetail } from '@sendero/contract';
import { cityPosts, postSections, type Database } from '@sendero/db';
import { and, eq } from 'drizzle-orm';
import { testDatabases } from './databases.ts';
import { FIXTURE_DIR, importFixture } from './fixture-dataset.ts';
import { call, historyOf, restoreVersion, twoEditorInstances } from './editor-helpers.ts';

const MEXICO = 4;
const URL = `/api/city-posts/by-slug/${MEXICO}/visa-requirements`;

async function visaPostId(db: Database) {
  const [row] = await db
    .select({ id: cityPosts.id })
    .from(cityPosts)
    .where(and(eq(cityPosts.cityId, MEXICO), eq(cityPosts.slug, 'visa-requirements')));
  return row!.id;
}

/** The post's sections as travellers get them, without their row ids. */
const servedSections = async (app: FastifyInstance) => {
  const response = await app.inject(URL);
  return response
    .json<PostDetail>()
    .sections.map(({ kind, heading, bodyMd }) => ({ kind, heading, bodyMd }));
};

/** The fixture's body as the file holds it. */
const ORIGINAL_BODY = [
  'Most visitors need only a valid passport.',
  '',
  '## Keep your FMM [warning]',
  '',
  'You hand it back when you leave.',
  '',
  '## Photograph the stamp [tip]',
  '',
  'It shows the days you were granted.',
  '',
  '## Plain section',
  '',
  'Text.',
  '',
].join('\n');
const ORIGINAL = [
  { kind: 'text', heading: null, bodyMd: 'Most visitors need only a valid passport.' },
  { kind: 'warning', heading: 'Keep your FMM', bodyMd: 'You hand it back when you leave.' },
  { kind: 'tip', heading: 'Photograph the stamp', bodyMd: 'It shows the days you were granted.' },
  { kind: 'text', heading: 'Plain section', bodyMd: 'Text.' },
];
const CHANGED_BODY = [
  'Most visitors need a passport valid for the whole stay.',
  '',
  '## Keep your FMM [warning]',
  '',
  'You hand it back when you leave; a lost one costs a fee.',
  '',
  '## Ask for enough days [tip]',
  '',
  'The officer writes the days granted: ask for your whole trip.',
  '',
].join('\n');
const CHANGED = [
  {
    kind: 'text',
    heading: null,
    bodyMd: 'Most visitors need a passport valid for the whole stay.',
  },
  {
    kind: 'warning',
    heading: 'Keep your FMM',
    bodyMd: 'You hand it back when you leave; a lost one costs a fee.',
  },
  {
    kind: 'tip',
    heading: 'Ask for enough days',
    bodyMd: 'The officer writes the days granted: ask for your whole trip.',
  },
];

describe.each(testDatabases)('editors change guide posts on $name', (target) => {
  it('publishes a new body on one instance, live with its sections on the other, and restores the old one', async () => {
    const { database, a, b, editor, close } = await twoEditorInstances(target);
    try {
      const id = await visaPostId(database.db);
      expect(await servedSections(b)).toEqual(ORIGINAL);

      const started = await call(a, editor, 'POST', `/api/editor/content/post/${id}/draft`);
      expect(started.statusCode).toBe(200);
      const draft = started.json<DraftDetail>();
      expect(draft).toMatchObject({
        kind: 'post',
        entityId: id,
        title: 'Visa Requirements',
        cityName: 'México',
        problems: [],
      });
      // The live post in the dataset's shape: front matter with its defaults, the body as the
      // file writes it.
      expect(draft.data).toEqual({
        slug: 'visa-requirements',
        title: 'Visa Requirements',
        subtitle: 'Entry rules in brief',
        type: 'Guide',
        tags: ['visa', 'entry'],
        author: 'Sendero Editorial Team',
        readTime: 1,
        published: true,
        cover: { file: 'posts/visa-requirements.svg', alt: 'Fixture passport' },
        rank: 100,
        body: ORIGINAL_BODY,
      });

      await call(a, editor, 'PUT', `/api/editor/drafts/${draft.id}`, {
        data: { ...draft.data, subtitle: 'What to carry', body: CHANGED_BODY },
      });
      // The preview is the post as GET /api/city-posts/by-slug would serve it.
      const preview = await call(a, editor, 'GET', `/api/editor/drafts/${draft.id}/preview`);
      expect(preview.statusCode).toBe(200);
      const previewed = preview.json<PostDetail>();
      expect(previewed).toMatchObject({
        id,
        cityId: MEXICO,
        slug: 'visa-requirements',
        subtitle: 'What to carry',
        tags: 'visa, entry',
        coverImageUrl: '/media/posts/visa-requirements.svg',
      });
      expect(
        previewed.sections.map(({ kind, heading, bodyMd }) => ({ kind, heading, bodyMd })),
      ).toEqual(CHANGED);
      expect(
        (await call(a, null, 'GET', `/api/editor/drafts/${draft.id}/preview`)).statusCode,
      ).toBe(401);
      // Not live yet.
      expect(await servedSections(a)).toEqual(ORIGINAL);

      const published = await call(a, editor, 'POST', `/api/editor/drafts/${draft.id}/publish`);
      expect(published.statusCode).toBe(200);
      expect(published.json()).toEqual({ revisionId: draft.id, kind: 'post', entityId: id });
      await expect.poll(() => servedSections(b), { timeout: 5000 }).toEqual(CHANGED);
      // The whole served post is what the preview showed, but for the sections' row ids.
      const live = (await b.inject(URL)).json<PostDetail>();
      const withoutIds = (post: PostDetail) => ({
        ...post,
        sections: post.sections.map(({ id: _id, ...section }) => section),
      });
      expect(withoutIds(live)).toEqual(withoutIds(previewed));

      const [latest, original] = await historyOf(a, editor, { kind: 'post', id });
      expect(latest).toMatchObject({ current: true, publishedBy: editor.username });
      expect(latest!.changes).toEqual([
        { field: 'body', before: ORIGINAL_BODY, after: CHANGED_BODY },
        { field: 'subtitle', before: 'Entry rules in brief', after: 'What to carry' },
      ]);
      expect(original).toMatchObject({ origin: 'dataset', current: false, publishedBy: null });

      await restoreVersion(a, editor, { kind: 'post', id, revisionId: original!.revisionId });
      await expect.poll(() => servedSections(b), { timeout: 5000 }).toEqual(ORIGINAL);
    } finally {
      await close();
    }
  });

  it('refuses raw HTML at the body, keeps the draft, and offers the posts’ pictures', async () => {
    const { database, a, editor, close } = await twoEditorInstances(target);
    try {
      const id = await visaPostId(database.db);
      const draft = (
        await call(a, editor, 'POST', `/api/editor/content/post/${id}/draft`)
      ).json<DraftDetail>();
      const saved = await call(a, editor, 'PUT', `/api/editor/drafts/${draft.id}`, {
        data: { ...draft.data, body: `${CHANGED_BODY}\nClick <a href="x">here</a>.\n` },
      });
      expect(saved.json<DraftDetail>().problems).toEqual([
        { field: 'body', message: 'contains raw HTML <a href="x">' },
      ]);
      const refused = await call(a, editor, 'POST', `/api/editor/drafts/${draft.id}/publish`);
      expect(refused.statusCode).toBe(400);
      expect(refused.json()).toMatchObject({ field: 'body' });
      const preview = await call(a, editor, 'GET', `/api/editor/drafts/${draft.id}/preview`);
      expect(preview.statusCode).toBe(400);
      expect(await servedSections(a)).toEqual(ORIGINAL);
      const kept = await call(a, editor, 'GET', `/api/editor/drafts/${draft.id}`);
      expect(kept.json<DraftDetail>()).toMatchObject({ state: 'draft' });

      const pictures = (await call(a, editor, 'GET', '/api/editor/media?kind=post')).json<{
        files: { file: string }[];
      }>().files;
      expect(pictures.length).toBeGreaterThan(0);
      expect(pictures.every((m) => m.file.startsWith('posts/'))).toBe(true);
    } finally {
      await close();
    }
  });

  it('keeps the editor’s post and its sections at import, and exports it into its Markdown file', async () => {
    const { database, a, editor, close } = await twoEditorInstances(target);
    const copy = mkdtempSync(join(tmpdir(), 'sendero-export-'));
    cpSync(FIXTURE_DIR, copy, { recursive: true });
    const dataDir = join(copy, 'data');
    const postFile = join(dataDir, 'cities', 'mexico', 'posts', 'visa-requirements.md');
    const original = readFileSync(postFile, 'utf8');
    try {
      const id = await visaPostId(database.db);
      const draft = (
        await call(a, editor, 'POST', `/api/editor/content/post/${id}/draft`)
      ).json<DraftDetail>();
      await call(a, editor, 'PUT', `/api/editor/drafts/${draft.id}`, {
        data: { ...draft.data, subtitle: 'What to carry', body: CHANGED_BODY },
      });
      expect(
        (await call(a, editor, 'POST', `/api/editor/drafts/${draft.id}/publish`)).statusCode,
      ).toBe(200);

      const result = await importFixture(database.db);
      expect(result.keptEditorVersions).toEqual(['mexico/visa-requirements']);
      expect(await visaPostId(database.db)).toBe(id);
      // The file's sections were not written beside the editor's.
      const rows = await database.db
        .select({ id: postSections.id })
        .from(postSections)
        .where(eq(postSections.postId, id));
      expect(rows).toHaveLength(CHANGED.length);
      await expect.poll(() => servedSections(a), { timeout: 5000 }).toEqual(CHANGED);

      const exported = await exportEditorChanges(database.db, {
        dataDir,
        imagesDir: join(copy, 'images'),
      });
      expect(exported).toEqual({
        files: [join('cities', 'mexico', 'posts', 'visa-requirements.md')],
        entries: ['post mexico/visa-requirements'],
      });
      const mexicoPosts = (dir: string) =>
        readDataset(dir).cities.find((c) => c.folder === 'mexico')!.posts;
      const [before] = mexicoPosts(join(FIXTURE_DIR, 'data'));
      const [after] = mexicoPosts(dataDir);
      expect(after!.meta).toEqual({ ...before!.meta, subtitle: 'What to carry' });
      expect(after!.body).toBe(CHANGED_BODY);
      // The front matter keeps every other line as the file wrote it, the flow styles included.
      const written = readFileSync(postFile, 'utf8');
      const frontLines = (text: string) => text.split('\n---\n')[0]!.split('\n');
      expect(frontLines(written)).toEqual(
        frontLines(original).map((line) =>
          line.startsWith('subtitle:') ? 'subtitle: What to carry' : line,
        ),
      );
    } finally {
      await close();
    }
  });

  it('links what a draft names in its preview, refuses a link to nothing, and exports the references as written', async () => {
    const { database, a, editor, close } = await twoEditorInstances(target);
    const copy = mkdtempSync(join(tmpdir(), 'sendero-export-'));
    cpSync(FIXTURE_DIR, copy, { recursive: true });
    const dataDir = join(copy, 'data');
    try {
      const id = await visaPostId(database.db);
      const draft = (
        await call(a, editor, 'POST', `/api/editor/content/post/${id}/draft`)
      ).json<DraftDetail>();
      const broken = `${CHANGED_BODY}\nSee [a lost place](spot:oaxaca/no-such-place).\n`;
      await call(a, editor, 'PUT', `/api/editor/drafts/${draft.id}`, {
        data: { ...draft.data, body: broken },
      });
      const refused = await call(a, editor, 'POST', `/api/editor/drafts/${draft.id}/publish`);
      expect(refused.statusCode).toBe(400);
      expect(JSON.stringify(refused.json())).toContain('spot:oaxaca/no-such-place');
      expect(await servedSections(a)).toEqual(ORIGINAL);

      const linked = `${CHANGED_BODY}\nIn Oaxaca, see [Santo Domingo](spot:oaxaca/santo-domingo) on [the walk](tour:oaxaca-walk).\n`;
      await call(a, editor, 'PUT', `/api/editor/drafts/${draft.id}`, {
        data: { ...draft.data, body: linked },
      });
      const previewed = (
        await call(a, editor, 'GET', `/api/editor/drafts/${draft.id}/preview`)
      ).json<PostDetail>();
      const [spot] = previewed.mentions.spots;
      const [tour] = previewed.mentions.tours;
      expect(spot).toMatchObject({ slug: 'santo-domingo', cityId: 2 });
      expect(tour).toMatchObject({ slug: 'oaxaca-walk' });
      expect(previewed.sections.at(-1)!.bodyMd).toContain(
        `[Santo Domingo](/spots/${spot!.id}) on [the walk](/tours/${tour!.id})`,
      );
      expect(
        (await call(a, editor, 'POST', `/api/editor/drafts/${draft.id}/publish`)).statusCode,
      ).toBe(200);
      await expect
        .poll(async () => (await a.inject(URL)).json<PostDetail>().mentions, { timeout: 5000 })
        .toEqual(previewed.mentions);

      await exportEditorChanges(database.db, { dataDir, imagesDir: join(copy, 'images') });
      const [after] = readDataset(dataDir).cities.find((c) => c.folder === 'mexico')!.posts;
      expect(after!.body).toBe(linked);
    } finally {
      await close();
    }
  });
});
