/**
 * A post's two shapes agree: the rows made from the dataset's files, read back into the dataset's
 * shape, give the same post, and the body rebuilt from its sections parses to those sections.
 */
import { describe, expect, it } from 'vitest';
import {
  parseSections,
  postFileText,
  postFrontMatter,
  postRows,
  postSource,
  postSourceOf,
  readDataset,
  splitFrontMatter,
} from '../src/index.ts';

const posts = readDataset().cities.flatMap((entry) =>
  entry.posts.map((post) => ({
    cityId: entry.city.id,
    slug: post.slug,
    ...post.meta,
    body: post.body,
  })),
);

describe('post rows', () => {
  it('the dataset has posts to check', () => {
    expect(posts.length).toBeGreaterThan(10);
  });

  it.each(posts.map((post) => [post.slug, post] as const))(
    '%s: the rebuilt body parses to the same sections',
    (_slug, { cityId, ...post }) => {
      const { row, sections } = postRows(cityId, post);
      const now = new Date();
      const back = postSourceOf(
        { id: 1, rank: 100, createdAt: now, updatedAt: now, ...row } as Parameters<
          typeof postSourceOf
        >[0],
        sections,
      );
      expect(parseSections(back.body)).toEqual(sections);
      const { cover, body: _body, ...fields } = post;
      const { cover: backCover, body: _backBody, ...backFields } = back;
      expect(backFields).toEqual(fields);
      expect(backCover).toEqual({ file: cover.file, alt: cover.alt });
      expect(postSource.safeParse(back).success).toBe(true);
    },
  );

  it('refuses raw HTML and a link that is not https in the body', () => {
    const { cityId: _cityId, ...post } = posts[0]!;
    const withHtml = postSource.safeParse({ ...post, body: 'Hello <script>x</script>' });
    expect(withHtml.error?.issues[0]?.path).toEqual(['body']);
    const withLink = postSource.safeParse({ ...post, body: 'See [this](http://example.com).' });
    expect(withLink.error?.issues[0]?.message).toMatch(/must be https/);
    expect(postSource.safeParse({ ...post, body: 'Inline `<b>` is code.' }).success).toBe(true);
  });

  it('writes a section with no text and a kind without a title so that they parse back', () => {
    const sections = [
      { sortIndex: 0, kind: 'text', heading: null, bodyMd: 'Opening.' },
      { sortIndex: 1, kind: 'tip', heading: null, bodyMd: 'A tip with no title.' },
      { sortIndex: 2, kind: 'warning', heading: 'Empty', bodyMd: '' },
      { sortIndex: 3, kind: 'text', heading: 'Last', bodyMd: 'Done.' },
    ] as const;
    expect(
      parseSections(
        postSourceOf(
          {
            slug: 'x',
            title: 'X',
            subtitle: '',
            type: 'Guide',
            tags: [],
            coverImageUrl: null,
            coverImageAlt: null,
            author: 'A',
            readTime: 1,
            published: true,
            rank: 1,
          } as unknown as Parameters<typeof postSourceOf>[0],
          sections,
        ).body,
      ),
    ).toEqual(sections);
  });
});

describe('a post’s file as the export writes it', () => {
  const { cityId: _cityId, ...post } = posts[0]!;

  it('writes a new post whole, and it reads back as the same post', () => {
    const text = postFileText(null, undefined, post)!;
    const split = splitFrontMatter(text)!;
    expect(postFrontMatter.parse(split.data)).toEqual(
      (({ slug: _slug, body: _body, ...meta }) => meta)(post),
    );
    expect(split.body).toBe(post.body);
  });

  it('rewrites only the changed lines of a file, adds a new field and keeps the body', () => {
    const source = '---\ntitle: Old\ntags: [a, b]\nreadTime: 1\n---\nBody as written.\n\n';
    const base = { slug: 's', title: 'Old', tags: ['a', 'b'], readTime: 1, body: 'Body.\n' };
    expect(postFileText(source, base, base)).toBeNull();
    expect(postFileText(source, base, { ...base, title: 'New', subtitle: 'Added' })).toBe(
      '---\ntitle: New\ntags: [a, b]\nreadTime: 1\nsubtitle: Added\n---\nBody as written.\n\n',
    );
    expect(postFileText(source, base, { ...base, body: 'New body.\n' })).toBe(
      '---\ntitle: Old\ntags: [a, b]\nreadTime: 1\n---\nNew body.\n',
    );
  });
});
