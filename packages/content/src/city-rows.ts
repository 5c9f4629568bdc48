/**
 * A city's basics as the dataset writes them (CitySource, `city.yaml`) and as the `cities` table
 * holds them, both ways: the import and an editor's publication write rows with `cityRow`, and a
 * draft starts from a live city with `citySourceOf`, so the two never disagree on a field.
 */
import type { cities } from '@sendero/db';
import type { CitySource } from './schema.ts';
import { MEDIA_BASE_URL, mediaUrl } from './spot-rows.ts';

type CityInsert = typeof cities.$inferInsert;
type CityRow = typeof cities.$inferSelect;

/** The row's fields from the city's basics; the id and slug name it and never change. */
export function cityRow(city: CitySource) {
  return {
    name: city.name,
    region: city.region ?? null,
    description: city.description,
    mainImageUrl: mediaUrl(city.image),
    mainImageAlt: city.image.alt,
    lat: city.lat,
    lng: city.lng,
    rank: city.rank,
    timeZone: city.timeZone,
    info: city.info.map((section) => ({
      sectionKey: section.key,
      title: section.title,
      description: section.description,
      topics: section.topics.map((topic) => ({
        topicKey: topic.key,
        title: topic.title,
        description: topic.description,
        tips: topic.tips.map((tipText) => ({ tipText })),
      })),
    })),
  } satisfies Omit<CityInsert, 'id' | 'slug'>;
}

/**
 * The live city in the dataset's shape (an empty region left out). The table keeps no picture
 * credit, so none is here.
 */
export function citySourceOf(row: CityRow): CitySource {
  return {
    id: row.id,
    slug: row.slug,
    name: row.name,
    ...(row.region === null ? {} : { region: row.region }),
    description: row.description,
    image: { file: row.mainImageUrl.slice(MEDIA_BASE_URL.length), alt: row.mainImageAlt },
    lat: row.lat,
    lng: row.lng,
    timeZone: row.timeZone,
    rank: row.rank,
    info: row.info.map((section) => ({
      key: section.sectionKey,
      title: section.title,
      description: section.description,
      topics: section.topics.map((topic) => ({
        key: topic.topicKey,
        title: topic.title,
        description: topic.description,
        tips: topic.tips.map((tip) => tip.tipText),
      })),
    })),
  };
}
