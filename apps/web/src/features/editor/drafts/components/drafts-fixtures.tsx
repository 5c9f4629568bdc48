/**
 * The drafts pages' tests: a spot's, a tour's, an event's, a post's and a city's data as the
 * dataset writes them, and a stand-in for the drafts API (routes and answers as packages/contract/src/editor-drafts.ts gives them) that keeps
 * its drafts, versions and calls as the server would, so a test reads what a page sent and what
 * it shows after.
 */
import type {
  DraftDetail,
  DraftProblem,
  EditorMe,
  EventItem,
  HistoryEntry,
  MediaFile,
  CityPreview,
  PostDetail,
  PostSummary,
  PublishAnswer,
  SpotSummary,
  TourDetail,
  TourSummary,
} from '@sendero/contract';
import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { vi } from 'vitest';
import { AuthContext } from '../../../../lib/auth/auth-context.ts';
import { testSpot } from '../../../../test/hours-fixtures.ts';
import { json, testAuth, testQueryClient } from '../../../../test/test-helpers.tsx';
import { DraftPage } from '../routes/draft-page.tsx';
import { DraftsPage } from '../routes/drafts-page.tsx';
import {
  CityHistoryPage,
  EventHistoryPage,
  PostHistoryPage,
  SpotHistoryPage,
  TourHistoryPage,
} from '../routes/spot-history-page.tsx';

export const CITIES = [
  { id: 2, name: 'Oaxaca', lat: 17, lng: -96.7 },
  { id: 5, name: 'Mérida', lat: 21, lng: -89.6 },
];

/** Santo Domingo as the dataset writes it (packages/content's spotSource). */
export function spotData(over: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    slug: 'santo-domingo',
    name: 'Templo de Santo Domingo',
    description: 'Baroque church with a gilded interior.',
    address: 'Calle Macedonio Alcalá s/n, Centro',
    lat: 17.0658,
    lng: -96.7232,
    price: 0,
    priceUnit: 'free',
    priceNote: 'Free',
    category: 'church',
    tags: ['architecture', 'baroque'],
    openingHours: 'Mo-Su 07:00-20:00',
    visitMinutes: 45,
    factsCheckedOn: '2026-11-27',
    image: { file: 'spots/oaxaca/santo-domingo.svg', alt: 'The green-stone facade' },
    rank: 1,
    ...over,
  };
}

/** In the API's order (by path): another city's pictures before the draft's city's. */
export const MEDIA: MediaFile[] = [
  { file: 'spots/merida/catedral.svg', url: '/media/spots/merida/catedral.svg', alt: null },
  {
    file: 'spots/oaxaca/santo-domingo.svg',
    url: '/media/spots/oaxaca/santo-domingo.svg',
    alt: 'The green-stone facade',
  },
  {
    file: 'spots/oaxaca/mercado-20-de-noviembre.svg',
    url: '/media/spots/oaxaca/mercado-20-de-noviembre.svg',
    alt: 'Smoke over the grills of the meat hall',
  },
];

/** The events' artwork, which the API answers for an event's draft (GET /api/editor/media?kind=event). */
export const EVENT_MEDIA: MediaFile[] = [
  {
    file: 'events/guelaguetza.svg',
    url: '/media/events/guelaguetza.svg',
    alt: 'Dancers in regional dress',
  },
  {
    file: 'events/noche-de-rabanos.svg',
    url: '/media/events/noche-de-rabanos.svg',
    alt: 'Nativity scenes carved from radishes',
  },
];

/** Oaxaca's guides: one on the site, one an editor took off it. */
export const CITY_POSTS: PostSummary[] = [
  ['mezcal-trail', 'The Mezcal Trail', true],
  ['old-markets', 'The Old Markets', false],
].map(([slug, title, published], i) => ({
  id: 60 + i,
  cityId: 2,
  slug: String(slug),
  title: String(title),
  subtitle: '',
  type: 'Guide',
  tags: '',
  coverImageUrl: null,
  coverImageAlt: null,
  author: 'Sendero Editorial Team',
  readTime: 5,
  published: published === true,
}));

export const CITY_MEDIA: MediaFile[] = [
  {
    file: 'cities/oaxaca.svg',
    url: '/media/cities/oaxaca.svg',
    alt: 'Santo Domingo’s bell towers',
  },
  { file: 'cities/merida.svg', url: '/media/cities/merida.svg', alt: 'Mérida’s cathedral' },
];

export function testDraft(over: Partial<DraftDetail> = {}): DraftDetail {
  return {
    id: 31,
    kind: 'spot',
    entityId: 40,
    cityId: 2,
    cityName: 'Oaxaca',
    title: 'Templo de Santo Domingo',
    state: 'draft',
    origin: null,
    createdBy: 'maria',
    updatedAt: '2026-11-27T10:00:00.000Z',
    data: spotData(),
    problems: [],
    ...over,
  };
}

/** The Centro Walk as the dataset writes it (packages/content's tourSource). */
export function tourData(over: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    slug: 'oaxaca-walk',
    title: 'Centro Walk',
    description: 'The centre on foot.',
    category: 'history',
    cost: 20,
    costUnit: 'per-person',
    startTime: '09:00',
    days: ['Mo', 'Tu', 'We', 'Th', 'Fr', 'Sa', 'Su'],
    tags: ['history', 'food'],
    image: { file: 'tours/oaxaca-walk.svg', alt: 'The walk' },
    stops: ['zocalo', 'santo-domingo', 'mercado-20-de-noviembre'],
    rank: 100,
    ...over,
  };
}

export function testTourDraft(over: Partial<DraftDetail> = {}): DraftDetail {
  return testDraft({
    id: 32,
    kind: 'tour',
    entityId: 7,
    title: 'Centro Walk',
    data: tourData(),
    ...over,
  });
}

/** The Guelaguetza as the dataset writes it (packages/content's eventSource). */
export function eventData(over: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    slug: 'guelaguetza',
    title: 'Guelaguetza',
    venue: 'Auditorio Guelaguetza',
    address: 'Cerro del Fortín, Oaxaca',
    startsOn: '2027-07-19',
    endsOn: '2027-07-26',
    startTime: '10:00',
    endTime: '14:00',
    datesVary: true,
    priceText: 'Free (upper sections)',
    priceUnit: 'free',
    description: 'Delegations from the eight regions dance on the hill.',
    link: 'https://www.oaxaca.gob.mx/guelaguetza/',
    tags: ['festival', 'dance'],
    image: { file: 'events/guelaguetza.svg', alt: 'Dancers in regional dress' },
    recursYearly: true,
    ...over,
  };
}

export function testEventDraft(over: Partial<DraftDetail> = {}): DraftDetail {
  return testDraft({
    id: 33,
    kind: 'event',
    entityId: 9,
    title: 'Guelaguetza',
    data: eventData(),
    ...over,
  });
}

/** Oaxaca's and Mérida's events as GET /api/events lists them. */
function testEvent(id: number, title: string, cityId: number): EventItem {
  return {
    id,
    slug: `event-${id}`,
    cityId,
    city: CITIES.find((city) => city.id === cityId)!.name,
    title,
    venue: 'Zócalo',
    address: 'Centro',
    date: '2027-07-19',
    endDate: '2027-07-26',
    datesVary: false,
    timeZone: 'America/Mexico_City',
    startTime: '10:00',
    endTime: null,
    priceText: 'Free',
    priceUnit: 'free',
    description: 'A fiesta.',
    link: null,
    tags: ['festival'],
    coverUrl: '/media/events/guelaguetza.svg',
    coverAlt: 'Dancers',
    recursYearly: true,
  };
}

const EVENTS = [
  testEvent(9, 'Guelaguetza', 2),
  testEvent(10, 'Noche de Rábanos', 2),
  testEvent(11, 'Noche Blanca', 5),
];

/**
 * The stand-in's rule for an event: the last day not before the first (the real ones are on the
 * server, with its words).
 */
export function eventStandInProblems(data: Record<string, unknown>): DraftProblem[] {
  return String(data['endsOn']) < String(data['startsOn'])
    ? [{ field: 'endsOn', message: 'must not be before startsOn' }]
    : [];
}

/** A draft of an event's preview as GET /api/events would list the event. */
function eventPreview(draft: DraftDetail): EventItem {
  const { data } = draft;
  return {
    ...testEvent(draft.entityId ?? 0, String(data['title']), draft.cityId),
    venue: String(data['venue']),
    date: String(data['startsOn']),
    endDate: String(data['endsOn']),
    datesVary: data['datesVary'] === true,
    startTime: String(data['startTime']),
    endTime: typeof data['endTime'] === 'string' ? data['endTime'] : null,
    priceText: String(data['priceText']),
    description: String(data['description']),
  };
}

/** A guide post's draft data, in the dataset's shape: front matter and the Markdown body. */
export function postData(over: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    slug: 'visa-requirements',
    title: 'Visa Requirements',
    subtitle: 'Entry rules in brief',
    type: 'Guide',
    tags: ['visa', 'entry'],
    author: 'Sendero Editorial Team',
    readTime: 1,
    published: true,
    cover: { file: 'posts/visa-requirements.svg', alt: 'A passport on a map' },
    rank: 1,
    body: 'Most visitors need only a passport.\n\n## Keep your FMM [warning]\n\nHand it back when you leave.\n',
    ...over,
  };
}

export function testPostDraft(over: Partial<DraftDetail> = {}): DraftDetail {
  return testDraft({
    id: 44,
    kind: 'post',
    entityId: 12,
    cityId: 4,
    cityName: 'México',
    title: 'Visa Requirements',
    data: postData(),
    ...over,
  });
}

/** The stand-in's rule for a post: no raw HTML in the body (the real ones are on the server). */
export function postStandInProblems(data: Record<string, unknown>): DraftProblem[] {
  const html = /<\/?[a-z][a-z0-9-]*(\s[^<>]*)?\/?>/i.exec(String(data['body']));
  return html ? [{ field: 'body', message: `contains raw HTML ${html[0]}` }] : [];
}

/**
 * A post draft's preview as GET /api/city-posts/by-slug would serve it: the body split at its
 * level-2 headings, a kind in brackets after the heading.
 */
function postPreview(draft: DraftDetail): PostDetail {
  const { data } = draft;
  const cover = data['cover'] as { file: string; alt: string };
  const sections = String(data['body'])
    .split(/^(?=## )/m)
    .map((block, sortIndex) => {
      const heading = /^## (.+?)(?: \[(warning|tip)\])?\n/.exec(block);
      return {
        id: sortIndex,
        sortIndex,
        kind: heading?.[2] ?? 'text',
        heading: heading?.[1] ?? null,
        bodyMd: (heading ? block.slice(heading[0].length) : block).trim(),
      };
    });
  return {
    id: draft.entityId ?? 0,
    cityId: draft.cityId,
    slug: String(data['slug']),
    title: String(data['title']),
    subtitle: String(data['subtitle']),
    type: String(data['type']),
    tags: (data['tags'] as string[]).join(', '),
    coverImageUrl: `/media/${cover.file}`,
    coverImageAlt: cover.alt,
    author: String(data['author']),
    readTime: Number(data['readTime']),
    published: data['published'] === true,
    sections,
    mentions: { spots: [], tours: [], events: [] },
  };
}

/** A city's draft data, as its city.yaml writes it. */
export function cityData(over: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    id: 2,
    slug: 'oaxaca',
    name: 'Oaxaca',
    region: 'Oaxaca',
    description: 'A colonial city in a high green valley.',
    image: { file: 'cities/oaxaca.svg', alt: 'Santo Domingo’s bell towers' },
    lat: 17.0606,
    lng: -96.7253,
    timeZone: 'America/Mexico_City',
    rank: 2,
    info: [
      {
        key: 'getting-there',
        title: 'Getting there',
        description: 'Fly or take the bus.',
        topics: [
          {
            key: 'by-bus',
            title: 'By bus',
            description: 'ADO runs from Mexico City.',
            tips: ['Book ahead in July.', 'Platino seats recline.'],
          },
        ],
      },
    ],
    ...over,
  };
}

export function testCityDraft(over: Partial<DraftDetail> = {}): DraftDetail {
  return testDraft({
    id: 55,
    kind: 'city',
    entityId: 2,
    cityId: 2,
    cityName: 'Oaxaca',
    title: 'Oaxaca',
    data: cityData(),
    ...over,
  });
}

/** The stand-in's rules for a city: a name, and no empty tip (the real ones are on the server). */
export function cityStandInProblems(data: Record<string, unknown>): DraftProblem[] {
  const problems: DraftProblem[] = [];
  if (String(data['name'] ?? '').trim() === '') {
    problems.push({ field: 'name', message: 'must not be empty' });
  }
  const sections = (data['info'] ?? []) as { topics: { title: string }[] }[];
  sections.forEach((section, s) =>
    section.topics.forEach((topic, t) => {
      if (topic.title.trim() === '') {
        problems.push({ field: `info.${s}.topics.${t}.title`, message: 'must not be empty' });
      }
    }),
  );
  return problems;
}

/** A city draft's preview as GET /api/cities/:id and its /info would serve them. */
function cityPreview(draft: DraftDetail): CityPreview {
  const data = draft.data as ReturnType<typeof cityData> & {
    image: { file: string; alt: string };
    info: { key: string; title: string; description: string; topics: Record<string, unknown>[] }[];
  };
  return {
    city: {
      id: draft.entityId ?? 0,
      slug: String(data['slug']),
      name: String(data['name']),
      region: typeof data['region'] === 'string' ? data['region'] : null,
      description: String(data['description']),
      mainImageUrl: `/media/${data.image.file}`,
      mainImageAlt: data.image.alt,
      lat: Number(data['lat']),
      lng: Number(data['lng']),
      timeZone: String(data['timeZone']),
      tourCount: 3,
      spotCount: 9,
      postCount: 2,
    },
    info: {
      sections: data.info.map((section) => ({
        sectionKey: section.key,
        title: section.title,
        description: section.description,
        topics: section.topics.map((topic) => ({
          topicKey: String(topic['key']),
          title: String(topic['title']),
          description: String(topic['description']),
          tips: (topic['tips'] as string[]).map((tipText) => ({ tipText })),
        })),
      })),
    },
  };
}

/** The stand-in's rule for a tour: 3 to 8 stops (the real ones are on the server). */
export function tourStandInProblems(data: Record<string, unknown>): DraftProblem[] {
  const stops = Array.isArray(data['stops']) ? data['stops'] : [];
  return stops.length < 3 ? [{ field: 'stops', message: 'needs at least 3 items' }] : [];
}

const STAND_IN_RULES = {
  spot: standInProblems,
  tour: tourStandInProblems,
  event: eventStandInProblems,
  post: postStandInProblems,
  city: cityStandInProblems,
} as const;

const problemsOf = (draft: Pick<DraftDetail, 'kind' | 'data'>) =>
  STAND_IN_RULES[draft.kind](draft.data);

/**
 * The stand-in's rules: a required field left empty, and opening hours without a time range.
 * (The real ones are the content validator's, on the server; the page only shows what it gets.)
 */
export function standInProblems(data: Record<string, unknown>): DraftProblem[] {
  const problems: DraftProblem[] = [];
  for (const field of ['name', 'slug', 'description', 'address', 'category', 'openingHours']) {
    const value = data[field];
    if (typeof value !== 'string' || value.trim() === '') {
      problems.push({ field, message: 'must not be empty' });
    }
  }
  const hours = data['openingHours'];
  if (
    typeof hours === 'string' &&
    hours.trim() !== '' &&
    !/\d\d:\d\d-\d\d:\d\d|24\/7|unknown/.test(hours)
  ) {
    problems.push({
      field: 'openingHours',
      message: 'Hours need a time range such as 09:00-18:00.',
    });
  }
  const image = data['image'] as { alt?: unknown } | undefined;
  if (!image || typeof image.alt !== 'string' || image.alt.trim() === '') {
    problems.push({
      field: 'image.alt',
      message: 'must not be empty',
    });
  }
  return problems;
}

export interface SentCall {
  method: string;
  path: string;
  query: URLSearchParams;
  body: unknown;
}

type Failure = { status: number; body: { error: string; message: string; field?: string } };
type Failures = Failure & { times: number };

const SPOTS = [
  testSpot({ id: 40, slug: 'santo-domingo', name: 'Templo de Santo Domingo', cityId: 2 }),
  testSpot({ id: 41, slug: 'mercado-20-de-noviembre', name: 'Mercado 20 de Noviembre', cityId: 2 }),
];

/** Oaxaca's spots for the tour editor: the Centro Walk's three stops and one more. */
export const TOUR_SPOTS = [
  testSpot({ id: 42, slug: 'zocalo', name: 'Zócalo', cityId: 2 }),
  ...SPOTS,
  testSpot({ id: 43, slug: 'jardin-etnobotanico', name: 'Jardín Etnobotánico', cityId: 2 }),
];

function testTourSummary(id: number, title: string): TourSummary {
  return {
    id,
    slug: `tour-${id}`,
    title,
    description: '',
    cost: 20,
    costUnit: 'per-person',
    duration: 'About 4 hours',
    durationMinutes: 240,
    startTime: '09:00',
    days: ['Mo'],
    months: null,
    timeZone: 'America/Mexico_City',
    category: 'history',
    tags: [],
    coverImageUrl: '/media/tours/oaxaca-walk.svg',
    coverImageAlt: 'The walk',
    stopCount: 3,
    cityId: 2,
    cityName: 'Oaxaca',
    city: { id: 2, name: 'Oaxaca' },
  };
}

const TOURS = [testTourSummary(7, 'Centro Walk'), testTourSummary(8, 'Mezcal Evening')];

/** A tour draft's preview as GET /api/tours/:id would serve the tour. */
function tourPreview(draft: DraftDetail, spots: SpotSummary[]): TourDetail {
  const { data } = draft;
  const stops = (data['stops'] as string[]).flatMap(
    (slug) => spots.find((spot) => spot.slug === slug) ?? [],
  );
  return {
    ...testTourSummary(draft.entityId ?? 0, String(data['title'])),
    description: String(data['description']),
    stopCount: stops.length,
    spots: stops.map((spot, orderIndex) => ({ orderIndex, spot })),
  };
}

/**
 * The drafts API on a list of drafts and one spot's history. `fail(…)` answers the next calls of
 * one route with an error; `hold()` keeps every change waiting until the function it
 * returns is called.
 */
export function fakeDraftsApi({
  drafts = [testDraft()],
  history = [],
  pageSize = 20,
  spots = SPOTS,
}: {
  drafts?: DraftDetail[];
  history?: HistoryEntry[];
  pageSize?: number;
  spots?: SpotSummary[];
} = {}) {
  const state = {
    drafts: drafts.map((draft) => ({ ...draft, problems: problemsOf(draft) })),
    history: [...history],
    nextDraft: 50,
    nextRevision: 90,
    /** Pictures uploaded (POST /api/editor/media), with the kind each was for. */
    uploads: [] as (MediaFile & { kind: string })[],
  };
  const calls: SentCall[] = [];
  const failures = new Map<string, Failures>();
  let gate: Promise<void> | null = null;
  let clock = Date.parse('2026-11-28T09:00:00Z');
  const tick = () => new Date((clock += 60_000)).toISOString();

  const publish = (
    entityId: number,
    origin: string | null,
    kind: DraftDetail['kind'] = 'spot',
  ): PublishAnswer => {
    const revisionId = state.nextRevision++;
    state.history = [
      {
        revisionId,
        publishedAt: tick(),
        publishedBy: 'maria',
        origin,
        current: true,
        changes: [],
      },
      ...state.history.map((entry) => ({ ...entry, current: false })),
    ];
    return { revisionId, kind, entityId };
  };

  function answer(method: string, path: string, query: URLSearchParams, body: unknown) {
    const failure = failures.get(`${method} ${path}`);
    if (failure) {
      if (--failure.times === 0) failures.delete(`${method} ${path}`);
      return json(failure.body, failure.status);
    }
    if (path === '/api/cities') return json(CITIES);
    if (path === '/api/city-posts') {
      const all = CITY_POSTS.filter((post) => post.cityId === Number(query.get('cityId')));
      return json(query.get('publishedOnly') === 'false' ? all : all.filter((p) => p.published));
    }
    const city = /^\/api\/cities\/(\d+)$/.exec(path);
    if (city) {
      const found = state.drafts.find((d) => d.kind === 'city' && d.entityId === Number(city[1]));
      return found
        ? json(cityPreview({ ...found, data: cityData() }).city)
        : json({ error: 'NOT_FOUND', message: 'City not found.' }, 404);
    }
    const citySpots = /^\/api\/cities\/(\d+)\/spots$/.exec(path);
    if (citySpots) {
      const content = spots.filter((spot) => spot.cityId === Number(citySpots[1]));
      return json({ content, page: 0, size: 100, totalElements: content.length, totalPages: 1 });
    }
    const cityTours = /^\/api\/cities\/(\d+)\/tours$/.exec(path);
    if (cityTours) {
      const content = TOURS.filter((tour) => tour.cityId === Number(cityTours[1]));
      return json({ content, page: 0, size: 100, totalElements: content.length, totalPages: 1 });
    }
    const liveTour = /^\/api\/tours\/(\d+)$/.exec(path);
    if (liveTour) {
      const found = TOURS.find((tour) => tour.id === Number(liveTour[1]));
      return found
        ? json({ ...found, spots: [] } satisfies TourDetail)
        : json({ error: 'NOT_FOUND', message: 'Tour not found' }, 404);
    }
    const spot = /^\/api\/spots\/(\d+)$/.exec(path);
    if (spot) {
      const found = spots.find((item) => item.id === Number(spot[1]));
      return found ? json(found) : json({ error: 'NOT_FOUND', message: 'Spot not found' }, 404);
    }
    if (path === '/api/editor/me') {
      return json({ userId: 3, username: 'maria', role: 'editor' } satisfies EditorMe);
    }
    if (path === '/api/editor/media' && method === 'POST') {
      // Named as the server names uploads: by the hash of the stored bytes.
      const form = body as FormData;
      const file = `uploads/${String(state.uploads.length + 1).padStart(64, 'a')}.webp`;
      const uploaded = { file, url: `/media/${file}`, alt: String(form.get('alt')) };
      state.uploads.push({ ...uploaded, kind: String(form.get('kind')) });
      return json(uploaded, 201);
    }
    if (path === '/api/editor/media') {
      const kind = query.get('kind');
      const uploads = state.uploads
        .filter((upload) => upload.kind === kind)
        .map(({ kind: _kind, ...media }) => media);
      const shipped = kind === 'event' ? EVENT_MEDIA : kind === 'city' ? CITY_MEDIA : MEDIA;
      return json({ files: [...shipped, ...uploads] });
    }
    if (path === '/api/events') {
      const cityId = query.get('cityId');
      return json(EVENTS.filter((event) => cityId === null || event.cityId === Number(cityId)));
    }
    if (path === '/api/editor/drafts' && method === 'POST') {
      const { kind, cityId } = body as { kind: DraftDetail['kind']; cityId: number };
      const made = testDraft({
        id: state.nextDraft++,
        kind,
        entityId: null,
        cityId,
        cityName: CITIES.find((city) => city.id === cityId)?.name ?? '',
        title: '',
        data: {},
        origin: null,
        updatedAt: tick(),
      });
      const fresh = { ...made, problems: problemsOf(made) };
      state.drafts.push(fresh);
      return json(fresh);
    }
    if (path === '/api/editor/drafts' && method === 'GET') {
      const page = Number(query.get('page') ?? 0);
      const open = state.drafts.filter((draft) => draft.state === 'draft');
      return json({
        content: open
          .slice(page * pageSize, (page + 1) * pageSize)
          .map(({ data: _data, problems: _problems, ...summary }) => summary),
        page,
        size: pageSize,
        totalElements: open.length,
        totalPages: Math.ceil(open.length / pageSize),
      });
    }
    const start = /^\/api\/editor\/content\/(spot|tour|event|post|city)\/(\d+)\/draft$/.exec(path);
    if (start && method === 'POST') {
      const kind = start[1] as DraftDetail['kind'];
      const entityId = Number(start[2]);
      const open = state.drafts.find(
        (d) => d.kind === kind && d.entityId === entityId && d.state === 'draft',
      );
      if (open) return json(open);
      const made = {
        spot: testDraft,
        tour: testTourDraft,
        event: testEventDraft,
        post: testPostDraft,
        city: testCityDraft,
      }[kind]({
        id: state.nextDraft++,
        entityId,
        updatedAt: tick(),
      });
      state.drafts.push(made);
      return json(made);
    }
    const history = /^\/api\/editor\/content\/(spot|tour|event|post|city)\/(\d+)\/history$/.exec(
      path,
    );
    if (history) return json({ entries: state.history });
    const restore = /^\/api\/editor\/revisions\/(\d+)\/restore$/.exec(path);
    if (restore && method === 'POST') {
      return json(publish(40, `restore:${restore[1]}`));
    }
    const match = /^\/api\/editor\/drafts\/(\d+)(?:\/(\w+))?$/.exec(path);
    const index = match ? state.drafts.findIndex((draft) => draft.id === Number(match[1])) : -1;
    if (!match || index < 0) {
      return json({ error: 'NOT_FOUND', message: 'That draft does not exist.' }, 404);
    }
    const draft = state.drafts[index]!;
    const action = match[2];
    if (method === 'GET' && !action) return json(draft);
    if (method === 'GET' && action === 'preview') {
      const [first] = draft.problems;
      if (first) {
        return json(
          {
            error: 'BAD_REQUEST',
            message: `The preview needs every required field: see the fields marked. ${first.field}: ${first.message}`,
            field: first.field,
          },
          400,
        );
      }
      if (draft.kind === 'tour') return json(tourPreview(draft, spots));
      if (draft.kind === 'event') return json(eventPreview(draft));
      if (draft.kind === 'post') return json(postPreview(draft));
      if (draft.kind === 'city') return json(cityPreview(draft));
      const { data } = draft;
      return json(
        testSpot({
          id: draft.entityId ?? 0,
          name: String(data['name']),
          description: String(data['description']),
          address: String(data['address']),
          category: String(data['category']),
          openingHours: String(data['openingHours']),
          factsCheckedOn: String(data['factsCheckedOn']),
        }),
      );
    }
    if (draft.state !== 'draft' && method !== 'GET') {
      return json(
        {
          error: 'CONFLICT',
          message: 'This version is already published. Start a new draft to change it.',
          field: 'id',
        },
        409,
      );
    }
    if (method === 'PUT' && !action) {
      const { data } = body as { data: Record<string, unknown> };
      const titleField = draft.kind === 'spot' || draft.kind === 'city' ? 'name' : 'title';
      const saved = {
        ...draft,
        data,
        title: typeof data[titleField] === 'string' ? data[titleField] : '',
        updatedAt: tick(),
        problems: problemsOf({ kind: draft.kind, data }),
      };
      state.drafts[index] = saved;
      return json(saved);
    }
    if (method === 'DELETE' && !action) {
      state.drafts[index] = { ...draft, state: 'discarded' };
      return new Response(null, { status: 204 });
    }
    if (method === 'POST' && action === 'publish') {
      const published = publish(draft.entityId ?? 77, draft.origin, draft.kind);
      state.drafts[index] = { ...draft, state: 'published', entityId: published.entityId };
      return json(published);
    }
    return json({ error: 'NOT_FOUND', message: 'Not found' }, 404);
  }

  const fetchMock = vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = new URL(String(input), 'http://localhost');
    const method = (init.method ?? 'GET').toUpperCase();
    const body =
      typeof init.body === 'string'
        ? (JSON.parse(init.body) as unknown)
        : init.body instanceof FormData
          ? init.body
          : undefined;
    calls.push({ method, path: url.pathname, query: url.searchParams, body });
    if (method !== 'GET' && gate) await gate;
    return answer(method, url.pathname, url.searchParams, body);
  });
  vi.stubGlobal('fetch', fetchMock);

  return {
    state,
    calls,
    /** The calls that changed something (not reads), as "METHOD path". */
    changes: () =>
      calls.filter((call) => call.method !== 'GET').map((call) => `${call.method} ${call.path}`),
    /** The body of the last save of draft `id`. */
    lastSaved: (id: number) =>
      (
        calls
          .filter((call) => call.method === 'PUT' && call.path === `/api/editor/drafts/${id}`)
          .at(-1)?.body as { data: Record<string, unknown> } | undefined
      )?.data,
    /** The next `times` calls of `key` ("POST /api/…") fail with this answer. */
    fail(key: string, status: number, body: Failure['body'], times = 1) {
      failures.set(key, { status, body, times });
    },
    hold() {
      let open = () => {};
      gate = new Promise((resolve) => {
        open = () => {
          gate = null;
          resolve();
        };
      });
      return () => open();
    },
  };
}

/** The form control labelled `label`. */
export const field = (label: string | RegExp) => screen.getByLabelText(label) as HTMLInputElement;

/** The text of the messages that describe `control`, in order. */
export const describedBy = (control: HTMLElement) =>
  (control.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .filter(Boolean)
    .map((id) => document.getElementById(id)?.textContent);

/** The drafts pages, a stand-in inbox, spot, tour and events pages and sign-in, opened at `path`. */
export function renderDrafts(path: string) {
  const router = createMemoryRouter(
    [
      { path: '/editor', element: <h1>Inbox stand-in</h1> },
      { path: '/editor/drafts', element: <DraftsPage /> },
      { path: '/editor/drafts/:id', element: <DraftPage /> },
      { path: '/editor/spots/:id/history', element: <SpotHistoryPage /> },
      { path: '/editor/tours/:id/history', element: <TourHistoryPage /> },
      { path: '/editor/events/:id/history', element: <EventHistoryPage /> },
      { path: '/editor/posts/:id/history', element: <PostHistoryPage /> },
      { path: '/editor/cities/:id/history', element: <CityHistoryPage /> },
      { path: '/events', element: <h1>Events page stand-in</h1> },
      { path: '/spots/:id', element: <h1>Spot page stand-in</h1> },
      { path: '/tours/:id', element: <h1>Tour page stand-in</h1> },
      { path: '/login', element: <h1>Sign in</h1> },
    ],
    { initialEntries: [path] },
  );
  render(
    <QueryClientProvider client={testQueryClient()}>
      <AuthContext.Provider value={testAuth()}>
        <RouterProvider router={router} />
      </AuthContext.Provider>
    </QueryClientProvider>,
  );
  return router;
}
