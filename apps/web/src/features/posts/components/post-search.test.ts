import type { PostSummary } from '@sendero/contract';
import { describe, expect, it } from 'vitest';
import { filterPosts, postCountLabel } from './post-search.ts';

function post(overrides: Partial<PostSummary>): PostSummary {
  return {
    id: 1,
    cityId: 2,
    slug: 'a',
    title: 'Title',
    subtitle: 'Subtitle',
    type: 'Guide',
    tags: '',
    coverImageUrl: null,
    coverImageAlt: null,
    author: 'Team',
    readTime: 5,
    published: true,
    ...overrides,
  };
}

describe('filterPosts', () => {
  const posts = [
    post({ slug: 'food', title: 'Oaxaca Food Guide', tags: 'mole, mezcal' }),
    post({ slug: 'trips', title: 'Day trips', subtitle: 'Monte Albán and Hierve el Agua' }),
    post({ slug: 'itinerary', title: 'Three days', type: 'Itinerary' }),
  ];

  it('matches title, subtitle, type and tags', () => {
    expect(filterPosts(posts, 'FOOD').map((p) => p.slug)).toEqual(['food']);
    expect(filterPosts(posts, 'monte alban').map((p) => p.slug)).toEqual(['trips']);
    expect(filterPosts(posts, 'itinerary').map((p) => p.slug)).toEqual(['itinerary']);
    expect(filterPosts(posts, ' mezcal ').map((p) => p.slug)).toEqual(['food']);
  });

  it('treats blank as no filter and finds nothing for nonsense', () => {
    expect(filterPosts(posts, '  ')).toHaveLength(3);
    expect(filterPosts(posts, 'qqzzx')).toHaveLength(0);
  });
});

describe('postCountLabel', () => {
  it('uses the singular for one post', () => {
    expect(postCountLabel(1)).toBe('1 post');
    expect(postCountLabel(0)).toBe('0 posts');
    expect(postCountLabel(3)).toBe('3 posts');
  });
});
