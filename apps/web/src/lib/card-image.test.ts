import { describe, expect, it } from 'vitest';
import { cityImage, PLACEHOLDER_IMAGE, spotImage, tourImage } from './card-image.ts';

describe('card images', () => {
  it('reads the image field of each content type (content spec §3)', () => {
    expect(cityImage({ mainImageUrl: '/media/cities/oaxaca.svg' })).toBe(
      '/media/cities/oaxaca.svg',
    );
    expect(tourImage({ coverImageUrl: ' /media/tours/1.svg ' })).toBe('/media/tours/1.svg');
    expect(
      spotImage({
        media: [
          { fileUrl: '/media/spots/1.svg', alt: 'first' },
          { fileUrl: '/media/spots/2.svg', alt: 'second' },
        ],
      }),
    ).toBe('/media/spots/1.svg');
  });

  it('falls back to the placeholder', () => {
    expect(cityImage({ mainImageUrl: '' })).toBe(PLACEHOLDER_IMAGE);
    expect(tourImage({ coverImageUrl: '  ' })).toBe(PLACEHOLDER_IMAGE);
    expect(spotImage({ media: [] })).toBe(PLACEHOLDER_IMAGE);
  });
});
