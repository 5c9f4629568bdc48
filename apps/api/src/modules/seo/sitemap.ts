import { MEXICO_CITY_ID, paths } from '@sendero/contract';
// The five characters that matter in HTML are the same five in XML.
import { escapeHtml } from '@sendero/contract';
import {
  listCityRefs,
  listPublishedPostRefs,
  listSpotRefs,
  listTourRefs,
  type Database,
} from '@sendero/db';

interface SitemapEntry {
  path: string;
  lastModified?: Date;
}

const STATIC_PAGES = [
  paths.home(),
  paths.cities(),
  paths.mexico(),
  paths.experiences(),
  paths.events(),
];

/** Every content page: the fixed pages, then each city (with its lists), tour, spot and post. */
export async function sitemapEntries(db: Database): Promise<SitemapEntry[]> {
  const [cityRefs, tourRefs, spotRefs, postRefs] = await Promise.all([
    listCityRefs(db),
    listTourRefs(db),
    listSpotRefs(db),
    listPublishedPostRefs(db),
  ]);
  return [
    ...STATIC_PAGES.map((path) => ({ path })),
    ...cityRefs.flatMap(({ id, updatedAt }) => {
      // México's page is /mexico; its guides list and posts are still pages of their own.
      const pages =
        id === MEXICO_CITY_ID
          ? [paths.cityPosts(id)]
          : [paths.city(id), paths.cityTours(id), paths.citySpots(id), paths.cityPosts(id)];
      return pages.map((path) => ({ path, lastModified: updatedAt }));
    }),
    ...tourRefs.map(({ id, updatedAt }) => ({ path: paths.tour(id), lastModified: updatedAt })),
    ...spotRefs.map(({ id, updatedAt }) => ({ path: paths.spot(id), lastModified: updatedAt })),
    ...postRefs.map(({ cityId, slug, updatedAt }) => ({
      path: paths.post(cityId, slug),
      lastModified: updatedAt,
    })),
  ];
}

export function renderSitemap(entries: SitemapEntry[], publicUrl: string) {
  const urls = entries.map(({ path, lastModified }) => {
    const lastmod = lastModified
      ? `<lastmod>${lastModified.toISOString().slice(0, 10)}</lastmod>`
      : '';
    return `  <url><loc>${escapeHtml(`${publicUrl}${path}`)}</loc>${lastmod}</url>`;
  });
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...urls,
    '</urlset>',
    '',
  ].join('\n');
}

/** The editors' desk is no page for a crawler (its pages also answer `noindex`). */
const DISALLOWED = [paths.editor()];

export function renderRobots(publicUrl: string) {
  const disallow = DISALLOWED.map((path) => `Disallow: ${path}\n`).join('');
  return `User-agent: *\nAllow: /\n${disallow}\nSitemap: ${publicUrl}/sitemap.xml\n`;
}
