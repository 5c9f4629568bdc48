/**
 * The shipped dataset's quality rules: everything resolves, every place is where it claims to be,
 * every image exists, every event is upcoming within a year, and the minimum counts hold.
 */
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  DEFAULT_IMAGES_DIR,
  MEXICO_CITY_ID,
  MEXICO_GUIDE_SLUGS,
  checkIntegrity,
  checkQuality,
  countDataset,
  formatProblem,
  isoDate,
  readDataset,
} from '../src/index.ts';

const dataset = readDataset();
const destinations = dataset.cities.filter((c) => c.city.id !== MEXICO_CITY_ID);
const mexico = dataset.cities.find((c) => c.city.id === MEXICO_CITY_ID);
const BASICS_SECTIONS = [
  'getting-there',
  'getting-around',
  'neighbourhoods',
  'safety',
  'food',
  'money',
  'when-to-go',
];

describe('the content dataset', () => {
  it('meets the minimum counts (and prints them)', () => {
    const counts = countDataset(dataset);
    console.log('Dataset counts:', counts);
    expect(counts.destinations).toBeGreaterThanOrEqual(12);
    expect(counts.spots).toBeGreaterThanOrEqual(150);
    expect(counts.tours).toBeGreaterThanOrEqual(40);
    expect(counts.events).toBeGreaterThanOrEqual(40);
    expect(counts.mexicoGuides).toBe(16);
  });

  it('has every reference resolved, every slug unique and every image present', () => {
    expect(checkIntegrity(dataset, DEFAULT_IMAGES_DIR).map(formatProblem)).toEqual([]);
  });

  it('keeps places near their city, read times honest, markdown free of raw HTML, events upcoming, images small', () => {
    const problems = checkQuality(dataset, {
      imagesDir: DEFAULT_IMAGES_DIR,
      today: isoDate(new Date()),
    });
    expect(problems.map(formatProblem)).toEqual([]);
  });

  it('gives México the 16 Mexico Basics guides, each of 5 to 10 sections with an author and cover', () => {
    expect(mexico).toBeDefined();
    expect(mexico!.posts.map((p) => p.slug).sort()).toEqual([...MEXICO_GUIDE_SLUGS].sort());
    for (const post of mexico!.posts) {
      const headed = post.sections.filter((s) => s.heading !== null);
      expect(headed.length, post.slug).toBeGreaterThanOrEqual(5);
      expect(headed.length, post.slug).toBeLessThanOrEqual(10);
      expect(post.meta.author.length, post.slug).toBeGreaterThan(0);
      expect(post.meta.tags.length, post.slug).toBeGreaterThan(0);
    }
    const kinds = new Set(mexico!.posts.flatMap((p) => p.sections.map((s) => s.kind)));
    expect(kinds).toEqual(new Set(['text', 'warning', 'tip']));
  });

  it.each(destinations.map((d) => [d.city.name, d] as const))(
    '%s has its basics, at least 10 spots, 4 tours of 3–8 stops and 6 guides',
    (_name, entry) => {
      expect(entry.city.description.length).toBeGreaterThan(200);
      expect(entry.city.info.map((s) => s.key)).toEqual(expect.arrayContaining(BASICS_SECTIONS));
      for (const section of entry.city.info) {
        expect(section.topics.length, section.key).toBeGreaterThan(0);
        for (const topic of section.topics) expect(topic.tips.length, topic.key).toBeGreaterThan(0);
      }
      expect(entry.spots.length).toBeGreaterThanOrEqual(10);
      expect(entry.tours.length).toBeGreaterThanOrEqual(4);
      expect(entry.posts.length).toBeGreaterThanOrEqual(6);
      for (const tour of entry.tours) {
        // Tour pages fold descriptions at 320 characters; each tour says more than that.
        expect(tour.description.length, tour.slug).toBeGreaterThan(320);
        expect(tour.stops.length, tour.slug).toBeGreaterThanOrEqual(3);
        expect(tour.stops.length, tour.slug).toBeLessThanOrEqual(8);
      }
    },
  );

  it('ships the 8 home hero slides with alt text', () => {
    expect(dataset.hero).toHaveLength(8);
    for (const slide of dataset.hero) {
      expect(slide.image.alt.length).toBeGreaterThan(10);
      expect(existsSync(join(DEFAULT_IMAGES_DIR, slide.image.file))).toBe(true);
    }
  });

  it('ships a placeholder image for missing or broken pictures', () => {
    expect(existsSync(join(DEFAULT_IMAGES_DIR, 'placeholder.svg'))).toBe(true);
  });
});
