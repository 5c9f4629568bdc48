/**
 * What the server answers for a page path before the app runs: the HTTP status (404 for an unknown
 * path or an id that names nothing, 400 for a malformed id, 301 for the legacy /city/{id} link), and
 * for content pages their share preview: title, description, canonical URL, Open Graph / Twitter
 * tags and JSON-LD, written into index.html so link unfurlers and crawlers (which run no
 * JavaScript) see the content.
 */
import {
  cityHomePath,
  matchPagePath,
  MEXICO_CITY_ID,
  PAGE_PATTERNS,
  parseEntityId,
  paths,
  postSlugParams,
  type PageName,
} from '@sendero/contract';
import { getCity, getPostBySlug, getSpot, getTour, type Database } from '@sendero/db';

const SITE_NAME = 'Sendero';
const DESCRIPTION_LIMIT = 200;

export interface SharePreview {
  title: string;
  description: string;
  /** Site path of the image (e.g. /media/tours/x.svg) or an absolute URL. */
  image: string | null;
  imageAlt: string | null;
  type: 'website' | 'article';
  jsonLd: Record<string, unknown>;
}

/** The answer for a page path: the app with its preview, a redirect, or an error status. */
export type PageOutcome =
  | { status: 200; preview: SharePreview | null }
  | { status: 301; location: string }
  | { status: 400 | 404 };

type Resolver = (db: Database, params: Record<string, string>, url: string) => Promise<PageOutcome>;

const MALFORMED = { status: 400 } as const;
const MISSING = { status: 404 } as const;
const PLAIN = { status: 200, preview: null } as const;

const found = (preview: SharePreview | null): PageOutcome =>
  preview ? { status: 200, preview } : MISSING;

/** A page of one city (its lists): the city must exist. */
async function cityPage(db: Database, rawId: string | undefined): Promise<PageOutcome> {
  const id = parseEntityId(rawId);
  if (id === null) return MALFORMED;
  return (await getCity(db, id)) ? PLAIN : MISSING;
}

/** Whole words up to the limit, with an ellipsis when cut. */
export function summarize(text: string, limit = DESCRIPTION_LIMIT) {
  const flat = text.replace(/\s+/g, ' ').trim();
  if (flat.length <= limit) return flat;
  const cut = flat.slice(0, limit - 1);
  const lastSpace = cut.lastIndexOf(' ');
  return `${(lastSpace > limit / 2 ? cut.slice(0, lastSpace) : cut).replace(/[\s,.;:]+$/, '')}…`;
}

const absolute = (publicUrl: string, path: string) =>
  /^https?:\/\//.test(path) ? path : `${publicUrl}${path.startsWith('/') ? '' : '/'}${path}`;

async function cityPreview(db: Database, id: number | null, url: string, publicUrl: string) {
  if (id === null) return null;
  const city = await getCity(db, id);
  if (!city) return null;
  const isCountry = city.id === MEXICO_CITY_ID;
  return {
    title: isCountry ? 'Mexico Basics' : city.name,
    description: summarize(city.description),
    image: city.mainImageUrl,
    imageAlt: city.mainImageAlt,
    type: 'website' as const,
    jsonLd: {
      '@context': 'https://schema.org',
      '@type': isCountry ? 'Country' : 'City',
      name: city.name,
      description: summarize(city.description, 500),
      url,
      image: absolute(publicUrl, city.mainImageUrl),
      geo: { '@type': 'GeoCoordinates', latitude: city.lat, longitude: city.lng },
      ...(isCountry ? {} : { containedInPlace: { '@type': 'Country', name: 'México' } }),
    },
  };
}

/** The pages whose answer depends on the data; every other page is the plain app. */
function resolvers(publicUrl: string): Partial<Record<PageName, Resolver>> {
  return {
    mexico: async (db, _p, url) => found(await cityPreview(db, MEXICO_CITY_ID, url, publicUrl)),
    city: async (db, p, url) => {
      const id = parseEntityId(p.id);
      return id === null ? MALFORMED : found(await cityPreview(db, id, url, publicUrl));
    },
    legacyCity: async (_db, p) => {
      const id = parseEntityId(p.id);
      return { status: 301, location: id === null ? paths.city(p.id ?? '') : cityHomePath(id) };
    },
    cityTours: (db, p) => cityPage(db, p.cityId),
    citySpots: (db, p) => cityPage(db, p.cityId),
    cityPosts: (db, p) => cityPage(db, p.cityId),
    stop: async (db, p) => {
      const id = parseEntityId(p.id);
      if (id === null) return MALFORMED;
      return (await getSpot(db, id)) ? PLAIN : MISSING;
    },
    tour: async (db, p, url) => {
      const id = parseEntityId(p.id);
      if (id === null) return MALFORMED;
      const tour = await getTour(db, id);
      if (!tour) return MISSING;
      return {
        status: 200,
        preview: {
          title: tour.title,
          description: summarize(tour.description),
          image: tour.coverImageUrl,
          imageAlt: tour.coverImageAlt,
          type: 'website',
          jsonLd: {
            '@context': 'https://schema.org',
            '@type': 'TouristTrip',
            name: tour.title,
            description: summarize(tour.description, 500),
            url,
            image: absolute(publicUrl, tour.coverImageUrl),
            touristType: tour.category,
            ...(tour.cost === null
              ? {}
              : { offers: { '@type': 'Offer', price: tour.cost, priceCurrency: 'USD' } }),
            itinerary: {
              '@type': 'ItemList',
              numberOfItems: tour.spots.length,
              itemListElement: tour.spots.map(({ spot }, index) => ({
                '@type': 'ListItem',
                position: index + 1,
                item: {
                  '@type': 'TouristAttraction',
                  name: spot.name,
                  url: `${publicUrl}${paths.spot(spot.id)}`,
                },
              })),
            },
          },
        },
      };
    },
    spot: async (db, p, url) => {
      const id = parseEntityId(p.id);
      if (id === null) return MALFORMED;
      const spot = await getSpot(db, id);
      if (!spot) return MISSING;
      const image = spot.media[0] ?? null;
      return {
        status: 200,
        preview: {
          title: spot.name,
          description: summarize(spot.description),
          image: image?.fileUrl ?? null,
          imageAlt: image?.alt ?? null,
          type: 'website',
          jsonLd: {
            '@context': 'https://schema.org',
            '@type': 'TouristAttraction',
            name: spot.name,
            description: summarize(spot.description, 500),
            url,
            ...(image ? { image: absolute(publicUrl, image.fileUrl) } : {}),
            address: {
              '@type': 'PostalAddress',
              streetAddress: spot.address,
              addressLocality: spot.cityName,
              addressCountry: 'MX',
            },
            geo: {
              '@type': 'GeoCoordinates',
              latitude: spot.coordinates.lat,
              longitude: spot.coordinates.lng,
            },
            ...(spot.openingHours ? { openingHours: spot.openingHours } : {}),
          },
        },
      };
    },
    post: async (db, p, url) => {
      const cityId = parseEntityId(p.cityId);
      const slug = postSlugParams.shape.slug.safeParse(p.slug);
      if (cityId === null || !slug.success) return MALFORMED;
      const post = await getPostBySlug(db, { cityId, slug: slug.data });
      if (!post || !post.published) return MISSING;
      const description = post.subtitle || post.sections[0]?.bodyMd || post.title;
      return {
        status: 200,
        preview: {
          title: post.title,
          description: summarize(description),
          image: post.coverImageUrl,
          imageAlt: post.coverImageAlt,
          type: 'article',
          jsonLd: {
            '@context': 'https://schema.org',
            '@type': 'Article',
            headline: post.title,
            description: summarize(description, 500),
            url,
            mainEntityOfPage: url,
            ...(post.coverImageUrl ? { image: absolute(publicUrl, post.coverImageUrl) } : {}),
            author: { '@type': 'Organization', name: post.author },
            publisher: { '@type': 'Organization', name: SITE_NAME },
            dateModified: post.updatedAt.toISOString(),
            keywords: post.tags,
          },
        },
      };
    },
  };
}

/** The answer for a page path: 404 when no page has that pattern or its data names nothing. */
export async function resolvePage(
  db: Database,
  publicUrl: string,
  path: string,
): Promise<PageOutcome> {
  const normalized = path.length > 1 ? path.replace(/\/+$/, '') : path;
  const url = `${publicUrl}${normalized}`;
  const resolve = resolvers(publicUrl);
  for (const [page, pattern] of Object.entries(PAGE_PATTERNS) as [PageName, string][]) {
    const params = matchPagePath(pattern, normalized);
    if (!params) continue;
    const resolver = resolve[page];
    return resolver ? resolver(db, params, url) : PLAIN;
  }
  return MISSING;
}

export function escapeHtml(text: string) {
  return text
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;')
    .replaceAll("'", '&#39;');
}

/** JSON inside <script> must not close the element or start a comment: escape <, >, & and LS/PS. */
export function scriptSafeJson(value: unknown) {
  return JSON.stringify(value)
    .replaceAll('<', '\\u003c')
    .replaceAll('>', '\\u003e')
    .replaceAll('&', '\\u0026')
    .replaceAll('\u2028', '\\u2028')
    .replaceAll('\u2029', '\\u2029');
}

/** index.html with the preview's tags: replaces <title> and the description, adds the rest. */
export function renderPreview(
  indexHtml: string,
  preview: SharePreview,
  publicUrl: string,
  path: string,
) {
  const normalized = path.length > 1 ? path.replace(/\/+$/, '') : path;
  const url = `${publicUrl}${normalized}`;
  const title = `${preview.title} · ${SITE_NAME}`;
  const image = preview.image ? absolute(publicUrl, preview.image) : null;
  const meta = (attr: 'name' | 'property', key: string, content: string) =>
    `<meta ${attr}="${key}" content="${escapeHtml(content)}" />`;
  const tags = [
    `<link rel="canonical" href="${escapeHtml(url)}" />`,
    meta('property', 'og:site_name', SITE_NAME),
    meta('property', 'og:type', preview.type),
    meta('property', 'og:title', preview.title),
    meta('property', 'og:description', preview.description),
    meta('property', 'og:url', url),
    ...(image ? [meta('property', 'og:image', image)] : []),
    ...(image && preview.imageAlt ? [meta('property', 'og:image:alt', preview.imageAlt)] : []),
    meta('name', 'twitter:card', image ? 'summary_large_image' : 'summary'),
    meta('name', 'twitter:title', preview.title),
    meta('name', 'twitter:description', preview.description),
    ...(image ? [meta('name', 'twitter:image', image)] : []),
    `<script type="application/ld+json">${scriptSafeJson(preview.jsonLd)}</script>`,
  ];
  const description = meta('name', 'description', preview.description);
  let html = indexHtml.replace(
    /<title>[\s\S]*?<\/title>/i,
    () => `<title>${escapeHtml(title)}</title>`,
  );
  const describedAlready = /<meta\s+name="description"[^>]*>/i.test(html);
  html = describedAlready
    ? html.replace(/<meta\s+name="description"[^>]*>/i, () => description)
    : html.replace(/<\/head>/i, () => `${description}\n</head>`);
  return html.replace(/<\/head>/i, () => `${tags.join('\n    ')}\n  </head>`);
}
