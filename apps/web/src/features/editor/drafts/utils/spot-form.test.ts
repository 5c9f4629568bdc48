import { describe, expect, it } from 'vitest';
import { spotData } from '../components/drafts-fixtures.tsx';
import { dataOf, fieldOf, fieldProblems, formOf, isChanged, messagesByField } from './spot-form.ts';
import { withPicture } from './draft-form.ts';

describe('the spot form', () => {
  it('gives back the dataset’s shape: numbers as numbers, empty optional fields left out', () => {
    const data = spotData({ priceNote: undefined });
    delete data['priceNote'];
    expect(dataOf(formOf(data))).toEqual(data);
    const form = { ...formOf(data), website: ' ', price: '', lat: '17.5', imageCredit: 'Ana' };
    expect(dataOf(form)).toMatchObject({ lat: 17.5, image: { credit: 'Ana' } });
    expect(dataOf(form)).not.toHaveProperty('website');
    expect(dataOf(form)).not.toHaveProperty('price');
  });

  it('fills a draft made from a suggestion, which has a name, a slug and a description only', () => {
    const form = formOf({ name: 'Café Brújula', slug: 'cafe-brujula', description: 'Coffee.' });
    expect(form).toMatchObject({ name: 'Café Brújula', lat: '', tags: '', imageFile: '' });
    expect(
      isChanged(form, { name: 'Café Brújula', slug: 'cafe-brujula', description: 'Coffee.' }),
    ).toBe(false);
    expect(isChanged({ ...form, address: 'Centro' }, { name: 'Café Brújula' })).toBe(true);
  });

  it('counts tags, not the way they are typed, as a change', () => {
    const data = spotData();
    expect(isChanged({ ...formOf(data), tags: 'architecture,baroque, ' }, data)).toBe(false);
    expect(isChanged({ ...formOf(data), tags: 'baroque' }, data)).toBe(true);
  });

  it('finds the field of a problem by its path', () => {
    expect(
      ['image.alt', 'image', 'image.file', 'tags.2', 'openingHours', 'data', 'extra'].map(fieldOf),
    ).toEqual(['imageAlt', 'imageFile', 'imageFile', 'tags', 'openingHours', null, null]);
    const problems = fieldProblems([
      { field: 'tags.2', message: 'must be at most 40 characters' },
      { field: 'tags', message: 'takes at most 12 items' },
      { field: 'data', message: 'has fields the dataset does not know: extra' },
    ]);
    expect(messagesByField(problems)).toEqual({
      tags: 'Tag 3: must be at most 40 characters; takes at most 12 items',
    });
    expect(problems[2]).toEqual({
      field: null,
      text: 'has fields the dataset does not know: extra',
    });
  });
});

describe('choosing a picture', () => {
  const picture = { file: 'imageFile', alt: 'imageAlt' } as const;
  const media = { file: 'spots/oaxaca/zocalo.svg', alt: 'Illustration of the zócalo' };

  it('takes the artwork’s description as the alt text when none is written', () => {
    const form = { imageFile: '', imageAlt: '  ', name: 'Zócalo' };
    expect(withPicture(form, picture, media)).toEqual({
      imageFile: media.file,
      imageAlt: media.alt,
      name: 'Zócalo',
    });
  });

  it('never writes over the editor’s own alt text', () => {
    const form = { imageFile: 'old.svg', imageAlt: 'The square at dusk' };
    expect(withPicture(form, picture, media)).toEqual({
      imageFile: media.file,
      imageAlt: 'The square at dusk',
    });
    expect(withPicture({ imageFile: '', imageAlt: '' }, picture, { ...media, alt: null })).toEqual({
      imageFile: media.file,
      imageAlt: '',
    });
  });
});
