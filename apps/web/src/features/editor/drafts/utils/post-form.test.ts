import { describe, expect, it } from 'vitest';
import { formChanged, problemsAtFields } from './draft-form.ts';
import { postDataOf, postFieldOf, postFormModel, postFormOf } from './post-form.ts';

/** A post as the server answers a draft's data: the dataset's shape, in its order. */
const postData = () => ({
  slug: 'visa-requirements',
  title: 'Visa Requirements',
  subtitle: 'Entry rules in brief',
  type: 'Guide',
  tags: ['visa', 'entry'],
  author: 'Sendero Editorial Team',
  readTime: 1,
  published: true,
  cover: { file: 'posts/visa-requirements.svg', alt: 'A passport' },
  rank: 3,
  body: 'Most visitors need only a passport.\n\n## Keep your FMM [warning]\n\nHand it back.\n',
});

describe('the post form', () => {
  it('gives back the dataset’s shape, in its order, body as written', () => {
    const data = postData();
    const back = postDataOf(postFormOf(data));
    expect(back).toEqual(data);
    expect(Object.keys(back)).toEqual(Object.keys(data));
  });

  it('reads the minutes as a number, and sends what is not one as typed for the rules', () => {
    const form = postFormOf(postData());
    expect(form.readTime).toBe('1');
    expect(postDataOf({ ...form, readTime: ' 7 ' })['readTime']).toBe(7);
    expect(postDataOf({ ...form, readTime: 'seven' })['readTime']).toBe('seven');
  });

  it('reads published as the dataset does: missing is yes', () => {
    const { published: _published, ...data } = postData();
    expect(postFormOf(data).published).toBe(true);
    expect(postFormOf({ ...data, published: false }).published).toBe(false);
  });

  it('keeps the tags as a list and the credit only when given', () => {
    const form = { ...postFormOf(postData()), tags: 'visa, , entry , fmm', coverCredit: ' ' };
    const data = postDataOf(form);
    expect(data['tags']).toEqual(['visa', 'entry', 'fmm']);
    expect(data['cover']).toEqual({ file: 'posts/visa-requirements.svg', alt: 'A passport' });
    expect(postDataOf({ ...form, coverCredit: 'Ana' })['cover']).toMatchObject({ credit: 'Ana' });
  });

  it('knows a changed body from the saved one', () => {
    const data = postData();
    const form = postFormOf(data);
    expect(formChanged(postFormModel, form, data)).toBe(false);
    expect(formChanged(postFormModel, { ...form, body: `${form.body}More.\n` }, data)).toBe(true);
  });

  it('shows each of the rules’ problems at its control', () => {
    expect(postFieldOf('body')).toBe('body');
    expect(postFieldOf('cover.alt')).toBe('coverAlt');
    expect(postFieldOf('cover')).toBe('coverFile');
    expect(postFieldOf('tags.1')).toBe('tags');
    expect(postFieldOf('slug')).toBeNull();
    expect(
      problemsAtFields(postFormModel, [
        { field: 'body', message: 'contains raw HTML <b>' },
        { field: 'tags.1', message: 'is too long' },
      ]),
    ).toEqual([
      { field: 'body', text: 'contains raw HTML <b>' },
      { field: 'tags', text: 'Tag 2: is too long' },
    ]);
  });
});
