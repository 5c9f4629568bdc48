import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  json,
  signIn,
  stubFetch,
  testQueryClient,
  withProviders,
} from '../../../test/test-helpers.tsx';
import 'fake-indexeddb/auto';
import { onlineManager } from '@tanstack/react-query';
import { toast } from '../../../lib/toast.ts';
import { clearPendingSaves, pendingSaves } from '../../../lib/offline/pending-saves.ts';
import { MemoryRouter } from 'react-router';
import type { ReactElement } from 'react';
import {
  BookmarkButton,
  FavoriteButton,
  SIGN_IN_TO_FAVORITE,
  SIGN_IN_TO_SAVE,
} from './save-buttons.tsx';

/** The sign-in toast that `info` was called with, rendered: its text and its link. */
function signInToast(info: { mock: { calls: unknown[][] } }) {
  const content = info.mock.calls.at(-1)?.[0] as ReactElement;
  const { container, unmount } = render(<MemoryRouter>{content}</MemoryRouter>);
  const shown = {
    text: container.textContent,
    href: container.querySelector('a')?.getAttribute('href'),
  };
  unmount();
  return shown;
}

afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

function pressed(name: string): string | null {
  return screen.getByRole('button', { name }).getAttribute('aria-pressed');
}

/** A fetch answer the test releases when it wants. */
function deferred() {
  let release: (response: Response) => void = () => undefined;
  const promise = new Promise<Response>((resolve) => (release = resolve));
  return { promise, release };
}

describe('BookmarkButton', () => {
  it('shows the sign-in toast and sends nothing without a token', () => {
    const fetchMock = stubFetch(() => new Response(null, { status: 204 }));
    const info = vi.spyOn(toast, 'info');
    render(withProviders(<BookmarkButton targetType="tour" targetId={3} />));
    fireEvent.click(screen.getByRole('button', { name: 'Bookmark' }));
    expect(info).toHaveBeenCalledWith(
      expect.anything(),
      expect.objectContaining({ autoClose: 3000 }),
    );
    // The specification's sentence, with /login a link to sign in (and come back).
    expect(signInToast(info)).toEqual({ text: SIGN_IN_TO_SAVE, href: '/login' });
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('keeps the change on the phone when the browser has just gone offline', async () => {
    signIn();
    await clearPendingSaves();
    stubFetch(() => {
      throw new TypeError('Failed to fetch');
    });
    onlineManager.setOnline(false);
    try {
      render(withProviders(<BookmarkButton targetType="spot" targetId={41} initial={false} />));
      fireEvent.click(screen.getByRole('button', { name: 'Bookmark' }));
      await waitFor(async () =>
        expect((await pendingSaves()).map((save) => save.targetId)).toEqual([41]),
      );
    } finally {
      onlineManager.setOnline(true);
      await clearPendingSaves();
    }
  });

  it('starts from the item flag', () => {
    stubFetch();
    render(withProviders(<BookmarkButton targetType="tour" targetId={3} initial />));
    expect(pressed('Remove bookmark')).toBe('true');
  });

  it('flips before the server answers and sends the bearer token', async () => {
    const token = signIn();
    const answer = deferred();
    const fetchMock = stubFetch(() => answer.promise);
    render(withProviders(<BookmarkButton targetType="spot" targetId={9} initial={false} />));
    fireEvent.click(screen.getByRole('button', { name: 'Bookmark' }));
    expect(pressed('Remove bookmark')).toBe('true');
    await waitFor(() => expect(fetchMock).toHaveBeenCalled());
    const [url, init] = fetchMock.mock.calls[0] as [string, RequestInit];
    expect(url).toBe('/api/bookmarks?targetId=9&targetType=spot');
    expect(init.method).toBe('POST');
    expect(new Headers(init.headers).get('Authorization')).toBe(`Bearer ${token}`);
    await act(async () => answer.release(json({ bookmarked: true })));
    expect(pressed('Remove bookmark')).toBe('true');
  });

  it('reverts when the server fails', async () => {
    signIn();
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const answer = deferred();
    stubFetch(() => answer.promise);
    render(withProviders(<BookmarkButton targetType="tour" targetId={4} initial={false} />));
    fireEvent.click(screen.getByRole('button', { name: 'Bookmark' }));
    expect(pressed('Remove bookmark')).toBe('true');
    await act(async () => answer.release(json({ error: 'X', message: 'boom' }, 500)));
    expect(pressed('Bookmark')).toBe('false');
  });

  it('reverts and shows the sign-in toast when the session is gone (401)', async () => {
    signIn();
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    stubFetch(() => json({ error: 'AUTH_REQUIRED', message: 'Authentication required.' }, 401));
    const info = vi.spyOn(toast, 'info');
    render(withProviders(<BookmarkButton targetType="tour" targetId={1} initial />));
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Remove bookmark' }));
    });
    await waitFor(() => expect(info).toHaveBeenCalled());
    expect(signInToast(info).text).toBe(SIGN_IN_TO_SAVE);
    expect(pressed('Remove bookmark')).toBe('true');
  });

  it('lets the server check overrule a stale item flag when asked to verify', async () => {
    signIn();
    const fetchMock = stubFetch((url) =>
      url.startsWith('/api/bookmarks/exists') ? json({ bookmarked: false }) : undefined,
    );
    render(withProviders(<BookmarkButton targetType="tour" targetId={5} initial verify />));
    expect(pressed('Remove bookmark')).toBe('true');
    await waitFor(() => expect(pressed('Bookmark')).toBe('false'));
    expect(fetchMock.mock.calls[0]?.[0]).toBe('/api/bookmarks/exists?targetId=5&targetType=tour');
  });

  it('makes no check for a signed-out visitor', () => {
    const fetchMock = stubFetch();
    render(withProviders(<BookmarkButton targetType="tour" targetId={5} verify />));
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('updates every button showing the same item once the server agreed', async () => {
    signIn();
    stubFetch(() => json({ bookmarked: true }));
    const client = testQueryClient();
    render(
      withProviders(
        <>
          <div data-testid="page">
            <BookmarkButton targetType="tour" targetId={6} initial={false} withLabel />
          </div>
          <BookmarkButton targetType="tour" targetId={6} initial={false} />
        </>,
        client,
      ),
    );
    await act(async () => {
      fireEvent.click(screen.getAllByRole('button', { name: 'Bookmark' })[0]!);
    });
    await waitFor(() =>
      expect(screen.getAllByRole('button', { name: 'Remove bookmark' })).toHaveLength(2),
    );
  });
});

describe('FavoriteButton', () => {
  it('sends nothing without a token and invites sign-in to save favorites (issue 34)', () => {
    const errors = vi.spyOn(console, 'error');
    const info = vi.spyOn(toast, 'info');
    const fetchMock = stubFetch(() =>
      json({ error: 'AUTH_REQUIRED', message: 'Authentication required.' }, 401),
    );
    render(withProviders(<FavoriteButton targetType="tour" targetId={5} initial={false} />));
    fireEvent.click(screen.getByRole('button', { name: 'Favorite' }));
    expect(fetchMock).not.toHaveBeenCalled();
    expect(signInToast(info)).toEqual({ text: SIGN_IN_TO_FAVORITE, href: '/login' });
    expect(pressed('Favorite')).toBe('false');
    expect(errors).not.toHaveBeenCalled();
  });

  it('reverts and invites sign-in to save favorites when the session is gone (401)', async () => {
    signIn();
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const info = vi.spyOn(toast, 'info');
    stubFetch(() => json({ error: 'AUTH_REQUIRED', message: 'Authentication required.' }, 401));
    render(withProviders(<FavoriteButton targetType="spot" targetId={8} initial={false} />));
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Favorite' }));
    });
    await waitFor(() => expect(info).toHaveBeenCalled());
    expect(signInToast(info).text).toBe(SIGN_IN_TO_FAVORITE);
    expect(pressed('Favorite')).toBe('false');
  });

  it('is optimistic and reverts on failure', async () => {
    signIn();
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const answer = deferred();
    stubFetch(() => answer.promise);
    render(withProviders(<FavoriteButton targetType="tour" targetId={5} initial={false} />));
    fireEvent.click(screen.getByRole('button', { name: 'Favorite' }));
    expect(pressed('Remove favorite')).toBe('true');
    await act(async () => answer.release(json({ error: 'X', message: 'boom' }, 500)));
    expect(pressed('Favorite')).toBe('false');
  });

  it('updates only after success when not optimistic', async () => {
    signIn();
    const answer = deferred();
    stubFetch(() => answer.promise);
    render(
      withProviders(
        <FavoriteButton targetType="spot" targetId={2} initial={false} optimistic={false} />,
      ),
    );
    fireEvent.click(screen.getByRole('button', { name: 'Favorite' }));
    expect(pressed('Favorite')).toBe('false');
    await act(async () => answer.release(json({ favorited: true })));
    expect(pressed('Remove favorite')).toBe('true');
  });

  it('stays unchanged when the non-optimistic toggle fails', async () => {
    signIn();
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    stubFetch(() => json({ error: 'X', message: 'boom' }, 500));
    render(
      withProviders(<FavoriteButton targetType="spot" targetId={2} initial optimistic={false} />),
    );
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Remove favorite' }));
    });
    expect(pressed('Remove favorite')).toBe('true');
  });
});
