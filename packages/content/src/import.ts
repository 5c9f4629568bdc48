/**
 * Upserts the dataset by slug in one transaction: run it twice and nothing changes the second time.
 * City ids come from the dataset (they appear in URLs); everything else gets database ids that stay
 * stable across imports because rows are matched by slug. The search index is rebuilt in the same
 * transaction so it never disagrees with the content.
 */
import { eq, getTableColumns, sql, type Column } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import {
  announceContentChange,
  cities,
  editorOwned,
  editorOwnsCity,
  cityPosts,
  events,
  postSections,
  spots,
  tourStops,
  tours,
  vacuumSearchIndexes,
  type Database,
} from '@sendero/db';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { applyAltManifest, readAltManifest, readCoverManifest } from './alt-text.ts';
import { checkIntegrity, countDataset, type DatasetCounts } from './check.ts';
import { DatasetError } from './errors.ts';
import {
  DEFAULT_IMAGES_DIR,
  readDataset,
  stopsOf,
  type CityEntry,
  type Dataset,
} from './read-dataset.ts';
import { rebuildSearchDocuments } from './search-index.ts';
import { retimeToursThrough } from './tour-lengths.ts';
import { todayIn } from './recurrence.ts';
import { spotRow } from './spot-rows.ts';
import { tourRow } from './tour-rows.ts';
import { eventRow } from './event-rows.ts';
import { postRows } from './post-rows.ts';
import { cityRow } from './city-rows.ts';

type Tx = Parameters<Parameters<Database['transaction']>[0]>[0];

/**
 * `excluded.<column>` for every listed property of `table`, for ON CONFLICT … DO UPDATE. The keys
 * are the table's property names (`priceNote`), checked by the compiler: Drizzle ignores a `set`
 * key that names no property, so a column name there (`price_note`) was never updated.
 */
function excluded<T extends PgTable>(table: T, ...keys: Array<keyof T['_']['columns'] & string>) {
  const columns = getTableColumns(table) as Record<string, Column>;
  return Object.fromEntries(keys.map((key) => [key, sql.raw(`excluded."${columns[key]!.name}"`)]));
}

/** What an import did: the dataset's counts, and what it left to the editors' versions. */
export type ImportResult = DatasetCounts & {
  /**
   * Cities' basics ("oaxaca/city"), spots, tours, posts and events an editor has published
   * ("oaxaca/zocalo"): the database's version was kept.
   */
  keptEditorVersions: string[];
};

export async function importDataset(
  db: Database,
  dataset: Dataset,
  imagesDir = DEFAULT_IMAGES_DIR,
): Promise<ImportResult> {
  const problems = checkIntegrity(dataset, imagesDir);
  if (problems.length > 0) throw new DatasetError(problems);
  // Generated pictures carry their own alt text (images/alt.json), which wins over the YAML's, and
  // a tour or post that borrows another's picture is served its own once drawn (images/covers.json).
  dataset = applyAltManifest(
    dataset,
    readAltManifest(imagesDir),
    readCoverManifest(imagesDir),
    (file) => existsSync(join(imagesDir, file)),
  );

  const keptEditorVersions: string[] = [];
  await db.transaction(async (tx) => {
    for (const entry of dataset.cities) keptEditorVersions.push(...(await importCity(tx, entry)));
    // Explicit city ids leave the serial behind; keep it ahead for anything created later.
    await tx.execute(
      sql`select setval(pg_get_serial_sequence('cities', 'id'), greatest((select max(id) from cities), 1))`,
    );
    await rebuildSearchDocuments(tx);
    // Running servers drop their cached answers when this commits (even from another process).
    await announceContentChange(tx);
  });
  await vacuumSearchIndexes(db);
  return { ...countDataset(dataset), keptEditorVersions };
}

/** Imports one city; answers the spots, tours and events it left to their editors' versions. */
async function importCity(tx: Tx, entry: CityEntry): Promise<string[]> {
  const { city } = entry;
  // A city whose basics an editor has published keeps them (decision 0041); only a new city, or
  // one no editor has changed, takes the dataset's.
  const cityKept = await editorOwnsCity(tx, { slug: city.slug });
  const fields = cityRow(city);
  const row = { id: city.id, slug: city.slug, ...fields };
  if (cityKept) {
    await tx.insert(cities).values(row).onConflictDoNothing({ target: cities.slug });
  } else {
    await tx
      .insert(cities)
      .values(row)
      .onConflictDoUpdate({
        target: cities.slug,
        set: {
          ...excluded(cities, ...(Object.keys(fields) as (keyof typeof fields)[])),
          updatedAt: sql`now()`,
        },
      });
  }
  const [live] = await tx.select({ id: cities.id }).from(cities).where(eq(cities.slug, city.slug));
  const cityId = live!.id;

  const owned = await editorOwned(tx, { kind: 'spot', cityId });
  const spotIds = await importSpots(tx, cityId, entry, owned);
  const keptTours = await importTours(tx, cityId, entry, spotIds);
  const keptPosts = await importPosts(tx, cityId, entry);
  const keptEvents = await importEvents(tx, cityId, entry);
  // The dataset's tour lengths were made from its own copy of the kept spots.
  for (const spotId of owned.values()) {
    await retimeToursThrough(tx, { spotId, today: todayIn(new Date()) });
  }
  return [
    ...(cityKept ? ['city'] : []),
    ...entry.spots.filter((spot) => owned.has(spot.slug)).map((s) => s.slug),
    ...keptTours,
    ...keptPosts,
    ...keptEvents,
  ].map((slug) => `${entry.folder}/${slug}`);
}

/**
 * Upserts the city's spots but those an editor has published (`owned`): the database's version of
 * those wins (decision 0041). Answers every spot's id by slug, kept ones included.
 */
async function importSpots(
  tx: Tx,
  cityId: number,
  entry: CityEntry,
  owned: Map<string, number>,
): Promise<Map<string, number>> {
  const fresh = entry.spots.filter((spot) => !owned.has(spot.slug));
  if (fresh.length === 0) return new Map(owned);
  const rows = await tx
    .insert(spots)
    .values(fresh.map((spot) => spotRow(cityId, spot)))
    .onConflictDoUpdate({
      target: [spots.cityId, spots.slug],
      set: {
        ...excluded(
          spots,
          'name',
          'description',
          'address',
          'lat',
          'lng',
          'price',
          'priceUnit',
          'priceNote',
          'visitMinutes',
          'category',
          'tags',
          'openingHours',
          'hoursNote',
          'factsCheckedOn',
          'website',
          'images',
          'rank',
        ),
        updatedAt: sql`now()`,
      },
    })
    .returning({ id: spots.id, slug: spots.slug });
  return new Map([...owned, ...rows.map((r) => [r.slug, r.id] as const)]);
}

/**
 * Upserts the city's tours but those an editor has published (`owned`), which stay as the
 * database has them, stops included (decision 0041). Answers the kept ones' slugs.
 */
async function importTours(
  tx: Tx,
  cityId: number,
  entry: CityEntry,
  spotIds: Map<string, number>,
): Promise<string[]> {
  const owned = await editorOwned(tx, { kind: 'tour', cityId });
  const fresh = entry.tours.filter((tour) => !owned.has(tour.slug));
  if (fresh.length > 0) {
    const rows = await tx
      .insert(tours)
      .values(fresh.map((tour) => tourRow(cityId, tour, stopsOf(entry, tour))))
      .onConflictDoUpdate({
        target: tours.slug,
        set: {
          ...excluded(
            tours,
            'cityId',
            'title',
            'description',
            'cost',
            'costUnit',
            'durationMinutes',
            'startTime',
            'days',
            'months',
            'category',
            'tags',
            'coverImageUrl',
            'coverImageAlt',
            'rank',
          ),
          updatedAt: sql`now()`,
        },
      })
      .returning({ id: tours.id, slug: tours.slug });
    const tourIds = new Map(rows.map((r) => [r.slug, r.id]));
    const ids = [...tourIds.values()];
    // Stops are replaced wholesale: order is part of the tour, not of any one stop.
    await tx.delete(tourStops).where(sql`${tourStops.tourId} in ${ids}`);
    await tx.insert(tourStops).values(
      fresh.flatMap((tour) =>
        tour.stops.map((stop, orderIndex) => ({
          tourId: tourIds.get(tour.slug)!,
          spotId: spotIds.get(stop)!,
          orderIndex,
        })),
      ),
    );
  }
  return entry.tours.filter((tour) => owned.has(tour.slug)).map((tour) => tour.slug);
}

/**
 * Upserts the city's posts, sections replaced wholesale, but those an editor has published, which
 * stay as the database has them (decision 0041). Answers the kept ones' slugs.
 */
async function importPosts(tx: Tx, cityId: number, entry: CityEntry): Promise<string[]> {
  const owned = await editorOwned(tx, { kind: 'post', cityId });
  const fresh = entry.posts
    .filter((post) => !owned.has(post.slug))
    .map((post) => postRows(cityId, { slug: post.slug, ...post.meta, body: post.body }));
  if (fresh.length > 0) {
    const rows = await tx
      .insert(cityPosts)
      .values(fresh.map((post) => post.row))
      .onConflictDoUpdate({
        target: [cityPosts.cityId, cityPosts.slug],
        set: {
          ...excluded(
            cityPosts,
            'title',
            'subtitle',
            'type',
            'tags',
            'coverImageUrl',
            'coverImageAlt',
            'author',
            'readTime',
            'published',
            'rank',
          ),
          updatedAt: sql`now()`,
        },
      })
      .returning({ id: cityPosts.id, slug: cityPosts.slug });
    const postIds = new Map(rows.map((r) => [r.slug, r.id]));
    await tx.delete(postSections).where(sql`${postSections.postId} in ${[...postIds.values()]}`);
    const sections = fresh.flatMap((post) =>
      post.sections.map((section) => ({ postId: postIds.get(post.row.slug)!, ...section })),
    );
    if (sections.length > 0) await tx.insert(postSections).values(sections);
  }
  return entry.posts.filter((post) => owned.has(post.slug)).map((post) => post.slug);
}

/**
 * Upserts the city's events but those an editor has published, which stay as the database has
 * them (decision 0041). Answers the kept ones' slugs.
 */
async function importEvents(tx: Tx, cityId: number, entry: CityEntry): Promise<string[]> {
  const owned = await editorOwned(tx, { kind: 'event', cityId });
  const fresh = entry.events.filter((event) => !owned.has(event.slug));
  if (fresh.length > 0) {
    await tx
      .insert(events)
      .values(fresh.map((event) => eventRow(cityId, event)))
      .onConflictDoUpdate({
        target: events.slug,
        set: {
          ...excluded(
            events,
            'cityId',
            'title',
            'venue',
            'address',
            'startsOn',
            'endsOn',
            'startTime',
            'endTime',
            'priceText',
            'priceUnit',
            'description',
            'link',
            'tags',
            'coverUrl',
            'coverAlt',
            'recursYearly',
            'datesVary',
          ),
          updatedAt: sql`now()`,
        },
      });
  }
  return entry.events.filter((event) => owned.has(event.slug)).map((event) => event.slug);
}

/** Imports the dataset when the database holds no city yet (first start). */
export async function importIfEmpty(
  db: Database,
  load: () => Dataset = () => readDataset(),
  imagesDir = DEFAULT_IMAGES_DIR,
): Promise<DatasetCounts | null> {
  const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(cities);
  if ((row?.n ?? 0) > 0) return null;
  return importDataset(db, load(), imagesDir);
}
