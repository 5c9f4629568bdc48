import {
  cityHomePath,
  PAGE_PATTERNS,
  paths,
  parseEntityId,
  type PageName,
} from '@sendero/contract';
import type { ComponentType } from 'react';
import { redirect } from 'react-router';
import type { RouteObject } from 'react-router';
import { RouteErrorBoundary } from '../features/errors/components/route-error-boundary.tsx';
import { ErrorPage, errorPageLoader } from '../features/errors/routes/error-page.tsx';
import type { PageAction } from '../lib/form-action.ts';
import { pageLoader, type PageData, type PageDataContext } from '../lib/page-data.ts';
import type { PagePreview } from '../lib/share-preview.ts';
import { ShellLayout } from './layout/shell-layout.tsx';
import { RootLayout } from './root-layout.tsx';

/** A page's pattern from the contract, relative to the shell's root route. */
function routePath(page: PageName): string {
  return PAGE_PATTERNS[page].slice(1);
}

/**
 * A lazily loaded page module: its component and, for a page with content, its data function
 * (which becomes the route's loader) and its share preview (the route's handle); for a page with
 * a form, the action that answers the form sent without the app's code (lib/form-action.ts).
 */
function page<M>(
  context: PageDataContext,
  load: () => Promise<M>,
  pick: (module: M) => [ComponentType, PageData?, PagePreview?],
  pickAction?: (module: M) => PageAction,
): RouteObject['lazy'] {
  return async () => {
    const module = await load();
    const [Component, data, preview] = pick(module);
    return {
      Component,
      ...(data ? { loader: pageLoader(context, data) } : {}),
      ...(preview ? { handle: { preview } satisfies PageHandle } : {}),
      ...(pickAction ? { action: pickAction(module) } : {}),
    };
  };
}

/** What a route tells the server renderer besides its component: its share preview. */
export interface PageHandle {
  preview?: PagePreview;
}

/**
 * Screens inside the shell (header and footer). Every screen is its own lazily loaded chunk, and
 * every path is the contract's (`PAGE_PATTERNS`), so links and routes cannot drift apart.
 */
function shellRoutes(context: PageDataContext): RouteObject[] {
  return [
    {
      index: true,
      lazy: page(
        context,
        () => import('../features/home/routes/home-page.tsx'),
        (m) => [m.HomePage, m.loadHomePage, m.previewHomePage],
      ),
    },
    {
      path: routePath('terms'),
      lazy: page(
        context,
        () => import('../features/company/routes/terms-page.tsx'),
        (m) => [m.TermsPage],
      ),
    },
    {
      path: routePath('companyInfo'),
      lazy: page(
        context,
        () => import('../features/company/routes/company-info-page.tsx'),
        (m) => [m.CompanyInfoPage],
        (m) => m.contactAction,
      ),
    },
    {
      path: routePath('submit'),
      lazy: page(
        context,
        () => import('../features/submissions/routes/submit-page.tsx'),
        (m) => [m.SubmitPage],
        (m) => m.submissionAction,
      ),
    },
    {
      path: routePath('experiences'),
      lazy: page(
        context,
        () => import('../features/experiences/routes/experiences-page.tsx'),
        (m) => [m.ExperiencesPage, m.loadExperiencesPage],
      ),
    },
    {
      path: routePath('mexico'),
      lazy: page(
        context,
        () => import('../features/mexico/routes/mexico-page.tsx'),
        (m) => [m.MexicoPage, m.loadMexicoPage, m.previewMexicoPage],
      ),
    },
    {
      path: routePath('cities'),
      lazy: page(
        context,
        () => import('../features/cities/routes/cities-page.tsx'),
        (m) => [m.CitiesPage, m.loadCitiesPage],
      ),
    },
    {
      path: routePath('city'),
      lazy: page(
        context,
        () => import('../features/cities/routes/city-page.tsx'),
        (m) => [m.CityPage, m.loadCityPage, m.previewCityPage],
      ),
    },
    {
      path: routePath('legacyCity'),
      loader: ({ params }) => {
        const id = parseEntityId(params.id);
        const target =
          id === null ? paths.city(encodeURIComponent(params.id ?? '')) : cityHomePath(id);
        throw redirect(target, 301);
      },
    },
    {
      path: routePath('cityPosts'),
      lazy: page(
        context,
        () => import('../features/posts/routes/post-list-page.tsx'),
        (m) => [m.PostListPage, m.loadPostListPage],
      ),
    },
    {
      path: routePath('post'),
      lazy: page(
        context,
        () => import('../features/posts/routes/post-page.tsx'),
        (m) => [m.PostPage, m.loadPostPage, m.previewPostPage],
      ),
    },
    {
      path: routePath('cityTours'),
      lazy: page(
        context,
        () => import('../features/tours/routes/city-tours-page.tsx'),
        (m) => [m.CityToursPage, m.loadCityToursPage],
      ),
    },
    {
      path: routePath('citySpots'),
      lazy: page(
        context,
        () => import('../features/spots/routes/city-spots-page.tsx'),
        (m) => [m.CitySpotsPage, m.loadCitySpotsPage],
      ),
    },
    {
      path: routePath('tour'),
      lazy: page(
        context,
        () => import('../features/tours/routes/tour-page.tsx'),
        (m) => [m.TourPage, m.loadTourPage, m.previewTourPage],
      ),
    },
    {
      path: routePath('stop'),
      lazy: page(
        context,
        () => import('../features/spots/routes/tour-stop-page.tsx'),
        (m) => [m.TourStopPage, m.loadTourStopPage],
      ),
    },
    {
      path: routePath('spot'),
      lazy: page(
        context,
        () => import('../features/spots/routes/spot-page.tsx'),
        (m) => [m.SpotPage, m.loadSpotPage, m.previewSpotPage],
      ),
    },
    {
      path: routePath('events'),
      lazy: page(
        context,
        () => import('../features/events/routes/events-page.tsx'),
        (m) => [m.EventsPage, m.loadEventsPage],
      ),
    },
    {
      path: routePath('search'),
      lazy: page(
        context,
        () => import('../features/search/routes/search-page.tsx'),
        (m) => [m.SearchPage, m.loadSearchPage],
      ),
    },
    {
      path: routePath('login'),
      lazy: page(
        context,
        () => import('../features/auth/routes/login-page.tsx'),
        (m) => [m.LoginPage],
        (m) => m.loginAction,
      ),
    },
    {
      path: routePath('profile'),
      lazy: page(
        context,
        () => import('../features/profile/routes/profile-page.tsx'),
        (m) => [m.ProfilePage],
      ),
    },
    {
      path: routePath('changePassword'),
      lazy: page(
        context,
        () => import('../features/profile/routes/change-password-page.tsx'),
        (m) => [m.ChangePasswordPage],
      ),
    },
    {
      path: routePath('trips'),
      lazy: page(
        context,
        () => import('../features/trips/routes/trips-page.tsx'),
        (m) => [m.TripsPage],
      ),
    },
    {
      path: routePath('trip'),
      lazy: page(
        context,
        () => import('../features/trips/routes/trip-page.tsx'),
        (m) => [m.TripPage],
      ),
    },
    {
      path: routePath('sharedTrip'),
      lazy: page(
        context,
        () => import('../features/trips/routes/shared-trip-page.tsx'),
        (m) => [m.SharedTripPage, m.loadSharedTripPage],
      ),
    },
    // The editors' desk (issue 32): loaded after hydration like the trips pages, and only here.
    {
      path: routePath('editor'),
      lazy: page(
        context,
        () => import('../features/editor/routes/inbox-page.tsx'),
        (m) => [m.InboxPage],
      ),
    },
    {
      path: routePath('editorAudit'),
      lazy: page(
        context,
        () => import('../features/editor/routes/audit-page.tsx'),
        (m) => [m.AuditPage],
      ),
    },
    {
      path: routePath('editorPeople'),
      lazy: page(
        context,
        () => import('../features/editor/routes/people-page.tsx'),
        (m) => [m.PeoplePage],
      ),
    },
    {
      path: routePath('editorDrafts'),
      lazy: page(
        context,
        () => import('../features/editor/drafts/routes/drafts-page.tsx'),
        (m) => [m.DraftsPage],
      ),
    },
    {
      path: routePath('editorDraft'),
      lazy: page(
        context,
        () => import('../features/editor/drafts/routes/draft-page.tsx'),
        (m) => [m.DraftPage],
      ),
    },
    {
      path: routePath('editorSpotHistory'),
      lazy: page(
        context,
        () => import('../features/editor/drafts/routes/spot-history-page.tsx'),
        (m) => [m.SpotHistoryPage],
      ),
    },
    {
      path: routePath('editorTourHistory'),
      lazy: page(
        context,
        () => import('../features/editor/drafts/routes/spot-history-page.tsx'),
        (m) => [m.TourHistoryPage],
      ),
    },
    {
      path: routePath('editorEventHistory'),
      lazy: page(
        context,
        () => import('../features/editor/drafts/routes/spot-history-page.tsx'),
        (m) => [m.EventHistoryPage],
      ),
    },
    {
      path: routePath('editorPostHistory'),
      lazy: page(
        context,
        () => import('../features/editor/drafts/routes/spot-history-page.tsx'),
        (m) => [m.PostHistoryPage],
      ),
    },
    {
      path: routePath('editorCityHistory'),
      lazy: page(
        context,
        () => import('../features/editor/drafts/routes/spot-history-page.tsx'),
        (m) => [m.CityHistoryPage],
      ),
    },
    {
      path: routePath('forgotPassword'),
      lazy: page(
        context,
        () => import('../features/auth/routes/forgot-password-page.tsx'),
        (m) => [m.ForgotPasswordPage],
        (m) => m.forgotPasswordAction,
      ),
    },
    {
      path: routePath('resetPassword'),
      lazy: page(
        context,
        () => import('../features/auth/routes/reset-password-page.tsx'),
        (m) => [m.ResetPasswordPage],
        (m) => m.resetPasswordAction,
      ),
    },
    {
      path: routePath('offline'),
      lazy: page(
        context,
        () => import('../features/offline/routes/offline-page.tsx'),
        (m) => [m.OfflinePage],
      ),
    },
    // The Oops! page is small and its loader draws the joke: part of the entry, not its own chunk.
    { path: routePath('error'), loader: errorPageLoader(), Component: ErrorPage },
    { path: '*', loader: errorPageLoader(404), Component: ErrorPage },
  ];
}

/**
 * The route table, shared by the server renderer and the browser (ARCHITECTURE §7). Each page's
 * data function runs as its route's loader in `context`.
 */
export function createRoutes(context: PageDataContext): RouteObject[] {
  return [
    {
      element: <RootLayout />,
      errorElement: <RouteErrorBoundary />,
      children: [
        {
          element: <ShellLayout />,
          children: [{ errorElement: <RouteErrorBoundary />, children: shellRoutes(context) }],
        },
        {
          path: routePath('test'),
          lazy: page(
            context,
            () => import('./routes/test-page.tsx'),
            (m) => [m.TestPage],
          ),
        },
      ],
    },
  ];
}
