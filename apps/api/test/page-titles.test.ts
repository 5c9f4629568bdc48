import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { paths } from '@sendero/contract';
import { tours } from '@sendero/db';
import { useApp } from './build.ts';
import { testDatabases } from './databases.ts';
import { WEB_DIST, webBuilt } from './web-build.ts';

/** The text of an element as the browser reads it: the entities React and the renderer write. */
function decode(text: string) {
  return text
    .replaceAll('&lt;', '<')
    .replaceAll('&gt;', '>')
    .replaceAll('&quot;', '"')
    .replaceAll('&#x27;', "'")
    .replaceAll('&#39;', "'")
    .replaceAll('&amp;', '&');
}

/** The texts of the `<title>` elements in a part of the page. */
function titles(html: string) {
  return [...html.matchAll(/<title(?:\s[^>]*)?>([^<]*)<\/title>/g)].map((m) => decode(m[1]!));
}

/**
 * Every page's title is in the page the server sends, as its component renders it: the tab and
 * link unfurlers have it before any of the app's code runs. The titles do not depend on which
 * database served the data: PGlite alone is enough.
 */
describe.skipIf(!webBuilt)('page titles rendered on the server', () => {
  const ctx = useApp(testDatabases[0]!, { env: { WEB_DIST_DIR: WEB_DIST }, content: 'fixture' });

  const ids = async () => {
    const [tour] = await ctx.database.db.select().from(tours).where(eq(tours.slug, 'oaxaca-walk'));
    const spot = (await ctx.app.inject('/api/spots/popular?cityId=2&sort=name&limit=1')).json()
      .content[0] as { id: number; name: string };
    expect(spot.name).toBe('Mercado 20 de Noviembre');
    return { tourId: tour!.id, spotId: spot.id };
  };

  /** [path, status, title]: every page type, loaded, and the failure states a server render has. */
  const pages = async (): Promise<[string, number, string][]> => {
    const { tourId, spotId } = await ids();
    return [
      [paths.home(), 200, 'Sendero — Travel guide to México'],
      [paths.cities(), 200, 'Cities · Sendero'],
      [paths.city(2), 200, 'Oaxaca · Sendero'],
      [paths.cityTours(2), 200, 'Tours in Oaxaca · Sendero'],
      [paths.citySpots(2), 200, 'Spots in Oaxaca · Sendero'],
      [paths.cityPosts(2), 200, 'City Guides · Oaxaca · Sendero'],
      [paths.cityPosts(4), 200, 'Mexico Basics · Sendero'],
      [paths.post(4, 'visa-requirements'), 200, 'Visa Requirements · Sendero'],
      [paths.tour(tourId), 200, 'Centro Walk · Sendero'],
      [paths.spot(spotId), 200, 'Mercado 20 de Noviembre · Sendero'],
      [paths.stop(spotId, tourId), 200, 'Mercado 20 de Noviembre · Sendero'],
      [paths.mexico(), 200, 'Mexico Basics · Sendero'],
      [paths.events(), 200, "What's On · Events · Sendero"],
      [paths.experiences(), 200, 'Experiences · Sendero'],
      [paths.search('oaxaca'), 200, 'Search: oaxaca · Sendero'],
      [paths.terms(), 200, 'Terms & Conditions · Sendero'],
      [paths.companyInfo(), 200, 'Company information · Sendero'],
      [paths.submit(), 200, 'Share a spot · Sendero'],
      [paths.login(), 200, 'Sign in · Sendero'],
      [paths.login('create'), 200, 'Sign in · Sendero'],
      [paths.forgotPassword(), 200, 'Forgot password · Sendero'],
      [`${paths.resetPassword()}?token=x`, 200, 'Reset password · Sendero'],
      [paths.profile(), 200, 'Your profile · Sendero'],
      [paths.changePassword(), 200, 'Change password · Sendero'],
      [paths.trips(), 200, 'Your trips · Sendero'],
      // Personal: the trip loads after hydration, so the server renders the loading title.
      [paths.trip(1), 200, 'Your trip · Sendero'],
      [paths.offline(), 200, "You're offline · Sendero"],
      [paths.error(), 200, 'Oops! · Sendero'],
      [paths.test(), 200, 'Test page · Sendero'],
      ['/no-such-page', 404, 'Oops! · Sendero'],
      // A page's not-found and invalid states keep the title it has while it loads.
      [paths.tour(99999), 404, 'Tour · Sendero'],
      [paths.spot('abc'), 400, 'Spot · Sendero'],
      [paths.city(999), 404, 'City · Sendero'],
      [paths.cityTours(999), 404, 'City Tours · Sendero'],
      [paths.post(4, 'nope'), 404, 'Not found · Sendero'],
      [paths.stop(99999, tourId), 404, 'Stop · Sendero'],
    ];
  };

  it("writes each page's own title into its head, once, and none into its body", async () => {
    for (const [path, status, title] of await pages()) {
      const response = await ctx.app.inject(path);
      expect(response.statusCode, path).toBe(status);
      const [head, body] = response.body.split('</head>');
      expect(body, path).toBeDefined();
      expect(titles(head!), path).toEqual([title]);
      expect(titles(body!), path).toEqual([]);
      // Rendered, not the plain index.html the browser would render by itself.
      expect(body, path).toMatch(/<div id="root"><[a-z]/);
    }
  });
});
