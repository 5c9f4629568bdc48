import { MEXICO_CITY_ID } from '@sendero/contract';
import type { CitySummary } from '@sendero/contract';
import { absoluteUrl, summarize, type SharePreview } from '../../lib/share-preview.ts';

/** A City (or, for the México entry, the Country) for a city page's or /mexico's head. */
export function cityPreview(city: CitySummary, url: string, publicUrl: string): SharePreview {
  const isCountry = city.id === MEXICO_CITY_ID;
  return {
    title: isCountry ? 'Mexico Basics' : city.name,
    description: summarize(city.description),
    image: city.mainImageUrl,
    imageAlt: city.mainImageAlt,
    type: 'website',
    // /mexico opens on its guides, not on the country's picture.
    jsonLd: {
      '@context': 'https://schema.org',
      '@type': isCountry ? 'Country' : 'City',
      name: city.name,
      description: summarize(city.description, 500),
      url,
      image: absoluteUrl(publicUrl, city.mainImageUrl),
      geo: { '@type': 'GeoCoordinates', latitude: city.lat, longitude: city.lng },
      ...(isCountry ? {} : { containedInPlace: { '@type': 'Country', name: 'México' } }),
    },
  };
}
