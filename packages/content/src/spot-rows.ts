/**
 * A spot as the dataset writes it (SpotSource) and as the `spots` table holds it, both ways: the
 * import and an editor's publication write rows with `spotRow`, and a draft starts from a live
 * spot with `spotSourceOf`, so the two never disagree on what a field means.
 */
import { UNKNOWN_HOURS, isKnownHours } from '@sendero/hours';
import type { spots } from '@sendero/db';
import type { ImageSource, SpotSource } from './schema.ts';

export const MEDIA_BASE_URL = '/media/';
export const mediaUrl = (image: ImageSource) => `${MEDIA_BASE_URL}${image.file}`;

type SpotInsert = typeof spots.$inferInsert;
type SpotRow = typeof spots.$inferSelect;

export function spotRow(cityId: number, spot: SpotSource): SpotInsert {
  return {
    cityId,
    slug: spot.slug,
    name: spot.name,
    description: spot.description,
    address: spot.address,
    lat: spot.lat,
    lng: spot.lng,
    price: spot.price,
    priceUnit: spot.priceUnit,
    priceNote: spot.priceNote ?? null,
    visitMinutes: spot.visitMinutes,
    category: spot.category,
    tags: spot.tags,
    openingHours: isKnownHours(spot.openingHours) ? spot.openingHours : null,
    hoursNote: spot.hoursNote ?? null,
    factsCheckedOn: spot.factsCheckedOn,
    website: spot.website ?? null,
    images: [
      {
        fileUrl: mediaUrl(spot.image),
        alt: spot.image.alt,
        ...(spot.image.credit ? { credit: spot.image.credit } : {}),
      },
    ],
    rank: spot.rank,
  };
}

/** The live spot in the dataset's shape (optional fields left out when empty). */
export function spotSourceOf(row: SpotRow): SpotSource {
  const image = row.images[0];
  return {
    slug: row.slug,
    name: row.name,
    description: row.description,
    address: row.address,
    lat: row.lat,
    lng: row.lng,
    // The dataset has no unknown price: an empty one is written as free, 0.
    price: row.price ?? 0,
    priceUnit: row.price === null ? 'free' : (row.priceUnit ?? 'per-person'),
    ...(row.priceNote ? { priceNote: row.priceNote } : {}),
    category: row.category,
    tags: row.tags,
    // Hours no one knows are stored as null and written "unknown" in the dataset.
    openingHours: row.openingHours ?? UNKNOWN_HOURS,
    ...(row.hoursNote ? { hoursNote: row.hoursNote } : {}),
    visitMinutes: row.visitMinutes,
    factsCheckedOn: row.factsCheckedOn,
    ...(row.website ? { website: row.website } : {}),
    image: {
      file: image ? image.fileUrl.slice(MEDIA_BASE_URL.length) : '',
      alt: image?.alt ?? '',
      ...(image?.credit ? { credit: image.credit } : {}),
    },
    rank: row.rank,
  };
}
