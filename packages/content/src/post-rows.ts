/**
 * A guide post as the dataset writes it (front matter and a Markdown body, as PostSource) and as
 * the `city_posts` and `post_sections` tables hold it, both ways: the import and an editor's
 * publication write rows with `postRows`, and a draft starts from a live post with `postSourceOf`,
 * so the two never disagree on what a field or a section means.
 */
import type { cityPosts, postSections } from '@sendero/db';
import { maxCharacters } from '@sendero/contract';
import { z } from 'zod';
import { badLinkMessage, findBadLink, findRawHtml, parseSections } from './posts.ts';
import { postFrontMatter, slug, type PostSectionSource } from './schema.ts';
import { MEDIA_BASE_URL, mediaUrl } from './spot-rows.ts';

type PostInsert = typeof cityPosts.$inferInsert;
type PostRow = typeof cityPosts.$inferSelect;
type SectionRow = Pick<
  typeof postSections.$inferSelect,
  'sortIndex' | 'kind' | 'heading' | 'bodyMd'
>;

/**
 * A post in one object: its slug (the file's name), its front matter and its body as the file
 * holds it. The body's rules are the dataset's: no raw HTML, and links that are https or on the
 * site (check.ts applies the same two to the files).
 */
export const postSource = postFrontMatter
  .extend({
    slug,
    body: z.string().check(...maxCharacters(60_000)),
  })
  .superRefine((post, ctx) => {
    const html = findRawHtml(post.body);
    if (html)
      ctx.addIssue({ code: 'custom', path: ['body'], message: `contains raw HTML ${html}` });
    const link = findBadLink(post.body);
    if (link) {
      ctx.addIssue({ code: 'custom', path: ['body'], message: badLinkMessage(link) });
    }
  });
export type PostSource = z.infer<typeof postSource>;

export function postRows(
  cityId: number,
  post: PostSource,
): { row: PostInsert; sections: PostSectionSource[] } {
  return {
    row: {
      cityId,
      slug: post.slug,
      title: post.title,
      subtitle: post.subtitle,
      type: post.type,
      tags: post.tags,
      coverImageUrl: mediaUrl(post.cover),
      coverImageAlt: post.cover.alt,
      author: post.author,
      readTime: post.readTime,
      published: post.published,
      rank: post.rank,
    },
    sections: parseSections(post.body),
  };
}

/** A section's heading line as a file writes it: the kind, when not text, as a suffix. */
const headingLine = (section: SectionRow) =>
  `## ${section.heading ?? ''}${section.kind === 'text' ? '' : ` [${section.kind}]`}`;

/**
 * The body rebuilt from its sections, as the dataset's files write it: the untitled opening
 * first, then each heading, a blank line and its text, sections a blank line apart.
 */
export function postBodyOf(sections: readonly SectionRow[]): string {
  const blocks = [...sections]
    .sort((a, b) => a.sortIndex - b.sortIndex)
    .map((section) => {
      if (section.heading === null && section.kind === 'text') return section.bodyMd;
      return section.bodyMd ? `${headingLine(section)}\n\n${section.bodyMd}` : headingLine(section);
    });
  return `${blocks.join('\n\n')}\n`;
}

/**
 * The live post in the dataset's shape. The table keeps no picture credit, so none is here; a
 * picture the table lacks is left empty for the editor to fill, as the dataset requires one.
 */
export function postSourceOf(row: PostRow, sections: readonly SectionRow[]): PostSource {
  return {
    slug: row.slug,
    title: row.title,
    subtitle: row.subtitle,
    type: row.type,
    tags: row.tags,
    author: row.author,
    readTime: row.readTime,
    published: row.published,
    cover: {
      file: (row.coverImageUrl ?? '').slice(MEDIA_BASE_URL.length),
      alt: row.coverImageAlt ?? '',
    },
    rank: row.rank,
    body: postBodyOf(sections),
  };
}
