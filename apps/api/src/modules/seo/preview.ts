/**
 * Share previews: the page's own title, description, canonical URL, Open Graph / Twitter tags and
 * JSON-LD, written into index.html so link unfurlers (which run no JavaScript) see the content.
 */
import { MAX_ID, MEXICO_CITY_ID } from '@sendero/contract';
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

type Resolver = (
  db: Database,
  match: RegExpMatchArray,
  url: string,
) => Promise<SharePreview | null>;

const toId = (raw: string | undefined) => {
  const id = Number(raw);
  return Number.isSafeInteger(id) && id > 0 && id <= MAX_ID ? id : null;
};

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

function resolvers(publicUrl: string): [RegExp, Resolver][] {
  return [
    [/^\/mexico$/, (db, _m, url) => cityPreview(db, MEXICO_CITY_ID, url, publicUrl)],
    [/^\/cities\/(\d+)$/, (db, m, url) => cityPreview(db, toId(m[1]), url, publicUrl)],
    [
      /^\/tours\/(\d+)$/,
      async (db, m, url) => {
        const id = toId(m[1]);
        const tour = id === null ? null : await getTour(db, id);
        if (!tour) return null;
        return {
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
                  url: `${publicUrl}/spots/${spot.id}`,
                },
              })),
            },
          },
        };
      },
    ],
    [
      /^\/spots\/(\d+)$/,
      async (db, m, url) => {
        const id = toId(m[1]);
        const spot = id === null ? null : await getSpot(db, id);
        if (!spot) return null;
        const image = spot.media[0] ?? null;
        return {
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
        };
      },
    ],
    [
      /^\/cities\/(\d+)\/post\/([A-Za-z0-9-]{1,120})$/,
      async (db, m, url) => {
        const cityId = toId(m[1]);
        const post = cityId === null ? null : await getPostBySlug(db, { cityId, slug: m[2] ?? '' });
        if (!post || !post.published) return null;
        const description = post.subtitle || post.sections[0]?.bodyMd || post.title;
        return {
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
        };
      },
    ],
  ];
}

/** The preview of a page path, or null when the path is not a content page or names nothing. */
export async function previewFor(
  db: Database,
  publicUrl: string,
  path: string,
): Promise<SharePreview | null> {
  const normalized = path.length > 1 ? path.replace(/\/+$/, '') : path;
  const url = `${publicUrl}${normalized}`;
  for (const [pattern, resolve] of resolvers(publicUrl)) {
    const match = normalized.match(pattern);
    if (match) return resolve(db, match, url);
  }
  return null;
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
