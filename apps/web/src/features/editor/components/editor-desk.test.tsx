import { EDITOR_MESSAGES } from '@sendero/contract';
import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { signIn, testAuth } from '../../../test/test-helpers.tsx';
import { fakeDeskApi, renderDesk } from './desk-fixtures.tsx';

beforeEach(() => {
  signIn();
});
afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

const deskNav = () => screen.getByRole('navigation', { name: 'Editor’s desk' });

describe('the editors’ desk', () => {
  it('sends a visitor who is signed out to sign in, asking the desk nothing', async () => {
    const api = fakeDeskApi();
    const router = renderDesk('/editor?status=new', testAuth({ user: null }));
    expect(await screen.findByRole('heading', { name: 'Sign in' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/login');
    expect(router.state.location.state).toMatchObject({
      from: { pathname: '/editor', search: '?status=new' },
    });
    expect(api.calls.filter((call) => call.path.startsWith('/api/editor'))).toEqual([]);
  });

  it('waits for the session before asking who is at the desk', () => {
    const api = fakeDeskApi();
    renderDesk('/editor', testAuth({ user: null, loading: true }));
    expect(screen.getByRole('status').textContent).toBe('Loading...');
    expect(api.calls).toEqual([]);
  });

  it('shows a traveller the server’s refusal, and nothing of the desk', async () => {
    const api = fakeDeskApi({
      me: { status: 403, body: { error: 'FORBIDDEN', message: EDITOR_MESSAGES.notAllowed } },
    });
    renderDesk('/editor');
    expect(await screen.findByRole('alert')).toHaveProperty(
      'textContent',
      EDITOR_MESSAGES.notAllowed,
    );
    expect(screen.queryByRole('navigation')).toBeNull();
    expect(api.calls.map((call) => call.path)).toEqual(['/api/editor/me']);
  });

  it('gives an editor the inbox and the log, an admin people too', async () => {
    fakeDeskApi({ role: 'editor' });
    renderDesk('/editor');
    await screen.findByRole('heading', { level: 1, name: 'Inbox' });
    expect(
      within(deskNav())
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Inbox', 'Drafts', 'Audit log']);
    expect(
      within(deskNav()).getByRole('link', { name: 'Inbox' }).getAttribute('aria-current'),
    ).toBe('page');
    expect(screen.getByText(/maria \(Editor\)/)).toBeTruthy();
    vi.unstubAllGlobals();
  });

  it('shows an admin the People page', async () => {
    fakeDeskApi({ role: 'admin' });
    renderDesk('/editor/people');
    await screen.findByRole('heading', { level: 1, name: 'People' });
    expect(
      within(deskNav()).getByRole('link', { name: 'People' }).getAttribute('aria-current'),
    ).toBe('page');
  });

  it('marks its pages for no search engine', async () => {
    fakeDeskApi();
    renderDesk('/editor/audit');
    await screen.findByRole('heading', { level: 1, name: 'Audit log' });
    expect(document.querySelector('meta[name="robots"]')?.getAttribute('content')).toBe('noindex');
    expect(document.title).toBe('Audit log · Editor’s desk · Sendero');
  });
});
