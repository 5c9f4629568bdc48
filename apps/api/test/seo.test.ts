import { brotliDecompressSync } from 'node:zlib';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { announceContentChange, tours } from '@sendero/db';
import { useApp } from './build.ts';
import { testDatabases } from './databases.ts';
import { WEB_DIST, webBuilt } from './web-build.ts';

const PUBLIC_URL = 'https://sendero.example';

/** The attribute of the first element matching a selector-like pattern, entities decoded. */
function attr(html: string, tag: RegExp, name: string) {
  const element = html.match(tag)?.[0];
  const raw = element?.match(new RegExp(`${name}="([^"]*)"`))?.[1];
  return raw
    ?.replaceAll('&quot;', '"')
    .replaceAll('&#39;', "'")
    .replaceAll('&lt;', '<')
    .replaceAll('&gt;', '>')
    .replaceAll('&amp;', '&');
}
const meta = (html: string, key: string) =>
  attr(html, new RegExp(`<meta (?:name|property)="${key}"[^>]*>`), 'content');
const jsonLd = (html: string) => {
  const raw = html.match(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/)?.[1];
  return raw === undefined ? undefined : JSON.parse(raw);
};

describe.skipIf(!webBuilt).each(testDatabases)(
  'rendered pages, sitemap and robots on $name',
  (target) => {
    const ctx = useApp(target, { env: { WEB_DIST_DIR: WEB_DIST, PUBLIC_URL }, content: 'fixture' });

    const page = async (path: string) => {
      const response = await ctx.app.inject(path);
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toMatch(/text\/html/);
      return response.body;
    };
    const tourId = async () => {
      const [row] = await ctx.database.db.select().from(tours).where(eq(tours.slug, 'oaxaca-walk'));
      return row!.id;
    };

    it('fills a tour page with its title, description, canonical URL, Open Graph and TouristTrip', async () => {
      const id = await tourId();
      const html = await page(`/tours/${id}`);
      expect(html.match(/<title>([^<]*)<\/title>/)?.[1]).toBe('Centro Walk · Sendero');
      expect(html.match(/<title>/g)).toHaveLength(1);
      expect(html.match(/<meta name="description"/g)).toHaveLength(1);
      expect(meta(html, 'description')).toBe('A fixture walk.');
      expect(attr(html, /<link rel="canonical"[^>]*>/, 'href')).toBe(`${PUBLIC_URL}/tours/${id}`);
      expect(meta(html, 'og:title')).toBe('Centro Walk');
      expect(meta(html, 'og:description')).toBe('A fixture walk.');
      expect(meta(html, 'og:url')).toBe(`${PUBLIC_URL}/tours/${id}`);
      expect(meta(html, 'og:type')).toBe('website');
      expect(meta(html, 'og:image')).toBe(`${PUBLIC_URL}/media/tours/oaxaca-walk.svg`);
      expect(meta(html, 'twitter:card')).toBe('summary_large_image');
      expect(meta(html, 'twitter:title')).toBe('Centro Walk');
      expect(meta(html, 'twitter:image')).toBe(`${PUBLIC_URL}/media/tours/oaxaca-walk.svg`);
      const data = jsonLd(html);
      expect(data).toMatchObject({
        '@context': 'https://schema.org',
        '@type': 'TouristTrip',
        name: 'Centro Walk',
        url: `${PUBLIC_URL}/tours/${id}`,
      });
      expect(
        data.itinerary.itemListElement.map((e: { item: { name: string } }) => e.item.name),
      ).toEqual(['Zócalo de Oaxaca', 'Templo de Santo Domingo', 'Mercado 20 de Noviembre']);
      // The body is the rendered page, with the state the browser hydrates from.
      expect(html).toContain('<h1');
      expect(html).toContain('Zócalo de Oaxaca');
      expect(html).toContain('<script type="application/json" id="sendero-state">');
    });

    it('fills a spot page with TouristAttraction', async () => {
      const spot = (await ctx.app.inject('/api/spots/popular?cityId=2&sort=name&limit=1')).json()
        .content[0];
      const html = await page(`/spots/${spot.id}`);
      expect(html).toContain(`<title>Mercado 20 de Noviembre · Sendero</title>`);
      expect(meta(html, 'og:image')).toBe(`${PUBLIC_URL}${spot.media[0].fileUrl}`);
      expect(jsonLd(html)).toMatchObject({
        '@type': 'TouristAttraction',
        name: 'Mercado 20 de Noviembre',
        geo: { latitude: 17.0578, longitude: -96.7265 },
        address: { streetAddress: '20 de Noviembre 512, Centro, Oaxaca' },
      });
    });

    it('fills a post page with Article', async () => {
      const html = await page('/cities/4/post/visa-requirements');
      expect(html).toContain('<title>Visa Requirements · Sendero</title>');
      expect(meta(html, 'description')).toBe('Entry rules in brief');
      expect(meta(html, 'og:type')).toBe('article');
      expect(meta(html, 'og:image')).toBe(`${PUBLIC_URL}/media/posts/visa-requirements.svg`);
      expect(jsonLd(html)).toMatchObject({
        '@type': 'Article',
        headline: 'Visa Requirements',
        url: `${PUBLIC_URL}/cities/4/post/visa-requirements`,
      });
    });

    it('fills a city page with City, and /mexico with the country', async () => {
      const city = await page('/cities/2');
      expect(city).toContain('<title>Oaxaca · Sendero</title>');
      expect(meta(city, 'og:image')).toBe(`${PUBLIC_URL}/media/cities/oaxaca.svg`);
      expect(jsonLd(city)).toMatchObject({ '@type': 'City', name: 'Oaxaca' });
      const mexico = await page('/mexico');
      expect(mexico).toContain('<title>Mexico Basics · Sendero</title>');
      expect(attr(mexico, /<link rel="canonical"[^>]*>/, 'href')).toBe(`${PUBLIC_URL}/mexico`);
      expect(jsonLd(mexico)).toMatchObject({ '@type': 'Country', name: 'México' });
    });

    it.each([
      ['/tours/99999', 404],
      ['/spots/abc', 400],
      ['/spots/2147483648', 400],
      ['/cities/999', 404],
      ['/cities/4/post/nope', 404],
      ['/cities/2/post/bad_slug', 400],
      ['/cities/999/tours', 404],
      ['/cities/abc/posts', 400],
      ['/spot/99999?tourId=1', 404],
      ['/events', 200],
      ['/cities/2/spots', 200],
      ['/x', 404],
      ['/tours/1/extra', 404],
      ['/reset-password?token=x', 200],
    ])('renders %s with status %i', async (path, status) => {
      const response = await ctx.app.inject(path);
      expect(response.statusCode).toBe(status);
      expect(response.headers['content-type']).toMatch(/text\/html/);
      expect(response.body).toMatch(/<div id="root"><[a-z]/);
    });

    it('redirects the legacy /city/{id} link permanently', async () => {
      for (const [path, location] of [
        ['/city/2', '/cities/2'],
        ['/city/4', '/mexico'],
        ['/city/abc', '/cities/abc'],
      ]) {
        const response = await ctx.app.inject(path!);
        expect(response.statusCode, path).toBe(301);
        expect(response.headers.location).toBe(location);
      }
    });

    it('keeps an existing page ready to send: compressed, with a strong ETag, revalidated to 304', async () => {
      const id = await tourId();
      const first = await ctx.app.inject(`/tours/${id}`);
      const tag = first.headers.etag as string;
      expect(tag).toMatch(/^"[^"]+"$/);
      const brotli = await ctx.app.inject({
        url: `/tours/${id}`,
        headers: { 'accept-encoding': 'br' },
      });
      expect(brotli.headers['content-encoding']).toBe('br');
      expect(brotliDecompressSync(brotli.rawPayload).toString()).toBe(first.body);
      const again = await ctx.app.inject({
        url: `/tours/${id}`,
        headers: { 'if-none-match': tag },
      });
      expect(again.statusCode).toBe(304);
      expect(again.headers['cache-control']).toBe('no-cache');
    });

    it('escapes everything it writes into the page', async () => {
      const id = await tourId();
      const hostile = `Tacos <b>"&"</b> 'night'</script><script>alert(1)</script>`;
      await ctx.database.db.update(tours).set({ title: hostile }).where(eq(tours.id, id));
      // As an import would: announce the change, so cached pages are dropped.
      await announceContentChange(ctx.database.db);
      await expect.poll(() => ctx.app.contentCache.size, { timeout: 5000 }).toBe(0);
      try {
        // The kept page is sent stale while one render replaces it (decision 0030).
        await expect.poll(() => page(`/tours/${id}`), { timeout: 5000 }).toContain('<title>Tacos');
        const html = await page(`/tours/${id}`);
        expect(html).not.toContain('<b>');
        expect(html).not.toContain('<script>alert(1)');
        // The title is the page's <title> element as React escapes it.
        expect(html).toContain(
          '<title>Tacos &lt;b&gt;&quot;&amp;&quot;&lt;/b&gt; &#x27;night&#x27;&lt;/script&gt;',
        );
        expect(meta(html, 'og:title')).toBe(hostile);
        const script = html.match(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/)![1]!;
        expect(script).not.toContain('<');
        expect(script).toContain('\\u003c/script\\u003e');
        expect(JSON.parse(script).name).toBe(hostile);
      } finally {
        await ctx.database.db.update(tours).set({ title: 'Centro Walk' }).where(eq(tours.id, id));
        await announceContentChange(ctx.database.db);
        await expect
          .poll(() => page(`/tours/${id}`), { timeout: 5000 })
          .not.toContain('<title>Tacos');
      }
    });

    it('lists every content page in sitemap.xml with absolute URLs', async () => {
      const response = await ctx.app.inject('/sitemap.xml');
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toMatch(/xml/);
      const locs = [...response.body.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]);
      const spotIds = (await ctx.app.inject('/api/spots/popular'))
        .json()
        .content.map((s: { id: number }) => s.id);
      expect(locs).toEqual(
        expect.arrayContaining([
          `${PUBLIC_URL}/`,
          `${PUBLIC_URL}/cities`,
          `${PUBLIC_URL}/mexico`,
          `${PUBLIC_URL}/events`,
          `${PUBLIC_URL}/cities/2`,
          `${PUBLIC_URL}/cities/8`,
          `${PUBLIC_URL}/tours/${await tourId()}`,
          `${PUBLIC_URL}/cities/4/post/visa-requirements`,
          ...spotIds.map((id: number) => `${PUBLIC_URL}/spots/${id}`),
        ]),
      );
      expect(locs).not.toContain(`${PUBLIC_URL}/cities/4`);
      expect(locs.filter((loc) => loc?.startsWith(`${PUBLIC_URL}/editor`))).toEqual([]);
      expect(locs.every((loc) => loc?.startsWith(`${PUBLIC_URL}/`))).toBe(true);
    });

    it('allows every crawler in robots.txt but the editors’ desk, and points to the sitemap', async () => {
      const response = await ctx.app.inject('/robots.txt');
      expect(response.statusCode).toBe(200);
      expect(response.body).toContain('User-agent: *');
      expect(response.body).toContain('Allow: /\n');
      expect(response.body).toContain('Disallow: /editor\n');
      expect(response.body).toContain(`Sitemap: ${PUBLIC_URL}/sitemap.xml`);
    });
  },
);
