import { describe, expect, it } from 'vitest';
import {
  countWords,
  distanceKm,
  findRawHtml,
  nextOccurrence,
  parseSections,
} from '../src/index.ts';

describe('nextOccurrence', () => {
  it('keeps a future date', () => {
    expect(nextOccurrence('2027-03-21', true, '2026-11-21')).toBe('2027-03-21');
  });
  it('moves a past yearly event to this year when still ahead', () => {
    expect(nextOccurrence('2025-12-12', true, '2026-11-21')).toBe('2026-12-12');
  });
  it('moves a past yearly event to next year once this year has passed', () => {
    expect(nextOccurrence('2025-07-20', true, '2026-11-21')).toBe('2027-07-20');
  });
  it('serves an event on its own day', () => {
    expect(nextOccurrence('2024-11-21', true, '2026-11-21')).toBe('2026-11-21');
  });
  it('leaves one-off events alone', () => {
    expect(nextOccurrence('2025-07-20', false, '2026-11-21')).toBe('2025-07-20');
  });
  it('moves 29 February to 28 February in common years', () => {
    expect(nextOccurrence('2024-02-29', true, '2026-11-21')).toBe('2027-02-28');
  });
});

describe('post sections', () => {
  it('ignores headings inside code fences', () => {
    const sections = parseSections('## A\n\n```\n## not a heading\n```\n\n## B [tip]\ntext');
    expect(sections.map((s) => s.heading)).toEqual(['A', 'B']);
    expect(sections[1]!.kind).toBe('tip');
  });
  it('counts words, not markup', () => {
    expect(countWords('## Title\n\n- one **two** [three](https://x.mx)')).toBe(4);
  });
  it('finds raw HTML outside code', () => {
    expect(findRawHtml('Hello <script>alert(1)</script>')).toBe('<script>');
    expect(findRawHtml('Use `<b>` in code')).toBeNull();
    expect(findRawHtml('Prices < 100 pesos and > 50')).toBeNull();
  });
});

describe('distanceKm', () => {
  it('measures Oaxaca centre to Monte Albán at about 6 km', () => {
    const km = distanceKm({ lat: 17.0606, lng: -96.7253 }, { lat: 17.0436, lng: -96.7678 });
    expect(km).toBeGreaterThan(4);
    expect(km).toBeLessThan(6);
  });
});

describe('generated alt text (images/alt.json)', () => {
  it('replaces the YAML alt of every image the manifest names, and only those', async () => {
    const { applyAltManifest, readDataset } = await import('../src/index.ts');
    const dataset = readDataset(new URL('./fixtures/basic/data', import.meta.url).pathname);
    const city = dataset.cities.find((entry) => entry.folder === 'oaxaca');
    const file = city?.spots[0]?.image.file ?? '';
    const applied = applyAltManifest(dataset, { [file]: 'Illustration of a drawn zócalo' });
    const spots = applied.cities.find((entry) => entry.folder === 'oaxaca')?.spots ?? [];
    expect(spots[0]?.image.alt).toBe('Illustration of a drawn zócalo');
    expect(spots[1]?.image.alt).toBe(city?.spots[1]?.image.alt);
    expect(applyAltManifest(dataset, {})).toBe(dataset);
  });

  it('serves a tour its own picture from covers.json once it exists', async () => {
    const { applyAltManifest, readDataset } = await import('../src/index.ts');
    const dataset = readDataset(new URL('./fixtures/basic/data', import.meta.url).pathname);
    const tour = dataset.cities.find((entry) => entry.folder === 'oaxaca')?.tours[0];
    const key = `tour:oaxaca/${tour?.slug ?? ''}`;
    const own = 'tours/oaxaca/its-own.svg';
    const swapped = applyAltManifest(dataset, { [own]: 'Its own' }, { [key]: own });
    const image = swapped.cities.find((entry) => entry.folder === 'oaxaca')?.tours[0]?.image;
    expect(image).toMatchObject({ file: own, alt: 'Its own' });
    const missing = applyAltManifest(dataset, {}, { [key]: own }, () => false);
    expect(missing.cities.find((e) => e.folder === 'oaxaca')?.tours[0]?.image.file).toBe(
      tour?.image.file,
    );
  });
});
