import { PAGE_PATTERNS, paths, type PageName } from '@sendero/contract';
import { matchPath, type RouteObject } from 'react-router';
import { describe, expect, it } from 'vitest';
import { QueryClient } from '@tanstack/react-query';
import { createRoutes } from './router.tsx';

const routes = createRoutes({ queryClient: new QueryClient(), awaitData: false });

/** Every page path the router declares, made absolute ('/' for the index route). */
function routerPatterns(list: RouteObject[], parent = ''): string[] {
  return list.flatMap((route) => {
    const own = route.index ? parent || '/' : route.path ? `${parent}/${route.path}` : parent;
    const here = route.index || route.path ? [own] : [];
    return [...here, ...routerPatterns(route.children ?? [], route.path ? own : parent)];
  });
}

/** One example call of each builder, with the parameters it needs. */
const EXAMPLES: Record<PageName, string> = {
  home: paths.home(),
  cities: paths.cities(),
  city: paths.city(7),
  legacyCity: paths.legacyCity(7),
  cityTours: paths.cityTours(7),
  citySpots: paths.citySpots(7),
  cityPosts: paths.cityPosts(7),
  post: paths.post(7, 'oaxaca-food-guide'),
  tour: paths.tour(12),
  spot: paths.spot(40),
  stop: paths.stop(40, 12),
  mexico: paths.mexico(),
  events: paths.events(),
  experiences: paths.experiences(),
  search: paths.search(' mole negro '),
  terms: paths.terms(),
  companyInfo: paths.companyInfo('privacy-policy'),
  submit: paths.submit(),
  login: paths.login(),
  profile: paths.profile(),
  changePassword: paths.changePassword(),
  trips: paths.trips(),
  trip: paths.trip(3),
  sharedTrip: paths.sharedTrip('a'.repeat(43)),
  forgotPassword: paths.forgotPassword(),
  resetPassword: paths.resetPassword(),
  editor: paths.editor(),
  editorAudit: paths.editorAudit({ targetType: 'submission', targetId: 12 }),
  editorPeople: paths.editorPeople(),
  editorDrafts: paths.editorDrafts(2),
  editorDraft: paths.editorDraft(31),
  editorSpotHistory: paths.editorSpotHistory(40),
  editorTourHistory: paths.editorTourHistory(7),
  editorEventHistory: paths.editorEventHistory(9),
  editorPostHistory: paths.editorPostHistory(12),
  editorCityHistory: paths.editorCityHistory(2),
  error: paths.error(),
  offline: paths.offline(),
  test: paths.test(),
};

describe('page paths', () => {
  const declared = routerPatterns(routes).filter((path) => path !== '/*');

  it('routes every page of the contract, and nothing else', () => {
    expect([...declared].sort()).toEqual(Object.values(PAGE_PATTERNS).sort());
  });

  it('has a builder for every routed page, whose URLs the router matches to that page', () => {
    for (const [page, pattern] of Object.entries(PAGE_PATTERNS)) {
      const url = new URL(EXAMPLES[page as PageName], 'http://localhost');
      const matches = declared.filter((route) => matchPath(route, url.pathname));
      expect(matches, `${page}: ${url.pathname}`).toEqual([pattern]);
    }
  });

  it('builds the URLs the specification gives', () => {
    expect(EXAMPLES.post).toBe('/cities/7/post/oaxaca-food-guide');
    expect(EXAMPLES.stop).toBe('/spot/40?tourId=12');
    expect(EXAMPLES.search).toBe('/search?q=mole+negro');
    expect(EXAMPLES.companyInfo).toBe('/company-info#privacy-policy');
  });
});
