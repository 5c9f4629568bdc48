import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { cityPosts, postSections } from '@sendero/db';
import { useApp } from './build.ts';
import { testDatabases } from './databases.ts';

describe.each(testDatabases)('post calls on $name (fixture)', (target) => {
  const ctx = useApp(target, { content: 'fixture' });

  it('lists a city posts as a bare array with tags as one string', async () => {
    const response = await ctx.app.inject('/api/city-posts?cityId=4');
    expect(response.statusCode).toBe(200);
    const posts = response.json();
    expect(posts).toHaveLength(1);
    expect(posts[0]).toMatchObject({
      cityId: 4,
      slug: 'visa-requirements',
      title: 'Visa Requirements',
      subtitle: 'Entry rules in brief',
      tags: 'visa, entry',
      readTime: 1,
      published: true,
      coverImageUrl: '/media/posts/visa-requirements.svg',
      coverImageAlt: 'Fixture passport',
    });
    expect(posts[0]).not.toHaveProperty('sections');
  });

  it('answers the post with its sections in order', async () => {
    const response = await ctx.app.inject('/api/city-posts/by-slug/4/visa-requirements');
    expect(response.statusCode).toBe(200);
    const post = response.json();
    expect(post.tags).toBe('visa, entry');
    expect(post.sections.map((s: { sortIndex: number }) => s.sortIndex)).toEqual([0, 1, 2, 3]);
    expect(post.sections.map((s: { kind: string }) => s.kind)).toEqual([
      'text',
      'warning',
      'tip',
      'text',
    ]);
    expect(post.sections[1]).toMatchObject({
      heading: 'Keep your FMM',
      bodyMd: expect.stringContaining('hand it back'),
    });
    expect(post).not.toHaveProperty('updatedAt');
  });

  it('hides unpublished posts unless publishedOnly=false', async () => {
    const where = and(eq(cityPosts.cityId, 4), eq(cityPosts.slug, 'visa-requirements'));
    await ctx.database.db.update(cityPosts).set({ published: false }).where(where);
    // Written behind the API's back: drop cached answers, as an import's announcement would.
    ctx.app.contentCache.invalidate();
    try {
      expect((await ctx.app.inject('/api/city-posts?cityId=4')).json()).toEqual([]);
      expect((await ctx.app.inject('/api/city-posts?cityId=4&publishedOnly=true')).json()).toEqual(
        [],
      );
      const all = (await ctx.app.inject('/api/city-posts?cityId=4&publishedOnly=false')).json();
      expect(all).toHaveLength(1);
      expect(all[0].published).toBe(false);
    } finally {
      await ctx.database.db.update(cityPosts).set({ published: true }).where(where);
      ctx.app.contentCache.invalidate();
    }
  });

  it("serves a guide's spot, tour and event references as links, with their cards", async () => {
    const db = ctx.database.db;
    const [post] = await db
      .select({ id: cityPosts.id })
      .from(cityPosts)
      .where(and(eq(cityPosts.cityId, 4), eq(cityPosts.slug, 'visa-requirements')));
    const where = and(eq(postSections.postId, post!.id), eq(postSections.sortIndex, 3));
    const [before] = await db.select().from(postSections).where(where);
    await db
      .update(postSections)
      .set({
        bodyMd:
          'In Oaxaca see [the church](spot:oaxaca/santo-domingo), walk [the centre](tour:oaxaca-walk), ' +
          'dance at [the Guelaguetza](event:guelaguetza), again [Santo Domingo](spot:oaxaca/santo-domingo) ' +
          'and [a closed place](spot:oaxaca/no-such-place).',
      })
      .where(where);
    ctx.app.contentCache.invalidate();
    try {
      const served = (await ctx.app.inject('/api/city-posts/by-slug/4/visa-requirements')).json();
      const spot = (await ctx.app.inject('/api/cities/2/spots'))
        .json()
        .content.find((s: { slug: string }) => s.slug === 'santo-domingo');
      const tour = (await ctx.app.inject('/api/cities/2/tours')).json().content[0];
      const body = served.sections[3].bodyMd;
      expect(body).toContain(`[the church](/spots/${spot.id})`);
      expect(body).toContain(`[Santo Domingo](/spots/${spot.id})`);
      expect(body).toContain(`[the centre](/tours/${tour.id})`);
      expect(body).toMatch(/\[the Guelaguetza\]\(\/events\?city=2&q=[^)]+\)/);
      // A reference to nothing is its text, never a dead link.
      expect(body).toContain('and a closed place.');
      expect(served.mentions.spots.map((s: { id: number }) => s.id)).toEqual([spot.id]);
      expect(served.mentions.tours.map((t: { id: number }) => t.id)).toEqual([tour.id]);
      expect(served.mentions.events).toEqual([
        expect.objectContaining({ slug: 'guelaguetza', cityId: 2 }),
      ]);
      expect(served.mentions.events[0]).not.toHaveProperty('updatedAt');
      expect(served.mentions.spots[0]).not.toHaveProperty('citySlug');
    } finally {
      await db.update(postSections).set({ bodyMd: before!.bodyMd }).where(where);
      ctx.app.contentCache.invalidate();
    }
  });

  it('answers 404 "Not found." for a missing post', async () => {
    for (const url of [
      '/api/city-posts/by-slug/4/no-such-post',
      '/api/city-posts/by-slug/2/visa-requirements',
    ]) {
      const response = await ctx.app.inject(url);
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ error: 'NOT_FOUND', message: 'Not found.' });
    }
  });

  it.each([
    ['/api/city-posts', 'cityId'],
    ['/api/city-posts?cityId=abc', 'cityId'],
    ['/api/city-posts?cityId=4&publishedOnly=maybe', 'publishedOnly'],
    ['/api/city-posts/by-slug/x/visa-requirements', 'cityId'],
    ['/api/city-posts/by-slug/4/bad_slug!', 'slug'],
  ])('answers 400 for %s naming %s', async (url, field) => {
    const response = await ctx.app.inject(url);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ error: 'VALIDATION_ERROR', field });
  });

  it('answers an empty list for a city without posts', async () => {
    expect((await ctx.app.inject('/api/city-posts?cityId=999')).json()).toEqual([]);
  });
});

describe.each(testDatabases)('post calls on $name (dataset)', (target) => {
  const ctx = useApp(target, { content: 'real' });

  it('lists the 16 Mexico Basics guides in curated order', async () => {
    const posts = (await ctx.app.inject('/api/city-posts?cityId=4')).json();
    expect(posts).toHaveLength(16);
    expect(posts[0].slug).toBe('visa-requirements');
    const rows = await ctx.database.db
      .select({ slug: cityPosts.slug, rank: cityPosts.rank, id: cityPosts.id })
      .from(cityPosts)
      .where(eq(cityPosts.cityId, 4));
    rows.sort((a, b) => a.rank - b.rank || a.id - b.id);
    expect(posts.map((p: { slug: string }) => p.slug)).toEqual(rows.map((r) => r.slug));
  });

  it('serves "Mexico City in Three Days" with links to Templo Mayor and Casa Azul, and its cards', async () => {
    const post = (
      await ctx.app.inject('/api/city-posts/by-slug/1/mexico-city-three-day-itinerary')
    ).json();
    const spots = (await ctx.app.inject('/api/cities/1/spots?size=100')).json().content;
    const idOf = (slug: string) => spots.find((s: { slug: string }) => s.slug === slug).id;
    const body = post.sections.map((s: { bodyMd: string }) => s.bodyMd).join('\n');
    expect(body).toContain(`[Templo Mayor](/spots/${idOf('templo-mayor')})`);
    expect(body).toContain(`[Casa Azul](/spots/${idOf('museo-frida-kahlo')})`);
    expect(body).not.toMatch(/\]\((spot|tour|event):/);
    const cardSlugs = post.mentions.spots.map((s: { slug: string }) => s.slug);
    expect(cardSlugs).toEqual(expect.arrayContaining(['templo-mayor', 'museo-frida-kahlo']));
    expect(post.mentions.tours).toHaveLength(7);
  });
});
