/**
 * Every page URL of the web app (content spec §2, accounts spec §1), in one place: the router
 * declares its routes from `PAGE_PATTERNS`, and links, the API's search result URLs, share
 * previews and the sitemap build URLs with `paths`. A test checks that the two agree.
 */
import { MEXICO_CITY_ID } from './mexico.ts';

/** React Router patterns of every page. */
export const PAGE_PATTERNS = {
  home: '/',
  cities: '/cities',
  city: '/cities/:id',
  /** The home hero card's singular link; it redirects to the city page. */
  legacyCity: '/city/:id',
  cityTours: '/cities/:cityId/tours',
  citySpots: '/cities/:cityId/spots',
  cityPosts: '/cities/:cityId/posts',
  post: '/cities/:cityId/post/:slug',
  tour: '/tours/:id',
  spot: '/spots/:id',
  /** A spot seen as a stop of a tour (`?tourId=`). */
  stop: '/spot/:id',
  mexico: '/mexico',
  events: '/events',
  experiences: '/exp',
  search: '/search',
  terms: '/terms',
  companyInfo: '/company-info',
  submit: '/submit',
  login: '/login',
  profile: '/profile',
  changePassword: '/profile/change-password',
  /** A signed-in traveller's trips (issue 31); personal, loaded after hydration. */
  trips: '/trips',
  trip: '/trips/:id',
  /**
   * A trip opened by its read-only share link (decision 0033): public, rendered on the server,
   * never indexed, and never kept (PRIVATE_PAGES: the token in its path is the secret).
   */
  sharedTrip: '/trips/shared/:token',
  forgotPassword: '/forgot-password',
  resetPassword: '/reset-password',
  /**
   * The editors' desk (issue 32): the inbox, the audit log and (admins) people's roles. Reached by
   * its URL alone; loaded after hydration, never kept nor indexed (PRIVATE_PAGES).
   */
  editor: '/editor',
  editorAudit: '/editor/audit',
  editorPeople: '/editor/people',
  /** Drafts in progress, and where an editor starts changing a live spot, tour or event. */
  editorDrafts: '/editor/drafts',
  /** One draft in the editor of its kind, with its preview. */
  editorDraft: '/editor/drafts/:id',
  /** A live spot's published versions, each with what it changed, and restore. */
  editorSpotHistory: '/editor/spots/:id/history',
  /** A live tour's published versions, as a spot's. */
  editorTourHistory: '/editor/tours/:id/history',
  /** A live event's published versions, as a spot's. */
  editorEventHistory: '/editor/events/:id/history',
  /** A live guide post's published versions, as a spot's. */
  editorPostHistory: '/editor/posts/:id/history',
  /** A city's published basics, as a spot's versions. */
  editorCityHistory: '/editor/cities/:id/history',
  error: '/error',
  /** What the service worker shows for a page it has not kept, while the network is gone. */
  offline: '/offline',
  /** A bare page without the header and footer (accounts spec §1). */
  test: '/test',
} as const;

export type PageName = keyof typeof PAGE_PATTERNS;

type Id = number | string;

/**
 * The events page's filters in its URL (`/events?city=5&q=…&tags=a&tags=b`): the page reads these
 * names, and links that open it filtered (a search result) write them through `paths.events`.
 */
export const EVENTS_PAGE_PARAMS = { city: 'city', q: 'q', tags: 'tags' } as const;

/** The inbox's state in its URL (`/editor?status=new&kind=submission&city=2&page=2&item=…`). */
export const EDITOR_PAGE_PARAMS = {
  status: 'status',
  kind: 'kind',
  city: 'city',
  page: 'page',
  item: 'item',
} as const;

/** The audit log's page and the one thing whose history it shows (`?targetType=…&targetId=…`). */
export const EDITOR_AUDIT_PAGE_PARAMS = {
  page: 'page',
  targetType: 'targetType',
  targetId: 'targetId',
} as const;

/**
 * How a page reads a query parameter of its URL: its first value (`URLSearchParams.get`) or every
 * value in order (`getAll`).
 */
export type PageParamRead = 'first' | 'all';

/**
 * The query parameters each page's render reads, and how (the web's routes read these names with
 * `useSearchParams` and in their loaders). No other parameter changes a rendered page, so the
 * server keeps one copy per page and read parameters, whatever else a URL carries (decision
 * 0030). A page that is not listed reads none while it renders: the offline page's `from` is read
 * only once the page is live.
 */
export const PAGE_QUERY_PARAMS = {
  search: { q: 'first', type: 'first', cityId: 'first', tags: 'all', page: 'first' },
  events: {
    [EVENTS_PAGE_PARAMS.city]: 'first',
    [EVENTS_PAGE_PARAMS.q]: 'first',
    [EVENTS_PAGE_PARAMS.tags]: 'all',
  },
  experiences: { interest: 'first', city: 'first' },
  /** "Open now" (`open=now`) or "Open on [date] at [time]", the city's local date and time. */
  citySpots: { open: 'first', date: 'first', time: 'first' },
  /** "When would you go?": the walk's day and start time (local), for its plan. */
  tour: { date: 'first', start: 'first' },
  stop: { tourId: 'first' },
  login: { tab: 'first' },
  resetPassword: { token: 'first' },
  /** The inbox's filters, its page (from 1) and the message open beside the list. */
  editor: {
    [EDITOR_PAGE_PARAMS.status]: 'first',
    [EDITOR_PAGE_PARAMS.kind]: 'first',
    [EDITOR_PAGE_PARAMS.city]: 'first',
    [EDITOR_PAGE_PARAMS.page]: 'first',
    [EDITOR_PAGE_PARAMS.item]: 'first',
  },
  /** The log's page (from 1) and, when it is one thing's history, that thing. */
  editorAudit: {
    [EDITOR_AUDIT_PAGE_PARAMS.page]: 'first',
    [EDITOR_AUDIT_PAGE_PARAMS.targetType]: 'first',
    [EDITOR_AUDIT_PAGE_PARAMS.targetId]: 'first',
  },
  /** The page of drafts in progress (from 1). */
  editorDrafts: { page: 'first' },
} as const satisfies Partial<Record<PageName, Record<string, PageParamRead>>>;

type PageParams = typeof PAGE_QUERY_PARAMS;
/** A page that reads query parameters while it renders. */
export type PageWithQuery = keyof PageParams;
/** The names `page` reads in the way `read` says ('first': one value; 'all': every value). */
type ParamsRead<P extends PageWithQuery, R extends PageParamRead> = {
  [K in keyof PageParams[P]]: PageParams[P][K] extends R ? K : never;
}[keyof PageParams[P]] &
  string;

/**
 * The query of `page`'s URL, read only by the names PAGE_QUERY_PARAMS lists for that page and in
 * the way it lists them: any other read does not compile, so a page cannot come to depend on a
 * parameter that the server's page cache leaves out of its key (decision 0030). The web's pages
 * and loaders read their query through this alone (a lint rule keeps it so).
 */
export function pageQuery<P extends PageWithQuery>(_page: P, params: URLSearchParams) {
  return {
    get: (name: ParamsRead<P, 'first'>): string | null => params.get(name),
    getAll: (name: ParamsRead<P, 'all'>): string[] => params.getAll(name),
  };
}

/**
 * Read parameters that carry a secret (the password-reset link's token, which the page writes into
 * its form): a page asked for with one is rendered for that request alone and never kept.
 */
export const SECRET_PAGE_PARAMS = {
  resetPassword: ['token'],
} as const satisfies Partial<Record<PageName, readonly string[]>>;

/**
 * Pages whose path itself carries a secret (a trip's share link token), and the editors' desk:
 * rendered for each request alone, sent with `Cache-Control: no-store` and `X-Robots-Tag:
 * noindex`, and never kept by the server's page cache nor the service worker, whatever their
 * query. SECRET_PAGE_PARAMS cannot say this: it names query parameters, not path segments. The
 * server's page URL (apps/api `pageUrl`) must treat every path matching one of these patterns as
 * private.
 */
export const PRIVATE_PAGES = [
  'sharedTrip',
  'editor',
  'editorAudit',
  'editorPeople',
  'editorDrafts',
  'editorDraft',
  'editorSpotHistory',
  'editorTourHistory',
  'editorEventHistory',
  'editorPostHistory',
  'editorCityHistory',
] as const satisfies readonly PageName[];

/** Whether `pathname` is one of PRIVATE_PAGES (never kept, never cached by anyone). */
export function isPrivatePagePath(pathname: string): boolean {
  return PRIVATE_PAGES.some((page) => matchPagePath(PAGE_PATTERNS[page], pathname) !== null);
}

/**
 * Read parameters whose page depends on the moment it is rendered ("Open now" on a city's spots):
 * such a page is rendered for each request and never kept, so no one is shown an old "open now".
 */
export const LIVE_PAGE_PARAMS = {
  citySpots: ['open'],
} as const satisfies Partial<Record<PageName, readonly string[]>>;

export interface EventsPageFilter {
  cityId?: Id | null | undefined;
  q?: string | null | undefined;
}

function eventsPath(filter: EventsPageFilter = {}): string {
  const query = new URLSearchParams();
  if (filter.cityId !== undefined && filter.cityId !== null) {
    query.set(EVENTS_PAGE_PARAMS.city, String(filter.cityId));
  }
  const q = filter.q?.trim();
  if (q) query.set(EVENTS_PAGE_PARAMS.q, q);
  const search = query.toString();
  return search ? `/events?${search}` : '/events';
}

/** The URL of each page. Ids and slugs come from our own data; slugs are still encoded. */
export const paths = {
  home: () => '/',
  cities: () => '/cities',
  city: (id: Id) => `/cities/${id}`,
  legacyCity: (id: Id) => `/city/${id}`,
  cityTours: (cityId: Id) => `/cities/${cityId}/tours`,
  citySpots: (cityId: Id) => `/cities/${cityId}/spots`,
  cityPosts: (cityId: Id) => `/cities/${cityId}/posts`,
  post: (cityId: Id, slug: string) => `/cities/${cityId}/post/${encodeURIComponent(slug)}`,
  tour: (id: Id) => `/tours/${id}`,
  spot: (id: Id) => `/spots/${id}`,
  stop: (spotId: Id, tourId: Id) => `/spot/${spotId}?tourId=${tourId}`,
  mexico: () => '/mexico',
  /** Filtered by city and text when given (the page's own filters, shareable). */
  events: eventsPath,
  experiences: () => '/exp',
  search: (query?: string) =>
    query === undefined ? '/search' : `/search?${new URLSearchParams({ q: query.trim() })}`,
  terms: () => '/terms',
  companyInfo: (section?: string) => (section ? `/company-info#${section}` : '/company-info'),
  submit: () => '/submit',
  /** `create` opens the Create account tab. */
  login: (tab?: 'create') => (tab === 'create' ? '/login?tab=create' : '/login'),
  profile: () => '/profile',
  changePassword: () => '/profile/change-password',
  trips: () => '/trips',
  trip: (id: Id) => `/trips/${id}`,
  sharedTrip: (token: string) => `/trips/shared/${encodeURIComponent(token)}`,
  forgotPassword: () => '/forgot-password',
  resetPassword: () => '/reset-password',
  editor: () => '/editor',
  /** The whole log, or one thing's history (`submission` 12, `user` 5…). */
  editorAudit: (target?: { targetType: string; targetId: Id }) =>
    target
      ? `/editor/audit?${new URLSearchParams({
          [EDITOR_AUDIT_PAGE_PARAMS.targetType]: target.targetType,
          [EDITOR_AUDIT_PAGE_PARAMS.targetId]: String(target.targetId),
        })}`
      : '/editor/audit',
  editorPeople: () => '/editor/people',
  /** From page 1; later pages carry `?page=`. */
  editorDrafts: (page = 1) => (page > 1 ? `/editor/drafts?page=${page}` : '/editor/drafts'),
  editorDraft: (id: Id) => `/editor/drafts/${id}`,
  editorSpotHistory: (spotId: Id) => `/editor/spots/${spotId}/history`,
  editorTourHistory: (tourId: Id) => `/editor/tours/${tourId}/history`,
  editorEventHistory: (eventId: Id) => `/editor/events/${eventId}/history`,
  editorPostHistory: (postId: Id) => `/editor/posts/${postId}/history`,
  editorCityHistory: (cityId: Id) => `/editor/cities/${cityId}/history`,
  error: () => '/error',
  offline: () => '/offline',
  test: () => '/test',
} satisfies Record<PageName, (...args: never[]) => string>;

/** A city's own page: México (city 4), the country-level entry, has the /mexico hub instead. */
export function cityHomePath(cityId: number): string {
  return cityId === MEXICO_CITY_ID ? paths.mexico() : paths.city(cityId);
}

/**
 * The named parameters of `pathname` when it matches `pattern` (each parameter one non-empty
 * segment, decoded), else null. For the server, which has no router of its own.
 */
export function matchPagePath(pattern: string, pathname: string): Record<string, string> | null {
  const patternParts = pattern.split('/');
  const pathParts = pathname.split('/');
  if (patternParts.length !== pathParts.length) return null;
  const params: Record<string, string> = {};
  for (const [index, part] of patternParts.entries()) {
    const actual = pathParts[index] ?? '';
    if (part.startsWith(':')) {
      if (actual === '') return null;
      try {
        params[part.slice(1)] = decodeURIComponent(actual);
      } catch {
        return null;
      }
    } else if (part !== actual) {
      return null;
    }
  }
  return params;
}
