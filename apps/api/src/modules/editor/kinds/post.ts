/**
 * Guide posts as editors change them (decision 0041): the front matter's fields and the Markdown
 * body as one text, as the file holds it. Publishing writes the post's row and replaces its
 * sections with those parsed from the body, by the import's own mapping (`postRows`).
 *
 * The quality rules on a body's length and on `readTime` agreeing with it (check.ts) are dataset
 * tests, not import rules, and are not applied to a publication, as for the other kinds. Its links
 * to spots, tours and events (`spot:…`) are checked after the write, against what is live.
 */
import { postRows, postSource, postSourceOf, type PostSource } from '@sendero/content';
import { cityPosts, postSections } from '@sendero/db';
import { asc, eq } from 'drizzle-orm';
import type { ContentKind } from './content-kind.ts';
import { brokenPostLinks, withPostLinks } from '../../posts/post-links.ts';

export const postKind: ContentKind = {
  kind: 'post',
  schema: postSource as unknown as ContentKind['schema'],
  title: (data) => (typeof data['title'] === 'string' ? data['title'] : ''),

  async lockLive(tx, id) {
    const [row] = await tx
      .select()
      .from(cityPosts)
      .where(eq(cityPosts.id, id))
      .for('update')
      .limit(1);
    if (!row) return null;
    const sections = await tx
      .select()
      .from(postSections)
      .where(eq(postSections.postId, id))
      .orderBy(asc(postSections.sortIndex));
    return { cityId: row.cityId, updatedAt: row.updatedAt, data: postSourceOf(row, sections) };
  },

  async write(tx, { entityId, cityId, data, at }) {
    const { row, sections } = postRows(cityId, data as PostSource);
    let postId = entityId;
    if (postId) {
      await tx
        .update(cityPosts)
        .set({ ...row, updatedAt: at })
        .where(eq(cityPosts.id, postId));
      // Sections are replaced wholesale, as the import does: their order is the body's.
      await tx.delete(postSections).where(eq(postSections.postId, postId));
    } else {
      const [inserted] = await tx
        .insert(cityPosts)
        .values({ ...row, createdAt: at, updatedAt: at })
        .returning({ id: cityPosts.id });
      postId = inserted!.id;
    }
    if (sections.length > 0) {
      await tx.insert(postSections).values(sections.map((section) => ({ postId, ...section })));
    }
    return postId;
  },

  // Every spot, tour and event the body links to is live (the dataset's checkPostLinks, on the
  // database): a guide never sends a traveller to a link that leads nowhere.
  async checkAfterWrite(tx, { entityId, at }) {
    const [post] = await tx
      .select({ cityId: cityPosts.cityId })
      .from(cityPosts)
      .where(eq(cityPosts.id, entityId));
    if (!post) return [];
    const sections = await tx
      .select()
      .from(postSections)
      .where(eq(postSections.postId, entityId))
      .orderBy(asc(postSections.sortIndex));
    const broken = await brokenPostLinks(tx, { cityId: post.cityId, sections }, at);
    return broken.map((key) => ({ field: 'body', message: `link "${key}" names nothing live` }));
  },

  // The post as GET /api/city-posts/by-slug/:cityId/:slug serves it. A draft's sections have no
  // rows yet, so each is numbered by its place in the body.
  preview(db, { entityId, cityId, data, at }) {
    const { row, sections } = postRows(cityId, data as PostSource);
    return withPostLinks(
      db,
      {
        id: entityId ?? 0,
        cityId,
        slug: row.slug,
        title: row.title,
        subtitle: row.subtitle ?? '',
        type: row.type ?? 'Guide',
        tags: (row.tags ?? []).join(', '),
        coverImageUrl: row.coverImageUrl ?? null,
        coverImageAlt: row.coverImageAlt ?? null,
        author: row.author,
        readTime: row.readTime,
        published: row.published ?? true,
        sections: sections.map((section) => ({ id: section.sortIndex, ...section })),
      },
      at,
    );
  },
};
