import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router';
import { vi } from 'vitest';
import { AuthContext, type AuthValue } from '../lib/auth/auth-context.ts';

/** A token whose payload names user `sub` (the signature is never checked by the client). */
export function fakeToken(sub: string): string {
  const payload = btoa(JSON.stringify({ sub })).replace(/=+$/, '');
  return `eyJhbGciOiJIUzI1NiJ9.${payload}.signature`;
}

export function signIn(sub = '7'): string {
  const token = fakeToken(sub);
  localStorage.setItem('accessToken', token);
  return token;
}

export function testQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
}

export function withProviders(children: ReactNode, client = testQueryClient()) {
  return (
    <QueryClientProvider client={client}>
      <MemoryRouter>{children}</MemoryRouter>
    </QueryClientProvider>
  );
}

/** The session as AuthProvider would give it: signed in (user 7) unless `overrides` say otherwise. */
export function testAuth(overrides: Partial<AuthValue> = {}): AuthValue {
  const unexpected = () => Promise.reject(new Error('not in this test'));
  return {
    user: { id: 7, username: 'ana', email: 'ana@example.com', name: 'Ana', createdAt: '' },
    loading: false,
    login: unexpected,
    register: unexpected,
    logout: unexpected,
    deleteAccount: unexpected,
    refreshUser: unexpected,
    ...overrides,
  };
}

export function withAuth(children: ReactNode, auth: AuthValue = testAuth()) {
  return <AuthContext.Provider value={auth}>{children}</AuthContext.Provider>;
}

type Route = (url: string, init: RequestInit) => Response | Promise<Response> | undefined;

export function json(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json' },
  });
}

/** Stubs fetch: the first route that answers wins; anything else is a 404. */
export function stubFetch(...routes: Route[]) {
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = typeof input === 'string' ? input : input.toString();
    for (const route of routes) {
      const answer = await route(url, init);
      if (answer) return answer;
    }
    return json({ error: 'NOT_FOUND', message: 'Not found' }, 404);
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}
