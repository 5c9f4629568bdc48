/**
 * The desk's tests: messages, and a stand-in for the editor API (routes and answers as
 * packages/contract/src/editor.ts gives them) that keeps its messages and log as the server would,
 * so a test reads what the page sent and what it shows after.
 */
import type { AuditEntry, EditorMe, InboxItem, UserRole } from '@sendero/contract';
import { QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { vi } from 'vitest';
import { AuthContext, type AuthValue } from '../../../lib/auth/auth-context.ts';
import { json, testAuth, testQueryClient } from '../../../test/test-helpers.tsx';
import { AuditPage } from '../routes/audit-page.tsx';
import { InboxPage } from '../routes/inbox-page.tsx';
import { PeoplePage } from '../routes/people-page.tsx';

export const CITIES = [
  { id: 2, name: 'Oaxaca', lat: 17, lng: -96.7 },
  { id: 5, name: 'Mérida', lat: 21, lng: -89.6 },
];

export function testItem(over: Partial<InboxItem> = {}): InboxItem {
  return {
    kind: 'submission',
    id: 1,
    name: 'Ana López',
    email: 'ana@example.com',
    message: 'Café Brújula\nGreat coffee near Santo Domingo, open early.',
    status: 'new',
    cityId: 2,
    cityName: 'Oaxaca',
    resolution: null,
    handledBy: null,
    handledAt: null,
    createdAt: new Date(Date.now() - 3 * 86_400_000).toISOString(),
    draftId: null,
    ...over,
  };
}

export interface SentCall {
  method: string;
  path: string;
  query: URLSearchParams;
  body: unknown;
}

type Failure = { status: number; body: { error: string; message: string; field?: string } };
type Failures = Failure & { times: number };

/**
 * The editor API on a list of messages: the inbox filtered and paged (`pageSize` a page), one
 * message, its changes, roles and the log. `fail(method path)` answers the next such calls with
 * an error; `hold()` keeps every change waiting, and `holdLists()` every list read, until the
 * function it returns is called.
 */
export function fakeDeskApi({
  role = 'editor',
  items = [testItem()],
  audit = [],
  pageSize = 20,
  me,
}: {
  role?: UserRole;
  items?: InboxItem[];
  audit?: AuditEntry[];
  pageSize?: number;
  /** The answer to /api/editor/me when it is not an editor's (a traveller's 403). */
  me?: Failure;
} = {}) {
  const state = { items: [...items], audit: [...audit], nextDraft: 40 };
  const calls: SentCall[] = [];
  const failures = new Map<string, Failures>();
  let gate: Promise<void> | null = null;
  let readGate: Promise<void> | null = null;

  const itemAt = (kind: string, id: number) =>
    state.items.findIndex((item) => item.kind === kind && item.id === id);
  const change = (index: number, next: Partial<InboxItem>) => {
    const item = { ...state.items[index]!, ...next };
    state.items[index] = item;
    return item;
  };
  const handled = { handledBy: 'maria', handledAt: new Date().toISOString() };

  async function answer(method: string, path: string, query: URLSearchParams, body: unknown) {
    const failure = failures.get(`${method} ${path}`);
    if (failure) {
      if (--failure.times === 0) failures.delete(`${method} ${path}`);
      return json(failure.body, failure.status);
    }
    if (path === '/api/cities') return json(CITIES);
    if (path === '/api/editor/me') {
      if (me) return json(me.body, me.status);
      return json({ userId: 3, username: 'maria', role } satisfies EditorMe);
    }
    if (path === '/api/editor/inbox' && method === 'GET') {
      const page = Number(query.get('page') ?? 0);
      const matching = state.items.filter(
        (item) =>
          (!query.get('status') || item.status === query.get('status')) &&
          (!query.get('kind') || item.kind === query.get('kind')) &&
          (!query.get('cityId') || item.cityId === Number(query.get('cityId'))),
      );
      return json({
        content: matching.slice(page * pageSize, (page + 1) * pageSize),
        page,
        size: pageSize,
        totalElements: matching.length,
        totalPages: Math.ceil(matching.length / pageSize),
      });
    }
    if (path === '/api/editor/audit') {
      const page = Number(query.get('page') ?? 0);
      return json({
        content: state.audit.slice(page * pageSize, (page + 1) * pageSize),
        page,
        size: pageSize,
        totalElements: state.audit.length,
        totalPages: Math.ceil(state.audit.length / pageSize),
      });
    }
    if (path === '/api/editor/roles' && method === 'PUT') {
      const { email, role: given } = body as { email: string; role: UserRole };
      return json({ userId: 9, username: email.split('@')[0], role: given });
    }
    const match = /^\/api\/editor\/inbox\/(\w+)\/(\d+)(?:\/(\w+))?$/.exec(path);
    const index = match ? itemAt(match[1]!, Number(match[2])) : -1;
    if (!match || index < 0) {
      return json({ error: 'NOT_FOUND', message: 'That message is not in the inbox.' }, 404);
    }
    const action = match[3];
    if (method === 'GET' && !action) return json(state.items[index]);
    if (method === 'PATCH' && !action) {
      const { status, cityId } = body as { status?: InboxItem['status']; cityId?: number | null };
      return json(
        change(index, {
          ...(status ? { status, ...handled } : {}),
          ...(cityId !== undefined
            ? { cityId, cityName: CITIES.find((city) => city.id === cityId)?.name ?? null }
            : {}),
        }),
      );
    }
    if (action === 'reject') {
      const { reason } = body as { reason: string };
      return json(change(index, { status: 'rejected', resolution: reason, ...handled }));
    }
    if (action === 'answer') {
      const { message } = body as { message: string };
      return json(change(index, { status: 'answered', resolution: message, ...handled }));
    }
    if (action === 'accept') {
      const { cityId } = body as { cityId: number };
      const draftId = state.nextDraft++;
      const item = change(index, { status: 'accepted', cityId, draftId, ...handled });
      return json({ item, draftId });
    }
    return json({ error: 'NOT_FOUND', message: 'Not found' }, 404);
  }

  const fetchMock = vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = new URL(String(input), 'http://localhost');
    const method = (init.method ?? 'GET').toUpperCase();
    const body = typeof init.body === 'string' ? (JSON.parse(init.body) as unknown) : undefined;
    calls.push({ method, path: url.pathname, query: url.searchParams, body });
    if (method !== 'GET' && gate) await gate;
    if (method === 'GET' && url.pathname === '/api/editor/inbox' && readGate) await readGate;
    return answer(method, url.pathname, url.searchParams, body);
  });
  vi.stubGlobal('fetch', fetchMock);

  return {
    state,
    calls,
    /** The calls that changed something (not reads). */
    changes: () => calls.filter((call) => call.method !== 'GET'),
    /** The inbox reads, as the query each one sent. */
    inboxReads: () =>
      calls
        .filter((call) => call.path === '/api/editor/inbox' && call.method === 'GET')
        .map((call) => call.query.toString()),
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
    /** Keeps every read of the inbox's list waiting until the returned function is called. */
    holdLists() {
      let open = () => {};
      readGate = new Promise((resolve) => {
        open = () => {
          readGate = null;
          resolve();
        };
      });
      return () => open();
    },
  };
}

/** The desk's pages and the sign-in page, opened at `path`, for the session `auth`. */
export function renderDesk(path: string, auth: AuthValue = testAuth()) {
  const router = createMemoryRouter(
    [
      { path: '/editor', element: <InboxPage /> },
      { path: '/editor/audit', element: <AuditPage /> },
      { path: '/editor/people', element: <PeoplePage /> },
      { path: '/login', element: <h1>Sign in</h1> },
    ],
    { initialEntries: [path] },
  );
  render(
    <QueryClientProvider client={testQueryClient()}>
      <AuthContext.Provider value={auth}>
        <RouterProvider router={router} />
      </AuthContext.Provider>
    </QueryClientProvider>,
  );
  return router;
}
