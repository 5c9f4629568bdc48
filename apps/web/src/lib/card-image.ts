import type { CitySummary, SpotSummary, TourSummary } from '@sendero/contract';

/** Shipped with the dataset (served under /media). */
export const PLACEHOLDER_IMAGE = '/media/placeholder.svg';

function orPlaceholder(url: string | undefined): string {
  return url !== undefined && url.trim() !== '' ? url.trim() : PLACEHOLDER_IMAGE;
}

/** The image a city shows (content spec §3): its main image, else the placeholder. */
export function cityImage(city: Pick<CitySummary, 'mainImageUrl'>): string {
  return orPlaceholder(city.mainImageUrl);
}

/** A tour's cover image, else the placeholder. */
export function tourImage(tour: Pick<TourSummary, 'coverImageUrl'>): string {
  return orPlaceholder(tour.coverImageUrl);
}

/** A spot's first media image, else the placeholder. */
export function spotImage(spot: Pick<SpotSummary, 'media'>): string {
  return orPlaceholder(spot.media[0]?.fileUrl);
}
