// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { LoginPage } from './login-page.tsx';
import { getAccessToken, setAccessToken } from '../../../lib/auth-token.ts';
import { AuthContext, useAuth } from '../../../lib/auth/auth-context.ts';
import type { AuthValue } from '../../../lib/auth/auth-context.ts';
import { AuthProvider } from '../../../lib/auth/auth-provider.tsx';
import { RequireAuth } from '../../../lib/auth/require-auth.tsx';

const USER = {
  id: 7,
  username: 'ana',
  email: 'ana@example.com',
  name: null,
  createdAt: '2026-01-01T00:00:00.000Z',
};

function fakeAuth(overrides: Partial<AuthValue>): AuthValue {
  const never = () => Promise.reject(new Error('not in this test'));
  return {
    user: null,
    loading: false,
    login: never,
    register: never,
    logout: never,
    deleteAccount: never,
    refreshUser: never,
    ...overrides,
  };
}

function LoginProbe() {
  const location = useLocation();
  const from = (location.state as { from?: { pathname: string } } | null)?.from?.pathname;
  return <p>login page, from {from ?? 'nowhere'}</p>;
}

function renderAt(path: string, routes: { path: string; element: ReactNode }[], auth: AuthValue) {
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  render(
    <AuthContext.Provider value={auth}>
      <RouterProvider router={router} />
    </AuthContext.Provider>,
  );
  return router;
}

describe('RequireAuth', () => {
  const routes = [
    { path: '/profile', element: <RequireAuth>secret profile</RequireAuth> },
    { path: '/login', element: <LoginProbe /> },
  ];

  it('shows Loading... while the session starts', () => {
    renderAt('/profile', routes, fakeAuth({ loading: true }));
    expect(screen.getByText('Loading...')).toBeTruthy();
    expect(screen.queryByText('secret profile')).toBeNull();
  });

  it('sends a signed-out visitor to /login, replacing history and remembering the origin', async () => {
    const router = renderAt('/profile', routes, fakeAuth({}));
    expect(await screen.findByText('login page, from /profile')).toBeTruthy();
    expect(router.state.historyAction).toBe('REPLACE');
  });

  it('shows the page to a signed-in user', () => {
    renderAt('/profile', routes, fakeAuth({ user: USER }));
    expect(screen.getByText('secret profile')).toBeTruthy();
  });
});

type Handler = (url: string, init: RequestInit) => Response;
function routeFetch(handler: Handler) {
  return vi
    .spyOn(globalThis, 'fetch')
    .mockImplementation(async (input, init) => handler(String(input), init ?? {}));
}

function Whoami() {
  const { user, loading, logout } = useAuth();
  if (loading) return <p>starting</p>;
  return (
    <div>
      <p>{user ? `signed in as ${user.username}` : 'signed out'}</p>
      <button type="button" onClick={() => void logout()}>
        out
      </button>
    </div>
  );
}

function renderWithProvider(path: string, routes: { path: string; element: ReactNode }[]) {
  const queryClient = new QueryClient();
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  render(
    <QueryClientProvider client={queryClient}>
      <AuthProvider>
        <RouterProvider router={router} />
      </AuthProvider>
    </QueryClientProvider>,
  );
  return { router, queryClient };
}

/** The API's `sendero_session=1` hint: set beside the refresh cookie, cleared with it. */
const setSessionHint = () => {
  document.cookie = 'sendero_session=1; path=/';
};

describe('AuthProvider', () => {
  afterEach(() => {
    vi.restoreAllMocks();
    vi.useRealTimers();
    document.cookie = 'sendero_session=; path=/; expires=Thu, 01 Jan 1970 00:00:00 GMT';
  });

  it('with the session hint, starts with a refresh and loads the user with the new token', async () => {
    setSessionHint();
    const fetchMock = routeFetch((url, init) => {
      if (url === '/api/refresh') return Response.json({ token: 'fresh' });
      if (
        url === '/api/users/me' &&
        new Headers(init.headers).get('Authorization') === 'Bearer fresh'
      )
        return Response.json(USER);
      return new Response(null, { status: 500 });
    });
    renderWithProvider('/', [{ path: '/', element: <Whoami /> }]);
    expect(await screen.findByText('signed in as ana')).toBeTruthy();
    expect(getAccessToken()).toBe('fresh');
    expect(fetchMock.mock.calls.filter(([url]) => url === '/api/refresh')).toHaveLength(1);
  });

  it('without the session hint or a token, the visitor is signed out without any request', async () => {
    const fetchMock = routeFetch(() => new Response(null, { status: 401 }));
    renderWithProvider('/', [{ path: '/', element: <Whoami /> }]);
    expect(await screen.findByText('signed out')).toBeTruthy();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('with the hint but a refused refresh, the visitor is signed out and no user is fetched', async () => {
    setSessionHint();
    const fetchMock = routeFetch(() => new Response(null, { status: 401 }));
    renderWithProvider('/', [{ path: '/', element: <Whoami /> }]);
    expect(await screen.findByText('signed out')).toBeTruthy();
    expect(fetchMock.mock.calls.map(([url]) => url)).toEqual(['/api/refresh']);
  });

  it('a stored token without the hint still tries a refresh at start-up', async () => {
    setAccessToken('stored');
    const fetchMock = routeFetch((url) => {
      if (url === '/api/refresh') return Response.json({ token: 'fresh' });
      if (url === '/api/users/me') return Response.json(USER);
      return new Response(null, { status: 500 });
    });
    renderWithProvider('/', [{ path: '/', element: <Whoami /> }]);
    expect(await screen.findByText('signed in as ana')).toBeTruthy();
    expect(fetchMock.mock.calls.map(([url]) => url)).toEqual(['/api/refresh', '/api/users/me']);
  });

  it('refreshes every 10 minutes and signs out when that refresh fails', async () => {
    setSessionHint();
    vi.useFakeTimers({ shouldAdvanceTime: true });
    let refreshes = 0;
    routeFetch((url) => {
      if (url === '/api/refresh') {
        refreshes += 1;
        return refreshes <= 2
          ? Response.json({ token: `t${refreshes}` })
          : new Response(null, { status: 401 });
      }
      if (url === '/api/users/me') return Response.json(USER);
      return new Response(null, { status: 500 });
    });
    renderWithProvider('/', [{ path: '/', element: <Whoami /> }]);
    expect(await screen.findByText('signed in as ana')).toBeTruthy();
    await act(async () => {
      await vi.advanceTimersByTimeAsync(10 * 60 * 1000);
    });
    expect(refreshes).toBe(2);
    expect(getAccessToken()).toBe('t2');
    await act(async () => {
      await vi.advanceTimersByTimeAsync(10 * 60 * 1000);
    });
    expect(refreshes).toBe(3);
    expect(screen.getByText('signed out')).toBeTruthy();
    expect(getAccessToken()).toBeNull();
  });

  it('logout calls the API, then clears token, user and the cached lists', async () => {
    setAccessToken('kept');
    const fetchMock = routeFetch((url) => {
      if (url === '/api/refresh') return new Response(null, { status: 401 });
      if (url === '/api/users/me') return Response.json(USER);
      if (url === '/api/logout') return new Response(null, { status: 204 });
      return new Response(null, { status: 500 });
    });
    const { queryClient } = renderWithProvider('/', [{ path: '/', element: <Whoami /> }]);
    expect(await screen.findByText('signed in as ana')).toBeTruthy();
    queryClient.setQueryData(['bookmarks', 7], ['a tour']);
    queryClient.setQueryData(['favorites', 7], ['a spot']);
    queryClient.setQueryData(['cities'], ['kept']);
    fireEvent.click(screen.getByRole('button', { name: 'out' }));
    expect(await screen.findByText('signed out')).toBeTruthy();
    const logoutCall = fetchMock.mock.calls.find(([url]) => url === '/api/logout');
    expect(logoutCall?.[1]?.credentials).toBe('include');
    expect(new Headers(logoutCall?.[1]?.headers).get('Authorization')).toBe('Bearer kept');
    expect(getAccessToken()).toBeNull();
    expect(queryClient.getQueryData(['bookmarks', 7])).toBeUndefined();
    expect(queryClient.getQueryData(['favorites', 7])).toBeUndefined();
    expect(queryClient.getQueryData(['cities'])).toEqual(['kept']);
  });

  it('after sign-in /login returns the user to the page that sent them there', async () => {
    const fetchMock = routeFetch((url) => {
      if (url === '/api/refresh') return new Response(null, { status: 401 });
      if (url === '/api/login') return Response.json({ token: 'tok', user: USER });
      return new Response(null, { status: 500 });
    });
    const { router } = renderWithProvider('/profile/change-password', [
      { path: '/profile/change-password', element: <RequireAuth>change it here</RequireAuth> },
      { path: '/profile', element: <RequireAuth>profile</RequireAuth> },
      { path: '/login', element: <LoginPage /> },
    ]);
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    fireEvent.change(await screen.findByLabelText('Email'), {
      target: { value: 'ana@example.com' },
    });
    fireEvent.change(screen.getByLabelText('Password'), { target: { value: 'secret-pass' } });
    fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByText('change it here')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/profile/change-password');
    expect(getAccessToken()).toBe('tok');
    const loginCall = fetchMock.mock.calls.find(([url]) => url === '/api/login');
    expect(loginCall?.[1]?.credentials).toBe('include');
    expect(JSON.parse(String(loginCall?.[1]?.body))).toEqual({
      email: 'ana@example.com',
      password: 'secret-pass',
      // The browser's zone, shown to the owner in their list of signed-in devices.
      timeZone: Intl.DateTimeFormat().resolvedOptions().timeZone,
    });
  });

  it('a signed-in user visiting /login goes to /profile', async () => {
    setSessionHint();
    routeFetch((url) => {
      if (url === '/api/refresh') return Response.json({ token: 'fresh' });
      if (url === '/api/users/me') return Response.json(USER);
      return new Response(null, { status: 500 });
    });
    const { router } = renderWithProvider('/login', [
      { path: '/profile', element: <RequireAuth>profile</RequireAuth> },
      { path: '/login', element: <LoginPage /> },
    ]);
    expect(await screen.findByText('profile')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/profile');
  });
});
