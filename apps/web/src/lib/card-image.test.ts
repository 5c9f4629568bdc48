import { describe, expect, it } from 'vitest';
import { PLACEHOLDER_IMAGE, resolveCardImage } from './card-image.ts';

describe('resolveCardImage', () => {
  it('prefers mediaUrls, reading nested keys in the specified order', () => {
    expect(
      resolveCardImage({
        mediaUrls: [{ thumbnail: '/t.svg', large: '/l.svg', secureUrl: '/s.svg' }],
        imageUrl: '/image.svg',
      }),
    ).toBe('/s.svg');
    expect(resolveCardImage({ mediaUrls: ['/plain.svg'], imageUrl: '/image.svg' })).toBe(
      '/plain.svg',
    );
    expect(resolveCardImage({ mediaUrls: [{ url: { medium: '/deep.svg' } }] })).toBe('/deep.svg');
  });

  it('skips empty mediaUrls entries and moves on', () => {
    expect(resolveCardImage({ mediaUrls: [{}, { src: '  ' }, { small: '/small.svg' }] })).toBe(
      '/small.svg',
    );
    expect(resolveCardImage({ mediaUrls: [], imageUrl: '/image.svg' })).toBe('/image.svg');
  });

  it('then tries imageUrl, mainImageUrl, coverImageUrl, thumbnailUrl in that order', () => {
    const all = {
      imageUrl: '/1.svg',
      mainImageUrl: '/2.svg',
      coverImageUrl: '/3.svg',
      thumbnailUrl: '/4.svg',
    };
    expect(resolveCardImage(all)).toBe('/1.svg');
    expect(resolveCardImage({ ...all, imageUrl: '' })).toBe('/2.svg');
    expect(resolveCardImage({ ...all, imageUrl: null, mainImageUrl: undefined })).toBe('/3.svg');
    expect(resolveCardImage({ thumbnailUrl: '/4.svg', media: [{ fileUrl: '/m.svg' }] })).toBe(
      '/4.svg',
    );
  });

  it('then the first media fileUrl, the first images url, then picture', () => {
    expect(resolveCardImage({ media: [{ fileUrl: '/m.svg' }], images: [{ url: '/i.svg' }] })).toBe(
      '/m.svg',
    );
    expect(resolveCardImage({ media: [], images: [{ url: '/i.svg' }], picture: '/p.svg' })).toBe(
      '/i.svg',
    );
    expect(resolveCardImage({ picture: '/p.svg' })).toBe('/p.svg');
  });

  it('falls back to the placeholder', () => {
    expect(resolveCardImage({})).toBe(PLACEHOLDER_IMAGE);
    expect(resolveCardImage(null)).toBe(PLACEHOLDER_IMAGE);
    expect(resolveCardImage('nope')).toBe(PLACEHOLDER_IMAGE);
    expect(resolveCardImage({ media: [{ alt: 'x' }], images: 'x', picture: 3 })).toBe(
      PLACEHOLDER_IMAGE,
    );
  });
});
