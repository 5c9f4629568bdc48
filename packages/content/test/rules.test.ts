import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import {
  MAX_ALT_CHARS,
  MIN_POST_WORDS,
  REQUIRE_UNIQUE_IMAGES,
  checkPostLinks,
  checkQuality,
  countWords,
  findBadLink,
  findPostLinks,
  distanceKm,
  findRawHtml,
  findSharedImages,
  formatProblem,
  currentOccurrence,
  parseSections,
  readDataset,
  findStaleFacts,
  spotSource,
  type CityEntry,
  type Dataset,
  type PostEntry,
} from '../src/index.ts';

const FIXTURE = fileURLToPath(new URL('./fixtures/basic', import.meta.url));
const fixtureData = `${FIXTURE}/data`;
const fixtureImages = `${FIXTURE}/images`;
const TODAY = '2026-11-21';

/** A markdown body of `words` words, with a section, that reads in `words / 200` minutes. */
const body = (words: number) => `## Section\n\n${'word '.repeat(words - 1).trim()}\n`;

function post(entry: CityEntry, n: number, words = MIN_POST_WORDS): PostEntry {
  const slug = `${entry.city.slug}-guide-${n}`;
  const text = body(words);
  return {
    slug,
    file: `cities/${entry.folder}/posts/${slug}.md`,
    meta: {
      title: `Guide ${n}`,
      subtitle: '',
      type: 'Guide',
      tags: [],
      author: 'Fixture',
      readTime: Math.max(1, Math.round(words / 200)),
      published: true,
      cover: { file: `posts/${slug}.svg`, alt: `Fixture cover ${n}` },
      rank: n,
    },
    body: text,
    sections: parseSections(text),
  };
}

/**
 * The basic fixture (México and Oaxaca; Puebla is left out) grown until it meets every rule:
 * Oaxaca has 6 guides and 4 tours covering its 3 spots, each guide long enough, every image its own.
 */
function healthyDataset(): Dataset {
  const dataset = readDataset(fixtureData);
  dataset.cities = dataset.cities.filter((c) => c.city.slug !== 'puebla');
  const mexico = dataset.cities.find((c) => c.city.slug === 'mexico')!;
  const oaxaca = dataset.cities.find((c) => c.city.slug === 'oaxaca')!;
  const visa = mexico.posts[0]!;
  visa.body = body(MIN_POST_WORDS);
  visa.meta.readTime = 4;
  oaxaca.posts = [1, 2, 3, 4, 5, 6].map((n) => post(oaxaca, n));
  const walk = oaxaca.tours[0]!;
  oaxaca.tours = [1, 2, 3, 4].map((n) => ({
    ...walk,
    slug: `oaxaca-tour-${n}`,
    image: { file: `tours/oaxaca-tour-${n}.svg`, alt: `Fixture tour ${n}` },
    stops: [...walk.stops],
  }));
  return dataset;
}

const problemsOf = (dataset: Dataset, uniqueImages?: boolean) =>
  checkQuality(dataset, { imagesDir: fixtureImages, today: TODAY, uniqueImages }).map(
    formatProblem,
  );
const oaxacaOf = (dataset: Dataset) => dataset.cities.find((c) => c.city.slug === 'oaxaca')!;
const mexicoOf = (dataset: Dataset) => dataset.cities.find((c) => c.city.slug === 'mexico')!;

describe('depth and honesty rules', () => {
  it('passes a dataset that meets every rule, unique images included', () => {
    expect(problemsOf(healthyDataset(), true)).toEqual([]);
  });

  it('fails a spot that is on no tour', () => {
    const dataset = healthyDataset();
    for (const tour of oaxacaOf(dataset).tours)
      tour.stops = tour.stops.filter((s) => s !== 'zocalo');
    expect(problemsOf(dataset)).toEqual([
      '  cities/oaxaca/spots.yaml › [0] zocalo: is on no tour of Oaxaca',
    ]);
  });

  it('fails a destination with fewer than 6 guides or 4 tours', () => {
    const dataset = healthyDataset();
    const oaxaca = oaxacaOf(dataset);
    oaxaca.posts.pop();
    oaxaca.tours.pop();
    expect(problemsOf(dataset)).toEqual([
      '  cities/oaxaca/posts: Oaxaca has 5 guide posts (at least 6)',
      '  cities/oaxaca/tours.yaml: Oaxaca has 3 tours (at least 4)',
    ]);
  });

  it('leaves México, the country-level entry, out of the destination minimums', () => {
    const dataset = healthyDataset();
    expect(mexicoOf(dataset).posts).toHaveLength(1);
    expect(mexicoOf(dataset).tours).toHaveLength(0);
    expect(problemsOf(dataset)).toEqual([]);
  });

  it('fails a guide whose body is under 700 words', () => {
    const dataset = healthyDataset();
    const oaxaca = oaxacaOf(dataset);
    oaxaca.posts[2] = post(oaxaca, 3, MIN_POST_WORDS - 1);
    expect(countWords(oaxaca.posts[2]!.body)).toBe(699);
    expect(problemsOf(dataset)).toEqual([
      '  cities/oaxaca/posts/oaxaca-guide-3.md: body has 699 words (at least 700)',
    ]);
  });

  it('fails alt text over 200 characters, naming the field', () => {
    const dataset = healthyDataset();
    oaxacaOf(dataset).spots[1]!.image.alt = 'a'.repeat(MAX_ALT_CHARS + 1);
    expect(problemsOf(dataset)).toEqual([
      '  cities/oaxaca/spots.yaml › [1] santo-domingo alt: is 201 characters (at most 200)',
    ]);
    oaxacaOf(dataset).spots[1]!.image.alt = 'a'.repeat(MAX_ALT_CHARS);
    expect(problemsOf(dataset)).toEqual([]);
  });

  it('reports an image used by two subjects, failing only when unique images are required', () => {
    const dataset = healthyDataset();
    const oaxaca = oaxacaOf(dataset);
    oaxaca.posts[0]!.meta.cover = { ...oaxaca.spots[1]!.image };
    expect(findSharedImages(dataset)).toEqual([
      {
        image: 'spots/oaxaca/santo-domingo.svg',
        usedBy: [
          'cities/oaxaca/spots.yaml › [1] santo-domingo',
          'cities/oaxaca/posts/oaxaca-guide-1.md › cover',
        ],
      },
    ]);
    expect(REQUIRE_UNIQUE_IMAGES).toBe(true);
    expect(problemsOf(dataset, false)).toEqual([]);
    expect(problemsOf(dataset)).toEqual([
      '  images/spots/oaxaca/santo-domingo.svg: illustrates 2 different subjects: ' +
        'cities/oaxaca/spots.yaml › [1] santo-domingo; cities/oaxaca/posts/oaxaca-guide-1.md › cover',
    ]);
  });
});

describe('place facts (issue 30)', () => {
  it('fails facts checked on a date still to come, and lists year-old checks as warnings', () => {
    const dataset = healthyDataset();
    const [zocalo, church] = oaxacaOf(dataset).spots;
    zocalo!.factsCheckedOn = '2026-11-22';
    expect(problemsOf(dataset)).toEqual([
      '  cities/oaxaca/spots.yaml › [0].factsCheckedOn: 2026-11-22 is in the future',
    ]);
    church!.factsCheckedOn = '2025-11-20';
    expect(findStaleFacts(dataset, TODAY).map(formatProblem)).toEqual([
      '  cities/oaxaca/spots.yaml › [1].factsCheckedOn: santo-domingo: hours and price last checked 2025-11-20, over 12 months ago',
    ]);
  });

  it('fails a tour whose stop is closed when the walk reaches it on a day it suggests', () => {
    const dataset = healthyDataset();
    const oaxaca = oaxacaOf(dataset);
    // The church opens at 07:00: a 06:00 start reaches it at about 07:10, after an hour at the
    // square. Closed on Mondays, it fails the Monday walk only.
    oaxaca.spots[1]!.openingHours = 'Tu-Su,PH 07:00-20:00; Mo off';
    for (const tour of oaxaca.tours.slice(1)) tour.days = ['Tu', 'We', 'Th', 'Fr', 'Sa', 'Su'];
    oaxaca.tours[0]!.startTime = '05:30';
    const problems = problemsOf(dataset);
    expect(problems).toEqual([
      '  cities/oaxaca/tours.yaml › [0] oaxaca-tour-1: "santo-domingo" is closed when the walk from 05:30 reaches it at 06:41 on Sa (first on 2026-11-21)',
      '  cities/oaxaca/tours.yaml › [0] oaxaca-tour-1: "santo-domingo" is closed when the walk from 05:30 reaches it at 06:41 on Su (first on 2026-11-22)',
      '  cities/oaxaca/tours.yaml › [0] oaxaca-tour-1: "santo-domingo" is closed when the walk from 05:30 reaches it at 06:41 on Mo (first on 2026-11-23)',
      '  cities/oaxaca/tours.yaml › [0] oaxaca-tour-1: "santo-domingo" is closed when the walk from 05:30 reaches it at 06:41 on Tu (first on 2026-11-24)',
      '  cities/oaxaca/tours.yaml › [0] oaxaca-tour-1: "santo-domingo" is closed when the walk from 05:30 reaches it at 06:41 on We (first on 2026-11-25)',
      '  cities/oaxaca/tours.yaml › [0] oaxaca-tour-1: "santo-domingo" is closed when the walk from 05:30 reaches it at 06:41 on Th (first on 2026-11-26)',
      '  cities/oaxaca/tours.yaml › [0] oaxaca-tour-1: "santo-domingo" is closed when the walk from 05:30 reaches it at 06:41 on Fr (first on 2026-11-27)',
    ]);
    oaxaca.tours[0]!.startTime = '09:00';
    expect(problemsOf(dataset)).toEqual([
      '  cities/oaxaca/tours.yaml › [0] oaxaca-tour-1: "santo-domingo" is closed when the walk from 09:00 reaches it at 10:11 on Mo (first on 2026-11-23)',
    ]);
    oaxaca.tours[0]!.days = ['Tu', 'We', 'Th', 'Fr', 'Sa', 'Su'];
    expect(problemsOf(dataset)).toEqual([]);
  });

  it('refuses hours that do not parse and a spot without visitMinutes when the dataset is read', () => {
    const spot = {
      slug: 'x',
      name: 'X',
      description: 'X.',
      address: 'X',
      lat: 17,
      lng: -96,
      price: 0,
      priceUnit: 'free',
      category: 'museum',
      tags: ['x'],
      image: { file: 'spots/x.svg', alt: 'X' },
      factsCheckedOn: '2026-11-23',
    };
    const bad = spotSource.safeParse({ ...spot, openingHours: 'Tue–Sun 10:00–18:00' });
    expect(bad.success).toBe(false);
    expect(bad.error?.issues.map((i) => i.path.join('.'))).toEqual([
      'openingHours',
      'visitMinutes',
    ]);
    expect(
      spotSource.safeParse({
        ...spot,
        openingHours: 'Tu-Su 10:00-18:00; Mo off; PH off',
        visitMinutes: 60,
      }).success,
    ).toBe(true);
  });
});

describe('links from guides to spots, tours and events (issue 34)', () => {
  const linked = (dataset: Dataset, markdown: string) => {
    const guide = oaxacaOf(dataset).posts[0]!;
    guide.body = `${guide.body}\n${markdown}\n`;
    return checkPostLinks(dataset).map(formatProblem);
  };

  it("accepts links to a spot of the post's city or another, a tour and an event", () => {
    const dataset = healthyDataset();
    expect(
      linked(
        dataset,
        'See [Santo Domingo](spot:santo-domingo), [the zócalo](spot:oaxaca/zocalo), ' +
          '[the walk](tour:oaxaca-tour-1) and [the Guelaguetza](event:guelaguetza).',
      ),
    ).toEqual([]);
    const visa = mexicoOf(dataset).posts[0]!;
    visa.body += '\nIn Oaxaca, eat at [the market](spot:oaxaca/mercado-20-de-noviembre).\n';
    expect(checkPostLinks(dataset)).toEqual([]);
  });

  it('fails a link to a spot, tour or event the dataset lacks, naming it', () => {
    const dataset = healthyDataset();
    expect(
      linked(
        dataset,
        '[A](spot:templo-mayor) [B](spot:puebla/zocalo) [C](tour:no-such-walk) [D](event:no-fiesta)',
      ),
    ).toEqual([
      '  cities/oaxaca/posts/oaxaca-guide-1.md › body: link "spot:templo-mayor" names no spot of oaxaca',
      '  cities/oaxaca/posts/oaxaca-guide-1.md › body: link "spot:puebla/zocalo" names no spot of puebla',
      '  cities/oaxaca/posts/oaxaca-guide-1.md › body: link "tour:no-such-walk" names no tour',
      '  cities/oaxaca/posts/oaxaca-guide-1.md › body: link "event:no-fiesta" names no event',
    ]);
  });

  it('a mexico guide must name the city of a spot', () => {
    const dataset = healthyDataset();
    mexicoOf(dataset).posts[0]!.body += '\n[Santo Domingo](spot:santo-domingo)\n';
    expect(checkPostLinks(dataset).map((p) => p.message)).toEqual([
      'link "spot:santo-domingo" names no spot of mexico',
    ]);
  });

  it('fails a guide that names a spot, tour or event of its city without linking it', () => {
    const dataset = healthyDataset();
    const guide = oaxacaOf(dataset).posts[1]!;
    guide.body += '\nAfter the Templo de Santo\nDomingo, dance at the Guelaguetza.\n';
    expect(problemsOf(dataset)).toEqual([
      '  cities/oaxaca/posts/oaxaca-guide-2.md › body: names "Templo de Santo Domingo" without linking it (spot:santo-domingo)',
      '  cities/oaxaca/posts/oaxaca-guide-2.md › body: names "Guelaguetza" without linking it (event:guelaguetza)',
    ]);
    // Linked once is enough, by its own city's name or not; a heading names nothing.
    guide.body +=
      '\n[The church](spot:oaxaca/santo-domingo) and [the fiesta](event:guelaguetza).\n\n## Guelaguetza\n';
    expect(problemsOf(dataset)).toEqual([]);
  });

  it('reads references in order and refuses malformed ones as bad links', () => {
    expect(
      findPostLinks('[a](tour:x-y) then [b **c**](spot:merida/chichen-itza)').map((l) => [
        l.kind,
        l.citySlug,
        l.slug,
      ]),
    ).toEqual([
      ['tour', null, 'x-y'],
      ['spot', 'merida', 'chichen-itza'],
    ]);
    expect(findBadLink('[a](spot:templo-mayor) and [b](/spots/3)')).toBeNull();
    expect(findBadLink('[a](spot:Templo Mayor)')).toBe('spot:Templo Mayor');
    expect(findBadLink('[a](place:templo-mayor)')).toBe('place:templo-mayor');
    // Tour and event slugs are unique across México: they name no city.
    expect(findBadLink('[a](event:oaxaca/guelaguetza)')).toBe('event:oaxaca/guelaguetza');
  });
});

describe('currentOccurrence', () => {
  /** A one-day event's occurrence: its first day. */
  const day = (date: string, yearly: boolean, today: string) =>
    currentOccurrence(date, date, yearly, today).start;

  it('keeps a future date', () => {
    expect(day('2027-03-21', true, '2026-11-21')).toBe('2027-03-21');
  });
  it('moves a past yearly event to this year when still ahead', () => {
    expect(day('2025-12-12', true, '2026-11-21')).toBe('2026-12-12');
  });
  it('moves a past yearly event to next year once this year has passed', () => {
    expect(day('2025-07-20', true, '2026-11-21')).toBe('2027-07-20');
  });
  it('serves an event on its own day', () => {
    expect(day('2024-11-21', true, '2026-11-21')).toBe('2026-11-21');
  });
  it('leaves one-off events alone', () => {
    expect(day('2025-07-20', false, '2026-11-21')).toBe('2025-07-20');
  });
  it('moves 29 February to 28 February in common years', () => {
    expect(day('2024-02-29', true, '2026-11-21')).toBe('2027-02-28');
  });
  it('serves a festival under way, keeping its length', () => {
    // FIL 2025 ran 29 November – 7 December: on 2 December 2026 this year's run is under way.
    expect(currentOccurrence('2025-11-29', '2025-12-07', true, '2026-12-02')).toEqual({
      start: '2026-11-29',
      end: '2026-12-07',
    });
    expect(currentOccurrence('2026-11-28', '2026-12-06', false, '2026-12-06')).toEqual({
      start: '2026-11-28',
      end: '2026-12-06',
    });
  });
  it("serves last winter's season while it lasts, then next winter's", () => {
    const season = (today: string) => currentOccurrence('2025-12-01', '2026-03-23', true, today);
    expect(season('2027-01-10')).toEqual({ start: '2026-12-01', end: '2027-03-23' });
    expect(season('2027-03-23')).toEqual({ start: '2026-12-01', end: '2027-03-23' });
    expect(season('2027-03-24')).toEqual({ start: '2027-12-01', end: '2028-03-23' });
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
