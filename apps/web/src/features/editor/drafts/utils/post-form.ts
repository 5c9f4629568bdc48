/**
 * The guide post editor's form (issue 32 item 4): a post in the dataset's shape (packages/content's
 * `postSource`: the front matter's fields and the Markdown body as the file holds it) as its
 * controls hold it, and back. The rules (no raw HTML, https links) are the server's.
 */
import { asText, problemText, tagsOf, type Data, type DraftFormModel } from './draft-form.ts';

/** In the form's order, which the history's rows follow too. */
export const POST_FIELDS = [
  'title',
  'subtitle',
  'type',
  'author',
  'readTime',
  'published',
  'tags',
  'body',
  'coverFile',
  'coverAlt',
  'coverCredit',
] as const;
export type PostField = (typeof POST_FIELDS)[number];
export type PostTextField = Exclude<PostField, 'published'>;

export type PostForm = { [F in PostTextField]: string } & {
  published: boolean;
  /** Kept as they are: a published post keeps its slug, and its place among the city's guides. */
  slug: string;
  rank: unknown;
};

export const POST_FIELD_LABELS: Record<PostField, string> = {
  title: 'Title',
  subtitle: 'Subtitle',
  type: 'Type',
  author: 'Author',
  readTime: 'Read time (minutes)',
  published: 'Published: listed among the city’s guides',
  tags: 'Tags',
  body: 'Text (Markdown)',
  coverFile: 'Cover picture',
  coverAlt: 'Cover description (alt text)',
  coverCredit: 'Cover credit',
};

/** The id of a field's control. */
export const postFieldId = (field: PostField) => `post-${field}`;

const strings = (value: unknown): string[] =>
  Array.isArray(value) ? value.filter((item) => typeof item === 'string') : [];

export function postFormOf(data: Data): PostForm {
  const cover = (
    typeof data['cover'] === 'object' && data['cover'] !== null ? data['cover'] : {}
  ) as Record<string, unknown>;
  return {
    slug: asText(data['slug']),
    rank: data['rank'],
    title: asText(data['title']),
    subtitle: asText(data['subtitle']),
    type: asText(data['type']),
    author: asText(data['author']),
    readTime: typeof data['readTime'] === 'number' ? String(data['readTime']) : '',
    // The dataset's default is published.
    published: data['published'] !== false,
    tags: strings(data['tags']).join(', '),
    body: asText(data['body']),
    coverFile: asText(cover['file']),
    coverAlt: asText(cover['alt']),
    coverCredit: asText(cover['credit']),
  };
}

/**
 * The data a save sends, in the front matter's order. A read time that is not a number is sent
 * as typed, for the rules to name; an empty credit is left out, as is a rank the post never had.
 */
export function postDataOf(form: PostForm): Data {
  const minutes = form.readTime.trim();
  return {
    slug: form.slug,
    title: form.title,
    subtitle: form.subtitle,
    type: form.type,
    tags: tagsOf(form.tags),
    author: form.author,
    readTime: /^\d+$/.test(minutes) ? Number(minutes) : minutes,
    published: form.published,
    cover: {
      file: form.coverFile,
      alt: form.coverAlt,
      ...(form.coverCredit.trim() !== '' ? { credit: form.coverCredit } : {}),
    },
    ...(form.rank === undefined ? {} : { rank: form.rank }),
    body: form.body,
  };
}

/** "cover.alt" → coverAlt, "tags.2" → tags, "body" → body; null for slug, rank and the unknown. */
export function postFieldOf(path: string): PostField | null {
  const [head = '', sub] = path.split('.');
  if (head === 'cover')
    return sub === 'alt' ? 'coverAlt' : sub === 'credit' ? 'coverCredit' : 'coverFile';
  return (POST_FIELDS as readonly string[]).includes(head) ? (head as PostField) : null;
}

export const postFormModel: DraftFormModel<PostForm, PostField> = {
  formOf: postFormOf,
  dataOf: postDataOf,
  fieldOf: postFieldOf,
  problemText,
  label: (field) => POST_FIELD_LABELS[field],
  fieldId: postFieldId,
  picture: { file: 'coverFile', alt: 'coverAlt' },
};
